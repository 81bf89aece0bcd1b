import { href } from "react-router"
import { BlogEmptyState } from "#app/components/blog/blog-empty-state"
import { CategoryPills } from "#app/components/blog/category-pills"
import { FeaturedPostCard } from "#app/components/blog/featured-post-card"
import { PostCard } from "#app/components/blog/post-card"
import { ClosingBand } from "#app/components/sections/closing-band"
import { PageOpening } from "#app/components/sections/page-opening"
import { Section, SectionHeading } from "#app/components/ui/layout"
import { authorOf } from "#app/content/checked-references"
import { getBlogCategory, getCatalog, postCard, withImages } from "#app/content/queries.server"
import { menuCrumb, pageSeo } from "#app/content/seo.server"
import { cn } from "#app/lib/cn"
import { imageSlots } from "#app/lib/image-sizes"
import { metaTags } from "#app/lib/seo"
import type { Route } from "./+types/blog-index"

/** The newest article leads, the next one sits beside it; every other article follows once, as a card. */
const FEATURED_COUNT = 2

/**
 * The grid of the other articles, as many columns as fill a row: a category with two more articles
 * shows them as a pair rather than half of a row of four. `sizes` follows the columns.
 */
function moreGrid(count: number) {
  if (count <= 2) return { columns: "sm:grid-cols-2", sizes: imageSlots.postCardWide.sizes }
  if (count === 3)
    return {
      columns: "sm:grid-cols-2 lg:grid-cols-3",
      sizes: imageSlots.postCardThird.sizes,
    }
  return {
    columns: "sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4",
    sizes: imageSlots.postCardQuarter.sizes,
  }
}

/** The blog listing at /blogs, and the same listing narrowed to one category at /blog-category/<slug>. */
export function loader({ params }: Route.LoaderArgs) {
  const { pages, articles, blogCategories, team } = getCatalog()
  const category = params.category ? getBlogCategory(params.category) : undefined
  // Articles arrive newest first.
  const shown = category ? articles.filter((article) => article.category === category.slug) : articles
  const featured = shown.slice(0, FEATURED_COUNT).map((article) => {
    const author = authorOf(team, article)
    return {
      ...postCard(article),
      author: { name: author.name, portrait: author.portrait },
      readingTime: pages.articleLabels.readingTime.replace("{minutes}", String(article.readingMinutes)),
    }
  })
  return {
    page: pages.blog,
    byLabel: pages.articleLabels.by,
    category,
    categories: blogCategories.map(({ slug, name }) => ({ slug, name })),
    featured: withImages(featured),
    more: withImages(shown.slice(FEATURED_COUNT).map(postCard)),
    seo: category
      ? pageSeo({
          ...category.seo,
          path: href("/blog-category/:category", { category: category.slug }),
          isIndexable: shown.length > 0,
          trail: [
            menuCrumb("/blogs"),
            { name: category.name, path: href("/blog-category/:category", { category: category.slug }) },
          ],
        })
      : pageSeo({ ...pages.blog.seo, path: "/blogs", trail: [menuCrumb("/blogs")] }),
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo)

export default function BlogIndexPage({
  loaderData: { page, byLabel, category, categories, featured, more },
}: Route.ComponentProps) {
  const [lead, second] = featured
  const grid = moreGrid(more.length)
  return (
    <>
      <PageOpening
        id="blog-title"
        layout="masthead"
        eyebrow={page.intro.eyebrow}
        title={category ? category.name : page.intro.title}
        description={category ? category.description : page.intro.description}
        navigation={
          <CategoryPills
            label={page.categoriesLabel}
            allLabel={page.allCategory}
            categories={categories}
            currentSlug={category?.slug}
          />
        }
      >
        {lead ? (
          <section
            aria-label={page.featuredHeading}
            className={cn("grid gap-6 lg:grid-cols-12 lg:gap-8", second && "md:grid-cols-2")}
          >
            <div className={second ? "lg:col-span-7" : "lg:col-span-9"}>
              <FeaturedPostCard post={lead} variant="lead" byLabel={byLabel} isPriority />
            </div>
            {second ? (
              <div className="lg:col-span-5">
                <FeaturedPostCard post={second} variant="second" byLabel={byLabel} />
              </div>
            ) : null}
          </section>
        ) : null}
      </PageOpening>
      {more.length > 0 ? (
        <Section aria-labelledby="more-title">
          <SectionHeading
            id="more-title"
            title={category ? page.categoryHeading.replace("{category}", category.name) : page.moreHeading}
          />
          <ul className={cn("mt-10 grid gap-6 lg:gap-8", grid.columns)}>
            {more.map((post) => (
              <li key={post.slug} data-reveal className="flex">
                <PostCard post={post} className="w-full" sizes={grid.sizes} />
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      {category && !lead ? <BlogEmptyState {...page.emptyCategory} /> : null}
      <ClosingBand
        cta={category ? { ...page.cta, title: page.categoryCtaTitle.replace("{category}", category.name) } : page.cta}
      />
    </>
  )
}
