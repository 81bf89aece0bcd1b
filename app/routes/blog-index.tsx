import { AllArticlesList } from "#app/components/blog/all-articles-list"
import { BlogEmptyState } from "#app/components/blog/blog-empty-state"
import { CategoryPills } from "#app/components/blog/category-pills"
import { FeaturedPostCard } from "#app/components/blog/featured-post-card"
import { PostCard } from "#app/components/blog/post-card"
import { CtaSection } from "#app/components/sections/cta-section"
import { PageIntro } from "#app/components/sections/page-intro"
import { Section, SectionHeading } from "#app/components/ui/layout"
import type { Article } from "#app/content/catalog"
import { getBlogCategory, getCatalog, withImages } from "#app/content/queries.server"
import { cn } from "#app/lib/cn"
import { metaTags } from "#app/lib/seo"
import { pageSeo } from "#app/lib/seo.server"
import type { Route } from "./+types/blog-index"

const FEATURED_COUNT = 2
const LATEST_COUNT = 4

const card = ({ slug, title, description, category, publishedAt, image }: Article) => ({
  slug,
  title,
  description,
  category,
  publishedAt,
  image,
})

/** The blog listing at /blogs, and the same listing narrowed to one category at /blog-category/<slug>. */
export function loader({ params }: Route.LoaderArgs) {
  const { pages, articles, blogCategories } = getCatalog()
  const category = params.category ? getBlogCategory(params.category) : undefined
  const shown = category ? articles.filter((article) => article.category === category.name) : articles
  return {
    page: pages.blog,
    category,
    categories: blogCategories.map(({ slug, name }) => ({ slug, name })),
    // Articles arrive newest first: on /blogs the newest two are featured and the next four follow.
    featured: category ? [] : withImages(shown.slice(0, FEATURED_COUNT).map(card)),
    latest: withImages((category ? shown : shown.slice(FEATURED_COUNT, FEATURED_COUNT + LATEST_COUNT)).map(card)),
    all: category
      ? []
      : shown.map(({ slug, title, category, publishedAt, readingMinutes }) => ({
          slug,
          title,
          category,
          publishedAt,
          readingTime: pages.articleLabels.readingTime.replace("{minutes}", String(readingMinutes)),
        })),
    seo: category
      ? pageSeo({ ...category.seo, path: `/blog-category/${category.slug}`, isIndexable: shown.length > 0 })
      : pageSeo({ ...pages.blog.seo, path: "/blogs" }),
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo)

export default function BlogIndexPage({
  loaderData: { page, category, categories, featured, latest, all },
}: Route.ComponentProps) {
  return (
    <>
      <PageIntro
        eyebrow={page.intro.eyebrow}
        title={category ? category.name : page.intro.title}
        description={category ? category.description : page.intro.description}
      >
        <CategoryPills
          label={page.categoriesLabel}
          allLabel={page.allCategory}
          categories={categories}
          currentSlug={category?.slug}
        />
      </PageIntro>
      {featured.length > 0 ? (
        <Section aria-labelledby="featured-title" isCompact>
          <SectionHeading id="featured-title" title={page.featuredHeading} />
          <div className="mt-10 grid gap-6 lg:grid-cols-2 lg:gap-8">
            {featured.map((post, index) => (
              <div key={post.slug} data-reveal>
                <FeaturedPostCard post={post} isPriority={index === 0} />
              </div>
            ))}
          </div>
        </Section>
      ) : null}
      {latest.length > 0 ? (
        <Section aria-labelledby="latest-title" tone={category ? "white" : "pale"} isCompact={Boolean(category)}>
          <SectionHeading
            id="latest-title"
            title={category ? page.categoryHeading.replace("{category}", category.name) : page.latestHeading}
          />
          <div
            className={cn("mt-10 grid gap-6 sm:grid-cols-2 lg:gap-8", category ? "lg:grid-cols-3" : "xl:grid-cols-4")}
          >
            {latest.map((post) => (
              <div key={post.slug} data-reveal className="flex">
                <PostCard post={post} className="w-full" />
              </div>
            ))}
          </div>
        </Section>
      ) : category ? (
        <BlogEmptyState {...page.emptyCategory} />
      ) : null}
      {all.length > 0 ? (
        <Section aria-labelledby="all-title">
          <SectionHeading id="all-title" title={page.allHeading} />
          <div className="mt-10" data-reveal>
            <AllArticlesList articles={all} />
          </div>
        </Section>
      ) : null}
      <CtaSection cta={page.cta} />
    </>
  )
}
