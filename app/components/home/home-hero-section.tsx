import { CaseStudyLink, type QuotedResult, ResultSource } from "#app/components/sections/quoted-result"
import { ButtonPair } from "#app/components/ui/button"
import { CountUp } from "#app/components/ui/count-up"
import { Icon } from "#app/components/ui/icon"
import { Container } from "#app/components/ui/layout"
import { Picture } from "#app/components/ui/picture"
import type { HomePage } from "#app/content/pages"
import { displayFigure } from "#app/lib/figures"
import type { ResolvedImage } from "#app/lib/image-manifest"
import { imageSlots, WIDE_MEDIA } from "#app/lib/image-sizes"

/** A client's site we built, shown in the opening with one of its results. */
export type HomeWork = { image: ResolvedImage; linkLabel: string; result: QuotedResult }

/**
 * The home page opens with the promise across the page, set in the site's largest type, and straight under
 * it the way to ask for a quote and a client's site we built, large enough to read, with the result it
 * brought. On phones the buttons come before the site, so the first screen asks for the work; the source
 * order is the phone's order, and on wide screens the grid only places what has arrived
 * (docs/decisions/009-layouts-that-hold-still-while-the-page-arrives.md).
 */
export function HomeHeroSection({ hero, work }: { hero: HomePage["hero"]; work: HomeWork }) {
  return (
    <section aria-labelledby="home-hero-title" className="relative isolate overflow-hidden bg-pale hero-glow">
      <Container className="grid gap-x-12 pt-8 pb-16 sm:pt-12 lg:grid-cols-12 lg:grid-rows-[auto_auto_1fr] lg:pt-10 lg:pb-20">
        <div className="lg:col-span-12">
          <p className="inline-flex items-center gap-2.5 rounded-full bg-white px-4 py-2 text-sm font-semibold text-ink shadow-card ring-1 ring-line">
            <span aria-hidden="true" className="size-2 rounded-full bg-lime ring-4 ring-lime/30" />
            {hero.badge}
          </p>
          <h1 id="home-hero-title" className="mt-5 text-display-home font-extrabold text-balance lg:mt-6">
            {hero.title} <span className="text-brand">{hero.subtitle}</span>
          </h1>
        </div>
        <div className="mt-6 lg:col-span-5 lg:row-start-2 lg:mt-10">
          <p className="max-w-xl text-lead text-pretty text-slate">{hero.description}</p>
          <ButtonPair primary={hero.primaryButton} secondary={hero.secondaryButton} className="mt-8" />
        </div>
        <figure className="mt-10 lg:col-span-7 lg:mt-8 lg:col-start-6 lg:row-span-2 lg:row-start-2 lg:self-start">
          <div className="overflow-hidden rounded-panel bg-white shadow-lift ring-1 ring-line">
            {/* Beside the headline from 1024 px; on phones it comes after the headline and buttons, and the
                font is fetched first (docs/decisions/030-every-page-in-one-round-trip.md). */}
            <Picture
              image={work.image}
              sizes={imageSlots.homeHero.sizes}
              className="h-auto w-full"
              isPriority={{ media: WIDE_MEDIA }}
            />
          </div>
          {/* The figure has a line of its own: nothing beside it may move whatever width the face gives it. */}
          <figcaption className="mt-4 grid gap-x-6 gap-y-1 text-ink sm:grid-cols-[1fr_auto] sm:items-baseline">
            <span className="text-h3 font-extrabold text-brand">{displayFigure(work.result.value)}</span>
            <span className="flex flex-wrap gap-x-3 sm:col-start-1">
              <span className="font-semibold">{work.result.label}</span>
              <span className="text-slate">
                <ResultSource result={work.result} />
              </span>
            </span>
            <CaseStudyLink label={work.linkLabel} result={work.result} className="sm:col-start-2 sm:row-start-2" />
          </figcaption>
        </figure>
        <div className="mt-10 lg:col-span-5 lg:col-start-1 lg:row-start-3">
          <ul className="flex flex-wrap gap-2">
            {hero.features.map((feature) => (
              <li
                key={feature.title}
                className="inline-flex items-center gap-2 rounded-full bg-white py-1.5 pr-3.5 pl-1.5 text-sm font-semibold text-ink ring-1 ring-line"
              >
                <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-lime text-ink">
                  <Icon name={feature.icon} strokeWidth={1.75} className="size-4" />
                </span>
                {feature.title}
              </li>
            ))}
          </ul>
          <dl className="mt-8 grid max-w-lg grid-cols-3 gap-4 border-t border-line pt-6 sm:gap-8">
            {hero.stats.map((stat) => (
              <div key={stat.label} className="flex flex-col-reverse justify-end gap-1">
                <dt className="text-sm leading-snug text-slate">{stat.label}</dt>
                <dd className="text-h2 font-extrabold text-ink">
                  <CountUp value={stat.value} />
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </Container>
    </section>
  )
}
