import { href } from "react-router"
import { ArticleBody } from "#app/components/blog/article-body"
import { ArticleEndSection } from "#app/components/blog/article-end-section"
import { ArticleHeaderSection } from "#app/components/blog/article-header-section"
import { AuthorCard } from "#app/components/blog/author-card"
import { ShareLinks } from "#app/components/blog/share-links"
import { TableOfContents } from "#app/components/blog/table-of-contents"
import { ButtonLink } from "#app/components/ui/button"
import { Icon } from "#app/components/ui/icon"
import { Container } from "#app/components/ui/layout"
import { TABLE_OF_CONTENTS_MIN_SECTIONS } from "#app/content/article"
import { articleTree } from "#app/content/article-tree.server"
import { referenced } from "#app/content/checked-references"
import { getArticle, getCatalog, postCard, withImages } from "#app/content/queries.server"
import { menuCrumb, pageSeo } from "#app/content/seo.server"
import { metaTags } from "#app/lib/seo"
import type { Route } from "./+types/blog-post"

export function loader({ params }: Route.LoaderArgs) {
  const { article, author, related } = getArticle(params.slug)
  const { pages, blogCategories, navigation } = getCatalog()
  const category = referenced(
    blogCategories,
    (candidate) => candidate.slug === article.category,
    `blog category "${article.category}" of the article "${article.slug}"`,
  )
  return {
    article: withImages({
      slug: article.slug,
      title: article.title,
      subtitle: article.subtitle,
      publishedAt: article.publishedAt,
      revisions: article.revisions,
      image: article.image,
      conclusionCta: article.conclusionCta,
      headings: article.headings.length >= TABLE_OF_CONTENTS_MIN_SECTIONS ? article.headings : [],
    }),
    body: articleTree(article.slug),
    readingTime: pages.articleLabels.readingTime.replace("{minutes}", String(article.readingMinutes)),
    category: { slug: category.slug, name: category.name },
    author: withImages({
      name: author.name,
      slug: author.slug,
      position: author.position,
      bio: author.bio,
      portrait: author.portrait,
    }),
    related: withImages(related.map(postCard)),
    labels: { ...pages.articleLabels, blog: pages.blog.intro.eyebrow },
    newTabLabel: navigation.footer.newTab,
    banner: pages.banner,
    seo: pageSeo({
      title: article.seoTitle ?? article.title,
      description: article.description,
      path: href("/blog/:slug", { slug: article.slug }),
      type: "article",
      subject: { kind: "article", article },
      trail: [menuCrumb("/blogs"), { name: article.title, path: href("/blog/:slug", { slug: article.slug }) }],
    }),
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo)

export default function BlogPostPage({
  loaderData: { article, body, readingTime, category, author, related, labels, newTabLabel, banner, seo },
}: Route.ComponentProps) {
  return (
    <>
      <article>
        <ArticleHeaderSection
          article={article}
          category={category}
          author={author}
          labels={labels}
          readingTime={readingTime}
        />
        <Container className="grid gap-10 py-12 md:py-16 lg:grid-cols-12 lg:gap-16">
          {article.headings.length > 0 ? (
            // Placed, not reordered: a page painted half-read keeps the contents where they end up.
            <aside className="lg:col-span-4 lg:col-start-9 lg:row-start-1">
              <div className="lg:sticky lg:top-28">
                <TableOfContents title={labels.tableOfContents} headings={article.headings} />
              </div>
            </aside>
          ) : null}
          <div className="min-w-0 max-w-3xl lg:col-span-8 lg:row-start-1">
            <ArticleBody tree={body} className="text-lg/relaxed text-ink/85" />
            {article.conclusionCta ? (
              <ButtonLink to={article.conclusionCta.href} className="mt-4">
                {article.conclusionCta.label}
                <Icon name="arrow-right" className="size-4" />
              </ButtonLink>
            ) : null}
            <div className="mt-12 border-t border-line pt-8">
              <ShareLinks url={seo.url} title={article.title} labels={labels.share} newTabLabel={newTabLabel} />
            </div>
            <div className="mt-10">
              <AuthorCard heading={labels.aboutAuthor} author={author} />
            </div>
          </div>
        </Container>
      </article>
      <ArticleEndSection posts={related} labels={labels} banner={banner} />
    </>
  )
}
