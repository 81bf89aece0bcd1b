import { useEffect, useState } from "react"
import { Icon } from "#app/components/ui/icon"
import { Section, SectionHeading } from "#app/components/ui/layout"
import type { Faq } from "#app/content/pricing"

const GROUP = "pricing-faq"

function FaqItem({ faq, isHydrated }: { faq: Faq; isHydrated: boolean }) {
  const [isOpen, setIsOpen] = useState(false)
  const answerId = `faq-${faq.id}`
  return (
    <details
      name={GROUP}
      onToggle={(event) => setIsOpen(event.currentTarget.open)}
      className="group rounded-card bg-white ring-1 ring-line transition-shadow open:shadow-card open:ring-brand/30"
    >
      {/* Safari still draws its own disclosure marker unless ::-webkit-details-marker is hidden (one-off). */}
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: a summary is the disclosure's button; aria-expanded mirrors the native state for assistive technology that does not read it */}
      <summary
        aria-expanded={isHydrated ? isOpen : undefined}
        aria-controls={isHydrated ? answerId : undefined}
        className="flex cursor-pointer list-none items-center justify-between gap-6 rounded-card p-6 text-left text-lg font-semibold text-ink hover:text-brand md:px-8 [&::-webkit-details-marker]:hidden"
      >
        {faq.question}
        <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-pale text-brand transition-transform duration-300 group-open:rotate-45 group-open:bg-brand group-open:text-white motion-reduce:transition-none">
          <Icon name="plus" className="size-5" />
        </span>
      </summary>
      <div id={answerId} className="px-6 pb-6 md:px-8 md:pb-8">
        <p className="max-w-2xl leading-relaxed text-pretty text-slate">{faq.answer}</p>
      </div>
    </details>
  )
}

/**
 * Native one-open-at-a-time accordion (`<details name>`): works before hydration, and clicking the open
 * question closes it. Once scripts run, each question also states whether it is expanded.
 */
export function FaqSection({
  heading,
  faqs,
}: {
  heading: { eyebrow: string; title: string; description: string }
  faqs: Faq[]
}) {
  const [isHydrated, setIsHydrated] = useState(false)
  useEffect(() => setIsHydrated(true), [])
  return (
    <Section aria-labelledby="faq-heading">
      <div className="grid gap-10 lg:grid-cols-12 lg:gap-16">
        <div className="lg:col-span-5">
          <SectionHeading
            id="faq-heading"
            eyebrow={heading.eyebrow}
            title={heading.title}
            description={heading.description}
            className="lg:sticky lg:top-28"
          />
        </div>
        <div className="space-y-4 lg:col-span-7">
          {faqs.map((faq) => (
            <FaqItem key={faq.id} faq={faq} isHydrated={isHydrated} />
          ))}
        </div>
      </div>
    </Section>
  )
}
