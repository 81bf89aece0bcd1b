import type { z } from "zod"
import { articleFrontmatterSchema, blogCategorySchema } from "./article"
import { type ArticleHeading, readArticleSource } from "./article-source"
import { caseStudySchema } from "./case-study"
import { ContentError, describeIssues } from "./errors"
import { formsSchema } from "./forms"
import {
  aboutPageSchema,
  articleLabelsSchema,
  bannerSchema,
  blogPageSchema,
  caseStudiesPageSchema,
  caseStudyLabelsSchema,
  contactPageSchema,
  homePageSchema,
  notFoundPageSchema,
  pricingPageSchema,
  servicesPageSchema,
  teamPageSchema,
} from "./pages"
import { faqSchema, pricingPlanSchema } from "./pricing"
import { serviceSchema } from "./service"
import { navigationSchema, siteSchema } from "./site"
import { teamMemberSchema } from "./team-member"
import { testimonialSchema } from "./testimonial"

const pageSchemas = {
  home: homePageSchema,
  about: aboutPageSchema,
  services: servicesPageSchema,
  pricing: pricingPageSchema,
  contact: contactPageSchema,
  caseStudies: caseStudiesPageSchema,
  caseStudyLabels: caseStudyLabelsSchema,
  blog: blogPageSchema,
  articleLabels: articleLabelsSchema,
  team: teamPageSchema,
  notFound: notFoundPageSchema,
  banner: bannerSchema,
}
type PageSchemas = typeof pageSchemas
export type Pages = { [K in keyof PageSchemas]: z.infer<PageSchemas[K]> }

/** One content item as written, with the file it came from (for error messages). */
export type Sourced<T = unknown> = { file: string; data: T }

export type ContentSources = {
  site: Sourced
  navigation: Sourced
  services: Sourced[]
  caseStudies: Sourced[]
  team: Sourced[]
  testimonials: Sourced<unknown[]>
  pricingPlans: Sourced<unknown[]>
  faqs: Sourced<unknown[]>
  blogCategories: Sourced<unknown[]>
  /** The quote form, its endpoint answers and the thank-you page (content/forms.ts). */
  forms: Sourced
  pages: { [K in keyof PageSchemas]: Sourced }
  /** MDX sources of content/blog, keyed by file path. */
  articles: { file: string; source: string }[]
}

export type Article = z.infer<typeof articleFrontmatterSchema> & {
  slug: string
  file: string
  headings: ArticleHeading[]
  wordCount: number
  readingMinutes: number
  links: string[]
  inlineImages: { src: string; alt: string }[]
}

const WORDS_PER_MINUTE = 230

