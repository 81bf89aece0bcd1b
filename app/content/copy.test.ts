import { describe, expect, test } from "vitest"
import { breakablePhrases } from "#app/lib/unbreakable"
import { effectiveDate } from "./article-dates"
import { readArticleSource } from "./article-source"
import { buildCatalog } from "./catalog"
import { readContentSources } from "./load-content"
import { sentencesOf } from "./repeated-sentences"

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
