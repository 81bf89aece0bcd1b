import { ButtonPair } from "#app/components/ui/button"
import { CountUp } from "#app/components/ui/count-up"
import { Icon } from "#app/components/ui/icon"
import { Container } from "#app/components/ui/layout"
import { Picture } from "#app/components/ui/picture"
import type { HomePage } from "#app/content/pages"
import { cn } from "#app/lib/cn"
import { imageSlots } from "#app/lib/image-sizes"
import type { WithImages } from "#app/lib/resolve-images"

/**
 * Where each feature callout floats over the hero art, from sm up. One-off percentages, so the callouts
 * keep clear of the art's own details as it scales. On phones they are listed under the art, clear of
 * it, so the whole picture shows.
 */
const calloutPlacement = [
  "sm:top-[6%] sm:-left-3 lg:-left-8",
  "sm:top-[38%] sm:-right-3 lg:-right-6",
  "sm:bottom-[4%] sm:left-[30%]",
]

export function HomeHeroSection({ hero }: { hero: WithImages<HomePage["hero"]> }) {
  return (
    <section aria-labelledby="home-hero-title" className="relative isolate overflow-hidden bg-pale hero-glow">
      <Container className="pt-12 pb-16 sm:pt-16 lg:pt-20 lg:pb-24">
        <p className="inline-flex items-center gap-2.5 rounded-full bg-white px-4 py-2 text-sm font-semibold text-ink shadow-card ring-1 ring-line">
          <span aria-hidden="true" className="size-2 rounded-full bg-lime ring-4 ring-lime/30" />
          {hero.badge}
        </p>
        {/* On wide screens the title and its accent part take a line each, across the whole page. */}
        <h1
          id="home-hero-title"
          className="mt-6 text-h1-sm font-extrabold text-balance sm:text-h1 lg:text-display xl:text-display-xl"
        >
          {hero.title} <span className="text-brand lg:block">{hero.subtitle}</span>
        </h1>
        {/* Top-aligned: the description follows the headline, however tall the art beside it. */}
        <div className="mt-8 grid items-start gap-12 lg:mt-10 lg:grid-cols-12 lg:gap-12">
          <div className="lg:col-span-5">
            <p className="max-w-xl text-lead text-pretty text-slate">{hero.description}</p>
            <ButtonPair primary={hero.primaryButton} secondary={hero.secondaryButton} />
            <dl className="mt-12 grid max-w-lg grid-cols-3 gap-4 border-t border-line pt-8 sm:gap-8">
              {hero.stats.map((stat) => (
                <div key={stat.label} className="flex flex-col-reverse justify-end gap-1">
                  <dt className="text-sm leading-snug text-slate">{stat.label}</dt>
                  <dd className="text-h2-sm font-extrabold text-ink sm:text-h2">
                    <CountUp value={stat.value} />
                  </dd>
                </div>
              ))}
            </dl>
          </div>
          <div className="relative mx-auto w-full max-w-xl lg:col-span-7 lg:max-w-none">
            <div className="overflow-hidden rounded-panel bg-white shadow-lift ring-1 ring-line">
              <Picture image={hero.heroImage} sizes={imageSlots.homeHero.sizes} className="h-auto w-full" isPriority />
            </div>
            <ul className="mt-6 grid gap-3 sm:contents">
              {hero.features.map((feature, index) => (
                <li
                  key={feature.title}
                  className={cn(
                    "flex items-center gap-3 font-semibold text-ink",
                    "sm:absolute sm:rounded-2xl sm:bg-white sm:p-3 sm:pr-5 sm:shadow-lift sm:ring-1 sm:ring-line",
                    calloutPlacement[index],
                  )}
                >
                  <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-lime text-ink sm:size-10">
                    <Icon name={feature.icon} strokeWidth={1.75} className="size-5" />
                  </span>
                  {feature.title}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </Container>
    </section>
  )
}
