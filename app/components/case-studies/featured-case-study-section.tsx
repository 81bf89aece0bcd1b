import { href } from "react-router"
import { ButtonLink } from "#app/components/ui/button"
import { Icon } from "#app/components/ui/icon"
import { Eyebrow, Section } from "#app/components/ui/layout"
import { Picture } from "#app/components/ui/picture"
import type { Stat } from "#app/content/shared"
import type { ResolvedImage } from "#app/lib/image-manifest"

type FeaturedProps = {
  label: string
  linkLabel: string
  caseStudy: {
    slug: string
    title: string
    tag: string
    excerpt: string
    cardImage: ResolvedImage
    overview: { resultsData: Stat[] }
  }
}

/** The headline client story: a large picture beside its title, summary and figures. */
export function FeaturedCaseStudySection({ label, linkLabel, caseStudy }: FeaturedProps) {
  return (
    <Section aria-labelledby="featured-title" isCompact>
      <article className="grid overflow-hidden rounded-panel border border-line bg-white shadow-card lg:grid-cols-12">
        <div className="bg-pale lg:col-span-7">
          <Picture
            image={caseStudy.cardImage}
            sizes="(min-width: 1280px) 710px, (min-width: 1024px) 58vw, 100vw"
            isPriority
            className="aspect-video size-full object-cover lg:aspect-auto"
          />
        </div>
        <div className="flex flex-col p-6 sm:p-10 lg:col-span-5 lg:p-12">
          <Eyebrow>{label}</Eyebrow>
          <p className="w-fit rounded-full bg-lime-soft px-3 py-1 text-sm font-semibold text-ink ring-1 ring-lime/70">
            {caseStudy.tag}
          </p>
          <h2 id="featured-title" className="mt-5 text-h3 font-bold text-balance md:text-h2-sm">
            {caseStudy.title}
          </h2>
          <p className="mt-4 text-slate">{caseStudy.excerpt}</p>
          <dl className="mt-8 grid grid-cols-2 gap-x-6 gap-y-5 border-t border-line pt-8">
            {caseStudy.overview.resultsData.map((stat) => (
              <div key={stat.label} className="flex flex-col-reverse gap-1">
                <dt className="text-sm text-slate">{stat.label}</dt>
                <dd className="text-h3 font-extrabold text-brand">{stat.value}</dd>
              </div>
            ))}
          </dl>
          <ButtonLink
            to={href("/case-study/:slug", { slug: caseStudy.slug })}
            className="mt-10 self-start"
            aria-describedby="featured-title"
          >
            {linkLabel}
            <Icon name="arrow-right" className="size-4" />
          </ButtonLink>
        </div>
      </article>
    </Section>
  )
}
