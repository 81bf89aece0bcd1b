/**
 * Sending a quote request from the browser (docs/requirements/SPEC.md §7, §8; docs/requirements/RELIABILITY.md
 * R-C3, R-C4, R-C6): builds the multipart body, posts it, and says what happened as one outcome. No React and
 * no copy here: the form turns an outcome into words, a popup and what it keeps.
 */
import {
  type Attribution,
  attributionFields,
  type ContactField,
  type ContactValues,
  contactFields,
} from "#shared/contact-schema"

/** Where the form posts: our own endpoint ("embedded") or the hosted Web3Forms service ("hosted"). */
type ContactTarget = { mode: "embedded" | "hosted"; endpoint: string; accessKey: string }

export type ContactSubmission = {
  /** Already validated and normalised (`validateContact`). */
  values: ContactValues
  target: ContactTarget
  /** The idempotency key; sent to our own endpoint only, as the hosted service refuses unknown keys of its own. */
  submissionId: string
  /** The honeypot's value; sent only when something filled it. */
  honeypot?: string
  /** Where the lead came from: the form's page, the visit's first page and its utm_* parameters. */
  attribution?: Attribution
}

export type SubmitOutcome =
  /** Stored (or accepted by the hosted service): clear the form and the draft. */
  | { kind: "sent" }
  /** The service answered and refused: its message (if any), the fields it named, and whether trying again may help. */
  | { kind: "refused"; message?: string; fieldErrors: Partial<Record<ContactField, string>>; canRetry: boolean }
  /** An answer with neither a success flag nor a message (SPEC.md §8: 'Submission failed.'). */
  | { kind: "malformed" }
  /** The browser is offline: nothing was sent. */
  | { kind: "offline" }
  /** No answer in time: it may or may not have arrived, so a retry reuses the same key. */
  | { kind: "timeout" }
  /** The connection failed or was dropped. */
  | { kind: "network" }

export type SubmitEnvironment = {
  fetch: typeof fetch
  isOnline: () => boolean
  timeoutMs: number
}

const SUBMIT_TIMEOUT_MS = 15_000

const browserEnvironment = (): SubmitEnvironment => ({
  fetch: (...args) => fetch(...args),
  isOnline: () => typeof navigator === "undefined" || navigator.onLine !== false,
  timeoutMs: SUBMIT_TIMEOUT_MS,
})

/** The body: the SPEC.md §7 fields in their order, the key, then the optional extras. */
export function buildContactBody({ values, target, submissionId, honeypot, attribution = {} }: ContactSubmission) {
  const body = new FormData()
  body.append("name", values.name)
  body.append("email", values.email)
  body.append("company", values.company)
  for (const service of values.services) body.append("services", service)
  body.append("budget", values.budget)
  body.append("message", values.message)
  body.append("access_key", target.accessKey)
  if (target.mode === "embedded") body.append("submission_id", submissionId)
  if (honeypot) body.append("botcheck", honeypot)
  for (const field of attributionFields) {
    const value = attribution[field]
    if (value) body.append(field, value)
  }
  return body
}

/** The message of a Web3Forms-style answer: top-level `message`, or `body.message`. */
function answerMessage(answer: unknown): string | undefined {
  if (!answer || typeof answer !== "object") return undefined
  const { message, body } = answer as { message?: unknown; body?: { message?: unknown } }
  if (typeof message === "string" && message.trim()) return message
  if (body && typeof body === "object" && typeof body.message === "string" && body.message.trim()) return body.message
  return undefined
}

/** Our endpoint's 400 names each field with a sentence; anything else in `errors` is ignored. */
function answerErrors(answer: unknown): Partial<Record<ContactField, string>> {
  if (!answer || typeof answer !== "object") return {}
  const { errors } = answer as { errors?: unknown }
  if (!errors || typeof errors !== "object") return {}
  const result: Partial<Record<ContactField, string>> = {}
  for (const field of contactFields) {
    const sentence = (errors as Record<string, unknown>)[field]
    if (typeof sentence === "string" && sentence.trim()) result[field] = sentence
  }
  return result
}

/** Sends one submission and maps whatever happens to an outcome; it never throws. */
export async function submitContact(
  submission: ContactSubmission,
  environment: SubmitEnvironment = browserEnvironment(),
): Promise<SubmitOutcome> {
  const body = buildContactBody(submission)
  if (!environment.isOnline()) return { kind: "offline" }

  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), environment.timeoutMs)
  try {
    const response = await environment.fetch(submission.target.endpoint, {
      method: "POST",
      body,
      headers: { Accept: "application/json" },
      signal: controller.signal,
    })
    let answer: unknown
    try {
      answer = await response.json()
    } catch {
      answer = undefined
    }
    if (controller.signal.aborted) return { kind: "timeout" }
    const success = answer && typeof answer === "object" ? (answer as { success?: unknown }).success : undefined
    const message = answerMessage(answer)
    if (success === true) return { kind: "sent" }
    if (success === undefined && message === undefined) return { kind: "malformed" }
    return {
      kind: "refused",
      message,
      fieldErrors: answerErrors(answer),
      canRetry: response.status >= 500 || response.status === 429,
    }
  } catch {
    if (controller.signal.aborted) return { kind: "timeout" }
    return environment.isOnline() ? { kind: "network" } : { kind: "offline" }
  } finally {
    clearTimeout(timer)
  }
}
