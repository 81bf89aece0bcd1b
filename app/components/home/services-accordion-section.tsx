import { href, Link } from "react-router"
import { AccordionItem } from "#app/components/ui/accordion"
import { ButtonLink } from "#app/components/ui/button"
import { Icon } from "#app/components/ui/icon"
import { Section, SectionHeading } from "#app/components/ui/layout"
import type { HomePage } from "#app/content/pages"
import type { Service } from "#app/content/service"

type ServiceSummary = Pick<Service, "id" | "slug" | "title" | "description" | "features" | "icon">

type ServicesAccordionSectionProps = {
  heading: HomePage["services"]
  services: ServiceSummary[]
}

/** The six services as an accordion: one open at a time, the first open to begin with. */
export function ServicesAccordionSection({ heading, services }: ServicesAccordionSectionProps) {
  return (
    <Section aria-labelledby="home-services-title">
      <div className="grid gap-10 lg:grid-cols-12 lg:gap-16">
        <div className="lg:sticky lg:top-28 lg:col-span-5 lg:self-start" data-reveal>
          <SectionHeading
            id="home-services-title"
            eyebrow={heading.eyebrow}
            title={heading.title}
            description={heading.description}
          />
          <ButtonLink to={heading.moreLink.href} variant="outline" className="mt-8">
            {heading.moreLink.label}
            <Icon name="arrow-right" className="size-4" />
          </ButtonLink>
        </div>
        <div className="flex flex-col gap-3 lg:col-span-7" data-reveal>
          {services.map((service, index) => (
            <AccordionItem
              key={service.id}
              name="home-services"
              isDefaultOpen={index === 0}
              className="rounded-card border border-line bg-white transition-shadow open:border-brand/30 open:shadow-card"
              summaryClassName="items-center gap-4 rounded-card p-4 hover:text-brand sm:gap-5 sm:p-6"
              summary={
                <>
                  <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-brand-soft text-brand transition-colors group-open/accordion:bg-brand group-open/accordion:text-white">
                    <Icon name={service.icon} strokeWidth={1.75} className="size-6" />
                  </span>
                  <span className="flex-1 text-h4 font-bold text-balance">{service.title}</span>
                  <span
                    aria-hidden="true"
                    className="flex size-10 shrink-0 items-center justify-center rounded-full border border-line text-ink transition-transform group-open/accordion:rotate-180 group-open/accordion:border-brand group-open/accordion:text-brand"
                  >
                    <Icon name="chevron-down" className="size-5" />
                  </span>
                </>
              }
            >
              <div className="px-4 pb-6 motion-safe:animate-fade-in sm:px-6 sm:pb-7 sm:pl-23">
                <p className="text-slate">{service.description}</p>
                <ul className="mt-5 grid gap-2.5 sm:grid-cols-3 sm:gap-4">
                  {service.features.map((feature) => (
                    <li key={feature} className="flex items-start gap-2 text-sm font-medium">
                      <Icon name="check" className="mt-0.5 size-4 shrink-0 text-brand" strokeWidth={2.5} />
                      {feature}
                    </li>
                  ))}
                </ul>
                <Link
                  to={href("/services/:slug", { slug: service.slug })}
                  className="mt-6 inline-flex items-center gap-1.5 font-semibold text-brand hover:underline hover:underline-offset-4"
                >
                  {heading.learnMore}
                  {/* Part of the link text, so the link says where it goes even out of context. */}
                  <span className="sr-only">: {service.title}</span>
                  <Icon name="arrow-right" className="size-4" />
                </Link>
              </div>
            </AccordionItem>
          ))}
        </div>
      </div>
    </Section>
  )
}
