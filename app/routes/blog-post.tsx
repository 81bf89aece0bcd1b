import { ArticleBody, preloadArticle } from "#app/components/blog/article-body"
import { PageIntro } from "#app/components/sections/page-intro"
import { Container } from "#app/components/ui/layout"
import { articleHref, getArticle, withImages } from "#app/content/queries.server"
import { metaTags } from "#app/lib/seo"
import { pageSeo } from "#app/lib/seo.server"
import type { Route } from "./+types/blog-post"

export async function loader({ params }: Route.LoaderArgs) {
  const { article, author, related } = getArticle(params.slug)
  // Loaded before rendering so the server writes the article in place, without a suspended boundary.
  await preloadArticle(article.slug)
  return {
    article: withImages(article),
    author: withImages(author),
    related: withImages(related),
    seo: pageSeo({
      title: article.seoTitle ?? article.title,
      description: article.description,
      path: articleHref(article.slug),
      type: "article",
      image: article.image,
    }),
  }
}

export async function clientLoader({ serverLoader, params }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), preloadArticle(params.slug)])
  return data
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo)

export default function BlogPostPage({ loaderData: { article } }: Route.ComponentProps) {
  return (
    <article>
      <PageIntro eyebrow={article.category} title={article.title} description={article.subtitle} />
      <Container className="max-w-3xl py-12 text-lg leading-relaxed text-ink/90">
        <ArticleBody slug={article.slug} />
      </Container>
    </article>
  )
}
