/**
 * Reads, validates and cross-checks all content from the source files, at build time (and in
 * development). The build writes the result to app/generated/content.json; the running site reads
 * only that (./content.server.ts), never the sources.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs"
import { dirname, join } from "node:path"
import type { RouteConfigEntry } from "@react-router/dev/routes"
import { blogCategories } from "#content/blog-categories"
import { caseStudies } from "#content/case-studies/index"
import { forms } from "#content/forms"
import { navigation } from "#content/navigation"
import { aboutPage } from "#content/pages/about"
import { banner } from "#content/pages/banner"
import { articleLabels, blogPage } from "#content/pages/blog"
import { caseStudiesPage, caseStudyLabels } from "#content/pages/case-studies"
import { contactPage } from "#content/pages/contact"
import { homePage } from "#content/pages/home"
import { notFoundPage } from "#content/pages/not-found"
import { pricingPage } from "#content/pages/pricing"
import { servicesPage } from "#content/pages/services"
import { teamPage } from "#content/pages/team"
import { faqs, pricingPlans } from "#content/pricing"
import { services } from "#content/services/index"
import { site } from "#content/site"
import { teamMembers } from "#content/team/index"
import { testimonials } from "#content/testimonials"
import { buildCatalog, type ContentSources } from "./catalog"
import { redirects, sitePaths } from "./paths"
import { checkReferences } from "./references"

const contentDir = join(process.cwd(), "content")

export function readContentSources(): ContentSources {
  const blogDir = join(contentDir, "blog")
  return {
    site: { file: "content/site.ts", data: site },
    navigation: { file: "content/navigation.ts", data: navigation },
    services: services.map((data) => ({ file: `content/services/${data.slug}.ts`, data })),
    caseStudies: caseStudies.map((data) => ({ file: `content/case-studies/${data.slug}.ts`, data })),
    team: teamMembers.map((data) => ({ file: `content/team/${data.id}.ts`, data })),
    testimonials: { file: "content/testimonials.ts", data: testimonials },
    pricingPlans: { file: "content/pricing.ts", data: pricingPlans },
    faqs: { file: "content/pricing.ts", data: faqs },
    blogCategories: { file: "content/blog-categories.ts", data: blogCategories },
    forms: { file: "content/forms.ts", data: forms },
    pages: {
      home: { file: "content/pages/home.ts", data: homePage },
      about: { file: "content/pages/about.ts", data: aboutPage },
      services: { file: "content/pages/services.ts", data: servicesPage },
      pricing: { file: "content/pages/pricing.ts", data: pricingPage },
      contact: { file: "content/pages/contact.ts", data: contactPage },
      caseStudies: { file: "content/pages/case-studies.ts", data: caseStudiesPage },
      caseStudyLabels: { file: "content/pages/case-studies.ts", data: caseStudyLabels },
      blog: { file: "content/pages/blog.ts", data: blogPage },
      articleLabels: { file: "content/pages/blog.ts", data: articleLabels },
      team: { file: "content/pages/team.ts", data: teamPage },
      notFound: { file: "content/pages/not-found.ts", data: notFoundPage },
      banner: { file: "content/pages/banner.ts", data: banner },
    },
    articles: readdirSync(blogDir)
      .filter((name) => name.endsWith(".mdx"))
      .sort()
      .map((name) => ({ file: `content/blog/${name}`, source: readFileSync(join(blogDir, name), "utf8") })),
  }
}

export const imageExists = (src: string) => existsSync(join(contentDir, "images", src))

/**
 * Loads, validates and cross-checks all content against the site's routes (app/routes.ts, passed in by
 * the caller so that the content model depends on no route module); throws a ContentError listing
 * every problem.
 */
export function loadContent(routes: RouteConfigEntry[]) {
  const sources = readContentSources()
  const catalog = buildCatalog(sources)
  const paths = sitePaths(routes, catalog)
  checkReferences(catalog, sources, { paths: new Set(paths), imageExists })
  return { catalog, paths, redirects: redirects(catalog) }
}

export type LoadedContent = ReturnType<typeof loadContent>

/** Where the build keeps the checked content for the running site. */
export const GENERATED_CONTENT_FILE = "app/generated/content.json"

/** Checks all content and writes it for the build; throws a ContentError listing every problem. */
export function writeGeneratedContent(routes: RouteConfigEntry[], file = GENERATED_CONTENT_FILE) {
  const content = loadContent(routes)
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, `${JSON.stringify(content)}\n`)
  return content
}
