import { href, Link } from "react-router"
import { ButtonPair } from "#app/components/ui/button"
import { Icon } from "#app/components/ui/icon"
import { Container, Eyebrow } from "#app/components/ui/layout"
import type { ServicesPage } from "#app/content/pages"
import type { Service } from "#app/content/service"

type ServicesIntroSectionProps = {
  intro: ServicesPage["intro"]
  services: Pick<Service, "id" | "slug" | "shortTitle" | "icon">[]
}

/** The services page's opening: the promise, two ways forward, and a tile for each service. */
export function ServicesIntroSection({ intro, services }: ServicesIntroSectionProps) {
  return (
    <section aria-labelledby="services-intro-title" className="relative isolate overflow-hidden bg-pale hero-glow">
      <Container className="grid items-center gap-12 py-16 md:py-24 lg:grid-cols-12 lg:gap-16">
        <div className="lg:col-span-7">
          <Eyebrow>{intro.eyebrow}</Eyebrow>
          <h1 id="services-intro-title" className="text-h1-sm font-extrabold text-balance md:text-h1">
            {intro.title}
          </h1>
          <p className="mt-6 max-w-2xl text-lead text-pretty text-slate">{intro.description}</p>
          <ButtonPair primary={intro.primaryButton} secondary={intro.secondaryButton} />
        </div>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:col-span-5 lg:grid-cols-2">
          {services.map((service) => (
            <li key={service.id} className="lg:even:translate-y-8">
              <Link
                to={href("/services/:slug", { slug: service.slug })}
                className="group flex h-full flex-col gap-4 rounded-2xl bg-white p-4 font-semibold text-ink shadow-card ring-1 ring-line transition-shadow hover:shadow-lift sm:p-5"
              >
                <span className="flex items-start justify-between">
                  <span className="flex size-11 items-center justify-center rounded-xl bg-brand-soft text-brand transition-colors group-hover:bg-brand group-hover:text-white">
                    <Icon name={service.icon} strokeWidth={1.75} className="size-5" />
                  </span>
                  <Icon name="arrow-up-right" className="size-5 text-slate group-hover:text-brand" />
                </span>
                {service.shortTitle}
              </Link>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  )
}