/** Validates every content source and returns typed content, or throws a ContentError naming each file and field. */
export function buildCatalog(sources: ContentSources) {
  const problems: string[] = []

  function parse<T extends z.ZodType>(schema: T, { file, data }: Sourced, prefix: PropertyKey[] = []): z.infer<T> {
    const result = schema.safeParse(data)
    if (!result.success) {
      problems.push(...describeIssues(file, result.error, prefix))
      return undefined as z.infer<T>
    }
    return result.data
  }
  function parseList<T extends z.ZodType>(schema: T, source: Sourced<unknown[]>) {
    return source.data.map((item, index) => parse(schema, { file: source.file, data: item }, [index]))
  }

  const site = parse(siteSchema, sources.site)
  const navigation = parse(navigationSchema, sources.navigation)
  const services = sources.services.map((source) => parse(serviceSchema, source))
  const caseStudies = sources.caseStudies.map((source) => parse(caseStudySchema, source))
  const team = sources.team.map((source) => parse(teamMemberSchema, source))
  const testimonials = parseList(testimonialSchema, sources.testimonials)
  const pricingPlans = parseList(pricingPlanSchema, sources.pricingPlans)
  const faqs = parseList(faqSchema, sources.faqs)
  const blogCategories = parseList(blogCategorySchema, sources.blogCategories)
  const forms = parse(formsSchema, sources.forms)
  const pages = Object.fromEntries(
    Object.entries(pageSchemas).map(([key, schema]) => [key, parse(schema, sources.pages[key as keyof PageSchemas])]),
  ) as Pages

  const articles: Article[] = sources.articles.map(({ file, source }) => {
    const read = readArticleSource(source)
    const frontmatter = parse(articleFrontmatterSchema, { file, data: read.frontmatter })
    const slug = file.replace(/^.*\//, "").replace(/\.mdx$/, "")
    return {
      ...frontmatter,
      slug,
      file,
      headings: read.headings,
      wordCount: read.wordCount,
      readingMinutes: Math.max(1, Math.round(read.wordCount / WORDS_PER_MINUTE)),
      links: read.links,
      inlineImages: read.images,
    }
  })
  if (problems.length > 0) throw new ContentError(problems)

  function unique(kind: string, items: { file: string; key: string }[]) {
    const seen = new Map<string, string>()
    for (const { file, key } of items) {
      const earlier = seen.get(key)
      if (earlier) problems.push(`${file}: duplicate ${kind} "${key}" (also in ${earlier})`)
      else seen.set(key, file)
    }
  }
  unique(
    "service id",
    services.map((service, index) => ({ file: sources.services[index]!.file, key: service.id })),
  )
  unique(
    "service slug",
    services.map((service, index) => ({ file: sources.services[index]!.file, key: service.slug })),
  )
  unique(
    "case study slug",
    caseStudies.map((study, index) => ({ file: sources.caseStudies[index]!.file, key: study.slug })),
  )
  unique(
    "team member id",
    team.map((member, index) => ({ file: sources.team[index]!.file, key: member.id })),
  )
  unique(
    "team member slug",
    team.map((member, index) => ({ file: sources.team[index]!.file, key: member.slug })),
  )
  unique(
    "article slug",
    articles.map((article) => ({ file: article.file, key: article.slug })),
  )
  unique(
    "article title",
    articles.map((article) => ({ file: article.file, key: article.title })),
  )
  unique(
    "testimonial id",
    testimonials.map((item) => ({ file: sources.testimonials.file, key: item.id })),
  )
  unique(
    "blog category",
    blogCategories.map((item) => ({ file: sources.blogCategories.file, key: item.slug })),
  )

  const teamIds = new Set(team.map((member) => member.id))
  const categoryNames = new Set(blogCategories.map((category) => category.name))
  for (const article of articles) {
    if (!teamIds.has(article.author))
      problems.push(`${article.file}: author: no team member has the id "${article.author}"`)
    if (!categoryNames.has(article.category))
      problems.push(
        `${article.file}: category: no blog category is named "${article.category}" (content/blog-categories.ts)`,
      )
  }
  const caseStudySlugs = new Set(caseStudies.map((study) => study.slug))
  if (!caseStudySlugs.has(pages.home.caseStudyTeaser.caseStudy)) {
    problems.push(
      `${sources.pages.home.file}: caseStudyTeaser.caseStudy: no case study has the slug "${pages.home.caseStudyTeaser.caseStudy}"`,
    )
  }
  /** A figure quoted elsewhere must be one of the named case study's results. */
  function checkResult(file: string, field: string, reference: { caseStudy: string; result: string }) {
    const study = caseStudies.find((candidate) => candidate.slug === reference.caseStudy)
    if (!study) problems.push(`${file}: ${field}.caseStudy: no case study has the slug "${reference.caseStudy}"`)
    else if (!study.overview.resultsData.some((stat) => stat.label === reference.result))
      problems.push(
        `${file}: ${field}.result: "${reference.result}" is not one of the results of "${reference.caseStudy}" (${study.overview.resultsData.map((stat) => stat.label).join(", ")})`,
      )
  }
  for (const [index, service] of services.entries()) {
    const file = sources.services[index]!.file
    if (!teamIds.has(service.owner)) problems.push(`${file}: owner: no team member has the id "${service.owner}"`)
    checkResult(file, "proof", service.proof)
  }
  for (const [index, testimonial] of testimonials.entries()) {
    checkResult(sources.testimonials.file, String(index), testimonial)
  }
  if (problems.length > 0) throw new ContentError(problems)

  articles.sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || a.title.localeCompare(b.title))
  caseStudies.sort((a, b) => Number(b.isFeatured) - Number(a.isFeatured) || b.completedOn.localeCompare(a.completedOn))
  team.sort((a, b) => a.order - b.order)

  return {
    site,
    navigation,
    services,
    caseStudies,
    team,
    testimonials,
    pricingPlans,
    faqs,
    blogCategories,
    forms,
    pages,
    articles,
  }
}

export type Catalog = ReturnType<typeof buildCatalog>
