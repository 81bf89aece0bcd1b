/**
 * The one place a request's URL is read (docs/requirements/RELIABILITY.md R-U1, R-U2). The path is decoded
 * strictly, segment by segment, into the form the site's files are keyed by; anything that cannot be
 * decoded is a 400; a path that names a page in another spelling (repeated slashes, a trailing slash, dot
 * segments, capital letters) gets a 301 to the page's own URL. A `Location` is only ever built here, from
 * re-encoded segments, so it is always an ASCII path on this site.
 */

export type RequestTarget =
  /** The URL cannot be read: 400. */
  | { kind: "bad" }
  /** Another spelling of a page or path: 301 to `location` (`path` is what it decodes to). */
  | { kind: "redirect"; location: string; path: string; query: string }
  /** `path` is decoded ("/café"); `query` is "" or "?…" in ASCII. */
  | { kind: "path"; path: string; query: string }

/** Characters a path segment may carry unencoded (RFC 3986 pchar without "%"). */
const segmentSafe = /[A-Za-z0-9\-._~!$&'()*+,;=:@]/
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
const controlCharacter = /[\u0000-\u001f\u007f]/

/** A decoded segment written back as an ASCII, percent-encoded segment. */
function encodeSegment(segment: string) {
  let encoded = ""
  for (const char of segment) {
    encoded += segmentSafe.test(char)
      ? char
      : [...new TextEncoder().encode(char)]
          .map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, "0")}`)
          .join("")
  }
  return encoded
}

/** Node hands over bytes above 0x7f as single characters; they are percent-encoded so decoding reads them as UTF-8. */
const escapeRawBytes = (value: string) =>
  value.replace(/[\u0080-\u00ff]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)

/** The query string as ASCII: characters that must not appear raw are percent-encoded, a stray "%" too. */
export function sanitizeQuery(query: string) {
  return escapeRawBytes(query).replace(/%(?![0-9A-Fa-f]{2})|[^A-Za-z0-9\-._~!$&'()*+,;=:@/?%]/g, (char) =>
    char.charCodeAt(0) > 0xff
      ? encodeURIComponent(char)
      : `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`,
  )
}

function decodeSegment(raw: string): string | undefined {
  try {
    const decoded = decodeURIComponent(escapeRawBytes(raw))
    return controlCharacter.test(decoded) ? undefined : decoded
  } catch {
    return undefined
  }
}

/**
 * Reads `url` (the request target as received). `isPage` tells whether a decoded path is one the site
 * serves, so that "/About-Us" can be sent to "/about-us" while unknown paths keep their spelling.
 */
export function readRequestTarget(url: string, isPage: (path: string) => boolean): RequestTarget {
  // Absolute form ("GET http://host/path"): only the path and query count; the host is never used.
  const target = /^https?:\/\//i.test(url) ? url.replace(/^https?:\/\/[^/?#]*/i, "") || "/" : url
  if (!target.startsWith("/")) return { kind: "bad" }
  const hash = target.indexOf("#")
  const withoutHash = hash === -1 ? target : target.slice(0, hash)
  const questionMark = withoutHash.indexOf("?")
  const rawPath = questionMark === -1 ? withoutHash : withoutHash.slice(0, questionMark)
  const rawQuery = questionMark === -1 ? "" : withoutHash.slice(questionMark)
  const query = rawQuery === "?" ? "" : sanitizeQuery(rawQuery)

  const rawSegments = rawPath.split("/").slice(1)
  const decoded: string[] = []
  for (const raw of rawSegments) {
    const segment = decodeSegment(raw)
    if (segment === undefined) return { kind: "bad" }
    decoded.push(segment)
  }
  // Empty segments (repeated or trailing slashes) and dot segments do not name anything.
  const canonical: string[] = []
  for (const segment of decoded) {
    if (segment === "" || segment === ".") continue
    if (segment === "..") canonical.pop()
    else canonical.push(segment)
  }
  // A segment holding an encoded "/" or "\\" names no page of ours, and is never redirected.
  const isPlain = canonical.every((segment) => !segment.includes("/") && !segment.includes("\\"))
  const asPath = (segments: string[]) => `/${segments.join("/")}`
  const requested = asPath(decoded)
  let segments = canonical
  const lowercase = canonical.map((segment) => segment.toLowerCase())
  if (isPlain && !isPage(asPath(canonical)) && isPage(asPath(lowercase))) segments = lowercase
  const path = asPath(segments)

  if (isPlain && path !== requested) {
    const location = `/${segments.map(encodeSegment).join("/")}${query}`
    // Belt and braces: a Location that a browser could read as another host is never sent.
    return /^\/(?![/\\])[\x21-\x7e]*$/.test(location) ? { kind: "redirect", location, path, query } : { kind: "bad" }
  }
  return { kind: "path", path, query }
}
