import { z } from "zod"
import { iconName, image, link, seo, slug, stat, text, titledItem } from "./shared"
import { ctaSchema } from "./site"

const sectionHeading = z.object({ eyebrow: text, title: text, description: text })
const iconItem = z.object({ id: slug, icon: iconName, title: text, description: text })

/** The testimonial carousel: its heading and control labels. "{current}" and "{total}" in slideLabel are filled in. */
export const testimonialsSectionSchema = sectionHeading.extend({
  /** The link from a testimonial to its client's case study. */
  caseStudyLink: text,
  previousLabel: text,
  nextLabel: text,
  slideLabel: text.regex(/\{current\}.*\{total\}/, "must contain {current} and {total}"),
  /** The testimonials this section shows, in order (their file names). A quote appears on two pages at most. */
  testimonials: z.array(slug).min(1),
})
export type TestimonialsSectionCopy = z.infer<typeof testimonialsSectionSchema>

export const homePageSchema = z.object({
  seo,
  hero: z.object({
    badge: text,
    title: text,
    /** The part of the title drawn in the accent colour. */
    subtitle: text,
    description: text,
    primaryButton: link,
    secondaryButton: link,
    stats: z.array(stat).length(3),
    features: z.array(z.object({ icon: iconName, title: text })).length(3),
    /** The client site the opening shows: a case study, the result quoted under it, and the link to the study. */
    work: z.object({ caseStudy: slug, result: text, linkLabel: text }),
  }),
  services: sectionHeading.extend({ moreLink: link, learnMore: text }),
  process: sectionHeading.extend({ steps: z.array(titledItem.extend({ id: slug })).length(3) }),
  about: sectionHeading.extend({ points: z.array(text).min(3), link, image }),
  caseStudyTeaser: sectionHeading.extend({
    caseStudy: slug,
    stats: z.array(stat).length(3),
    period: text,
    link,
  }),
  testimonials: testimonialsSectionSchema,
  blog: sectionHeading.extend({ link }),
  cta: ctaSchema,
})
export type HomePage = z.infer<typeof homePageSchema>

export const aboutPageSchema = z.object({
  seo,
  hero: z.object({ eyebrow: text, title: text, description: text, stats: z.array(stat).min(3).max(4), image }),
  mission: z.object({ eyebrow: text, title: text, paragraphs: z.array(text).min(2), image }),
  values: sectionHeading.extend({ items: z.array(iconItem).length(3) }),
  team: sectionHeading.extend({ seeProfile: text }),
  offices: sectionHeading.extend({ mapAlt: text, headquartersLabel: text }),
  testimonials: testimonialsSectionSchema,
  cta: ctaSchema,
})
export type AboutPage = z.infer<typeof aboutPageSchema>

export const servicesPageSchema = z.object({
  seo,
  intro: z.object({ eyebrow: text, title: text, description: text, primaryButton: link, secondaryButton: link }),
  grid: sectionHeading.extend({ learnMore: text }),
  /** Labels of a service page's opening, shared by the six: the result it leads with and who leads it. */
  servicePage: z.object({
    resultLabel: text,
    caseStudyLink: text,
    ownerLabel: text,
    /** Above the service's case study near the end of the page, and its button. */
    teaserEyebrow: text,
    teaserLink: text,
  }),
  cta: ctaSchema,
})
export type ServicesPage = z.infer<typeof servicesPageSchema>

export const pricingPageSchema = z.object({
  seo,
  intro: sectionHeading,
  popularBadge: text,
  customPlan: z.object({ title: text, description: text, points: z.array(text).min(2), cta: link }),
  whyChooseUs: sectionHeading.extend({ items: z.array(iconItem).min(3) }),
  faq: sectionHeading,
  /** The call to action that closes the page. */
  cta: ctaSchema,
})
export type PricingPage = z.infer<typeof pricingPageSchema>

export const contactPageSchema = z.object({
  seo,
  tag: text,
  title: text,
  description: text,
  info: z.object({
    title: text,
    emailLabel: text,
    phoneLabel: text,
    addressLabel: text,
    hoursLabel: text,
    socialLabel: text,
  }),
  formTitle: text,
  formDescription: text,
})
export type ContactPage = z.infer<typeof contactPageSchema>

export const caseStudiesPageSchema = z.object({
  seo,
  intro: sectionHeading,
  featuredLabel: text,
  gridTitle: text,
  readMore: text,
  cta: ctaSchema,
})
export type CaseStudiesPage = z.infer<typeof caseStudiesPageSchema>

export const caseStudyLabelsSchema = z.object({
  facts: z.object({ client: text, website: text, services: text, timeline: text, missingWebsite: text }),
  resultsHeading: text,
  challengeHeading: text,
  solutionHeading: text,
  resultsListHeading: text,
  relatedHeading: text,
  readMore: text,
  visitWebsite: text,
})
export type CaseStudyLabels = z.infer<typeof caseStudyLabelsSchema>

export const blogPageSchema = z.object({
  seo,
  intro: sectionHeading,
  /** Names the opening's two newest articles for assistive technology. */
  featuredHeading: text,
  /** Heading over the articles after the featured ones. */
  moreHeading: text,
  /** The same on a category page; {category} is replaced by its name. */
  categoryHeading: text,
  allCategory: text,
  categoriesLabel: text,
  readMore: text,
  emptyCategory: z.object({ title: text, description: text, link }),
  cta: ctaSchema,
  /** The closing call to action's title on a category page; "{category}" is replaced by its name. */
  categoryCtaTitle: text.regex(/\{category\}/, "must contain {category}"),
})
export type BlogPage = z.infer<typeof blogPageSchema>

export const articleLabelsSchema = z.object({
  by: text,
  published: text,
  updated: text,
  readingTime: text,
  tableOfContents: text,
  share: z.object({ heading: text, copy: text, copied: text, linkedin: text, facebook: text, x: text }),
  relatedHeading: text,
  aboutAuthor: text,
})
export type ArticleLabels = z.infer<typeof articleLabelsSchema>

export const teamPageSchema = z.object({
  seo,
  intro: sectionHeading,
  seeProfile: text,
  member: z.object({
    aboutHeading: text,
    experienceHeading: text,
    highlightsHeading: text,
    socialLabel: text,
    /** Accessible name of a member's social link: "{name}" and "{network}" are filled in. */
    socialLinkLabel: text,
    backToTeam: text,
    /** The profile's side notes: what they own, the services they lead, their newest article. */
    ownsLabel: text,
    leadsLabel: text,
    /** Before the case study they led, on their card and profile ("Led"). */
    ledProjectLabel: text,
    latestArticleLabel: text,
  }),
  notFound: z.object({ title: text, description: text, link, suggestionsHeading: text }),
})
export type TeamPage = z.infer<typeof teamPageSchema>

export const notFoundPageSchema = z.object({
  title: text,
  description: text,
  homeLink: link,
  supportLink: link,
  /** Ways on from a missing page: the site's main sections, each with a line on what it holds. */
  sectionsHeading: text,
  sections: z
    .array(link.extend({ description: text }))
    .min(3)
    .max(8),
  /** The newest case study, shown as a card under this heading. */
  recentWorkHeading: text,
  recentWorkLink: text,
  seo: z.object({ title: text, description: text }),
})
export type NotFoundPage = z.infer<typeof notFoundPageSchema>

export const bannerSchema = ctaSchema

/** The last-resort error page: kept tiny because it ships with every page's scripts. */
export const errorPageSchema = z.object({ title: text, description: text, homeLink: text })
export type ErrorPage = z.infer<typeof errorPageSchema>
