/**
 * One place per fact (docs/requirements/DESIGN.md decision 8, and
 * docs/decisions/021-every-fact-held-once-and-clients-as-the-spec-gives-them.md). A price, a person's title or
 * address, a count or the agency's founding year is held in one field; copy that states it elsewhere (a
 * title, a description for search engines, a summary, a card) writes a placeholder for it, which the
 * loader fills in before the copy is checked and shown:
 *
 *   description: Fixed prices from {price.starter} for a five-page site.
 *   seo.title:   "{member.name}, {member.position} | {site.name}"
 *
 * A placeholder has a dot in it, so it never meets the pages' own "{name}" slots (the privacy notice's,
 * the carousel's), which their pages fill in. The editor shows the placeholder, not a copy of the value, so
 * a changed price or title is changed once.
 *
 * The check beside it (statedFactProblems) refuses copy that writes such a fact out: a price, a title, a
 * result figure, a count, the founding year, the agency's phone and promises (how soon it replies, how
 * long a website takes) or an address of the team. Written out
 * as its field holds it, it is a second copy that would not follow the field; written otherwise, no field
 * holds it at all.
 */
import { invariant } from "@epic-web/invariant"
import { formatDollars } from "#app/lib/numbers"
import type { ContentSources, Sourced } from "./catalog"

type Report = (source: Pick<Sourced, "file" | "lineOf">, path: PropertyKey[], message: string) => void
/** A value copy may name, and the file and field that hold it (for messages). */
type Fact = { value: string; heldBy: string }
type Facts = Map<string, Fact>

/** "{price.starter}", "{count.team.words}": a group and one or more keys, with a dot between each. */
const PLACEHOLDER = /\{([a-z]+(?:\.[A-Za-z0-9-]+)+)\}/g

const NUMBER_WORDS = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
  "thirteen",
  "fourteen",
  "fifteen",
  "sixteen",
  "seventeen",
  "eighteen",
  "nineteen",
  "twenty",
]
/** 6 → "six" (up to twenty, as a writer would spell it out), larger counts as digits. */
const inWords = (count: number) => NUMBER_WORDS[count] ?? String(count)
/** "six" or "6" → 6. */
const countOf = (word: string) => {
  const index = NUMBER_WORDS.indexOf(word.toLowerCase())
  return index >= 0 ? index : Number(word)
}

/** "Website traffic" → "website-traffic": how a case study's figure is named in a placeholder. */
const factKey = (label: string) =>
  label
    .toLowerCase()
    .replace(/&/g, "and")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")

// biome-ignore lint/suspicious/noExplicitAny: raw content is read defensively, before its schema has checked it
type Raw = any
const asArray = (value: unknown): Raw[] => (Array.isArray(value) ? value : [])
const isText = (value: unknown): value is string => typeof value === "string" && value.trim() !== ""
const isAmount = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value)

/** How a fee reads with its unit: "$25 a month", "$20 a year", or the bare price for a one-time fee. */
const feeText = (price: number, per: unknown) =>
  per === "month" || per === "year" ? `${formatDollars(price)} a ${per}` : formatDollars(price)

/** The facts every file may name, read from the fields that hold them (before their schemas check them). */
function sharedFacts(sources: ContentSources): Facts {
  const facts: Facts = new Map()
  const add = (key: string, value: unknown, heldBy: string) => {
    if (isText(value) || isAmount(value)) facts.set(key, { value: String(value), heldBy })
  }
  const siteFile = sources.singletons.site.file
  const site: Raw = sources.singletons.site.data ?? {}
  add("site.name", site.name, `${siteFile} name`)
  add("site.legalName", site.legalName, `${siteFile} legalName`)
  add("site.phone", site.contact?.phone, `${siteFile} contact.phone`)
  add("site.email", site.contact?.email, `${siteFile} contact.email`)
  add("site.foundingYear", site.foundingYear, `${siteFile} foundingYear`)
  add("site.replyWithin", site.replyWithin, `${siteFile} replyWithin`)
  add("site.typicalBuild", site.typicalBuild, `${siteFile} typicalBuild`)

  const pricingFile = sources.singletons.pricing.file
  const pricing: Raw = sources.singletons.pricing.data ?? {}
  for (const [index, plan] of asArray(pricing.plans).entries())
    if (isText(plan?.id) && isAmount(plan.price))
      add(`price.${plan.id}`, formatDollars(plan.price), `${pricingFile} plans.${index}.price`)
  for (const [index, fee] of asArray(pricing.fees).entries())
    if (isText(fee?.id) && isAmount(fee.price))
      add(`price.${fee.id}`, feeText(fee.price, fee.per), `${pricingFile} fees.${index}.price`)

  for (const { file, data } of sources.collections.team) {
    const member: Raw = data ?? {}
    if (!isText(member.slug)) continue
    add(`position.${member.slug}`, member.position, `${file} position`)
    add(`email.${member.slug}`, member.email, `${file} email`)
  }

  const counts: Record<string, [number, string]> = {
    team: [sources.collections.team.length, "the files in content/team"],
    services: [sources.collections.services.length, "the files in content/services"],
    caseStudies: [sources.collections.caseStudies.length, "the files in content/case-studies"],
    plans: [asArray(pricing.plans).length, `${pricingFile} plans`],
    articles: [sources.articles.length, "the files in content/blog"],
    partners: [asArray(site.partners).length, `${siteFile} partners`],
    offices: [asArray(site.offices).length, `${siteFile} offices`],
  }
  for (const [name, [count, heldBy]] of Object.entries(counts)) {
    add(`count.${name}`, count, heldBy)
    add(`count.${name}.words`, inWords(count), heldBy)
  }
  return facts
}

