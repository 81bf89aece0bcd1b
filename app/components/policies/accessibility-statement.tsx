import type { ReactNode } from "react"
import { Icon } from "#app/components/ui/icon"
import { KeepTogether } from "#app/components/ui/keep-together"
import type { AccessibilityPage } from "#app/content/pages"
import type { Site } from "#app/content/site"
import { formatDate } from "#app/lib/dates"
import { PolicyBody, PolicyCard, PolicyOpening, PolicySection } from "./policy-layout"

type AccessibilityStatementProps = { page: AccessibilityPage; contact: Site["contact"] }

/**
 * The accessibility statement: the standard the site aims at, how it is checked (by the tests, and by a
 * person before each release, dated once someone has), what still falls short, and how to report a
 * barrier, with the agency's contact details beside it.
 */
export function AccessibilityStatementPage({ page, contact }: AccessibilityStatementProps) {
  const { report } = page
  const { manual } = page.checks
  return (
    <>
      <PolicyOpening
        id="accessibility-title"
        {...page.intro}
        dateLabel={page.lastReviewedLabel}
        date={page.lastReviewed}
      />
      <PolicyBody
        aside={
          <PolicyCard id="accessibility-report" title={report.title}>
            {report.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-4 text-pretty text-slate">
                {paragraph}
              </p>
            ))}
            <ul className="mt-6 space-y-4">
              <ContactLine icon="mail" label={report.emailLabel}>
                <a href={`mailto:${contact.email}`} className={contactLinkClass}>
                  {contact.email}
                </a>
              </ContactLine>
              <ContactLine icon="phone" label={report.phoneLabel}>
                <a href={`tel:${contact.phoneE164}`} className={contactLinkClass}>
                  <KeepTogether text={contact.phone} />
                </a>
              </ContactLine>
              <ContactLine icon="map-pin" label={report.addressLabel}>
                <address className="font-medium text-ink not-italic">
                  <KeepTogether text={contact.address.street} />
                  <br />
                  <KeepTogether
                    text={`${contact.address.city}, ${contact.address.region} ${contact.address.postalCode}`}
                  />
                </address>
              </ContactLine>
            </ul>
          </PolicyCard>
        }
      >
        <PolicySection id="accessibility-standard" title={page.standard.title}>
          {page.standard.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </PolicySection>
        <PolicySection id="accessibility-checks" title={page.checks.title}>
          <CheckList id="accessibility-checks-automated" {...page.checks.automated} />
          <CheckList id="accessibility-checks-manual" {...page.checks.manual} />
          {manual.lastDone ? (
            <p className="text-base font-semibold text-ink">
              {manual.lastDoneLabel}: <time dateTime={manual.lastDone}>{formatDate(manual.lastDone)}</time>
            </p>
          ) : null}
        </PolicySection>
        <PolicySection id="accessibility-limitations" title={page.limitations.title}>
          <p>{page.limitations.intro}</p>
          {page.limitations.items.length > 0 ? (
            <ul className="list-disc space-y-3 pl-6 marker:text-brand">
              {page.limitations.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
        </PolicySection>
      </PolicyBody>
    </>
  )
}

/** One group of checks: a heading of its own, what it is, and the checks with a tick each. */
function CheckList({ id, title, intro, items }: { id: string; title: string; intro: string; items: string[] }) {
  return (
    <section aria-labelledby={id} className="space-y-4 not-first:pt-4">
      <h3 id={id} className="text-h4 font-bold text-balance text-ink">
        {title}
      </h3>
      <p>{intro}</p>
      <ul className="space-y-4">
        {items.map((item) => (
          <li key={item} className="flex gap-3">
            <Icon name="check" className="mt-1.5 size-5 shrink-0 text-brand" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}

const contactLinkClass =
  "inline-flex min-h-6 items-center font-semibold break-words text-brand underline decoration-brand/30 underline-offset-4 hover:decoration-brand"

function ContactLine({
  icon,
  label,
  children,
}: {
  icon: "mail" | "phone" | "map-pin"
  label: string
  children: ReactNode
}) {
  return (
    <li className="flex gap-4">
      <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-white text-brand ring-1 ring-line">
        <Icon name={icon} className="size-5" />
      </span>
      <div className="min-w-0">
        <p className="text-sm font-medium tracking-wide text-slate uppercase">{label}</p>
        <div className="mt-0.5">{children}</div>
      </div>
    </li>
  )
}
