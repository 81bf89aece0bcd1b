/**
 * The endpoint's checks of a parsed body (docs/requirements/RELIABILITY.md B2): which fields may appear and
 * how often, the access key, the redirect and idempotency key, then the form's own rules from the schema
 * the browser uses too. The result is a submission ready to store, or the answer to give instead.
 */
import { createHash } from "node:crypto"
import type { IncomingMessage } from "node:http"
import {
  type Attribution,
  attributionFields,
  type ContactField,
  type ContactValues,
  cleanAttribution,
  compatibilityFields,
  contactFields,
  emailProblem,
  fieldProblem,
  normalize,
  redirectAllowlist,
  UUID,
  validateContact,
} from "#shared/contact-schema"
import type { Fields } from "./body"
import { sameSitePath } from "./client-request"
import type { ProblemPageValues } from "./problem-page"
import type { Answer, EndpointCopy, KnownFields } from "./respond"

export const knownFields: KnownFields = {
  accepted: new Set<string>([
    ...contactFields,
    "access_key",
    "botcheck",
    "submission_id",
    "redirect",
    ...Object.keys(compatibilityFields),
    ...attributionFields,
  ]),
  unsupported: new Set(["ccemail", "webhook", "attachment"]),
}

/** A submission that passed every check. */
export type Submission = {
  lead: ContactValues
  submissionId: string | undefined
  isSpam: boolean
  /** Hash of the normalised lead: a reused submission id must carry the same payload. */
  payloadHash: string
  redirect: string | undefined
  attribution: Attribution
}

/**
 * What the forms of earlier builds sent, accepted until a time after the build that changed it was taken, so a
 * page loaded before a publish still sends after it (RELIABILITY.md R-E4). A service is known by its stable
 * id: an earlier label of a service the build still offers is stored under its label now; a service the build
 * no longer offers is stored under the label the visitor chose.
 */
export type EarlierForms = {
  accessKeys: readonly { key: string; until: number }[]
  services: readonly { label: string; id: string; until: number }[]
}

export type ValidatorOptions = {
  copy: EndpointCopy
  /** The service labels a submission may choose from (the values the form sends). */
  services: readonly string[]
  /** Each service's stable id, by its label now (content/services/*.yaml `id`). */
  serviceIds?: Readonly<Record<string, string>>
  /** Keys the form may carry in access_key. */
  accessKeys: ReadonlySet<string>
  earlierForms?: EarlierForms
  /** Milliseconds since the epoch, for the earlier forms' time; tests move it. */
  now?: () => number
  /** Called when a value could only come from a tampered form. */
  onTampering: (field: string, reason: string) => void
}