/** The facts a file may name about itself: a case study's client, timeline and figures, a member's name, title and address. */
function ownFacts(source: Sourced): Facts {
  const facts: Facts = new Map()
  const data: Raw = source.data ?? {}
  const add = (key: string, value: unknown, field: string) => {
    if (isText(value)) facts.set(key, { value, heldBy: `${source.file} ${field}` })
  }
  if (source.kind === "caseStudies") {
    add("study.client", data.client, "client")
    add("study.timeline", data.timeline, "timeline")
    for (const [index, figure] of asArray(data.overview?.resultsData).entries())
      if (isText(figure?.label))
        add(`figure.${factKey(figure.label)}`, figure.value, `overview.resultsData.${index}.value`)
  }
  if (source.kind === "team") {
    add("member.name", data.name, "name")
    add("member.position", data.position, "position")
    add("member.email", data.email, "email")
  }
  return facts
}

/**
 * A placeholder starts a sentence when nothing but a sentence's end and spaces come before it (a colon
 * does not end one: "small on purpose: six of us").
 */
const startsSentence = (before: string) => before.trim() === "" || /[.!?]\s*$/.test(before)

/**
 * A text with its placeholders filled in; each placeholder no fact answers to is passed to `unknown` and
 * left as written.
 */
function fillInFacts(text: string, facts: Facts, unknown: (placeholder: string) => void) {
  return text.replace(PLACEHOLDER, (placeholder, key: string, offset: number) => {
    const fact = facts.get(key)
    if (!fact) {
      unknown(placeholder)
      return placeholder
    }
    const isWord = /^[a-z]/.test(fact.value)
    return isWord && startsSentence(text.slice(0, offset))
      ? fact.value.charAt(0).toUpperCase() + fact.value.slice(1)
      : fact.value
  })
}

/** Every text of some content with its field path (picture files excluded: they are paths). */
export function textsOf(value: unknown, path: PropertyKey[] = []): { path: PropertyKey[]; text: string }[] {
  if (typeof value === "string") return [{ path, text: value }]
  if (Array.isArray(value)) return value.flatMap((item, index) => textsOf(item, [...path, index]))
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, child]) => (key === "src" ? [] : textsOf(child, [...path, key])))
  return []
}

function mapTexts(
  value: unknown,
  change: (text: string, path: PropertyKey[]) => string,
  path: PropertyKey[] = [],
): unknown {
  if (typeof value === "string") return change(value, path)
  if (Array.isArray(value)) return value.map((item, index) => mapTexts(item, change, [...path, index]))
  if (value && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value).map(([key, child]) => [
        key,
        key === "src" ? child : mapTexts(child, change, [...path, key]),
      ]),
    )
  return value
}

/** The names a file may use, for a message: its own first, then the shared ones of the same group. */
function choicesFor(placeholder: string, facts: Facts) {
  const group = placeholder.slice(1).split(".")[0]
  const keys = [...facts.keys()].filter((key) => key.startsWith(`${group}.`))
  return keys.length > 0
    ? keys.map((key) => `{${key}}`).join(", ")
    : [...facts.keys()].map((key) => `{${key}}`).join(", ")
}

/** A source's data with every placeholder filled in from the shared facts and its own. */
export function withFactsFilledIn(source: Sourced, shared: Facts, report: Report): Sourced {
  if (source.isUnreadable || source.data === undefined) return source
  const facts = new Map([...shared, ...ownFacts(source)])
  const data = mapTexts(source.data, (text, path) =>
    fillInFacts(text, facts, (placeholder) =>
      report(
        source,
        path,
        `${placeholder} names no fact this file can use (the choices: ${choicesFor(placeholder, facts)})`,
      ),
    ),
  )
  return { ...source, data }
}

