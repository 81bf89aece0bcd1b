import { href, Link } from "react-router"
import { Icon } from "#app/components/ui/icon"
import { Picture } from "#app/components/ui/picture"
import type { ResolvedImage } from "#app/lib/image-manifest"
import { imageSlots } from "#app/lib/image-sizes"

type AuthorCardProps = {
  heading: string
  author: { name: string; slug: string; position: string; bio: string; image: ResolvedImage }
}

/** Who wrote the article, with the way to their team page. */
export function AuthorCard({ heading, author }: AuthorCardProps) {
  return (
    <section
      aria-labelledby="author-title"
      className="group relative flex flex-col gap-5 rounded-card border border-line bg-pale p-6 sm:flex-row sm:items-start sm:p-8"
    >
      <div className="size-20 shrink-0 overflow-hidden rounded-full bg-white ring-4 ring-white">
        <Picture image={author.image} sizes={imageSlots.authorCard.sizes} className="size-full object-cover" />
      </div>
      <div>
        <h2 id="author-title" className="text-sm font-semibold tracking-wide text-slate uppercase">
          {heading}
        </h2>
        <p className="mt-2 text-h4 font-bold">
          <Link
            to={href("/team/:memberName", { memberName: author.slug })}
            className="after:absolute after:inset-0 after:rounded-card group-hover:text-brand"
          >
            {author.name}
          </Link>
        </p>
        <p className="text-sm font-medium text-brand">{author.position}</p>
        <p className="mt-3 text-slate">{author.bio}</p>
      </div>
      <Icon
        name="arrow-right"
        className="hidden size-6 shrink-0 self-center text-brand sm:block motion-safe:transition-transform motion-safe:group-hover:translate-x-1"
      />
    </section>
  )
}
