/**
 * POST /api/contact: the Web3Forms-compatible lead endpoint of docs/requirements/RELIABILITY.md B1/B2, in
 * four steps: screen the request before reading its body (method, origin, content type, rate limit), parse
 * the body, validate its fields, store the lead; each step either passes its result on or gives the
 * answer, and `respond.ts` writes it.
 */
import type { IncomingMessage, ServerResponse } from "node:http"
import { contactFields } from "#shared/contact-schema"
import { escapeLogValue } from "../log"
import { bodyKind, parseBody, readBody } from "./body"
import { clientAddress, headerIdempotencyKey, isAllowedOrigin, isNavigation } from "./client-request"
import type { RateLimiter } from "./rate-limit"
import { type Answer, bodyProblemAnswer, createResponder, type EndpointCopy } from "./respond"
import { type InsertResult, StoreUnavailableError } from "./store"
import type { LeadWriter } from "./threaded-store"
import { createValidator, type EarlierForms, knownFields, type Submission } from "./validate"

export type ContactHandlerOptions = {
  store: LeadWriter
  /** Called after a new, non-spam lead is committed (its deliveries are queued with it). */
  onStored?: (id: number) => void
  /** Keys the form may carry in access_key (the site key of embedded mode). */
  accessKeys: readonly string[]
  /** The service labels a submission may choose from (the values the form sends). */
  services: readonly string[]
  /** Each service's stable id, by its label. */
  serviceIds?: Readonly<Record<string, string>>
  /** The keys and labels of earlier builds' forms, accepted for a while after a switch (R-E4). */
  earlierForms?: EarlierForms
  /** Milliseconds since the epoch; tests move it. */
  now?: () => number
  copy: EndpointCopy
  /** false switches rate limiting off (load tests only). */
  rateLimiter: RateLimiter | false
  /** Key the rate limit on X-Forwarded-For's last address (only behind a proxy we run). */
  trustProxy?: boolean
  /** Origins, besides the request's own host, whose pages may post here. */
  allowedOrigins?: readonly string[]
  /** The HTML problem page's own CSS, inlined (its CSP names it by hash). */
  problemPageCss?: string
  /** One line per event; never message bodies (R-S10). */
  log?: (line: string) => void
}

const RETRY_AFTER_UNAVAILABLE = "30"

/** A lead the store has: new, a replay of its submission id, or a duplicate of a recent one. */
type StoredResult = Exclude<InsertResult, { kind: "conflict" }>

/** A step's result: go on with `value`, or stop and give `answer` (closing the connection when the body was not read). */
type Step<T> = { value: T } | { answer: Answer; closeConnection?: boolean }

/**
 * What a new build can change in the endpoint: its words, the services a visitor may choose (and their ids), its
 * page's CSS, the form's key, and what earlier builds' forms may still send.
 */
export type ContactHandlerContent = Pick<
  ContactHandlerOptions,
  "copy" | "services" | "serviceIds" | "problemPageCss" | "accessKeys" | "earlierForms"
>