/** Every source of the content with its placeholders filled in (articles' frontmatter is filled as it is read). */
export function fillInContentFacts(sources: ContentSources, report: Report) {
  const shared = sharedFacts(sources)
  const fill = (source: Sourced) => withFactsFilledIn(source, shared, report)
  const mapValues = <T extends Record<string, Sourced | Sourced[]>>(record: T) =>
    Object.fromEntries(
      Object.entries(record).map(([key, value]) => [key, Array.isArray(value) ? value.map(fill) : fill(value)]),
    ) as T
  return {
    shared,
    sources: {
      ...sources,
      collections: mapValues(sources.collections),
      singletons: mapValues(sources.singletons),
      pages: mapValues(sources.pages),
    } satisfies ContentSources,
  }
}

// What copy may not write out. ---------------------------------------------------------------------------

/** A price: "$500", "$1,000", "$25.50". */
const PRICE = /\$\s?(\d[\d,]*(?:\.\d+)?)/g
/**
 * A result figure: a signed percentage ("+35%", "-45%"), a percentage or a multiple beside words of change
 * ("up 85 percent", "a 60% rise", "cut by 45%", "tripled", "two and a half times as many").
 */
const RESULT_FIGURE =
  /[+\u2212-]\d+(?:\.\d+)?\s?%|\b\d+(?:\.\d+)?\s?(?:%|percent)\s+(?:more|fewer|less|higher|lower|rise|drop|increase|decrease|growth|jump|fall|lift|gain)\b|\b(?:up|down|rose|grew|fell|dropped|cut|lifted|raised|increased|decreased|by)\s+(?:about\s+|nearly\s+|almost\s+)?\d+(?:\.\d+)?\s?(?:%|percent)|\b(?:doubled|tripled|quadrupled|halved)\b|\b(?:twice|(?:two|three|four|five)(?: and a half)? times) (?:as|more)\b/i
/** Words that say what a figure is compared with. */
const COMPARISON = /\b(?:vs\.?|versus|compared with|compared to|against|than|before|a year earlier|the year before)\b/i
/** Words that say over which period a figure was measured. */
const PERIOD =
  /\b(?:\d+|a|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)[\s-]+(?:days?|weeks?|months?|quarters?|years?)\b|\b(?:January|February|March|April|May|June|July|August|September|October|November|December|spring|summer|autumn|fall|winter)\b/i
/**
 * A job title, written out: an officer ("CTO", "chief technology officer"), a head of something, or a
 * specialist, analyst, strategist, manager, director, designer, developer or engineer.
 */
const JOB_TITLE =
  /\b(?:C[EFMOT]O|chief(?: [a-z]+)+ officer|head of [A-Za-z]+|(?:(?:senior|junior|lead) )?(?:[A-Za-z]+ )?(?:specialist|analyst|strategist|manager|director|designer|developer|engineer))\b/gi
/** Counts of what the content holds, as copy writes them: "six people", "6 services", "five client stories". */
const COUNTED = {
  team: /\b(\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)(?: people\b| of us\b|-person team\b)/gi,
  services: /\b(\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve) services\b/gi,
  caseStudies:
    /\b(\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)(?: [A-Z][\w-]*)? (?:case studies|client stories|clients|businesses)\b/gi,
  partners: /\b(\d+|two|three|four|five|six|seven|eight|nine|ten) (?:freelance )?partners\b/gi,
  plans: /\b(\d+|two|three|four|five|six) (?:plans|packages)\b/gi,
} as const

/** Fields whose words are not copy: addresses, references to other entries, dates. */
const NOT_COPY = new Set([
  "href",
  "url",
  "id",
  "slug",
  "date",
  "publishedAt",
  "completedOn",
  "lastChanged",
  "lastReviewed",
  "redirectFrom",
  "servicePages",
  "caseStudy",
  "ledProject",
  "author",
  "category",
  "owner",
  "network",
  "testimonials",
])
/** An example in a form field, not a statement ("e.g. $500-$5,000"). */
const EXAMPLES = new Set(["placeholder"])

type Holder = { key: string; fact: Fact }

/**
 * Copy that writes out a fact instead of naming its field. Read from the files as written (placeholders
 * unfilled), so a placeholder is never mistaken for the fact written out.
 */
