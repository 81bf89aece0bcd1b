import { Fragment } from "react"
import { href, Link } from "react-router"
import { Icon } from "#app/components/ui/icon"
import { KeepShortPrefixes } from "#app/components/ui/keep-together"
import { Picture } from "#app/components/ui/picture"
import { cn } from "#app/lib/cn"
import type { ResolvedImage } from "#app/lib/image-manifest"
import { imageSlots } from "#app/lib/image-sizes"

export type CaseStudyCardData = {
  slug: string
  /** May hold a "\n" where the title breaks onto its second line. */
  cardTitle: string
  tag: string
  excerpt: string
  /** The client's site, 4:3. */
  cardImage: ResolvedImage
}

type CaseStudyCardProps = {
  caseStudy: CaseStudyCardData
  headingLevel?: 2 | 3
  /** Words beside the arrow at the foot of the card ("Read case study"); the arrow alone when absent. */
  linkLabel?: string
  className?: string
}

/**
 * One client story as a card: their site on top, the tag and title beneath it (never on the picture),
 * and the whole card follows the title's link. Hovering lifts the card without moving the picture.
 */
export function CaseStudyCard({ caseStudy, headingLevel = 3, linkLabel, className }: CaseStudyCardProps) {
  const Heading = `h${headingLevel}` as const
  return (
    <article
      className={cn(
        "group relative flex flex-col overflow-hidden rounded-card border border-line bg-white shadow-card transition-[border-color,box-shadow,translate] hover:border-brand/30 hover:shadow-lift motion-safe:hover:-translate-y-1",
        className,
      )}
    >
      <Picture image={caseStudy.cardImage} sizes={imageSlots.caseStudyCard.sizes} className="h-auto w-full bg-pale" />
      <div className="flex flex-1 flex-col border-t border-line p-6 sm:p-8">
        <p className="w-fit rounded-full bg-lime-soft px-3 py-1 text-sm font-semibold text-ink ring-1 ring-lime/70">
          {caseStudy.tag}
        </p>
        <Heading className="mt-4 text-h4 font-bold text-balance lg:text-h3">
          <Link
            to={href("/case-study/:slug", { slug: caseStudy.slug })}
            className="after:absolute after:inset-0 after:rounded-card group-hover:text-brand"
          >
            <TitleLines title={caseStudy.cardTitle} />
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

/**
 * A card title's lines ("\n" in the content marks where the second starts), each balanced on its own, so
 * neither leaves a word alone on a line.
 */
export function TitleLines({ title }: { title: string }) {
  return title.split("\n").map((line, index) => (
    <Fragment key={line}>
      {index > 0 ? " " : null}
      <span className="block text-balance">
        <KeepShortPrefixes text={line.trim()} />
      </span>
    </Fragment>
  ))
}
