import { PageIntro } from "#app/components/sections/page-intro"
import { getBlogCategory, getCatalog, withImages } from "#app/content/queries.server"
import { metaTags } from "#app/lib/seo"
import { pageSeo } from "#app/lib/seo.server"
import type { Route } from "./+types/blog-index"

/** The blog listing at /blogs, and the same listing narrowed to one category at /blog-category/<slug>. */
export function loader({ params }: Route.LoaderArgs) {
  const { pages, articles } = getCatalog()
  const category = params.category ? getBlogCategory(params.category) : undefined
  const shown = category ? articles.filter((article) => article.category === category.name) : articles
  return {
    page: pages.blog,
    category,
    articles: withImages(shown),
    seo: category
      ? pageSeo({ ...category.seo, path: `/blog-category/${category.slug}`, isIndexable: shown.length > 0 })
      : pageSeo({ ...pages.blog.seo, path: "/blogs" }),
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo)

export default function BlogIndexPage({ loaderData: { page, category } }: Route.ComponentProps) {
  return (
    <PageIntro
      eyebrow={category ? page.intro.eyebrow : page.intro.eyebrow}
      title={category ? category.name : page.intro.title}
      description={category ? category.description : page.intro.description}
    />
  )
}
