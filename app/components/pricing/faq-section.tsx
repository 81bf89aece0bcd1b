import { Icon } from "#app/components/ui/icon"
import { Section, SectionHeading } from "#app/components/ui/layout"
import type { Faq } from "#app/content/pricing"

const GROUP = "pricing-faq"

function FaqItem({ faq }: { faq: Faq }) {
  return (
    <details
      name={GROUP}
      className="group rounded-card bg-white ring-1 ring-line transition-shadow open:shadow-card open:ring-brand/30"
    >
      {/* Safari still draws its own disclosure marker unless ::-webkit-details-marker is hidden (one-off). */}
      <summary className="flex cursor-pointer list-none items-center justify-between gap-6 rounded-card p-6 text-left text-lg font-semibold text-ink hover:text-brand md:px-8 [&::-webkit-details-marker]:hidden">
        {faq.question}
        <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-pale text-brand transition-transform duration-300 group-open:rotate-45 group-open:bg-brand group-open:text-white motion-reduce:transition-none">
          <Icon name="plus" className="size-5" />
        </span>
      </summary>
      <div className="px-6 pb-6 md:px-8 md:pb-8">
        <p className="max-w-2xl leading-relaxed text-pretty text-slate">{faq.answer}</p>
      </div>
    </details>
  )
}

/**
 * Native one-open-at-a-time accordion (`<details name>`), with no script: clicking the open question
 * closes it, and the browser tells assistive technology whether each question is expanded.
 */
export function FaqSection({
  heading,
  faqs,
}: {
  heading: { eyebrow: string; title: string; description: string }
  faqs: Faq[]
}) {
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
            <FaqItem key={faq.id} faq={faq} />
          ))}
        </div>
      </div>
    </Section>
  )
}
