import { createHash } from "node:crypto"
import type { IncomingMessage, ServerResponse } from "node:http"
import type { ContactEndpointCopy, ContactFormCopy } from "#app/content/forms"
import {
  type Attribution,
  attributionFields,
  type ContactField,
  type ContactInput,
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
} from "#app/lib/contact-schema"
import { escapeLogValue } from "../log"
import { baseHeaders } from "../security-headers"
import { type BodyProblem, bodyKind, type Fields, parseBody, readBody } from "./body"
import { type ProblemPageValues, renderProblemPage } from "./problem-page"
import type { RateLimiter } from "./rate-limit"
import { type InsertResult, StoreUnavailableError } from "./store"
import type { LeadWriter } from "./threaded-store"

export type ContactHandlerOptions = {
  store: LeadWriter
  /** Called after a new, non-spam lead is committed (its deliveries are queued with it). */
  onStored?: (id: number) => void
  /** Keys the form may carry in access_key (the site key of embedded mode). */
  accessKeys: readonly string[]
  /** The service labels a submission may choose from (the values the form sends). */
  services: readonly string[]
  copy: { form: ContactFormCopy; endpoint: ContactEndpointCopy }
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

const acceptedFields = new Set<string>([
  ...contactFields,
  "access_key",
  "botcheck",
  "submission_id",
  "redirect",
  ...Object.keys(compatibilityFields),
  ...attributionFields,
])
const unsupportedFields = new Set(["ccemail", "webhook", "attachment"])
const RETRY_AFTER_UNAVAILABLE = "30"

type Answer = {
  status: number
  message: string
  errors?: Partial<Record<string, string>>
  headers?: Record<string, string>
  /** Values to put back into the form of the HTML problem page. */
  values?: ProblemPageValues
}

type Examined =
  | { answer: Answer }
  | {
      lead: ContactValues
      submissionId: string | undefined
      isSpam: boolean
      payloadHash: string
      redirect: string | undefined
      attribution: Attribution
    }

/** POST /api/contact: the Web3Forms-compatible lead endpoint of docs/requirements/RELIABILITY.md B1/B2. */
export function createContactHandler(options: ContactHandlerOptions) {
  const { store, copy, rateLimiter } = options
  const text = copy.endpoint
  const serviceLabels = options.services
  const accessKeys = new Set(options.accessKeys)
  const allowedOrigins = new Set(options.allowedOrigins ?? [])
  const log = options.log ?? ((line: string) => process.stdout.write(`${line}\n`))
  const keysInFlight = new Set<string>()
  // The problem page's inline CSS is allowed by its hash, as the prerendered pages' is.
  const problemPageStyles = options.problemPageCss
    ? `'self' 'sha256-${createHash("sha256").update(options.problemPageCss).digest("base64")}'`
    : "'self'"

  function logEvent(event: string, details: Record<string, string | number | undefined>) {
    const parts = Object.entries(details)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => `${key}=${escapeLogValue(String(value))}`)
    log(`${new Date().toISOString()} contact ${event} ${parts.join(" ")}`.trim())
  }

  function clientKey(req: IncomingMessage) {
    if (options.trustProxy) {
      const forwarded = String(req.headers["x-forwarded-for"] ?? "")
        .split(",")
        .map((part) => part.trim())
        .filter(Boolean)
      if (forwarded.length > 0) return forwarded[forwarded.length - 1]!
    }
    return req.socket.remoteAddress ?? "unknown"
  }

  function isAllowedOrigin(req: IncomingMessage) {
    const origin = req.headers.origin
    if (origin === undefined) return true
    if (allowedOrigins.has(origin)) return true
    try {
      return new URL(origin).host === req.headers.host
    } catch {
      return false
    }
  }

  /** A native form post (no JavaScript) navigates; it gets a page or a redirect, not JSON. */
  function isNavigation(req: IncomingMessage) {
    const mode = req.headers["sec-fetch-mode"]
    if (mode) return mode === "navigate"
    const accept = String(req.headers.accept ?? "")
    return accept.includes("text/html") && !accept.includes("application/json")
  }

  /** The path of the page that sent the request, when it is one of ours and a plain site path. */
  function sameSitePath(req: IncomingMessage) {
    const referer = req.headers.referer
    if (!referer || !URL.canParse(referer)) return undefined
    const url = new URL(referer)
    const isPage = /^\/[a-z0-9\-/]*$/.test(url.pathname) && !url.pathname.startsWith("/api/")
    return url.host === req.headers.host && isPage ? url.pathname : undefined
  }

  const backLink = (req: IncomingMessage) => sameSitePath(req) ?? "/contact-us"

  function send(req: IncomingMessage, res: ServerResponse, answer: Answer, closeConnection = false) {
    const headers: Record<string, string | number> = {
      ...baseHeaders(),
      "Cache-Control": "no-store",
      ...answer.headers,
    }
    if (closeConnection) headers.Connection = "close"
    let body: string
    if (isNavigation(req) && answer.status >= 400) {
      body = renderProblemPage({
        copy,
        services: options.services,
        message: answer.message,
        errors: answer.errors,
        values: answer.values,
        accessKey: answer.values?.access_key,
        backHref: backLink(req),
        css: options.problemPageCss,
      })
      headers["Content-Type"] = "text/html; charset=utf-8"
      headers["Content-Security-Policy"] =
        `default-src 'none'; style-src ${problemPageStyles}; img-src 'self'; font-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`
    } else {
      const payload: Record<string, unknown> = { success: answer.status < 300, message: answer.message }
      if (answer.errors) payload.errors = answer.errors
      body = JSON.stringify(payload)
      headers["Content-Type"] = "application/json; charset=utf-8"
      headers["Content-Security-Policy"] = "default-src 'none'; frame-ancestors 'none'"
    }
    headers["Content-Length"] = Buffer.byteLength(body)
    res.writeHead(answer.status, headers)
    res.end(body)
  }

  function problemAnswer(problem: BodyProblem): Answer {
    switch (problem.kind) {
      case "contentType":
        return { status: 415, message: text.contentType }
      case "tooLarge":
        return { status: 413, message: text.tooLarge }
      case "tooManyParts":
        return { status: 413, message: text.tooManyParts }
      case "malformed":
        return { status: 400, message: text.malformed }
      case "encoding":
        return { status: 400, message: text.encoding }
      case "fieldName":
        return { status: 400, message: text.fieldName }
      case "notSupported":
        return { status: 400, message: text.notSupported.replace("{field}", safeFieldName(problem.field)) }
      case "duplicateField":
        return acceptedFields.has(problem.field)
          ? { status: 400, message: text.duplicateField.replace("{field}", problem.field) }
          : { status: 400, message: text.unknownField }
    }
  }

  /** Field names from our own list may be named in a message; anything else is not echoed. */
  const safeFieldName = (name: string) => (acceptedFields.has(name) || unsupportedFields.has(name) ? name : "file")

  function messageFor(field: ContactField, problem: "required" | "tooLong" | "invalid") {
    const sentences = copy.form.errors[field] as Partial<Record<string, string>>
    return sentences[problem] ?? sentences.invalid ?? text.invalid
  }

  /** Checks the fields of a parsed body; returns the lead to store or the answer to give. */
  function examine(fields: Fields, req: IncomingMessage): Examined {
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
    for (const name of fields.keys()) {
      if (unsupportedFields.has(name))
        return { answer: { status: 400, message: text.notSupported.replace("{field}", name) } }
      if (!acceptedFields.has(name)) return { answer: { status: 400, message: text.unknownField } }
      if (name !== "services" && fields.get(name)!.length > 1) {
        return { answer: { status: 400, message: text.duplicateField.replace("{field}", name) } }
      }
    }
    const accessKey = single("access_key").trim()
    if (!fields.has("access_key") || accessKey === "")
      return { answer: { status: 400, message: text.accessKeyMissing } }
    if (!accessKeys.has(accessKey)) return { answer: { status: 403, message: text.accessKeyUnknown } }

    const redirect = fields.get("redirect")?.[0]
    if (redirect !== undefined && !(redirectAllowlist as readonly string[]).includes(redirect)) {
      return { answer: { status: 400, message: text.redirect, values } }
    }
    const headerKey = req.headers["idempotency-key"]
    const submissionId = (fields.get("submission_id")?.[0] ?? (typeof headerKey === "string" ? headerKey : "")).trim()
    if (submissionId !== "" && !UUID.test(submissionId)) return { answer: { status: 400, message: text.submissionId } }

    const input: ContactInput = {
      name: values.name,
      email: values.email,
      company: values.company,
      services: values.services,
      budget: values.budget,
      message: values.message,
    }
    const result = validateContact(input, serviceLabels)
    const errors: Partial<Record<string, string>> = {}
    if (!result.ok) {
      for (const field of contactFields) {
        const problem = result.errors[field]
        if (problem) errors[field] = messageFor(field, problem)
      }
      if (
        result.errors.services === "invalid" &&
        values.services.some((id) => id !== "" && !serviceLabels.includes(id))
      ) {
        logEvent("tampering", { field: "services", reason: "value not in the service list" })
      }
    }
    for (const [field, rule] of Object.entries(compatibilityFields)) {
      const value = fields.get(field)?.[0]
      if (value === undefined) continue
      const normalized = normalize(value)
      const problem =
        rule === "email"
          ? normalized === ""
            ? undefined
            : emailProblem(normalized)
          : normalized === ""
            ? undefined
            : fieldProblem("name", normalized, serviceLabels)
      if (problem) errors[field] = messageFor(rule, problem)
    }
    if (!result.ok || Object.keys(errors).length > 0) {
      return { answer: { status: 400, message: text.invalid, errors, values } }
    }
    const isSpam = single("botcheck").trim() !== "" && single("botcheck").trim().toLowerCase() !== "false"
    const lead = result.values
    const payloadHash = createHash("sha256").update(JSON.stringify(lead)).digest("base64url")
    return {
      lead,
      submissionId: submissionId || undefined,
      isSpam,
      payloadHash,
      redirect,
      attribution: values.attribution,
    }
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

  async function handle(req: IncomingMessage, res: ServerResponse) {
    if (req.method !== "POST") {
      req.resume()
      return send(req, res, { status: 405, message: text.method, headers: { Allow: "POST" } }, true)
    }
    if (!isAllowedOrigin(req)) {
      req.resume()
      logEvent("refused", { reason: "origin" })
      return send(req, res, { status: 403, message: text.origin }, true)
    }
    const contentType = String(req.headers["content-type"] ?? "")
    if (!bodyKind(contentType)) {
      req.resume()
      return send(req, res, { status: 415, message: text.contentType }, true)
    }
    if (rateLimiter) {
      const decision = rateLimiter.take(clientKey(req))
      if (!decision.ok) {
        req.resume()
        logEvent("refused", { reason: "rate-limit" })
        return send(
          req,
          res,
          { status: 429, message: text.rateLimited, headers: { "Retry-After": String(decision.retryAfterSeconds) } },
          true,
        )
      }
    }
    const headerKey = typeof req.headers["idempotency-key"] === "string" ? req.headers["idempotency-key"].trim() : ""
    if (headerKey && keysInFlight.has(headerKey)) {
      req.resume()
      return send(req, res, { status: 409, message: text.idempotencyInFlight })
    }
    if (headerKey) keysInFlight.add(headerKey)
    try {
      const read = await readBody(req)
      if (!read.ok) {
        // A body far over the limit is not read to its end: answer, then drop the connection.
        if (!read.drained) res.on("finish", () => req.socket.destroy())
        return send(req, res, problemAnswer(read.problem), true)
      }
      const parsed = await parseBody(read.body, contentType)
      if (!parsed.ok) return send(req, res, problemAnswer(parsed.problem))
      const examined = examine(parsed.fields, req)
      if ("answer" in examined) {
        logEvent("rejected", {
          status: examined.answer.status,
          fields: examined.answer.errors ? Object.keys(examined.answer.errors).join(",") : undefined,
        })
        return send(req, res, examined.answer)
      }
      const { lead, submissionId, isSpam, payloadHash, redirect, attribution } = examined
      const channel = isNavigation(req) ? "form" : "fetch"
      let result: InsertResult
      try {
        result = await store.insert({
          ...lead,
          submissionId,
          status: isSpam ? "spam" : "new",
          channel,
          payloadHash,
          attribution,
        })
      } catch (error) {
        if (error instanceof StoreUnavailableError) {
          logEvent("unavailable", { code: error.code })
          return send(req, res, {
            status: 503,
            message: text.unavailable,
            headers: { "Retry-After": RETRY_AFTER_UNAVAILABLE },
          })
        }
        throw error
      }
      if (result.kind === "conflict") {
        logEvent("rejected", { status: 422, reason: "idempotency-key-reused" })
        return send(req, res, { status: 422, message: text.idempotencyMismatch })
      }
      if (result.kind === "stored" && !isSpam) options.onStored?.(result.id)
      logEvent(result.kind === "stored" ? "stored" : result.kind, {
        id: result.id,
        status: isSpam ? "spam" : "new",
        channel,
        fields: contactFields
          .filter((field) => (field === "services" ? lead.services.length > 0 : lead[field] !== ""))
          .join(","),
      })
      if (channel === "form") {
        res.writeHead(303, {
          ...baseHeaders(),
          Location: redirect ?? "/thanks",
          "Cache-Control": "no-store",
          "Content-Length": 0,
        })
        res.end()
        return
      }
      return send(req, res, { status: 200, message: text.success })
    } finally {
      if (headerKey) keysInFlight.delete(headerKey)
    }
  }

  return async function contactHandler(req: IncomingMessage, res: ServerResponse) {
    try {
      await handle(req, res)
    } catch (error) {
      logEvent("error", { reason: error instanceof Error ? error.name : "unknown" })
      console.error(error)
      if (!res.headersSent) send(req, res, { status: 500, message: text.unexpected })
      else res.end()
    }
  }
}
