import { createHash } from "node:crypto"

export type HeaderOptions = {
  /** Origin of the hosted form service when the form posts there (hosted mode), e.g. https://api.web3forms.com */
  formOrigin?: string
  /** Origin of the analytics script and of the visits it reports, when analytics is on, e.g. https://plausible.io */
  analyticsOrigin?: string
}

/** Headers every response carries (docs/requirements/RELIABILITY.md R-H2). */
export function baseHeaders(): Record<string, string> {
  return {
    "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Resource-Policy": "same-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
  }
}

const inlineScript = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi

/** The text of each inline script of an HTML document that the browser runs (data blocks left out). */
function executableInlineScripts(html: string) {
  return [...html.matchAll(inlineScript)]
    .filter(([, attributes]) => !/type=["']?application\/(ld\+)?json/i.test(attributes ?? ""))
    .map(([, , body]) => body ?? "")
}

/** SHA-256 sources for each executable inline script of an HTML document. */
export function inlineScriptHashes(html: string) {
  const hashes = new Set<string>()
  for (const body of executableInlineScripts(html)) {
    hashes.add(`'sha256-${createHash("sha256").update(body).digest("base64")}'`)
  }
  return [...hashes]
}

const inlineStyle = /<style[^>]*>([\s\S]*?)<\/style>/gi

/** SHA-256 sources for each inline <style> element (the critical CSS inlined at build time). */
function inlineStyleHashes(html: string) {
  const hashes = new Set<string>()
  for (const [, body] of html.matchAll(inlineStyle)) {
    hashes.add(
      `'sha256-${createHash("sha256")
        .update(body ?? "")
        .digest("base64")}'`,
    )
  }
  return [...hashes]
}

/**
 * A strict policy for one HTML document: only our files, and only the inline scripts it really has. The
 * hosted form service's origin is added where the form posts; the analytics origin, when analytics is on,
 * where its script loads from and reports to.
 */
export function contentSecurityPolicy(html: string, { formOrigin, analyticsOrigin }: HeaderOptions = {}) {
  const sources = (...list: (string | undefined)[]) => list.filter(Boolean).join(" ")
  const connect = sources("'self'", formOrigin, analyticsOrigin)
  const form = sources("'self'", formOrigin)
  return [
    "default-src 'none'",
    sources("script-src 'self'", analyticsOrigin, ...inlineScriptHashes(html)),
    `style-src 'self' ${inlineStyleHashes(html).join(" ")}`.trim(),
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${connect}`,
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    `form-action ${form}`,
    "upgrade-insecure-requests",
  ].join("; ")
}