export function createValidator({
  copy,
  services: currentServices,
  serviceIds = {},
  accessKeys,
  earlierForms = { accessKeys: [], services: [] },
  now = Date.now,
  onTampering,
}: ValidatorOptions) {
  const labelOfId = new Map(Object.entries(serviceIds).map(([label, id]) => [id, label]))

  /** The keys and services accepted now: this build's, and what earlier builds' forms sent while that lasts. */
  function acceptedNow() {
    const at = now()
    const keys = new Set(accessKeys)
    for (const earlier of earlierForms.accessKeys) if (earlier.until > at) keys.add(earlier.key)
    const services = [...currentServices]
    const labelNow = new Map<string, string>()
    for (const earlier of earlierForms.services) {
      if (earlier.until <= at || currentServices.includes(earlier.label)) continue
      const current = labelOfId.get(earlier.id)
      if (current) labelNow.set(earlier.label, current)
      else if (!services.includes(earlier.label)) services.push(earlier.label)
    }
    return { keys, services, labelNow }
  }
  const text = copy.endpoint
  const refuse = (status: number, message: string, values?: ProblemPageValues): { answer: Answer } => ({
    answer: { status, message, values },
  })

  function messageFor(field: ContactField, problem: "required" | "tooLong" | "invalid") {
    const sentences = copy.form.errors[field] as Partial<Record<string, string>>
    return sentences[problem] ?? sentences.invalid ?? text.invalid
  }

  /** Where the lead came from; without JavaScript only the page (from the form, else the Referer) is known. */
  function attributionOf(fields: Fields, req: IncomingMessage): Attribution {
    const attribution: Attribution = {}
    for (const field of attributionFields) {
      const value = fields.get(field)?.[0]
      const cleaned = value === undefined ? undefined : cleanAttribution(field, value)
      if (cleaned !== undefined) attribution[field] = cleaned
    }
    if (!attribution.source_page) {
      const referer = sameSitePath(req)
      if (referer) attribution.source_page = referer
    }
    return attribution
  }

  /** Field names, counts and the routing fields (access key, redirect, idempotency key). */
  function checkEnvelope(
    fields: Fields,
    req: IncomingMessage,
    values: ProblemPageValues,
    accessKeys: ReadonlySet<string>,
  ) {
    for (const [name, values] of fields) {
      if (knownFields.unsupported.has(name)) return refuse(400, text.notSupported.replace("{field}", name))
      if (!knownFields.accepted.has(name)) return refuse(400, text.unknownField)
      if (name !== "services" && values.length > 1) {
        return refuse(400, text.duplicateField.replace("{field}", name))
      }
    }
    const accessKey = values.access_key.trim()
    if (!fields.has("access_key") || accessKey === "") return refuse(400, text.accessKeyMissing)
    if (!accessKeys.has(accessKey)) return refuse(403, text.accessKeyUnknown)

    const redirect = fields.get("redirect")?.[0]
    if (redirect !== undefined && !(redirectAllowlist as readonly string[]).includes(redirect)) {
      return refuse(400, text.redirect, values)
    }
    const headerKey = req.headers["idempotency-key"]
    const submissionId = (fields.get("submission_id")?.[0] ?? (typeof headerKey === "string" ? headerKey : "")).trim()
    if (submissionId !== "" && !UUID.test(submissionId)) return refuse(400, text.submissionId)
    return { redirect, submissionId: submissionId || undefined }
  }

  /** The form's fields by the shared schema, and the compatibility fields by the rules of name and email. */
  function fieldErrors(fields: Fields, values: ProblemPageValues, services: readonly string[]) {
    const result = validateContact(values, services)
    const errors: Partial<Record<string, string>> = {}
    if (!result.ok) {
      for (const field of contactFields) {
        const problem = result.errors[field]
        if (problem) errors[field] = messageFor(field, problem)
      }
      if (result.errors.services === "invalid" && values.services.some((id) => id !== "" && !services.includes(id))) {
        onTampering("services", "value not in the service list")
      }
    }
    for (const [field, rule] of Object.entries(compatibilityFields)) {
      const normalized = normalize(fields.get(field)?.[0] ?? "")
      if (normalized === "") continue
      const problem = rule === "email" ? emailProblem(normalized) : fieldProblem("name", normalized, services)
      if (problem) errors[field] = messageFor(rule, problem)
    }
    return result.ok && Object.keys(errors).length === 0 ? { lead: result.values } : { errors }
  }

  /** Checks a parsed body: the submission to store, or the answer to give. */
  return function validate(fields: Fields, req: IncomingMessage): Submission | { answer: Answer } {
    const single = (name: string) => fields.get(name)?.[0] ?? ""
    const values: ProblemPageValues = {
      name: single("name"),
      email: single("email"),
      company: single("company"),
      services: fields.get("services") ?? [],
      budget: single("budget"),
      message: single("message"),
      access_key: single("access_key"),
      attribution: attributionOf(fields, req),
    }
    const accepted = acceptedNow()
    const envelope = checkEnvelope(fields, req, values, accepted.keys)
    if ("answer" in envelope) return envelope
    // A service chosen on a page of an earlier build, under a label it has since changed, is kept under its label now.
    const servicesAsSent = values.services
    values.services = values.services.map((service) => accepted.labelNow.get(service) ?? service)
    const checked = fieldErrors(fields, values, accepted.services)
    if (!checked.lead) return { answer: { status: 400, message: text.invalid, errors: checked.errors, values } }
    const botcheck = single("botcheck").trim()
    return {
      lead: checked.lead,
      submissionId: envelope.submissionId,
      isSpam: botcheck !== "" && botcheck.toLowerCase() !== "false",
      // Of the lead as sent: the same submission sent again after a switch renamed its service is still a replay.
      payloadHash: createHash("sha256")
        .update(
          JSON.stringify({
            ...checked.lead,
            services: servicesAsSent.map(normalize).filter((service) => service !== ""),
          }),
        )
        .digest("base64url"),
      redirect: envelope.redirect,
      attribution: values.attribution,
    }
  }
}