export function createContactHandler(options: ContactHandlerOptions) {
  const { store, rateLimiter, trustProxy = false } = options
  const allowedOrigins = new Set(options.allowedOrigins ?? [])
  const log = options.log ?? ((line: string) => process.stdout.write(`${line}\n`))
  const keysInFlight = new Set<string>()

  function logEvent(event: string, details: Record<string, string | number | undefined>) {
    const parts = Object.entries(details)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => `${key}=${escapeLogValue(String(value))}`)
    log(`${new Date().toISOString()} contact ${event} ${parts.join(" ")}`.trim())
  }

  function withContent({
    copy,
    services,
    serviceIds,
    problemPageCss,
    accessKeys,
    earlierForms,
  }: ContactHandlerContent) {
    return {
      text: copy.endpoint,
      responder: createResponder({ copy, services, problemPageCss }),
      validate: createValidator({
        copy,
        services,
        serviceIds,
        accessKeys: new Set(accessKeys),
        earlierForms,
        now: options.now,
        onTampering: (field, reason) => logEvent("tampering", { field, reason }),
      }),
    }
  }
  // Replaced whole when the server loads a new build (server/main.ts), so a request sees one build's words.
  let current = withContent(options)

  /** Step 1, before the body is read: what can be refused from the request line and headers alone. */
  function screen(req: IncomingMessage): Answer | undefined {
    const { text } = current
    if (req.method !== "POST") return { status: 405, message: text.method, headers: { Allow: "POST" } }
    if (!isAllowedOrigin(req, allowedOrigins)) {
      logEvent("refused", { reason: "origin" })
      return { status: 403, message: text.origin }
    }
    if (!bodyKind(req.headers["content-type"])) return { status: 415, message: text.contentType }
    if (rateLimiter) {
      const decision = rateLimiter.take(clientAddress(req, trustProxy))
      if (!decision.ok) {
        logEvent("refused", { reason: "rate-limit" })
        return {
          status: 429,
          message: text.rateLimited,
          headers: { "Retry-After": String(decision.retryAfterSeconds) },
        }
      }
    }
    return undefined
  }

  /** Step 2: the body, read within its limits and parsed into fields. */
  async function parse(req: IncomingMessage): Promise<Step<Map<string, string[]>>> {
    const { text } = current
    const read = await readBody(req)
    if (!read.ok) {
      return { answer: bodyProblemAnswer(read.problem, text, knownFields), closeConnection: true }
    }
    const parsed = await parseBody(read.body, String(req.headers["content-type"]))
    return parsed.ok ? { value: parsed.fields } : { answer: bodyProblemAnswer(parsed.problem, text, knownFields) }
  }

  /** Step 4: the lead committed with its delivery jobs, or why not (storage trouble, a reused key). */
  async function keep(submission: Submission, channel: "form" | "fetch"): Promise<Step<StoredResult>> {
    const { lead, submissionId, isSpam, payloadHash, attribution } = submission
    const { text } = current
    try {
      const result = await store.insert({
        ...lead,
        submissionId,
        status: isSpam ? "spam" : "new",
        channel,
        payloadHash,
        attribution,
      })
      if (result.kind !== "conflict") return { value: result }
      logEvent("rejected", { status: 422, reason: "idempotency-key-reused" })
      return { answer: { status: 422, message: text.idempotencyMismatch } }
    } catch (error) {
      if (!(error instanceof StoreUnavailableError)) throw error
      logEvent("unavailable", { code: error.code })
      return {
        answer: { status: 503, message: text.unavailable, headers: { "Retry-After": RETRY_AFTER_UNAVAILABLE } },
      }
    }
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const { text, responder, validate } = current
    const refusal = screen(req)
    if (refusal) {
      req.resume()
      return responder.send(req, res, refusal, true)
    }
    const headerKey = headerIdempotencyKey(req)
    if (headerKey && keysInFlight.has(headerKey)) {
      req.resume()
      return responder.send(req, res, { status: 409, message: text.idempotencyInFlight })
    }
    if (headerKey) keysInFlight.add(headerKey)
    try {
      const fields = await parse(req)
      if ("answer" in fields) return responder.send(req, res, fields.answer, fields.closeConnection)

      const submission = validate(fields.value, req)
      if ("answer" in submission) {
        const { status, errors } = submission.answer
        logEvent("rejected", { status, fields: errors ? Object.keys(errors).join(",") : undefined })
        return responder.send(req, res, submission.answer)
      }

      const channel = isNavigation(req) ? "form" : "fetch"
      const stored = await keep(submission, channel)
      if ("answer" in stored) return responder.send(req, res, stored.answer)

      const { lead, isSpam, redirect } = submission
      if (stored.value.kind === "stored" && !isSpam) options.onStored?.(stored.value.id)
      logEvent(stored.value.kind, {
        id: stored.value.id,
        status: isSpam ? "spam" : "new",
        channel,
        fields: contactFields
          .filter((field) => (field === "services" ? lead.services.length > 0 : lead[field] !== ""))
          .join(","),
      })
      if (channel === "form") return responder.seeOther(res, redirect ?? "/thanks")
      return responder.send(req, res, { status: 200, message: text.success })
    } finally {
      if (headerKey) keysInFlight.delete(headerKey)
    }
  }

  async function contactHandler(req: IncomingMessage, res: ServerResponse) {
    try {
      await handle(req, res)
    } catch (error) {
      logEvent("error", { reason: error instanceof Error ? error.name : "unknown" })
      console.error(error)
      if (!res.headersSent) current.responder.send(req, res, { status: 500, message: current.text.unexpected })
      else res.end()
    }
  }
  return Object.assign(contactHandler, {
    /** Takes the words, services and form key of a new build for the requests that arrive from now on. */
    update(content: ContactHandlerContent) {
      current = withContent(content)
    },
  })
}
