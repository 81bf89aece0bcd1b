/**
 * Where each kind of content lives under content/ and the schema it is checked with. The loader reads
 * these files, the editor writes them (keystatic.config.tsx: the fields of each collection and singleton
 * below are in editor/<its name in kebab-case>.ts, the pages' in editor/pages.ts), and
 * editor-fields.test.ts keeps the two in step.
 *
 * A collection is a folder with one YAML file per entry; the file name is the entry's slug (and, where
 * the schema has one, its id), so it is never written inside the file. A singleton is one YAML file.
 */
import { articleFrontmatterSchema, blogCategorySchema } from "./article"
import { caseStudySchema } from "./case-study"
import { formsSchema } from "./forms"
import {
  aboutPageSchema,
  accessibilityPageSchema,
  articleLabelsSchema,
  bannerSchema,
  blogPageSchema,
  caseStudiesPageSchema,
  caseStudyLabelsSchema,
  contactPageSchema,
  errorPageSchema,
  homePageSchema,
  notFoundPageSchema,
  pricingPageSchema,
  privacyPageSchema,
  servicesPageSchema,
  teamPageSchema,
} from "./pages"
import { pricingSchema } from "./pricing"
import { serviceSchema } from "./service"
import { navigationSchema, siteSchema } from "./site"
import { teamMemberSchema } from "./team-member"
import { testimonialSchema } from "./testimonial"

export const collections = {
  services: { folder: "content/services", schema: serviceSchema, fileNameIs: ["slug"] },
  caseStudies: { folder: "content/case-studies", schema: caseStudySchema, fileNameIs: ["slug"] },
  team: { folder: "content/team", schema: teamMemberSchema, fileNameIs: ["id", "slug"] },
  testimonials: { folder: "content/testimonials", schema: testimonialSchema, fileNameIs: ["id"] },
  blogCategories: { folder: "content/blog-categories", schema: blogCategorySchema, fileNameIs: ["slug"] },
} as const

export const singletons = {
  site: { file: "content/site.yaml", schema: siteSchema },
  navigation: { file: "content/navigation.yaml", schema: navigationSchema },
  pricing: { file: "content/pricing.yaml", schema: pricingSchema },
  forms: { file: "content/forms.yaml", schema: formsSchema },
} as const

/** Each page's own copy: content/pages/<name>.yaml. */
export const pages = {
  home: { file: "content/pages/home.yaml", schema: homePageSchema },
  about: { file: "content/pages/about.yaml", schema: aboutPageSchema },
  services: { file: "content/pages/services.yaml", schema: servicesPageSchema },
  pricing: { file: "content/pages/pricing.yaml", schema: pricingPageSchema },
  contact: { file: "content/pages/contact.yaml", schema: contactPageSchema },
  caseStudies: { file: "content/pages/case-studies.yaml", schema: caseStudiesPageSchema },
  caseStudyLabels: { file: "content/pages/case-study.yaml", schema: caseStudyLabelsSchema },
  blog: { file: "content/pages/blog.yaml", schema: blogPageSchema },
  articleLabels: { file: "content/pages/article.yaml", schema: articleLabelsSchema },
  team: { file: "content/pages/team.yaml", schema: teamPageSchema },
  notFound: { file: "content/pages/not-found.yaml", schema: notFoundPageSchema },
  privacy: { file: "content/pages/privacy.yaml", schema: privacyPageSchema },
  accessibility: { file: "content/pages/accessibility.yaml", schema: accessibilityPageSchema },
  banner: { file: "content/pages/banner.yaml", schema: bannerSchema },
  error: { file: "content/pages/error.yaml", schema: errorPageSchema },
} as const

/** Articles: content/blog/<slug>.mdx, YAML frontmatter checked with this schema, then the body. */
export const articles = { folder: "content/blog", schema: articleFrontmatterSchema, extension: ".mdx" } as const

export type CollectionName = keyof typeof collections
export type SingletonName = keyof typeof singletons
export type PageName = keyof typeof pages
