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
  /** The category's name. */
  categoryName: string
  /** ISO date. */
  publishedAt: string
  image: ResolvedImage
}

type PostCardProps = {
  post: PostCardData
  headingLevel?: 2 | 3
  /** The slot's width at each breakpoint; the default suits a three- or four-column grid. */
  sizes?: string
  /**
   * "row-until-lg": picture beside the text from the small breakpoint until the large one, for one-column
   * lists; "row": beside it from the small breakpoint on, for a short list beside a larger card.
   */
  layout?: "stacked" | "row-until-lg" | "row"
  className?: string
}

/**
 * The category and date under a card's picture: the category names the topic, the date its age. One line
 * on every card (a short date makes room), so the titles of a row of cards start level.
 */
export function PostMeta({ category, publishedAt }: { category: string; publishedAt: string }) {
  return (
    <p className="flex items-center gap-x-3 text-sm whitespace-nowrap">
      <span className="min-w-0 truncate font-semibold text-brand">{category}</span>
      <time dateTime={publishedAt} className="shrink-0 text-slate">
        {formatDate(publishedAt, "short")}
      </time>
    </p>
  )
}

/** The hover and focus response every article card shares: it lifts, its shadow deepens, its title is underlined. */
export const postCardMotion =
  "transition-[box-shadow,translate] hover:shadow-lift focus-within:shadow-lift motion-safe:hover:-translate-y-1 motion-safe:focus-within:-translate-y-1"
export const postTitleLink =
  "decoration-2 underline-offset-4 after:absolute after:inset-0 group-hover:text-brand group-hover:underline"

/** An article as a card: picture, then category and date, title and a three-line excerpt; the whole card is the link. */
export function PostCard({
  post,
  headingLevel = 3,
  sizes = "(min-width: 1280px) 400px, (min-width: 640px) 50vw, 100vw",
  layout = "stacked",
  className,
}: PostCardProps) {
  const isRow = layout !== "stacked"
  const staysRow = layout === "row"
  const Heading = `h${headingLevel}` as const
  return (
    <article
      className={cn(
        "group relative flex flex-col overflow-hidden rounded-card border border-line bg-white shadow-card",
        postCardMotion,
        isRow && "sm:flex-row",
        isRow && !staysRow && "lg:flex-col",
        className,
      )}
    >
      {/* Always the art's own 16:9 shape, so no picture is cropped. In a row it is a framed thumbnail
          beside the text, centred on it however tall the text runs. */}
      <div
        className={cn(
          "aspect-video overflow-hidden bg-pale",
          isRow && "sm:m-5 sm:mr-0 sm:w-2/5 sm:shrink-0 sm:self-center sm:rounded-xl",
          isRow && !staysRow && "lg:m-0 lg:w-auto lg:self-auto lg:rounded-none",
        )}
      >
        <Picture
          image={post.image}
          sizes={sizes}
          className="size-full object-cover motion-safe:transition-transform motion-safe:duration-500 motion-safe:group-hover:scale-105"
        />
      </div>
      <div
        className={cn(
          // min-w-0: in a narrow row the text wraps within the card instead of running past its edge.
          "flex min-w-0 flex-1 flex-col p-6",
          isRow && "sm:justify-center sm:p-8",
          isRow && !staysRow && "lg:justify-start lg:p-6",
          staysRow && "sm:py-5 sm:pl-6",
        )}
      >
        <PostMeta category={post.categoryName} publishedAt={post.publishedAt} />
        <Heading className="mt-3 text-h4 font-bold text-balance">
          <Link to={href("/blog/:slug", { slug: post.slug })} className={cn(postTitleLink, "after:rounded-card")}>
            {post.title}
          </Link>
        </Heading>
        <p className="mt-3 line-clamp-3 text-slate">{post.description}</p>
      </div>
    </article>
  )
}
