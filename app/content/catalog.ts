import { invariant } from "@epic-web/invariant"
import type { z } from "zod"
import { keepPhrasesTogetherIn } from "#app/lib/unbreakable"
import type { ArticleRevision, articleFrontmatterSchema } from "./article"
import { forwardLinkProblems, laterCitationProblems } from "./article-dates"
import { type ArticleHeading, type ArticleLink, readArticleSource } from "./article-source"
import { ContentError, describeIssues, describeProblem } from "./errors"
import { fillInContentFacts, statedFactProblems, withFactsFilledIn } from "./facts"
import { checkHonestAttribution } from "./honest-attribution"
import {
  articles as articleModel,
  type CollectionName,
  collections,
  type PageName,
  pages as pageModel,
  type SingletonName,
  singletons,
} from "./model"

type SchemaOf<T> = T extends { schema: infer S extends z.ZodType } ? z.infer<S> : never
type Pages = { [K in PageName]: SchemaOf<(typeof pageModel)[K]> }

/**
 * One content file as read: its path (for messages), its data, and where in the file each field is
 * written, so a message can name the line.
 */
export type Sourced<T = unknown> = {
  file: string
  data: T
  lineOf?: (path: PropertyKey[]) => number | undefined
  /** Its name in the content model ("services", "pages.home", "articles"). */
  kind?: string
  /** The file could not be read (its problem is in `unreadable`): there is nothing to check in it. */
  isUnreadable?: boolean
}

export type ContentSources = {
  collections: { [K in CollectionName]: Sourced[] }
  singletons: { [K in SingletonName]: Sourced }
  pages: { [K in PageName]: Sourced }
  /** MDX sources of content/blog, with their paths. */
  articles: { file: string; source: string }[]
  /** Files that could not be read at all (a YAML syntax error), each named with its line. */
  unreadable: string[]
}

export type Article = z.infer<typeof articleFrontmatterSchema> & {
  slug: string
  /** Its revisions, newest first. */
  revisions: ArticleRevision[]
  /** The date of its newest revision: when its content last changed, if after publication. */
  updatedAt?: string
  /** The name of its category (`category` is the category's slug). */
  categoryName: string
  file: string
  headings: ArticleHeading[]
  wordCount: number
  readingMinutes: number
  links: ArticleLink[]
  inlineImages: { src: string; alt: string; line?: number }[]
}

const WORDS_PER_MINUTE = 230

/**
 * Validates every content source and returns typed content, or throws a ContentError naming each file and
 * field. Placeholders of facts held elsewhere ("{price.starter}", ./facts.ts) are filled in first, so the
 * schemas check the text as it will be shown.
 */
