import { href, Link } from "react-router"
import { Avatar } from "#app/components/ui/avatar"
import { Icon } from "#app/components/ui/icon"
import { Container } from "#app/components/ui/layout"
import { Picture } from "#app/components/ui/picture"
import { formatDate } from "#app/lib/dates"
import type { ResolvedImage } from "#app/lib/image-manifest"
import { imageSlots } from "#app/lib/image-sizes"

type ArticleHeaderProps = {
  article: {
    title: string
    subtitle: string
    publishedAt: string
    /** Newest first. */
    revisions: { date: string; whatChanged: string }[]
    image: ResolvedImage
  }
  category: { slug: string; name: string }
  author: { name: string; slug: string; portrait?: ResolvedImage }
  labels: { by: string; published: string; updated: string; blog: string }
  readingTime: string
}

/**
 * Category, title, subtitle, byline with the publish date and reading time, each revision under it
 * ("Updated <date>: what changed"), and the featured picture: under the text on phones and tablets, beside
 * the title from 1024 px, so a wide first screen is the title and its picture, not the title and a margin.
 */
export function ArticleHeaderSection({ article, category, author, labels, readingTime }: ArticleHeaderProps) {
  return (
    <header className="relative isolate overflow-hidden">
      {/* Under the text, the picture straddles the tint's edge; beside it (1024 px), the tint holds the whole
        opening, so its edge never cuts between the title and its byline. */}
      <div aria-hidden="true" className="absolute inset-x-0 top-0 -z-10 h-4/5 bg-pale md:h-3/4 lg:h-full" />
      <div
        aria-hidden="true"
        className="absolute -top-40 -right-32 -z-10 size-112 rounded-full bg-brand/10 blur-glow"
      />
      <Container className="pt-10 md:pt-16 lg:pb-14">
        <Link
          to={href("/blogs")}
          className="-my-2.5 inline-flex min-h-10 items-center gap-2 rounded-full text-sm font-semibold text-slate hover:text-brand"
        >
          <Icon name="arrow-left" className="size-4" />
          {labels.blog}
        </Link>
        <div className="mt-8 grid gap-10 md:gap-14 lg:grid-cols-12 lg:items-center lg:gap-12">
          <div className="lg:col-span-7">
            <Link
              to={href("/blog-category/:category", { category: category.slug })}
              className="inline-flex rounded-full bg-lime px-3.5 py-1 text-sm font-semibold text-ink transition-colors hover:bg-lime-dark"
            >
              {category.name}
            </Link>
            <h1 className="mt-5 text-title font-extrabold text-balance">{article.title}</h1>
            <p className="mt-6 max-w-3xl text-lead text-pretty text-slate">{article.subtitle}</p>
            <div className="mt-8 flex items-center gap-4">
              <Avatar name={author.name} portrait={author.portrait} isEager size="md" ring="white" />
              <div className="text-sm">
                <p className="text-base text-ink">
                  {labels.by}{" "}
                  <Link
                    to={href("/team/:memberName", { memberName: author.slug })}
                    className="font-semibold underline decoration-ink/20 underline-offset-4 hover:text-brand hover:decoration-brand"
                  >
                    {author.name}
                  </Link>
                </p>
                <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-slate">
                  <span>
                    <span className="sr-only">{labels.published} </span>
                    <time dateTime={article.publishedAt}>{formatDate(article.publishedAt)}</time>
                  </span>
                  <span aria-hidden="true" className="size-1 rounded-full bg-slate/40" />
                  <span className="inline-flex items-center gap-1.5">
                    <Icon name="clock" className="size-4" />
                    {readingTime}
                  </span>
                </p>
              </div>
            </div>
            {/* Below the byline at the text's width: a sentence of what changed would crowd the column beside the avatar. */}
            {article.revisions.length > 0 ? (
              <div className="mt-5 max-w-3xl space-y-1 text-sm text-pretty text-slate">
                {article.revisions.map((revision) => (
                  <p key={`${revision.date} ${revision.whatChanged}`}>
                    <span className="font-semibold text-ink">
                      {labels.updated} <time dateTime={revision.date}>{formatDate(revision.date)}</time>:
                    </span>{" "}
                    {revision.whatChanged}
                  </p>
                ))}
              </div>
            ) : null}
          </div>
          {/* Whole, in its own 16:9 shape; placed beside the text, never aligned to it, so it does not move the
            title when it arrives (docs/decisions/009-layouts-that-hold-still-while-the-page-arrives.md). */}
          <div data-reveal="slow" className="overflow-hidden rounded-panel bg-pale shadow-card lg:col-span-5">
            <Picture
              image={article.image}
              sizes={imageSlots.articleHeader.sizes}
              isPriority
              className="aspect-video w-full object-cover"
            />
          </div>
        </div>
      </Container>
    </header>
  )
}
