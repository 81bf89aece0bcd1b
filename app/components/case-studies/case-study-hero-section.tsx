import { Fragment } from "react"
import { href, Link } from "react-router"
import { Icon } from "#app/components/ui/icon"
import { KeepShortPrefixes } from "#app/components/ui/keep-together"
import { Container } from "#app/components/ui/layout"
import { Picture } from "#app/components/ui/picture"
import type { CaseStudy } from "#app/content/case-study"
import type { CaseStudyLabels } from "#app/content/pages"
import type { ResolvedImage } from "#app/lib/image-manifest"
import { imageSlots, NARROW_MEDIA } from "#app/lib/image-sizes"

type CaseStudyHeroProps = {
  caseStudy: {
    title: string
    tag: string
    description: string
    client: string
    website: CaseStudy["website"]
    services: string[]
    timeline: string
    /** The full container width by 500 px, from 1024 px up. */
    heroImage: ResolvedImage
    /** 4:3, below 1024 px. */
    cardImage: ResolvedImage
  }
  labels: CaseStudyLabels
  backLink: { label: string }
  newTabLabel: string
}

/** The client's site as the facts show it: a name, a link only when the site is public, or "N/A". */
function WebsiteFact({
  website,
  missing,
  newTabLabel,
}: {
  website: CaseStudy["website"]
  missing: string
  newTabLabel: string
}) {
  if (!website) return missing
  // A long address may wrap before a dot rather than run out of its column.
  const [first, ...rest] = website.name.split(".")
  const name = (
    <>
      {first}
      {rest.map((part, position) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one address never change order
        <Fragment key={position}>
          <wbr />.{part}
        </Fragment>
      ))}
    </>
  )
  if (!website.url) return name
  return (
    <a
      href={website.url}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex min-h-6 items-center gap-1 break-all text-brand underline decoration-brand/30 underline-offset-4 hover:decoration-brand"
    >
      {name}
      <span className="sr-only"> ({newTabLabel})</span>
      <Icon name="arrow-up-right" className="size-4 shrink-0" />
    </a>
  )
}

/**
 * The title, then the client's rendered site at the width of the page, then the summary with the
 * four facts of the project beside it. The page reads in the order it is drawn at every width, so a
 * browser that paints before the rest has arrived never has to move the site. Nothing lies over the
 * picture.
 */
export function CaseStudyHeroSection({ caseStudy, labels, backLink, newTabLabel }: CaseStudyHeroProps) {
  const facts = [
    { term: labels.facts.client, value: caseStudy.client },
    {
      term: labels.facts.website,
      value: (
        <WebsiteFact website={caseStudy.website} missing={labels.facts.missingWebsite} newTabLabel={newTabLabel} />
      ),
    },
    { term: labels.facts.services, value: caseStudy.services.join(", ") },
    { term: labels.facts.timeline, value: caseStudy.timeline },
  ]
  return (
    <section className="relative isolate overflow-hidden">
      <div className="bg-pale hero-glow-banded pt-8 md:pt-14">
        <Container>
          <Link
            to={href("/case-studies")}
            className="-ml-1 inline-flex min-h-10 items-center gap-2 rounded-full px-1 text-sm font-semibold text-slate hover:text-brand"
          >
            <Icon name="arrow-left" className="size-4" />
            {backLink.label}
          </Link>
          <p className="mt-6 w-fit rounded-full bg-lime px-3.5 py-1 text-sm font-semibold text-ink">{caseStudy.tag}</p>
          <h1 className="mt-5 max-w-4xl text-title font-extrabold text-balance">
            <KeepShortPrefixes text={caseStudy.title} />
          </h1>
          <div className="mt-6 md:mt-10 lg:mt-12">
            <Picture
              image={caseStudy.heroImage}
              sizes={imageSlots.caseStudyWide.sizes}
              variant={{ media: NARROW_MEDIA, image: caseStudy.cardImage, sizes: imageSlots.caseStudyNarrow.sizes }}
              isPriority
              className="h-auto w-full rounded-panel bg-white shadow-lift"
            />
          </div>
        </Container>
      </div>
      <Container className="grid gap-x-16 pt-8 md:pt-12 lg:grid-cols-12">
        <p className="max-w-3xl text-lead text-pretty text-slate lg:col-span-8">{caseStudy.description}</p>
        <dl className="mt-8 grid gap-y-4 sm:grid-cols-2 sm:gap-x-6 sm:gap-y-5 lg:col-span-4 lg:mt-0 lg:grid-cols-1 lg:self-start lg:border-l lg:border-ink/10 lg:pl-8">
          {facts.map((fact) => (
            // On phones each fact is a row, term beside value, so a long address has room.
            <div
              key={fact.term}
              className="grid min-w-0 grid-cols-3 items-baseline gap-x-3 border-t border-ink/10 pt-4 first:border-t-0 first:pt-0 sm:block sm:border-t-0 sm:pt-0"
            >
              <dt className="text-sm font-semibold tracking-wide text-slate uppercase">{fact.term}</dt>
              <dd className="col-span-2 font-semibold text-pretty wrap-break-word text-ink sm:mt-1">{fact.value}</dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  )
}
