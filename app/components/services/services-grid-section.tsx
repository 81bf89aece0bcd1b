import { Section, SectionHeading } from "#app/components/ui/layout"
import type { ServicesPage } from "#app/content/pages"
import { ServiceCard, type ServiceCardData } from "./service-card"

/** The six services as cards, each leading to its own page. */
export function ServicesGridSection({ grid, services }: { grid: ServicesPage["grid"]; services: ServiceCardData[] }) {
  return (
    <Section aria-labelledby="services-grid-title">
      <SectionHeading
        id="services-grid-title"
        eyebrow={grid.eyebrow}
        title={grid.title}
        description={grid.description}
      />
      <div className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3 lg:gap-8">
        {services.map((service) => (
          <div key={service.id} className="flex" data-reveal>
            <ServiceCard service={service} linkLabel={grid.learnMore} className="w-full" />
          </div>
        ))}
      </div>
    </Section>
  )
}
