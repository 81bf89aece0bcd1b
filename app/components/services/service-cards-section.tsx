import { Icon } from "#app/components/ui/icon"
import { Section, SectionHeading } from "#app/components/ui/layout"
import type { Service } from "#app/content/service"

type ServiceCardsSectionProps = { heading: Service["cardsSection"]; cards: Service["cards"] }

/** What a service includes, as six cards. */
export function ServiceCardsSection({ heading, cards }: ServiceCardsSectionProps) {
  return (
    <Section aria-labelledby="service-cards-title">
      <SectionHeading
        id="service-cards-title"
        eyebrow={heading.eyebrow}
        title={heading.title}
        description={heading.description}
        align="center"
      />
      <ul className="mt-12 grid gap-6 md:mt-16 md:grid-cols-2 lg:grid-cols-3 lg:gap-8">
        {cards.map((card) => (
          <li
            key={card.id}
            className="group rounded-card border border-line bg-white p-7 shadow-card transition-shadow hover:shadow-lift sm:p-8"
            data-reveal
          >
            <span className="flex size-14 items-center justify-center rounded-2xl bg-brand-soft text-brand transition-colors group-hover:bg-lime group-hover:text-ink">
              <Icon name={card.icon} strokeWidth={1.75} className="size-7" />
            </span>
            <h3 className="mt-7 text-h4 font-bold text-balance">{card.title}</h3>
            <p className="mt-3 text-slate">{card.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  )
}