export function statedFactProblems(sources: ContentSources, articleFrontmatter: Sourced[], report: Report) {
  const shared = sharedFacts(sources)
  const sharedOf = (group: string) =>
    [...shared].filter(([key]) => key.startsWith(`${group}.`)).map(([key, fact]) => ({ key, fact }))
  const prices = sharedOf("price")
  const positions = sharedOf("position")
  const emails = sharedOf("email")
  const foundingYear = shared.get("site.foundingYear")
  /** The agency's phone and promises, found as they are written. */
  const phrases = ["site.phone", "site.replyWithin", "site.typicalBuild"].flatMap((key) => {
    const fact = shared.get(key)
    return fact ? [{ key, fact }] : []
  })
  const siteEmail = shared.get("site.email")

  const files = [
    ...Object.values(sources.singletons),
    ...Object.values(sources.pages),
    ...Object.values(sources.collections).flat(),
    ...articleFrontmatter,
  ]
  for (const source of files) {
    if (source.isUnreadable) continue
    const own = [...ownFacts(source)].map(([key, fact]) => ({ key, fact }))
    const placeholderFor = (holder: Holder) => {
      const mine = own.find(
        (candidate) => candidate.fact.value === holder.fact.value && candidate.key.split(".")[0] !== "figure",
      )
      return `{${(mine ?? holder).key}}`
    }
    const writtenOut = (path: PropertyKey[], what: string, holder: Holder) =>
      report(
        source,
        path,
        `writes out ${what}, which ${holder.fact.heldBy} holds: write ${placeholderFor(holder)} instead, so it follows that field`,
      )

    for (const { path, text } of textsOf(source.data)) {
      const key = String(path.findLast((segment) => typeof segment === "string"))
      if (path.some((segment) => typeof segment === "string" && NOT_COPY.has(segment))) continue
      const isHolder =
        (source.kind === "team" && ["position", "email", "name"].includes(key) && path.length === 1) ||
        (source.kind === "site" &&
          ["contact", "name", "legalName", "replyWithin", "typicalBuild"].includes(String(path[0]))) ||
        (source.kind === "caseStudies" && (key === "value" || path[0] === "client" || path[0] === "timeline"))
      if (isHolder) continue

      if (!EXAMPLES.has(key))
        for (const [written, digits] of text.matchAll(PRICE)) {
          invariant(digits !== undefined, "PRICE matched without its digits")
          const amount = Number(digits.replaceAll(",", ""))
          const holder = prices.find(
            ({ fact }) => fact.value.replace(/ a (?:month|year)$/, "") === formatDollars(amount),
          )
          if (holder) writtenOut(path, written.trim(), holder)
          else
            report(
              source,
              path,
              `states the price ${written.trim()}, which no plan or fee in content/pricing.yaml holds: add it there and write its {price.…}`,
            )
        }

      for (const holder of positions)
        if (new RegExp(`\\b${literally(holder.fact.value)}\\b`, "i").test(text))
          writtenOut(path, `the title "${holder.fact.value}"`, holder)
      const isSummary =
        path[0] === "seo" || path[0] === "seoTitle" || key === "bio" || (source.kind === "team" && path[0] === "owns")
      if (isSummary)
        for (const [title] of text.matchAll(JOB_TITLE))
          if (!positions.some(({ fact }) => fact.value.toLowerCase() === title.toLowerCase()))
            report(
              source,
              path,
              `states the title "${title}", which no team member's position holds: write {member.position} or {position.<their file name>}`,
            )

      if (foundingYear && new RegExp(`\\b${foundingYear.value}\\b`).test(text))
        writtenOut(path, `the founding year ${foundingYear.value}`, { key: "site.foundingYear", fact: foundingYear })
      for (const holder of phrases)
        if (text.toLowerCase().includes(holder.fact.value.toLowerCase()))
          writtenOut(path, `"${holder.fact.value}"`, holder)
      for (const holder of [...(siteEmail ? [{ key: "site.email", fact: siteEmail }] : []), ...emails])
        if (text.toLowerCase().includes(holder.fact.value.toLowerCase()))
          writtenOut(path, `the address ${holder.fact.value}`, holder)

      for (const [name, pattern] of Object.entries(COUNTED)) {
        const count = shared.get(`count.${name}`)
        if (!count) continue
        // A count other than the whole may be a part of it ("two of our partners"); the whole, written out,
        // is a copy that would not follow the files.
        for (const [written, number] of text.matchAll(pattern)) {
          invariant(number !== undefined, `COUNTED.${name} matched without its number`)
          if (countOf(number) === Number(count.value))
            writtenOut(path, `the count "${written}"`, { key: `count.${name}.words`, fact: count })
        }
      }

      // Articles cite research figures; every other file's result figures are its case studies' own.
      if (source.kind === "articles") continue
      const figure = RESULT_FIGURE.exec(text)?.[0]
      // A stat's value is the field that holds its figure.
      if (figure && key !== "value")
        report(
          source,
          path,
          `states the result figure "${figure.trim()}", which no field holds: a result is one of a case study's figures (overview.resultsData), and copy names it as {figure.<its label>}`,
        )
      if (/\{figure\.[^}]+\}/.test(text) && !(COMPARISON.test(text) && PERIOD.test(text)))
        report(
          source,
          path,
          "states a result figure without what it is compared with and over which period: say both, or leave the figure out",
        )
    }
  }
}

/** Words to find as they are written, in a regular expression. */
export const literally = (words: string) => words.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
