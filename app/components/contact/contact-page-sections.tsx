import type { ReactNode } from "react"
import { QuoteForm } from "#app/components/contact/quote-form"
import { Icon } from "#app/components/ui/icon"
import { KeepTogether } from "#app/components/ui/keep-together"
import { Container, Eyebrow } from "#app/components/ui/layout"
import { type LabelledSocialLink, SocialLinks } from "#app/components/ui/social-icon"
import type { ContactFormData } from "#app/content/forms"
import type { ContactPage } from "#app/content/pages"
import type { Site } from "#app/content/site"

type ContactPageSectionProps = {
  page: ContactPage
  contact: Site["contact"]
  socialLinks: LabelledSocialLink[]
  form: ContactFormData
}

/**
 * The page's only section: the opening, then the phone and the email (what most visitors came for, before
 * the form at every width, so a phone shows them in its first screen), then the quote form, and beside it
 * (below it on smaller screens) the office, its hours and the social profiles.
 */
export function ContactPageSection({ page, contact, socialLinks, form }: ContactPageSectionProps) {
  return (
    <section className="relative isolate overflow-hidden bg-pale hero-glow">
      <Container className="pt-14 pb-section md:pt-20">
        <div className="max-w-3xl">
          <Eyebrow>{page.tag}</Eyebrow>
          <h1 className="text-display font-extrabold text-balance">{page.title}</h1>
          <p className="mt-5 text-lead text-pretty text-slate">{page.description}</p>
        </div>
        <DirectLines info={page.info} contact={contact} />
        <div className="mt-10 grid items-start gap-8 md:mt-12 lg:grid-cols-12 lg:gap-10">
          <div className="-mx-5 bg-white px-5 py-8 shadow-card ring-1 ring-line sm:mx-0 sm:rounded-panel sm:p-8 lg:col-span-7 lg:p-10">
            <h2 id="quote-form-heading" className="text-h3 font-bold text-balance">
              {page.formTitle}
            </h2>
            <p className="mt-2 text-pretty text-slate">{page.formDescription}</p>
            <QuoteForm form={form} labelledBy="quote-form-heading" surface="plain" className="mt-8" />
          </div>
          <OfficeCard info={page.info} contact={contact} socialLinks={socialLinks} />
        </div>
      </Container>
    </section>
  )
}

/** The phone and the email as two large tap targets, each with what it is. */
function DirectLines({ info, contact }: { info: ContactPage["info"]; contact: Site["contact"] }) {
  const lines = [
    { icon: "phone", label: info.phoneLabel, href: `tel:${contact.phoneE164}`, value: contact.phone },
    { icon: "mail", label: info.emailLabel, href: `mailto:${contact.email}`, value: contact.email },
  ] as const
  return (
    <section aria-labelledby="contact-direct-heading" className="mt-8 md:mt-10">
      <h2 id="contact-direct-heading" className="text-sm font-semibold tracking-wide text-slate uppercase">
        {info.title}
      </h2>
      <ul className="mt-3 grid max-w-3xl gap-3 sm:grid-cols-2">
        {lines.map((line) => (
          <li key={line.href}>
            <a
              href={line.href}
              className="group flex items-center gap-4 rounded-card bg-white px-4 py-3 shadow-card ring-1 ring-line"
            >
              <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand text-lime">
                <Icon name={line.icon} className="size-5" />
              </span>
              <span className="min-w-0">
                <span className="block text-sm text-slate">{line.label}</span>
                <span className="block text-lg font-semibold break-words text-ink group-hover:text-brand">
                  <KeepTogether text={line.value} />
                </span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}

function InfoRow({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className="flex gap-4">
      <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-white/10 text-lime">
        {icon}
      </span>
      <div className="min-w-0">
        <p className="text-sm font-medium tracking-wide text-white/60 uppercase">{label}</p>
        <div className="mt-1 text-lg font-semibold break-words text-white">{children}</div>
      </div>
    </li>
  )
}

type OfficeCardProps = Omit<ContactPageSectionProps, "page" | "form"> & { info: ContactPage["info"] }

function OfficeCard({ info, contact, socialLinks }: OfficeCardProps) {
  const { address } = contact
  return (
    <aside
      aria-labelledby="contact-office-heading"
      className="relative isolate overflow-hidden rounded-panel bg-ink p-6 text-white shadow-lift sm:p-8 md:p-10 lg:sticky lg:top-28 lg:col-span-5"
    >
      <div aria-hidden="true" className="absolute -top-24 -right-20 -z-10 size-72 rounded-full bg-brand/70 blur-glow" />
      <h2 id="contact-office-heading" className="text-h3 font-bold text-balance">
        {info.officeTitle}
      </h2>
      <ul className="mt-8 grid gap-7 md:max-lg:grid-cols-2">
        <InfoRow icon={<Icon name="map-pin" className="size-5" />} label={info.addressLabel}>
          <address className="font-medium not-italic text-white/90">
            <KeepTogether text={address.street} />
            <br />
            <KeepTogether text={`${address.city}, ${address.region} ${address.postalCode}`} />
          </address>
        </InfoRow>
        <InfoRow icon={<Icon name="clock" className="size-5" />} label={info.hoursLabel}>
          <p className="font-medium text-white/90">
            <KeepTogether text={contact.hours} />
          </p>
        </InfoRow>
      </ul>
      <div className="mt-10 border-t border-white/10 pt-8">
        <h3 className="text-sm font-medium tracking-wide text-white/60 uppercase">{info.socialLabel}</h3>
        <SocialLinks links={socialLinks} variant="named-on-dark" className="mt-4" />
      </div>
    </aside>
  )
}
