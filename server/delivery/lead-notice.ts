/**
 * What staff read about a lead, in one place for the email and the webhook: every field, where the
 * visitor came from, and when, in Detroit time. Values are the visitor's text exactly as stored; each
 * channel escapes them for its own format. Words come from content/forms.ts (`notification`).
 */
import type { LeadNotificationCopy } from "#app/content/forms"
import type { Lead } from "../contact/store"

export type NoticeRow = { label: string; value: string; href?: string }

const detroitTime = new Intl.DateTimeFormat("en-US", {
  timeZone: "America/Detroit",
  dateStyle: "full",
  timeStyle: "long",
})

/** "Friday, November 20, 2026 at 10:04:05 AM EST" */
const inDetroit = (iso: string) => detroitTime.format(new Date(iso))

const utmFields = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const

/** The lead's facts in reading order, without the message; empty optional fields are left out. */
export function noticeRows(lead: Lead, copy: LeadNotificationCopy, siteUrl: string): NoticeRow[] {
  const { labels } = copy
  const { attribution } = lead
  const page = (path: string | undefined) => (path ? `${siteUrl}${path}` : undefined)
  const rows: { label: string; value: string | undefined; href?: string }[] = [
    { label: labels.name, value: lead.name },
    { label: labels.email, value: lead.email, href: mailtoHref(lead.email) },
    { label: labels.company, value: lead.company },
    { label: labels.services, value: lead.services.join(", ") },
    { label: labels.budget, value: lead.budget },
    { label: labels.received, value: inDetroit(lead.createdAt) },
    { label: labels.sourcePage, value: page(attribution.source_page), href: page(attribution.source_page) },
    { label: labels.landingPage, value: page(attribution.landing_page), href: page(attribution.landing_page) },
    ...utmFields.map((field) => ({ label: labels[field], value: attribution[field] })),
    { label: labels.leadNumber, value: String(lead.id) },
  ]
  return rows.filter((row): row is NoticeRow => Boolean(row.value))
}

/** A mailto: link to one address; characters such as "?" or "&" in it cannot add a recipient or a header. */
export const mailtoHref = (address: string) => `mailto:${encodeURIComponent(address).replace(/%40/g, "@")}`

/** A copy template with {name}, {services} and {id} filled in. */
export function fillTemplate(template: string, lead: Lead) {
  const values = { name: lead.name, services: lead.services.join(", "), id: String(lead.id) }
  return template.replace(/\{(name|services|id)\}/g, (_match, key: keyof typeof values) => values[key])
}

/** The idempotency key of a lead's notification on a channel: the same on every resend, different per lead. */
export const deliveryKey = (lead: Pick<Lead, "id" | "createdAt">, channel: string) =>
  `lead-${lead.id}-${lead.createdAt.replace(/\D/g, "").slice(0, 14)}-${channel}`
