import { Icon } from "#app/components/ui/icon"
import { KeepShortPrefixes } from "#app/components/ui/keep-together"
import { Section, SectionHeading } from "#app/components/ui/layout"
import type { Service } from "#app/content/service"

type ServiceCardsSectionProps = { heading: Service["cardsSection"]; cards: Service["cards"] }

/** What a service includes: six parts, each with its icon, on a ruled grid rather than in boxes. */
export function ServiceCardsSection({ heading, cards }: ServiceCardsSectionProps) {
  return (
    <Section aria-labelledby="service-cards-title">
      <SectionHeading
        id="service-cards-title"
        eyebrow={heading.eyebrow}
        title={heading.title}
        description={heading.description}
      />
      <ul className="mt-12 grid gap-x-8 gap-y-10 md:grid-cols-2 lg:grid-cols-3">
        {cards.map((card) => (
          <li key={card.id} className="border-t-2 border-ink pt-6" data-reveal>
            <span className="flex size-12 items-center justify-center rounded-2xl bg-brand-soft text-brand">
              <Icon name={card.icon} strokeWidth={1.75} className="size-6" />
            </span>
            <h3 className="mt-5 text-h4 font-bold text-balance">
              <KeepShortPrefixes text={card.title} />
            </h3>
            <p className="mt-3 text-slate">{card.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  )
}
