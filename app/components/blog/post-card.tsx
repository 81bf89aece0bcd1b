import { href, Link } from "react-router"
import { Picture } from "#app/components/ui/picture"
import { cn } from "#app/lib/cn"
import { formatDate } from "#app/lib/dates"
import type { ResolvedImage } from "#app/lib/image-manifest"

export type PostCardData = {
  slug: string
  title: string
  /** The excerpt, clamped to three lines on the card. */
  description: string
  category: string
  /** ISO date. */
  publishedAt: string
  image: ResolvedImage
}

type PostCardProps = {
  post: PostCardData
  headingLevel?: 2 | 3
  /** The slot's width at each breakpoint; the default suits a three- or four-column grid. */
  sizes?: string
  /** "row-until-lg": picture beside the text from the small breakpoint until the large one, for one-column lists. */
  layout?: "stacked" | "row-until-lg"
  className?: string
}

/** An article as a card: picture, category and date, title, three-line excerpt; the whole card is the link. */
export function PostCard({
  post,
  headingLevel = 3,
  sizes = "(min-width: 1280px) 400px, (min-width: 640px) 50vw, 100vw",
  layout = "stacked",
  className,
}: PostCardProps) {
  const isRow = layout === "row-until-lg"
  const Heading = `h${headingLevel}` as const
  return (
    <article
      className={cn(
        "group relative flex flex-col overflow-hidden rounded-card border border-line bg-white shadow-card transition-shadow hover:shadow-lift",
        isRow && "sm:flex-row lg:flex-col",
        className,
      )}
    >
      <div
        className={cn(
          "relative aspect-video overflow-hidden bg-pale",
          isRow && "sm:aspect-auto sm:w-2/5 sm:shrink-0 lg:aspect-video lg:w-auto",
        )}
      >
        <Picture
          image={post.image}
          sizes={sizes}
          className="size-full object-cover motion-safe:transition-transform motion-safe:duration-500 motion-safe:group-hover:scale-105"
        />
        <p className="absolute top-4 left-4 rounded-full bg-white/95 px-3 py-1 text-xs font-semibold text-ink shadow-card">
          {post.category}
        </p>
      </div>
      <div className={cn("flex flex-1 flex-col p-6", isRow && "sm:justify-center sm:p-8 lg:justify-start lg:p-6")}>
        <time dateTime={post.publishedAt} className="text-sm text-slate">
          {formatDate(post.publishedAt)}
        </time>
        <Heading className="mt-3 text-h4 font-bold text-balance">
          <Link
            to={href("/blog/:slug", { slug: post.slug })}
            className="after:absolute after:inset-0 after:rounded-card group-hover:text-brand"
          >
            {post.title}
          </Link>
        </Heading>
        <p className="mt-3 line-clamp-3 text-slate">{post.description}</p>
      </div>
    </article>
  )
}
