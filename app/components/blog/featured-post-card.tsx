import { href, Link } from "react-router"
import { Avatar } from "#app/components/ui/avatar"
import { Picture } from "#app/components/ui/picture"
import { cn } from "#app/lib/cn"
import type { ResolvedImage } from "#app/lib/image-manifest"
import { imageSlots } from "#app/lib/image-sizes"
import { type PostCardData, PostMeta, postCardMotion, postTitleLink } from "./post-card"

type FeaturedPostData = PostCardData & {
  author: { name: string; portrait?: ResolvedImage }
  /** "5 min read". */
  readingTime: string
}

type FeaturedPostCardProps = {
  post: FeaturedPostData
  /** "lead": the newest article, large; "second": the one beside it. */
  variant: "lead" | "second"
  /** The words before the author's name ("By"). */
  byLabel: string
  isPriority?: boolean
}

/** One of the two newest articles at the top of the blog, signed by its author. */
export function FeaturedPostCard({ post, variant, byLabel, isPriority = false }: FeaturedPostCardProps) {
  const isLead = variant === "lead"
  return (
    <article
      className={cn(
        "group relative flex h-full flex-col overflow-hidden rounded-panel border border-line bg-white shadow-card",
        postCardMotion,
      )}
    >
      {/* The slot has the art's own 16:9 shape, so the whole picture shows on both cards. */}
      <div className="aspect-video overflow-hidden bg-pale">
        <Picture
          image={post.image}
          sizes={isLead ? imageSlots.postFeaturedLead.sizes : imageSlots.postFeatured.sizes}
          isPriority={isPriority}
          className="size-full object-cover motion-safe:transition-transform motion-safe:duration-500 motion-safe:group-hover:scale-105"
        />
      </div>
      {/* Both cards keep the same bottom padding, so their author lines sit level. */}
      <div className={cn("flex flex-1 flex-col p-6 sm:p-8", isLead && "lg:px-10 lg:pt-10")}>
        <PostMeta category={post.categoryName} publishedAt={post.publishedAt} />
        <h2 className={cn("mt-4 font-bold text-balance", isLead ? "text-h3 lg:text-subhead" : "text-h3")}>
          <Link to={href("/blog/:slug", { slug: post.slug })} className={cn(postTitleLink, "after:rounded-panel")}>
            {post.title}
          </Link>
        </h2>
        <p className="mt-4 text-lead text-pretty text-slate">{post.description}</p>
        <p className="mt-auto flex items-center gap-3 pt-6 text-sm text-slate">
          <Avatar name={post.author.name} portrait={post.author.portrait} size="sm" />
          <span>
            {byLabel} <span className="font-semibold text-ink">{post.author.name}</span>
            <span aria-hidden="true"> · </span>
            {post.readingTime}
          </span>
        </p>
      </div>
    </article>
  )
}
