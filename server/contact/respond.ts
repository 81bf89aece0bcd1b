/**
 * How the endpoint answers (docs/requirements/RELIABILITY.md B1): JSON with `success` and a sentence for a
 * script, a small HTML page listing the problems for a native form post, a 303 to the thank-you page once a
 * native post is stored. Every answer carries the security headers and `Cache-Control: no-store`.
 */
import { createHash } from "node:crypto"
import type { IncomingMessage, ServerResponse } from "node:http"
import type { ContactEndpointCopy, ContactFormCopy } from "#app/content/forms"
import { closeAfterAnswer } from "../http/unread-body"
import { baseHeaders } from "../security-headers"
import type { BodyProblem } from "./body"
import { isNavigation, sameSitePath } from "./client-request"
import { type ProblemPageValues, renderProblemPage } from "./problem-page"

export type Answer = {
  status: number
  message: string
  errors?: Partial<Record<string, string>>
  headers?: Record<string, string>
  /** Values to put back into the form of the HTML problem page. */
  values?: ProblemPageValues
}

export type EndpointCopy = { form: ContactFormCopy; endpoint: ContactEndpointCopy }

export type ResponderOptions = {
  copy: EndpointCopy
  services: readonly string[]
  /** The HTML problem page's own CSS, inlined (its CSP names it by hash, as the prerendered pages' is). */
  problemPageCss?: string
}

const problemPagePolicy = (css: string | undefined) => {
  const styles = css ? `'self' 'sha256-${createHash("sha256").update(css).digest("base64")}'` : "'self'"
  return `default-src 'none'; style-src ${styles}; img-src 'self'; font-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`
}
const JSON_POLICY = "default-src 'none'; frame-ancestors 'none'"

export function createResponder({ copy, services, problemPageCss }: ResponderOptions) {
  const problemPageHeader = problemPagePolicy(problemPageCss)
  return {
    /** Writes `answer` as JSON, or as the HTML problem page for a native post that failed. */
    send(req: IncomingMessage, res: ServerResponse, answer: Answer, closeConnection = false) {
      const headers: Record<string, string | number> = {
        ...baseHeaders(),
        "Cache-Control": "no-store",
        ...answer.headers,
      }
      if (closeConnection) closeAfterAnswer(req, res)
      let body: string
      if (isNavigation(req) && answer.status >= 400) {
        body = renderProblemPage({
          copy,
          services,
          message: answer.message,
          errors: answer.errors,
          values: answer.values,
          accessKey: answer.values?.access_key,
          backHref: sameSitePath(req) ?? "/contact-us",
          css: problemPageCss,
        })
        headers["Content-Type"] = "text/html; charset=utf-8"
        headers["Content-Security-Policy"] = problemPageHeader
      } else {
        const payload: Record<string, unknown> = { success: answer.status < 300, message: answer.message }
        if (answer.errors) payload.errors = answer.errors
        body = JSON.stringify(payload)
        headers["Content-Type"] = "application/json; charset=utf-8"
        headers["Content-Security-Policy"] = JSON_POLICY
      }
      headers["Content-Length"] = Buffer.byteLength(body)
      res.writeHead(answer.status, headers)
      res.end(body)
    },
    /** A stored native post: see the thank-you page (or the allowed `redirect`), post/redirect/get. */
    seeOther(res: ServerResponse, location: string) {
      res.writeHead(303, { ...baseHeaders(), Location: location, "Cache-Control": "no-store", "Content-Length": 0 })
      res.end()
    },
  }
}

/** The field names an answer may name back: those the endpoint accepts, and those it refuses by name. */
export type KnownFields = { accepted: ReadonlySet<string>; unsupported: ReadonlySet<string> }

/** The answer to a body that could not be read. Only field names of our own lists are echoed. */
export function bodyProblemAnswer(problem: BodyProblem, text: ContactEndpointCopy, known: KnownFields): Answer {
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
    case "notSupported": {
      const isKnown = known.accepted.has(problem.field) || known.unsupported.has(problem.field)
      return { status: 400, message: text.notSupported.replace("{field}", isKnown ? problem.field : "file") }
    }
    case "duplicateField":
      return known.accepted.has(problem.field)
        ? { status: 400, message: text.duplicateField.replace("{field}", problem.field) }
        : { status: 400, message: text.unknownField }
  }
}
