import { href, Link } from "react-router"
import { PageOpening } from "#app/components/sections/page-opening"
import { type QuotedWork, ResultSource } from "#app/components/sections/quoted-result"
import { BrowserScroll } from "#app/components/ui/browser-scroll"
import { CountUp } from "#app/components/ui/count-up"
import { Icon } from "#app/components/ui/icon"
import { Container } from "#app/components/ui/layout"
import { Picture } from "#app/components/ui/picture"
import type { ServicesPage } from "#app/content/pages"
import type { Service } from "#app/content/service"
import { cn } from "#app/lib/cn"
import type { ResolvedImage } from "#app/lib/image-manifest"
import { imageSlots } from "#app/lib/image-sizes"

export type ServiceRow = Pick<Service, "id" | "slug" | "title" | "description" | "features" | "icon"> & {
  /** Work of this service for a client, with a result it delivered when the study has figures. */
  work: QuotedWork
  /**
   * That client's site, shown beside the row from the tablet width up: its page scrolling in a window, or
   * the study's card picture (already drawn in its own frames) where another row scrolls that page.
   */
  workImage: { kind: "scroll" | "still"; image: ResolvedImage }
}

/**
 * The services page is its list: a short promise, then the six services, one row each (what it is,
 * what it includes, the site of a client it served and the result it delivered), so a phone's first
 * screen already shows the first of them. The whole row leads to the service's page; the client's site is
 * shown from the tablet width up, where the row has room for it. The closing band follows.
 */
export function ServicesCatalogSection({
  intro,
  workLabel,
  services,
}: {
  intro: ServicesPage["intro"]
  /** Over the client named in place of a result, for work whose study gives no figures. */
  workLabel: string
  services: ServiceRow[]
}) {
  return (
    <PageOpening
      id="services-title"
      eyebrow={intro.eyebrow}
      title={intro.title}
      description={intro.description}
      after={
        <Container>
          <ol className="divide-y divide-line border-b border-line">
            {services.map((service, index) => (
              <li key={service.id} data-reveal>
                <article
                  className={cn(
                    "group relative isolate grid gap-5 py-8 md:grid-cols-12 md:gap-x-8 lg:py-10",
                    // A pale band behind the row on hover, a little wider than the text so it does not touch it.
                    "before:absolute before:inset-y-1 before:-inset-x-3 before:-z-10 before:rounded-card before:bg-pale before:opacity-0 before:transition-opacity hover:before:opacity-100 focus-within:before:opacity-100 sm:before:-inset-x-5",
                  )}
                >
                  <div className="flex items-start gap-4 md:col-span-7 lg:col-span-5">
                    <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-brand-soft text-brand transition-colors group-hover:bg-brand group-hover:text-white">
                      <Icon name={service.icon} strokeWidth={1.75} className="size-6" />
                    </span>
                    <div>
                      <p aria-hidden="true" className="text-sm font-bold text-slate tabular-nums">
                        {String(index + 1).padStart(2, "0")}
                      </p>
                      <h2 className="mt-1 text-h3 font-bold text-balance">
                        <Link
                          to={href("/services/:slug", { slug: service.slug })}
                          className="decoration-2 underline-offset-4 after:absolute after:inset-0 group-hover:text-brand group-hover:underline"
                        >
                          {service.title}
                        </Link>
                      </h2>
                      <p className="mt-3 text-pretty text-slate">{service.description}</p>
                      <ul className="mt-5 grid gap-2.5">
                        {service.features.map((feature) => (
                          <li key={feature} className="flex items-start gap-2.5 text-sm font-medium">
                            <Icon name="check" className="mt-0.5 size-4 shrink-0 text-brand" strokeWidth={2.5} />
                            {feature}
                          </li>
                        ))}
                      </ul>
                    </div>
                  </div>
                  <div className="hidden md:col-span-5 md:block lg:col-span-4">
                    {service.workImage.kind === "scroll" ? (
                      <BrowserScroll image={service.workImage.image} sizes={imageSlots.serviceRowWork.sizes} />
                    ) : (
                      <Picture
                        image={service.workImage.image}
                        sizes={imageSlots.serviceRowWork.sizes}
                        className="h-auto w-full rounded-card shadow-card"
                      />
                    )}
                  </div>
                  {/* On the narrowest phones "Learn more" wraps under the figure rather than pushing the row wider. */}
                  <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-3 pl-16 md:col-span-12 lg:col-span-3 lg:flex-col lg:items-end lg:pt-6 lg:pl-0 lg:text-right">
                    {service.work.result ? (
                      <p>
                        <span className="block text-h2 font-extrabold text-brand">
                          <CountUp value={service.work.result.value} />
                        </span>
                        <span className="block text-sm font-semibold text-ink">{service.work.result.label}</span>
                        <span className="block text-sm text-slate">
                          <ResultSource result={service.work.result} />
                        </span>
                      </p>
                    ) : (
                      <p>
                        <span className="block text-sm font-semibold tracking-wide text-brand uppercase">
                          {workLabel}
                        </span>
                        <span className="block text-sm font-semibold text-ink">{service.work.client}</span>
                        <span className="block text-sm text-slate">{service.work.tag}</span>
                      </p>
                    )}
                    <p
                      aria-hidden="true"
                      className="flex shrink-0 items-center gap-1.5 font-semibold whitespace-nowrap text-brand"
                    >
                      {intro.learnMore}
                      <Icon
                        name="arrow-right"
                        className="size-4 motion-safe:transition-transform motion-safe:group-hover:translate-x-1"
                      />
                    </p>
                  </div>
                </article>
              </li>
            ))}
          </ol>
        </Container>
      }
    />
  )
}
