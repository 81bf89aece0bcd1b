/** Sentences this long or longer may appear in one article only: a repeat reads as filler to visitors and search engines. */
const MIN_REPEATED_WORDS = 12

/** Plain-text sentences of an MDX body: no markup, links reduced to their words, one entry per sentence. */
export function sentencesOf(body: string): string[] {
  const text = body
    .replace(/^<\/?[A-Za-z][^>]*>\s*$/gm, "")
    .replace(/!\[[^\]]*\]\([^)]*\)/g, "")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/^\s*(#{1,6}|[-*+]|\d+\.)\s+/gm, "")
    .replace(/[*_`]/g, "")
  return text
    .split(/\n+/)
    .flatMap((block) => block.split(/(?<=[.!?:])["”’)]*\s+(?=["“(]?[A-Z0-9])/))
    .map((sentence) => sentence.trim())
    .filter(Boolean)
}

/** The form two sentences are compared in: lower case, words only. */
function normalise(sentence: string) {
  return sentence
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[^\p{L}\p{N}'%$]+/gu, " ")
    .trim()
}

const wordCount = (normalised: string) => normalised.split(" ").filter(Boolean).length

/** Every long sentence found in more than one article, with the files that share it, in their order. */
export function repeatedSentences(articles: { file: string; body: string }[]) {
  const seen = new Map<string, { sentence: string; files: Set<string> }>()
  for (const { file, body } of articles) {
    for (const sentence of sentencesOf(body)) {
      const key = normalise(sentence)
      if (wordCount(key) < MIN_REPEATED_WORDS) continue
      const entry = seen.get(key) ?? { sentence, files: new Set<string>() }
      entry.files.add(file)
      seen.set(key, entry)
    }
  }
  return [...seen.values()]
    .filter((entry) => entry.files.size > 1)
    .map(({ sentence, files }) => ({ sentence, files: [...files] }))
}
