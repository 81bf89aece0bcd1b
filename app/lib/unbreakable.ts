/**
 * Phrases that read wrongly when a line breaks inside them: a price and its unit ("$25 a month"), a
 * period ("5 months"), a phone number, a suite number. Their spaces become no-break spaces when content
 * is loaded, so editors type ordinary spaces and a narrow screen still keeps each phrase on one line.
 */
const unbreakable = [
  /\$[\d,]+(?:\.\d+)? (?:a|an|per) (?:month|year|week|hour)\b/g,
  /\b\d+ (?:days?|weeks?|months?|years?)\b/g,
  /\(\d{3}\) \d{3}-\d{4}/g,
  /\bSuite \d+/g,
]

export function keepPhrasesTogether(text: string) {
  return unbreakable.reduce(
    (result, pattern) => result.replace(pattern, (match) => match.replaceAll(" ", "\u00a0")),
    text,
  )
}

/** The phrases of `text` that could still break across lines. */
export function breakablePhrases(text: string) {
  return unbreakable.flatMap((pattern) => [...text.matchAll(pattern)].map(([match]) => match))
}

/** Keys whose strings are never laid out as running text: addresses, search snippets, alt text. */
const notLaidOut = new Set(["href", "url", "src", "seo", "alt", "id", "slug"])

/** Every laid-out string in `value`, kept together as above. */
export function keepPhrasesTogetherIn<T>(value: T): T {
  if (typeof value === "string") return keepPhrasesTogether(value) as T
  if (Array.isArray(value)) return value.map((item) => keepPhrasesTogetherIn(item)) as T
  if (value && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value).map(([key, child]) => [key, notLaidOut.has(key) ? child : keepPhrasesTogetherIn(child)]),
    ) as T
  return value
}

/** Remark plugin: the same for an article's text. */
export function remarkKeepPhrasesTogether() {
  type Node = { type: string; value?: string; children?: Node[] }
  const visit = (node: Node) => {
    if (node.type === "text" && node.value) node.value = keepPhrasesTogether(node.value)
    node.children?.forEach(visit)
  }
  return visit
}
