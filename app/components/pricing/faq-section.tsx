import { CtaButtons } from "#app/components/sections/cta-buttons"
import { Icon } from "#app/components/ui/icon"
import { Eyebrow, Section, SectionHeading } from "#app/components/ui/layout"
import type { Faq } from "#app/content/pricing"
import type { Cta } from "#app/content/site"

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
 * closes it, and the browser tells assistive technology whether each question is expanded. With `ask`, the
 * page ends here: under the heading, a card for the question the list did not answer, which is where a
 * reader comparing plans stops (the page's closing call to action, not a second panel after it); on phones
 * it comes after the questions.
 */
export function FaqSection({
  heading,
  faqs,
  ask,
}: {
  heading: { eyebrow?: string; title: string; description?: string }
  faqs: Faq[]
  ask?: Cta
}) {
  return (
    <Section aria-labelledby="faq-heading" data-closing={ask ? "questions" : undefined}>
      {/* Phones read the heading, the questions, then the card; wide screens keep the card under the heading,
          beside the questions, in view while they are read. */}
      <div className="grid gap-10 lg:grid-cols-12 lg:grid-rows-[auto_1fr] lg:gap-x-16">
        <div className="lg:col-span-5">
          <SectionHeading
            id="faq-heading"
            eyebrow={heading.eyebrow}
            title={heading.title}
            description={heading.description}
          />
        </div>
        <div className="space-y-4 lg:col-span-7 lg:col-start-6 lg:row-span-2 lg:row-start-1">
          {faqs.map((faq) => (
            <FaqItem key={faq.id} faq={faq} />
          ))}
        </div>
        {ask ? (
          <div className="lg:sticky lg:top-28 lg:col-span-5 lg:row-start-2 lg:self-start">
            <AskCard ask={ask} />
          </div>
        ) : null}
      </div>
    </Section>
  )
}

/** The question the list did not answer: ask it, or be told which plan fits. */
function AskCard({ ask }: { ask: Cta }) {
  return (
    <section
      aria-labelledby="faq-ask-heading"
      className="relative isolate overflow-hidden rounded-panel bg-ink p-8 text-white shadow-lift"
      data-cta=""
    >
      <div
        aria-hidden="true"
        className="absolute -right-20 -bottom-24 -z-10 size-72 rounded-full bg-brand/70 blur-glow"
      />
      {ask.eyebrow ? <Eyebrow className="text-lime">{ask.eyebrow}</Eyebrow> : null}
      <h2 id="faq-ask-heading" className="text-h3 font-bold text-balance">
        {ask.title}
      </h2>
      <p className="mt-3 text-pretty text-white/80">{ask.description}</p>
      <CtaButtons cta={ask} tone="dark" className="mt-6" />
    </section>
  )
}
