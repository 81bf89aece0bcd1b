/**
 * The one set of field rules for the quote form (docs/requirements/RELIABILITY.md B2), imported by the browser
 * (app/components/contact/contact-form.tsx) and by the lead endpoint (server/contact/).
 *
 * Values are normalised first (line breaks to "\n", trim, Unicode NFC); lengths are then counted in UTF-16 code
 * units, the unit of HTML `maxlength` and JavaScript `.length`, so both sides always agree.
 */

export const LIMITS = {
  name: 200,
  email: 254,
  emailLocalPart: 64,
  company: 200,
  budget: 100,
  message: 5000,
  services: 10,
} as const

export const contactFields = ["name", "email", "company", "services", "budget", "message"] as const
export type ContactField = (typeof contactFields)[number]

/** How each field is entered: its control, its length limit and whether it must be filled (SPEC §5). */
export const contactFieldInputs = {
  name: { control: "input", type: "text", maxLength: LIMITS.name, isRequired: true, autoComplete: "name" },
  email: { control: "input", type: "email", maxLength: LIMITS.email, isRequired: true, autoComplete: "email" },
  company: {
    control: "input",
    type: "text",
    maxLength: LIMITS.company,
    isRequired: false,
    autoComplete: "organization",
  },
  services: { control: "select", isRequired: true },
  budget: { control: "input", type: "text", maxLength: LIMITS.budget, isRequired: false, autoComplete: "off" },
  message: { control: "textarea", maxLength: LIMITS.message, isRequired: true },
} as const satisfies Record<
  ContactField,
  | { control: "input"; type: "text" | "email"; maxLength: number; isRequired: boolean; autoComplete: string }
  | { control: "select"; isRequired: boolean }
  | { control: "textarea"; maxLength: number; isRequired: boolean }
>
export type Problem = "required" | "tooLong" | "invalid"
type FieldErrors = Partial<Record<ContactField, Problem>>

/** What the visitor typed, as strings (services as the chosen ids). */
export type ContactInput = {
  name: string
  email: string
  company: string
  services: string[]
  budget: string
  message: string
}
export type ContactValues = ContactInput

/**
 * Line breaks become "\n" (a form submission sends a textarea's breaks as CRLF, while the browser counts
 * them as one character), then the value is trimmed and put in Unicode NFC.
 */
export const normalize = (value: string) => value.replace(/\r\n?/g, "\n").trim().normalize("NFC").trim()

// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the rule
const controlChars = /[\u0000-\u001f\u007f-\u009f]/
// biome-ignore lint/suspicious/noControlCharactersInRegex: tabs and line breaks are allowed in a message
const controlCharsExceptLines = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/
/** Something a reader can see: a value made only of spaces and invisible format characters says nothing. */
const visible = /[^\s\p{Cf}\p{Cc}]/u
const emailForbidden = /[\s<>`"\\,;:()[\]]/
const emailDomain = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/i

function textProblem(
  value: string,
  { max, isRequired, allowLines = false }: { max: number; isRequired: boolean; allowLines?: boolean },
): Problem | undefined {
  if (value.length === 0) return isRequired ? "required" : undefined
  if (value.length > max) return "tooLong"
  if (!visible.test(value)) return isRequired ? "required" : "invalid"
  if (loneSurrogate.test(value)) return "invalid"
  if ((allowLines ? controlCharsExceptLines : controlChars).test(value)) return "invalid"
  return undefined
}

export function emailProblem(value: string): Problem | undefined {
  if (value.length === 0) return "required"
  if (value.length > LIMITS.email) return "tooLong"
  if (emailForbidden.test(value) || controlChars.test(value) || loneSurrogate.test(value)) return "invalid"
  const at = value.indexOf("@")
  if (at <= 0 || at !== value.lastIndexOf("@")) return "invalid"
  if (at > LIMITS.emailLocalPart) return "tooLong"
  // An RFC 2047 encoded word ("=?utf-8?q?…?=") never belongs in an address; a mail program decodes it into
  // another one, and the lead email's Reply-To would answer someone else (R-F1).
  if (value.slice(0, at).includes("=?")) return "invalid"
  return emailDomain.test(value.slice(at + 1)) ? undefined : "invalid"
}

/** The rule of one field, on a value already normalised. */
export function fieldProblem(
  field: ContactField,
  value: string | string[],
  serviceIds: readonly string[],
): Problem | undefined {
  if (field === "services") {
    const list = (Array.isArray(value) ? value : [value]).filter((item) => item !== "")
    if (list.length === 0) return "required"
    if (list.length > LIMITS.services) return "invalid"
    return list.every((item) => serviceIds.includes(item)) && new Set(list).size === list.length ? undefined : "invalid"
  }
  const text = Array.isArray(value) ? value.join("") : value
  switch (field) {
    case "name":
      return textProblem(text, { max: LIMITS.name, isRequired: true })
    case "email":
      return emailProblem(text)
    case "company":
      return textProblem(text, { max: LIMITS.company, isRequired: false })
    case "budget":
      return textProblem(text, { max: LIMITS.budget, isRequired: false })
    case "message":
      return textProblem(text, { max: LIMITS.message, isRequired: true, allowLines: true })
  }
}

export function normalizeInput(input: ContactInput): ContactValues {
  return {
    name: normalize(input.name),
    email: normalize(input.email),
    company: normalize(input.company),
    services: input.services.map(normalize).filter((item) => item !== ""),
    budget: normalize(input.budget),
    message: normalize(input.message),
  }
}

export type ValidationResult = { ok: true; values: ContactValues } | { ok: false; errors: FieldErrors }

/** Normalises and checks a whole submission; on failure names every field with a problem. */
export function validateContact(input: ContactInput, serviceIds: readonly string[]): ValidationResult {
  const values = normalizeInput(input)
  const errors: FieldErrors = {}
  for (const field of contactFields) {
    const problem = fieldProblem(field, values[field], serviceIds)
    if (problem) errors[field] = problem
  }
  return Object.keys(errors).length === 0 ? { ok: true, values } : { ok: false, errors }
}

/** Compatibility fields of the Web3Forms contract, held to the rules of name and email. */
export const compatibilityFields = { subject: "name", from_name: "name", replyto: "email" } as const

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Same-origin paths a submission may ask to be redirected to. */
export const redirectAllowlist = ["/thanks"] as const

/**
 * Where a lead came from, sent beside the form's fields: `source_page` is the path of the page the form
 * is on (in the HTML, so it also arrives without JavaScript); the visit's first page and its `utm_*`
 * parameters are kept in sessionStorage by the browser. They describe the visit, not the visitor, so a
 * value out of bounds is cleaned or dropped instead of refusing the lead.
 */
export const attributionFields = [
  "source_page",
  "landing_page",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
] as const
export type AttributionField = (typeof attributionFields)[number]
export type Attribution = Partial<Record<AttributionField, string>>

export const ATTRIBUTION_LIMITS = { path: 300, utm: 150 } as const

const isPathField = (field: AttributionField) => field === "source_page" || field === "landing_page"

/** The first `max` UTF-16 units, without splitting a surrogate pair. */
const cut = (value: string, max: number) => value.slice(0, max).replace(/[\ud800-\udbff]$/, "")

/** A same-site path (no scheme, no host) or a short UTM value, cleaned; undefined when nothing usable is left. */
export function cleanAttribution(field: AttributionField, value: string): string | undefined {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are removed
  const cleaned = value.replace(/[\u0000-\u001f\u007f-\u009f]/g, "").trim()
  if (cleaned === "" || loneSurrogate.test(cleaned)) return undefined
  if (isPathField(field)) {
    if (!cleaned.startsWith("/") || cleaned.startsWith("//") || cleaned.includes("\\")) return undefined
    return cut(cleaned, ATTRIBUTION_LIMITS.path)
  }
  return cut(cleaned, ATTRIBUTION_LIMITS.utm)
}
