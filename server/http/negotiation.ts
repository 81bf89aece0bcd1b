/** Content negotiation and conditional requests as RFC 9110 defines them (docs/requirements/RELIABILITY.md R-U6). */

export type Encoding = "br" | "gzip"

/** Accept-Encoding as a map of lower-case coding → weight (RFC 9110 §12.5.3). */
function weights(header: string) {
  const map = new Map<string, number>()
  for (const item of header.split(",")) {
    const [coding, ...params] = item.split(";").map((part) => part.trim())
    if (!coding) continue
    const q = params.map((param) => /^q\s*=\s*([0-9.]+)$/i.exec(param)?.[1]).find((value) => value !== undefined)
    const weight = q === undefined ? 1 : Number(q)
    map.set(coding.toLowerCase(), Number.isFinite(weight) ? Math.min(1, Math.max(0, weight)) : 0)
  }
  return map
}

/**
 * The coding to answer with, among those the file has (in the server's order of preference), or undefined
 * for the file as it is. A coding with q=0 is refused; "*" stands for codings not listed.
 */
export function chooseEncoding(header: string | undefined, available: readonly Encoding[]): Encoding | undefined {
  if (!header || available.length === 0) return undefined
  const accepted = weights(header)
  let best: { encoding: Encoding; weight: number } | undefined
  for (const encoding of available) {
    const weight = accepted.get(encoding) ?? accepted.get("*") ?? 0
    if (weight > 0 && (!best || weight > best.weight)) best = { encoding, weight }
  }
  return best?.encoding
}

/**
 * Whether If-None-Match matches the current representation (RFC 9110 §13.1.2): "*" always does, a list
 * matches when any of its entity tags does, compared weakly (W/ ignored).
 */
export function ifNoneMatchMatches(header: string | undefined, etag: string | undefined) {
  if (header === undefined || etag === undefined) return false
  if (header.trim() === "*") return true
  const opaque = (tag: string) => tag.replace(/^W\//, "")
  const current = opaque(etag)
  for (const match of header.matchAll(/(W\/)?"[^"]*"/g)) {
    if (opaque(match[0]) === current) return true
  }
  return false
}
