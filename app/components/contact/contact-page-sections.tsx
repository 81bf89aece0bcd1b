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

/** The page's only section: the quote form, and beside it (below it on smaller screens) who to reach and how. */
export function ContactPageSection({ page, contact, socialLinks, form }: ContactPageSectionProps) {
  return (
    <section className="relative isolate overflow-hidden bg-pale hero-glow">
      <Container className="pt-14 pb-section-sm md:pt-20 md:pb-section">
        <div className="max-w-3xl">
          <Eyebrow>{page.tag}</Eyebrow>
          <h1 className="text-h1-sm font-extrabold text-balance md:text-h1">{page.title}</h1>
          <p className="mt-5 text-lead text-pretty text-slate">{page.description}</p>
        </div>
        {/* The form comes first at every width (on a phone it would otherwise start a screen and a half down);
            on large screens the ways to reach us sit beside it. */}
        <div className="mt-10 grid items-start gap-8 md:mt-14 lg:grid-cols-12 lg:gap-10">
          <div className="-mx-5 bg-white px-5 py-8 shadow-card ring-1 ring-line sm:mx-0 sm:rounded-panel sm:p-8 lg:col-span-7 lg:p-10">
            <h2 id="quote-form-heading" className="text-h3 font-bold text-balance">
              {page.formTitle}
            </h2>
            <p className="mt-2 text-pretty text-slate">{page.formDescription}</p>
            <QuoteForm form={form} labelledBy="quote-form-heading" surface="plain" className="mt-8" />
          </div>
          <ContactInfoCard info={page.info} contact={contact} socialLinks={socialLinks} />
        </div>
      </Container>
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

type ContactInfoCardProps = Omit<ContactPageSectionProps, "page" | "form"> & { info: ContactPage["info"] }

function ContactInfoCard({ info, contact, socialLinks }: ContactInfoCardProps) {
  // A whole tap target, not only the line of text (these are the most used links on a phone); the negative
  // margin keeps the rows where the text alone would put them.
  const linkClass =
    "-my-2 inline-flex min-h-11 items-center underline-offset-4 transition-colors hover:text-lime hover:underline"
  const { address } = contact
  return (
    <aside
      aria-labelledby="contact-info-heading"
      className="relative isolate overflow-hidden rounded-panel bg-ink p-6 text-white shadow-lift sm:p-8 md:p-10 lg:sticky lg:top-28 lg:col-span-5"
    >
      <div aria-hidden="true" className="absolute -top-24 -right-20 -z-10 size-72 rounded-full bg-brand/70 blur-glow" />
      <h2 id="contact-info-heading" className="text-h3 font-bold text-balance">
        {info.title}
      </h2>
      <ul className="mt-8 grid gap-7 md:max-lg:grid-cols-2">
        <InfoRow icon={<Icon name="mail" className="size-5" />} label={info.emailLabel}>
          <a href={`mailto:${contact.email}`} className={linkClass}>
            {contact.email}
          </a>
        </InfoRow>
        <InfoRow icon={<Icon name="phone" className="size-5" />} label={info.phoneLabel}>
          <a href={`tel:${contact.phoneE164}`} className={linkClass}>
            <KeepTogether text={contact.phone} />
          </a>
        </InfoRow>
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
