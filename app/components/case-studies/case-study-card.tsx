import { href, Link } from "react-router"
import { Icon } from "#app/components/ui/icon"
import { Picture } from "#app/components/ui/picture"
import { cn } from "#app/lib/cn"
import type { ResolvedImage } from "#app/lib/image-manifest"

export type CaseStudyCardData = {
  slug: string
  /** May hold a "\n" where the title breaks onto its second line. */
  cardTitle: string
  tag: string
  excerpt: string
  cardImage: ResolvedImage
}

type CaseStudyCardProps = {
  caseStudy: CaseStudyCardData
  headingLevel?: 2 | 3
  /** Words beside the arrow at the foot of the card ("Read case study"); the arrow alone when absent. */
  linkLabel?: string
  /** The slot's width at each breakpoint; the default suits a two-column grid. */
  sizes?: string
  className?: string
}

/** One client story as a card: the whole card follows the title's link to the case study. */
export function CaseStudyCard({
  caseStudy,
  headingLevel = 3,
  linkLabel,
  sizes = "(min-width: 1280px) 600px, (min-width: 768px) 50vw, 100vw",
  className,
}: CaseStudyCardProps) {
  const Heading = `h${headingLevel}` as const
  return (
    <article
      className={cn(
        "group relative flex flex-col overflow-hidden rounded-card border border-line bg-white shadow-card transition-shadow hover:shadow-lift",
        className,
      )}
    >
      <div className="aspect-16/10 overflow-hidden bg-pale">
        <Picture
          image={caseStudy.cardImage}
          sizes={sizes}
          className="size-full object-cover motion-safe:transition-transform motion-safe:duration-500 motion-safe:group-hover:scale-105"
        />
      </div>
      <div className="flex flex-1 flex-col p-6 sm:p-8">
        <p className="w-fit rounded-full bg-lime-soft px-3 py-1 text-sm font-semibold text-ink ring-1 ring-lime/70">
          {caseStudy.tag}
        </p>
        <Heading className="mt-4 text-h4 font-bold text-balance lg:text-h3">
          <Link
            to={href("/case-study/:slug", { slug: caseStudy.slug })}
            className="whitespace-pre-line after:absolute after:inset-0 after:rounded-card group-hover:text-brand"
          >
            {caseStudy.cardTitle}
          </Link>
        </Heading>
        <p className="mt-3 text-slate">{caseStudy.excerpt}</p>
        <p aria-hidden="true" className="mt-auto flex items-center gap-1.5 pt-6 font-semibold text-brand">
          {linkLabel}
          <Icon
            name="arrow-up-right"
            className="size-5 motion-safe:transition-transform motion-safe:group-hover:translate-x-0.5 motion-safe:group-hover:-translate-y-0.5"
          />
        </p>
      </div>
    </article>
  )
}
