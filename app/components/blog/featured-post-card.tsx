import { href, Link } from "react-router"
import { Icon } from "#app/components/ui/icon"
import { Picture } from "#app/components/ui/picture"
import { formatDate } from "#app/lib/dates"
import type { PostCardData } from "./post-card"

/** A newest article, shown large at the top of the blog. */
export function FeaturedPostCard({ post, isPriority = false }: { post: PostCardData; isPriority?: boolean }) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-panel border border-line bg-white shadow-card transition-shadow hover:shadow-lift">
      <div className="aspect-video overflow-hidden bg-pale">
        <Picture
          image={post.image}
          sizes="(min-width: 1280px) 600px, (min-width: 1024px) 50vw, 100vw"
          isPriority={isPriority}
          className="size-full object-cover motion-safe:transition-transform motion-safe:duration-500 motion-safe:group-hover:scale-105"
        />
      </div>
      <div className="flex flex-1 flex-col p-6 sm:p-8 lg:p-10">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <span className="rounded-full bg-lime px-3 py-1 font-semibold text-ink">{post.category}</span>
          <time dateTime={post.publishedAt} className="text-slate">
            {formatDate(post.publishedAt)}
          </time>
        </p>
        <h3 className="mt-5 text-h3 font-bold text-balance md:text-h2-sm">
          <Link
            to={href("/blog/:slug", { slug: post.slug })}
            className="after:absolute after:inset-0 after:rounded-panel group-hover:text-brand"
          >
            {post.title}
          </Link>
        </h3>
        <p className="mt-4 text-lead text-pretty text-slate">{post.description}</p>
        <Icon
          name="arrow-up-right"
          className="mt-auto size-7 self-end pt-0 text-brand motion-safe:transition-transform motion-safe:group-hover:translate-x-0.5 motion-safe:group-hover:-translate-y-0.5"
        />
      </div>
    </article>
  )
}
