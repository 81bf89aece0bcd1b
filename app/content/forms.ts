import { z } from "zod"
import { link, seo, text } from "./shared"

const fieldCopy = z.object({
  label: text,
  placeholder: text.optional(),
  /** A short line under the field; also read by screen readers through aria-describedby. */
  hint: text.optional(),
})

const errorsFor = <K extends string>(...keys: K[]) =>
  z.object(Object.fromEntries(keys.map((key) => [key, text])) as Record<K, typeof text>)

/** Every string of the quote form, its popups and its endpoint (content/forms.ts). */
const contactFormCopySchema = z.object({
  fields: z.object({
    name: fieldCopy,
    email: fieldCopy,
    company: fieldCopy,
    services: fieldCopy.extend({ placeholder: text }),
    budget: fieldCopy.extend({ placeholder: text }),
    message: fieldCopy,
    /** The honeypot: visually hidden, only bots and autofill see it. */
    botcheck: z.object({ label: text }),
  }),
  optionalLabel: text,
  requiredLabel: text,
  /** "{count}" and "{max}" are replaced. */
  characterCount: text.refine((value) => value.includes("{count}") && value.includes("{max}")),
  submit: text,
  /** Beside the send button: what the details are used for, then a link to the privacy notice. */
  privacyNote: z.object({ text, link: text }),
  sending: text,
  retry: text,
  /** Heading of the error summary; "{count}" is replaced. */
  summaryTitle: text.refine((value) => value.includes("{count}")),
  summaryTitleOne: text,
  errors: z.object({
    name: errorsFor("required", "tooLong", "invalid"),
    email: errorsFor("required", "tooLong", "invalid"),
    company: errorsFor("tooLong", "invalid"),
    services: errorsFor("required", "invalid"),
    budget: errorsFor("tooLong", "invalid"),
    message: errorsFor("required", "tooLong", "invalid"),
  }),
  popup: z.object({
    successTitle: text,
    successText: text,
    failureTitle: text,
    failureFallback: text,
    malformedAnswer: text,
    close: text,
  }),
  status: z.object({
    sending: text,
    sent: text,
    offline: text,
    network: text,
    timeout: text,
    draftRestored: text,
  }),
})
export type ContactFormCopy = z.infer<typeof contactFormCopySchema>

/** Everything the quote form needs, built by a route loader (app/content/forms.server.ts). */
export type ContactFormData = {
  copy: ContactFormCopy
  /** The dropdown's options in display order: each service's form label, which is also the value sent. */
  services: string[]
  /** The label of the service chosen when the page loads (service pages). */
  preselected?: string
  /** "embedded" posts to our /api/contact; "hosted" to the Web3Forms API. */
  mode: "embedded" | "hosted"
  endpoint: string
  accessKey: string
  /** The privacy notice, linked beside the send button. */
  privacyHref: string
}

/** Sentences the lead endpoint answers with; never containing what the visitor sent. */
const contactEndpointCopySchema = z.object({
  success: text,
  method: text,
  contentType: text,
  tooLarge: text,
  tooManyParts: text,
  malformed: text,
  encoding: text,
  fieldName: text,
  accessKeyMissing: text,
  accessKeyUnknown: text,
  origin: text,
  invalid: text,
  /** Never names the field: an unknown field's name is the sender's text. */
  unknownField: text.refine((value) => !value.includes("{field}"), "must not name the field"),
  /** "{field}" is replaced with the name of one of the form's own fields. */
  duplicateField: text,
  notSupported: text,
  redirect: text,
  submissionId: text,
  idempotencyMismatch: text,
  idempotencyInFlight: text,
  rateLimited: text,
  unavailable: text,
  unexpected: text,
  /** The small HTML page a visitor without JavaScript sees when the server refuses the form. */
  problemPage: z.object({
    title: text,
    description: text,
    resend: text,
    backLink: text,
  }),
})
export type ContactEndpointCopy = z.infer<typeof contactEndpointCopySchema>

const thanksPageSchema = z.object({
  seo,
  tag: text,
  title: text,
  description: text,
  nextSteps: z.array(text).min(1).max(4),
  homeLink: link,
  secondaryLink: link,
})

/** What staff read in the notification of a new lead (email and webhook). "{name}", "{services}", "{id}" are replaced. */
const leadNotificationCopySchema = z.object({
  subject: text.refine((value) => value.includes("{name}") && value.includes("{services}")),
  heading: text,
  intro: text,
  replyButton: text,
  footer: text,
  labels: z.object({
    name: text,
    email: text,
    company: text,
    services: text,
    budget: text,
    message: text,
    received: text,
    sourcePage: text,
    landingPage: text,
    utm_source: text,
    utm_medium: text,
    utm_campaign: text,
    utm_term: text,
    utm_content: text,
    leadNumber: text,
  }),
})
export type LeadNotificationCopy = z.infer<typeof leadNotificationCopySchema>

export const formsSchema = z.object({
  contact: contactFormCopySchema,
  endpoint: contactEndpointCopySchema,
  notification: leadNotificationCopySchema,
  thanks: thanksPageSchema,
})
