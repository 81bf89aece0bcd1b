import { href, Link } from "react-router"
import { Icon } from "#app/components/ui/icon"
import { Container } from "#app/components/ui/layout"
import { Picture } from "#app/components/ui/picture"
import type { CaseStudyLabels } from "#app/content/pages"
import type { ResolvedImage } from "#app/lib/image-manifest"

type CaseStudyHeroProps = {
  caseStudy: {
    title: string
    tag: string
    description: string
    client: string
    website: string | null
    services: string[]
    timeline: string
    heroImage: ResolvedImage
  }
  labels: CaseStudyLabels
  backLink: { label: string }
  newTabLabel: string
}

/** "https://www.example.com/" → "www.example.com": how a client's address reads on the page. */
export function displayUrl(url: string) {
  return url.replace(/^https?:\/\//, "").replace(/\/$/, "")
}

/** Title, summary, the 500 px hero picture and the four facts of the project. */
export function CaseStudyHeroSection({ caseStudy, labels, backLink, newTabLabel }: CaseStudyHeroProps) {
  const facts = [
    { term: labels.facts.client, value: caseStudy.client },
    {
      term: labels.facts.website,
      value: caseStudy.website ? (
        <a
          href={caseStudy.website}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 break-all text-brand underline decoration-brand/30 underline-offset-4 hover:decoration-brand"
        >
          {displayUrl(caseStudy.website)}
          <span className="sr-only"> ({newTabLabel})</span>
          <Icon name="arrow-up-right" className="size-4 shrink-0" />
        </a>
      ) : (
        labels.facts.missingWebsite
      ),
    },
    { term: labels.facts.services, value: caseStudy.services.join(", ") },
    { term: labels.facts.timeline, value: caseStudy.timeline },
  ]
  return (
    <section className="relative isolate overflow-hidden bg-pale hero-glow-banded pt-10 md:pt-16">
      <Container>
        <Link
          to={href("/case-studies")}
          className="inline-flex items-center gap-2 rounded-full text-sm font-semibold text-slate hover:text-brand"
        >
          <Icon name="arrow-left" className="size-4" />
          {backLink.label}
        </Link>
        <div className="mt-8 max-w-4xl">
          <p className="w-fit rounded-full bg-lime px-3.5 py-1 text-sm font-semibold text-ink">{caseStudy.tag}</p>
          <h1 className="mt-5 text-h1-sm font-extrabold text-balance md:text-h1">{caseStudy.title}</h1>
          <p className="mt-6 max-w-3xl text-lead text-pretty text-slate">{caseStudy.description}</p>
        </div>
        <div className="mt-10 overflow-hidden rounded-panel bg-white shadow-card md:mt-14">
          <Picture
            image={caseStudy.heroImage}
            sizes="(min-width: 1280px) 1216px, 100vw"
            isPriority
            className="aspect-video w-full object-cover md:aspect-auto md:h-125"
          />
        </div>
        <dl className="relative mx-auto -mt-8 grid gap-6 rounded-card border border-line bg-white p-6 shadow-card sm:grid-cols-2 sm:p-8 md:-mt-14 md:w-11/12 lg:grid-cols-4 lg:gap-8">
          {facts.map((fact) => (
            <div
              key={fact.term}
              className="min-w-0 lg:border-l lg:border-line lg:pl-6 lg:first:border-l-0 lg:first:pl-0"
            >
              <dt className="text-sm font-semibold tracking-wide text-slate uppercase">{fact.term}</dt>
              <dd className="mt-2 font-semibold text-ink">{fact.value}</dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  )
}
