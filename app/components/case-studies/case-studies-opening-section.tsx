import { href } from "react-router"
import { ButtonLink } from "#app/components/ui/button"
import { Icon } from "#app/components/ui/icon"
import { KeepShortPrefixes } from "#app/components/ui/keep-together"
import { Container, Eyebrow } from "#app/components/ui/layout"
import { Picture } from "#app/components/ui/picture"
import { displayFigure } from "#app/lib/figures"
import type { ResolvedImage } from "#app/lib/image-manifest"
import { imageSlots } from "#app/lib/image-sizes"

type OpeningProps = {
  intro: { eyebrow: string; title: string; description: string }
  featuredLabel: string
  linkLabel: string
  featured: {
    slug: string
    title: string
    tag: string
    excerpt: string
    cardImage: ResolvedImage
    /** Its result figures, each with when and against what it was measured (once, when they share it). */
    results: { figures: { value: string; label: string; measured: string }[]; measured?: string }
  }
}

/**
 * The case studies page opens with the work itself: a large headline over the featured client's
 * site, with its story and figures beside it. The other studies follow as a grid.
 */
export function CaseStudiesOpeningSection({ intro, featuredLabel, linkLabel, featured }: OpeningProps) {
  return (
    <section className="relative isolate overflow-hidden bg-pale hero-glow pt-12 pb-section-sm md:pt-20 md:pb-section">
      <Container>
        <div className="grid gap-5 lg:grid-cols-12 lg:gap-12">
          <div className="lg:col-span-8">
            <Eyebrow>{intro.eyebrow}</Eyebrow>
            <h1 className="text-display font-extrabold text-balance">{intro.title}</h1>
          </div>
          <p className="max-w-2xl text-lead text-pretty text-slate lg:col-span-4 lg:self-end lg:pb-2">
            {intro.description}
          </p>
        </div>
        <section aria-labelledby="featured-title" className="mt-10 grid gap-8 md:mt-14 lg:grid-cols-12 lg:gap-12">
          <div className="lg:col-span-7">
            <Picture
              image={featured.cardImage}
              sizes={imageSlots.caseStudyFeatured.sizes}
              isPriority
              className="h-auto w-full rounded-panel bg-white shadow-lift"
            />
          </div>
          <div className="lg:col-span-5">
            <Eyebrow>{featuredLabel}</Eyebrow>
            <p className="w-fit rounded-full bg-lime-soft px-3 py-1 text-sm font-semibold text-ink ring-1 ring-lime/70">
              {featured.tag}
            </p>
            <h2 id="featured-title" className="mt-5 text-subhead font-bold text-balance">
              <KeepShortPrefixes text={featured.title} />
            </h2>
            <p className="mt-4 text-slate">{featured.excerpt}</p>
            {featured.results.figures.length > 0 ? (
              <div className="mt-7 border-t border-line pt-7">
                <dl className="grid grid-cols-2 gap-x-6 gap-y-5">
                  {featured.results.figures.map((figure) => (
                    <div key={figure.label} className="flex flex-col-reverse justify-end gap-1">
                      <dt className="text-sm text-slate">
                        {figure.label}
                        {featured.results.measured ? null : <span className="block">{figure.measured}</span>}
                      </dt>
                      <dd className="text-h3 font-extrabold text-brand">{displayFigure(figure.value)}</dd>
                    </div>
                  ))}
                </dl>
                {featured.results.measured ? (
                  <p className="mt-4 flex items-center gap-2 text-sm text-slate">
                    <Icon name="clock" className="size-4 shrink-0 text-brand" />
                    {featured.results.measured}
                  </p>
                ) : null}
              </div>
            ) : null}
            <ButtonLink
              to={href("/case-study/:slug", { slug: featured.slug })}
              className="mt-8"
              aria-describedby="featured-title"
            >
              {linkLabel}
              <Icon name="arrow-right" className="size-4" />
            </ButtonLink>
          </div>
        </section>
      </Container>
    </section>
  )
}
