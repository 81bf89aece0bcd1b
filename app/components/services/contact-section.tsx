import { QuoteForm } from "#app/components/contact/quote-form"
import { Icon } from "#app/components/ui/icon"
import { Section } from "#app/components/ui/layout"
import type { ContactFormData } from "#app/content/forms"
import type { Service } from "#app/content/service"

type ContactSectionProps = {
  heading: Service["formSection"]
  icon: Service["icon"]
  /** The service's three promises, repeated beside the form. */
  highlights: string[]
  /** The quote form's data, with this page's service preselected. */
  form: ContactFormData
}

/** A service page's closing quote request: the heading beside the form, the service already chosen. */
export function ContactSection({ heading, icon, highlights, form }: ContactSectionProps) {
  return (
    <Section id="quote" aria-labelledby="service-quote-title" data-cta="">
      <div className="grid gap-10 lg:grid-cols-12 lg:gap-16">
        <div className="lg:sticky lg:top-28 lg:col-span-5 lg:self-start lg:pt-6" data-reveal>
          <span className="flex size-14 items-center justify-center rounded-2xl bg-lime text-ink">
            <Icon name={icon} strokeWidth={1.75} className="size-7" />
          </span>
          <h2 id="service-quote-title" className="mt-7 text-h2 font-bold text-balance">
            {heading.title}
          </h2>
          <p className="mt-4 text-lead text-pretty text-slate">{heading.description}</p>
          <ul className="mt-8 grid gap-3">
            {highlights.map((highlight) => (
              <li key={highlight} className="flex items-center gap-3 font-medium">
                <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-brand text-white">
                  <Icon name="check" className="size-3.5" strokeWidth={3} />
                </span>
                {highlight}
              </li>
            ))}
          </ul>
        </div>
        <div className="lg:col-span-7" data-reveal>
          <QuoteForm form={form} labelledBy="service-quote-title" />
        </div>
      </div>
    </Section>
  )
}
