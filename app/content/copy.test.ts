import { describe, expect, test } from "vitest"
import { breakablePhrases } from "#app/lib/unbreakable"
import { effectiveDate } from "./article-dates"
import { readArticleSource } from "./article-source"
import { buildCatalog } from "./catalog"
import { readContentSources } from "./load-content"

/** Sentences this long or longer may appear in one article only. */
const MIN_REPEATED_WORDS = 12

/** Plain-text sentences of an MDX body: no markup, links reduced to their words, one entry per sentence. */
function sentencesOf(body: string): string[] {
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

/** Every long sentence found in more than one article, with the articles that share it. */
function repeatedSentences(articles: { slug: string; body: string }[]) {
  const seen = new Map<string, { sentence: string; slugs: Set<string> }>()
  for (const { slug, body } of articles) {
    for (const sentence of sentencesOf(body)) {
      const key = normalise(sentence)
      if (wordCount(key) < MIN_REPEATED_WORDS) continue
      const entry = seen.get(key) ?? { sentence, slugs: new Set<string>() }
      entry.slugs.add(slug)
      seen.set(key, entry)
    }
  }
  return [...seen.values()]
    .filter((entry) => entry.slugs.size > 1)
    .map((entry) => `"${entry.sentence}" appears in ${[...entry.slugs].join(" and ")}`)
}

const sources = readContentSources()
const catalog = buildCatalog(sources)
const articleBodies = sources.articles.map(({ file, source }) => ({
  slug: file.replace(/^.*\//, "").replace(/\.mdx$/, ""),
  body: readArticleSource(source).body,
}))
/** Every piece of copy by file: pages, services, case studies, team, pricing, testimonials and the articles. */
const { articles: articleSources } = sources
const dataFiles = [
  ...Object.values(sources.singletons),
  ...Object.values(sources.pages),
  ...Object.values(sources.collections).flat(),
]
const copyByFile: { file: string; text: string }[] = [
  ...dataFiles.map(({ file, data }) => ({ file, text: JSON.stringify(data) })),
  ...articleSources.map(({ file, source }) => ({ file, text: source })),
]

describe("the sentence check", () => {
  test("splits a body into plain sentences", () => {
    const body = [
      "## A heading",
      "",
      "First sentence with a [link](/about-us) in it. Second one? **Third** one!",
      "",
      "- A list item.",
      "<QuickFixes>",
      "",
      "1. A numbered step: then more.",
      "",
      "</QuickFixes>",
    ].join("\n")
    expect(sentencesOf(body)).toEqual([
      "A heading",
      "First sentence with a link in it.",
      "Second one?",
      "Third one!",
      "A list item.",
      "A numbered step: then more.",
    ])
  })

  test("names both articles and the sentence when a long sentence repeats", () => {
    const shared = "A slow page on a phone loses the customer before they ever see your prices or your phone number."
    const found = repeatedSentences([
      { slug: "first-article", body: `Intro line here. ${shared}` },
      { slug: "second-article", body: `## Heading\n\n${shared.replace("phone number", "phone  number")}` },
      { slug: "third-article", body: "A short sentence. Another short one." },
    ])
    expect(found).toEqual([`"${shared}" appears in first-article and second-article`])
  })

  test("lets short sentences repeat", () => {
    expect(
      repeatedSentences([
        { slug: "a", body: "Call us today for a quote." },
        { slug: "b", body: "Call us today for a quote." },
      ]),
    ).toEqual([])
  })
})

describe("the articles", () => {
  test(`share no sentence of ${MIN_REPEATED_WORDS} or more words`, () => {
    expect(repeatedSentences(articleBodies)).toEqual([])
  })
})

describe("the copy", () => {
  // Claims the site no longer makes: unsourced or misquoted figures, and team claims that were not true.
  const retired = [
    /visitors abandon sites that take over 3 seconds/i,
    /over 60% of traffic is mobile/i,
    /offices on two continents/i,
    /in-house specialists/i,
    /handled by a specialist/i,
    /our team are downtown/i,
    /monthly emails/i,
  ]
  for (const phrase of retired) {
    test(`no longer says ${phrase.source}`, () => {
      expect(copyByFile.filter(({ text }) => phrase.test(text)).map(({ file }) => file)).toEqual([])
    })
  }

  test("quotes the 2016 mobile load-time figure at most once, with its year and a link to its source", () => {
    const mentions = articleBodies.flatMap(({ slug, body }) =>
      body
        .split(/\n\n+/)
        .filter((paragraph) => /\b53 ?%|\b53 percent/i.test(paragraph))
        .map((paragraph) => ({ slug, paragraph })),
    )
    expect(mentions.length).toBeLessThanOrEqual(1)
    for (const { paragraph } of mentions) {
      expect(paragraph).toMatch(/2016/)
      expect(paragraph).toMatch(/\]\(https:\/\/www\.thinkwithgoogle\.com\//)
    }
  })

  test("does not send owners to Search Console for calls or bookings, or to Business Profile chat", () => {
    const sentences = articleBodies.flatMap(({ slug, body }) =>
      sentencesOf(body).map((sentence) => ({ slug, sentence })),
    )
    const wrong = sentences.filter(
      ({ sentence }) =>
        (/search console/i.test(sentence) &&
          /\b(calls|bookings|form submissions)\b/i.test(sentence) &&
          !/not|doesn't|does not|never/i.test(sentence)) ||
        (/turn on (messaging|chat)|enable (messaging|chat)/i.test(sentence) &&
          !/switched off|ended|no longer|skip/i.test(sentence)),
    )
    expect(wrong).toEqual([])
  })

  test("keeps a price with its unit, a phone number and a suite number on one line", () => {
    // Laid-out copy as the pages get it: the contact details of the site settings are kept together by
    // the components that show them, and search snippets and alt text are never wrapped on a page.
    const shown = (key: string, value: unknown) => (key === "seo" || key === "alt" ? undefined : value)
    const { site, articles, ...laidOut } = catalog
    const found = [
      ...Object.entries(laidOut).map(([name, value]) => ({ name, text: JSON.stringify(value, shown) })),
      ...articles.map((article) => ({ name: article.file, text: JSON.stringify(article, shown) })),
    ].flatMap(({ name, text }) => breakablePhrases(text).map((phrase) => `${name}: "${phrase}"`))
    expect(found).toEqual([])
  })

  test("names no year in an article's title that the blog has left behind", () => {
    // Beside the newest articles, "… in 2025" reads as out of date: such a title is brought up to date
    // in substance, with a revision saying so, or loses its year (its address keeps it).
    const currentYear = catalog.articles.map(effectiveDate).sort().at(-1)!.slice(0, 4)
    const stale = catalog.articles.flatMap((article) =>
      [article.title, article.seoTitle ?? ""]
        .filter((title) => [...title.matchAll(/\b(?:19|20)\d\d\b/g)].some(([year]) => year! < currentYear))
        .map((title) => `${article.slug}: ${title}`),
    )
    expect(stale).toEqual([])
  })

  test("does not pretend it is still 2025", () => {
    const stale = articleBodies.flatMap(({ slug, body }) =>
      sentencesOf(body)
        .filter(
          (sentence) =>
            /\b(in|this year,? in|for) 2025\b/i.test(sentence) && !/\b(published|wrote|since)\b/i.test(sentence),
        )
        .map((sentence) => `${slug}: ${sentence}`),
    )
    expect(stale).toEqual([])
  })
})
