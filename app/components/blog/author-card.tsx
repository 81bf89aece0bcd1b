import { href, Link } from "react-router"
import { Avatar } from "#app/components/ui/avatar"
import { Icon } from "#app/components/ui/icon"
import type { ResolvedImage } from "#app/lib/image-manifest"

type AuthorCardProps = {
  heading: string
  author: { name: string; slug: string; position: string; bio: string; portrait?: ResolvedImage }
}

/** Who wrote the article, with the way to their team page. */
export function AuthorCard({ heading, author }: AuthorCardProps) {
  return (
    <section
      aria-labelledby="author-title"
      className="group relative flex flex-col gap-5 rounded-card border border-line bg-pale p-6 sm:flex-row sm:items-start sm:p-8"
    >
      <Avatar name={author.name} portrait={author.portrait} size="xl" ring="white" />
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
