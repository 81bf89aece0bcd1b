import { ButtonPair } from "#app/components/ui/button"
import { Icon } from "#app/components/ui/icon"
import { Container, Eyebrow } from "#app/components/ui/layout"
import { Picture } from "#app/components/ui/picture"
import type { Service } from "#app/content/service"
import type { WithImages } from "#app/lib/resolve-images"

/** A service page's opening: what we do, two ways forward, three promises and the service's artwork. */
export function ServiceHeroSection({ hero }: { hero: WithImages<Service["hero"]> }) {
  return (
    <section aria-labelledby="service-hero-title" className="relative isolate overflow-hidden bg-pale hero-glow">
      <Container className="grid items-center gap-12 pt-12 pb-16 sm:pt-16 lg:grid-cols-12 lg:gap-12 lg:pt-20 lg:pb-24">
        <div className="lg:col-span-6">
          <Eyebrow>{hero.eyebrow}</Eyebrow>
          <h1 id="service-hero-title" className="text-h1-sm font-extrabold text-balance md:text-h1">
            {hero.title}
          </h1>
          <p className="mt-6 text-lead text-pretty text-slate">{hero.description}</p>
          <ButtonPair primary={hero.primaryCta} secondary={hero.secondaryCta} />
          <ul className="mt-10 grid gap-3 sm:grid-cols-3 sm:gap-4">
            {hero.highlights.map((highlight) => (
              <li
                key={highlight}
                className="flex items-start gap-2.5 rounded-2xl bg-white p-4 text-sm font-semibold text-ink shadow-card ring-1 ring-line"
              >
                <span className="flex size-5 shrink-0 items-center justify-center rounded-full bg-lime">
                  <Icon name="check" className="size-3" strokeWidth={3} />
                </span>
                {highlight}
              </li>
            ))}
          </ul>
        </div>
        <div className="overflow-hidden rounded-panel bg-white shadow-lift ring-1 ring-line lg:col-span-6">
          <Picture
            image={hero.image}
            sizes="(min-width: 1280px) 620px, (min-width: 1024px) 50vw, 100vw"
            className="h-auto w-full"
            isPriority
          />
        </div>
      </Container>
    </section>
  )
}