export function buildCatalog(writtenSources: ContentSources) {
  const problems: string[] = [...writtenSources.unreadable]
  /** "file:line: field: message", the line when the field (or the nearest field above it) is written in the file. */
  const report = (source: Pick<Sourced, "file" | "lineOf">, path: PropertyKey[], message: string) =>
    problems.push(describeProblem(source, path, message))
  const { sources, shared } = fillInContentFacts(writtenSources, report)
  /** Each article's frontmatter as written, for the check of facts written out. */
  const writtenFrontmatter: Sourced[] = []

  function parse<T extends z.ZodType>(schema: T, source: Sourced): z.infer<T> {
    if (source.isUnreadable) return undefined as z.infer<T>
    const result = schema.safeParse(source.data)
    if (!result.success) {
      problems.push(...describeIssues(source, result.error))
      return undefined as z.infer<T>
    }
    return keepPhrasesTogetherIn(result.data)
  }
  function parseCollection<K extends CollectionName>(name: K) {
    return sources.collections[name].map((source) => ({
      source,
      entry: parse(collections[name].schema, source) as SchemaOf<(typeof collections)[K]>,
    }))
  }

  const site = parse(singletons.site.schema, sources.singletons.site)
  const navigation = parse(singletons.navigation.schema, sources.singletons.navigation)
  const pricing = parse(singletons.pricing.schema, sources.singletons.pricing)
  const forms = parse(singletons.forms.schema, sources.singletons.forms)
  const pages = Object.fromEntries(
    Object.entries(pageModel).map(([key, { schema }]) => [key, parse(schema, sources.pages[key as PageName])]),
  ) as Pages
  const sourcedServices = parseCollection("services")
  const sourcedCaseStudies = parseCollection("caseStudies")
  const sourcedTeam = parseCollection("team")
  const sourcedTestimonials = parseCollection("testimonials")
  const sourcedCategories = parseCollection("blogCategories")

  const sourcedArticles = sources.articles.map(({ file, source }) => {
    const read = readArticleSource(source)
    for (const problem of read.problems)
      problems.push(`${file}${problem.line === undefined ? "" : `:${problem.line}`}: ${problem.message}`)
    const written: Sourced = { file, data: read.frontmatter, lineOf: read.lineOf, kind: "articles" }
    writtenFrontmatter.push(written)
    const sourced = withFactsFilledIn(written, shared, report)
    const frontmatter = read.problems.length > 0 ? undefined : parse(articleModel.schema, sourced)
    const slug = file.replace(/^.*\//, "").replace(/\.mdx$/, "")
    const revisions = [...(frontmatter?.revisions ?? [])].sort((a, b) => b.date.localeCompare(a.date))
    const article: Article = {
      ...(frontmatter as z.infer<typeof articleModel.schema>),
      slug,
      revisions,
      updatedAt: revisions[0]?.date,
      categoryName: "",
      file,
      headings: read.headings,
      wordCount: read.wordCount,
      readingMinutes: Math.max(1, Math.round(read.wordCount / WORDS_PER_MINUTE)),
      links: read.links,
      inlineImages: read.images,
    }
    return { source: sourced, entry: article }
  })
  // Facts written out break nothing that follows, so they are reported with everything else, read or not.
  const factProblems: string[] = []
  statedFactProblems(writtenSources, writtenFrontmatter, (source, path, message) =>
    factProblems.push(describeProblem(source, path, message)),
  )
  if (problems.length > 0) throw new ContentError([...problems, ...factProblems])
  problems.push(...factProblems)

  function unique<T>(kind: string, items: { source: Sourced; entry: T }[], key: (entry: T) => string, field: string) {
    const seen = new Map<string, string>()
    for (const { source, entry } of items) {
      const value = key(entry)
      const earlier = seen.get(value)
      if (earlier) report(source, [field], `another entry has the ${kind} "${value}" too (${earlier})`)
      else seen.set(value, source.file)
    }
  }
  unique("service id", sourcedServices, (service) => service.id, "id")
  unique("article title", sourcedArticles, (article) => article.title, "title")
  unique("form label", sourcedServices, (service) => service.formLabel, "formLabel")

  /** A relation: the value must name an existing entry of the other collection. */
  function relation(source: Sourced, field: PropertyKey[], value: string, existing: Set<string>, what: string) {
    if (!existing.has(value))
      report(source, field, `no ${what} is called "${value}" (the choices: ${[...existing].join(", ")})`)
  }
  const teamIds = new Set(sourcedTeam.map(({ entry }) => entry.id))
  const categorySlugs = new Set(sourcedCategories.map(({ entry }) => entry.slug))
  const caseStudySlugs = new Set(sourcedCaseStudies.map(({ entry }) => entry.slug))
  for (const { source, entry } of sourcedArticles) {
    relation(source, ["author"], entry.author, teamIds, "team member")
    relation(source, ["category"], entry.category, categorySlugs, "blog category")
  }
  relation(sources.pages.about, ["hero", "work", "lead"], pages.about.hero.work.lead, caseStudySlugs, "case study")

  /** A figure quoted elsewhere must be one of the named case study's results. */
  function checkResult(source: Sourced, field: string | string[], reference: { caseStudy?: string; result?: string }) {
    if (!reference.caseStudy) return
    const study = sourcedCaseStudies.find(({ entry }) => entry.slug === reference.caseStudy)?.entry
    const path = Array.isArray(field) ? field : field ? [field] : []
    if (!study) relation(source, [...path, "caseStudy"], reference.caseStudy, caseStudySlugs, "case study")
    else if (reference.result === undefined) return
    else if (!study.overview.resultsData.some((stat) => stat.label === reference.result))
      report(
        source,
        [...path, "result"],
        `"${reference.result}" is not one of the results of "${reference.caseStudy}" (${study.overview.resultsData.map((stat) => stat.label).join(", ")})`,
      )
  }
  const serviceSlugs = new Set(sourcedServices.map(({ entry }) => entry.slug))
  const testimonialIds = new Set(sourcedTestimonials.map(({ entry }) => entry.id))
  for (const { source, entry } of sourcedCaseStudies)
    for (const [index, slug] of entry.servicePages.entries())
      relation(source, ["servicePages", index], slug, serviceSlugs, "service")
  for (const { source, entry } of sourcedTeam)
    if (entry.ledProject) relation(source, ["ledProject"], entry.ledProject, caseStudySlugs, "case study")
  for (const { source, entry } of sourcedServices) {
    relation(source, ["owner"], entry.owner, teamIds, "team member")
    checkResult(source, "proof", entry.proof)
    // A service page's proof is work of that service, in the words of that work's client.
    const study = sourcedCaseStudies.find(({ entry: candidate }) => candidate.slug === entry.proof.caseStudy)?.entry
    if (study && !study.servicePages.includes(entry.slug))
      report(
        source,
        ["proof", "caseStudy"],
        `"${study.slug}" does not list this service ("${entry.slug}") in its servicePages: a service page shows work of its own service`,
      )
    if (!entry.proof.testimonial) continue
    const testimonial = sourcedTestimonials.find(({ entry: candidate }) => candidate.id === entry.proof.testimonial)
    if (!testimonial) relation(source, ["proof", "testimonial"], entry.proof.testimonial, testimonialIds, "testimonial")
    // (A testimonial naming no existing study is reported on its own file.)
    else if (testimonial.entry.caseStudy !== entry.proof.caseStudy)
      report(
        source,
        ["proof", "testimonial"],
        `"${entry.proof.testimonial}" speaks for ${testimonial.entry.caseStudy ? `"${testimonial.entry.caseStudy}"` : testimonial.entry.client}, not for the proof's case study "${entry.proof.caseStudy}"`,
      )
  }
  for (const { source, entry } of sourcedTestimonials) checkResult(source, "", entry)
  for (const name of ["home", "about"] as const)
    for (const [index, id] of pages[name].testimonials.testimonials.entries())
      relation(sources.pages[name], ["testimonials", "testimonials", index], id, testimonialIds, "testimonial")
  checkResult(sources.pages.home, ["hero", "work"], pages.home.hero.work)
  const datedArticles = sourcedArticles.map(({ entry }) => entry)
  problems.push(...forwardLinkProblems(datedArticles), ...datedArticles.flatMap(laterCitationProblems))
  checkHonestAttribution(
    {
      caseStudies: sourcedCaseStudies,
      testimonials: sourcedTestimonials,
      team: sourcedTeam,
      services: sourcedServices,
      site: { source: sources.singletons.site, entry: site },
      dataSources: [
        ...Object.values(writtenSources.singletons),
        ...Object.values(writtenSources.pages),
        ...Object.values(writtenSources.collections).flat(),
      ],
      articles: writtenSources.articles,
    },
    report,
  )
  if (problems.length > 0) throw new ContentError(problems)

  const byOrder = (a: { order: number }, b: { order: number }) => a.order - b.order
  const categoryNames = new Map(sourcedCategories.map(({ entry }) => [entry.slug, entry.name]))
  const articles = sourcedArticles
    .map(({ entry }) => {
      const categoryName = categoryNames.get(entry.category)
      invariant(categoryName !== undefined, `no blog category "${entry.category}", which the check above refuses`)
      return { ...entry, categoryName }
    })
    .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || a.title.localeCompare(b.title))
  const caseStudies = sourcedCaseStudies
    .map(({ entry }) => entry)
    .sort((a, b) => Number(b.isFeatured) - Number(a.isFeatured) || b.completedOn.localeCompare(a.completedOn))

  return {
    site,
    navigation,
    services: sourcedServices.map(({ entry }) => entry).sort(byOrder),
    caseStudies,
    team: sourcedTeam.map(({ entry }) => entry).sort(byOrder),
    testimonials: sourcedTestimonials.map(({ entry }) => entry).sort(byOrder),
    pricingPlans: pricing.plans,
    faqs: pricing.faqs,
    blogCategories: sourcedCategories.map(({ entry }) => entry).sort(byOrder),
    forms,
    pages,
    articles,
  }
}

export type Catalog = ReturnType<typeof buildCatalog>
