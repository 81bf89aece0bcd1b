import { countWords, readArticleSource } from "./article-source"
import type { Catalog, ContentSources, Sourced } from "./catalog"
import { ContentError, describeProblem } from "./errors"
import { requiredPixelWidth } from "./image-slots"
import { repeatedSentences } from "./repeated-sentences"

type Checks = {
  paths: Set<string>
  imageExists: (src: string) => boolean
  /** Size in pixels of a raster picture in content/images (vector art has none: it scales). */
  pixelSizeOf?: (src: string) => PixelSize | undefined
}

type PixelSize = { width: number; height: number }

/** Where a portrait's square crop is centred, in percent across and down (app/content/shared.ts). */
export type Focus = { x: number; y: number }

/**
 * How long a piece of writing may be, in words, checked here and nowhere else. An article shorter than its
 * minimum reads as a stub to visitors and to search engines; one longer than its maximum wants to be two.
 * A case study counts the prose of its own file: overview, challenge, solution and results.
 */
export const WORD_LIMITS = {
  article: { min: 600, max: 1_500 },
  caseStudy: { min: 300, max: 800 },
} as const

/** The words of a case study's own prose, as its page shows them. */
function caseStudyWordCount(study: Catalog["caseStudies"][number]) {
  type Block = NonNullable<Catalog["caseStudies"][number]["solutions"]>
  const block = (part: Block | undefined) =>
    part
      ? [part.title, part.description, ...part.items.flatMap((item) => [item.title, item.description])].join(" ")
      : ""
  const { overview, challenges, solutions, results } = study
  return countWords(
    [
      overview.title,
      overview.description,
      block(challenges),
      block(solutions),
      ...overview.resultsData.flatMap((figure) => [figure.value, figure.label, figure.period, figure.comparedWith]),
      results.title,
      results.description,
    ].join(" "),
  )
}

/** The problem with a piece of writing's length, if it has one. */
function lengthProblem(kind: keyof typeof WORD_LIMITS, words: number) {
  const { min, max } = WORD_LIMITS[kind]
  const name = kind === "article" ? "an article" : "a case study"
  if (words < min) return `it has ${words} words; ${name} needs at least ${min}`
  if (words > max) return `it has ${words} words; ${name} may have at most ${max}: split it, or cut it down`
  return undefined
}

/**
 * Every internal link must reach a page, every image must exist and say what it shows, every article
 * must be long enough to be worth a visit and say its long sentences once across the blog: in data
 * files and in articles alike. Returns, for each picture, the width in pixels its widest use needs (the
 * image build encodes up to it), and for each portrait the focal point of the square it is cropped to.
 */
export function checkReferences(
  catalog: Catalog,
  sources: ContentSources,
  { paths, imageExists, pixelSizeOf = () => undefined }: Checks,
) {
  const problems: string[] = []
  const neededWidths: Record<string, number> = {}
  const portraitFocus: Record<string, Focus> = {}
  const linkProblem = (target: string) => {
    if (!target.startsWith("/")) return undefined
    const [path = ""] = target.split(/[#?]/)
    const normalised = path.length > 1 ? path.replace(/\/$/, "") : path
    return paths.has(normalised) ? undefined : `links to "${target}", which is not a page of the site`
  }
  /**
   * A missing picture, or a photograph too small to stay sharp where `field` shows it. A portrait is
   * shown as a square cut from it, so its shorter side is what must be large enough.
   */
  const imageProblem = (src: string, field: string, focus?: Focus) => {
    if (!imageExists(src)) return `image "content/images/${src}" does not exist`
    const size = pixelSizeOf(src)
    const needed = requiredPixelWidth(field)
    if (needed !== undefined) neededWidths[src] = Math.max(neededWidths[src] ?? 0, needed)
    if (focus) portraitFocus[src] = focus
    if (!size || needed === undefined) return undefined
    if (focus && Math.min(size.width, size.height) < needed)
      return `portrait "content/images/${src}" is ${size.width}×${size.height} px; it is shown as a square up to ${needed / 2} px wide, so its shorter side needs at least ${needed} px`
    if (size.width < needed)
      return `picture "content/images/${src}" is ${size.width} px wide; it is shown up to ${needed / 2} px wide, so it needs at least ${needed} px`
    return undefined
  }

  function walk(source: Sourced, value: unknown, path: string[]) {
    if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) walk(source, item, [...path, String(index)])
    } else if (value && typeof value === "object") {
      const record = value as Record<string, unknown>
      if (typeof record.src === "string" && "alt" in record) {
        const field = `${source.kind}:${path
          .map((key) => (/^\d+$/.test(key) ? "[]" : key))
          .join(".")
          .replaceAll(".[]", "[]")}`
        const focus = isFocus(record.focus) ? record.focus : undefined
        const problem = imageProblem(record.src, field, focus)
        if (problem) problems.push(describeProblem(source, [...path, "src"], problem))
      }
      for (const [key, child] of Object.entries(record)) {
        const problem = key === "href" && typeof child === "string" ? linkProblem(child) : undefined
        if (problem) problems.push(describeProblem(source, [...path, key], problem))
        else walk(source, child, [...path, key])
      }
    }
  }
  const dataSources = [
    ...Object.values(sources.singletons),
    ...Object.values(sources.pages),
    ...Object.values(sources.collections).flat(),
  ]
  for (const source of dataSources) walk(source, source.data, [])
  const bodies: { file: string; body: string }[] = []
  for (const { file, source } of sources.articles) {
    const { frontmatter, lineOf, body } = readArticleSource(source)
    bodies.push({ file, body })
    walk({ file, data: frontmatter, lineOf, kind: "articles" }, frontmatter, [])
  }

  for (const article of catalog.articles) {
    const at = (line: number | undefined) => `${article.file}${line === undefined ? "" : `:${line}`}`
    for (const link of article.links) {
      const problem = linkProblem(link.target)
      if (problem) problems.push(`${at(link.line)}: body link ${problem}`)
    }
    for (const image of article.inlineImages) {
      if (!image.alt.trim()) problems.push(`${at(image.line)}: body image "${image.src}" has no alt text`)
      const problem = imageProblem(image.src, "articles:body")
      if (problem) problems.push(`${at(image.line)}: body image: ${problem}`)
    }
    const problem = lengthProblem("article", article.wordCount)
    if (problem) problems.push(`${article.file}: the article's body: ${problem}`)
  }
  for (const source of sources.collections.caseStudies) {
    const study = catalog.caseStudies.find((candidate) => candidate.slug === (source.data as { slug?: string }).slug)
    const problem = study && lengthProblem("caseStudy", caseStudyWordCount(study))
    if (problem) problems.push(`${source.file}: the case study's text: ${problem}`)
  }
  for (const { sentence, files } of repeatedSentences(bodies)) {
    const [first, ...others] = files
    for (const file of others)
      problems.push(`${file}: the article's body repeats a sentence of ${first}: "${sentence}"`)
  }
  if (problems.length > 0) throw new ContentError(problems)
  return { imageWidths: neededWidths, portraitFocus }
}

const isFocus = (value: unknown): value is Focus =>
  typeof value === "object" && value !== null && "x" in value && "y" in value
