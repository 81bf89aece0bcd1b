import { z } from "zod"
import { iconName, image, isoDate, link, optionalText, seo, slug, stat, text, titledItem } from "./shared"
import { ctaSchema } from "./site"

/** A page's opening: its label (also the page's name in breadcrumbs and share cards), headline and introduction. */
const openingHeading = z.object({ eyebrow: text, title: text, description: text })
/**
 * A section's heading. Its small label and its introduction are optional, and left out where the title and
 * what follows say what the section is: a label and a grey paragraph over every heading are a template's
 * habit, not a help (docs/requirements/DESIGN.md, "Visual language").
 */
const sectionHeading = z.object({ eyebrow: optionalText, title: text, description: optionalText })
const iconItem = z.object({ id: slug, icon: iconName, title: text, description: text })

/** The testimonial carousel: its heading and control labels. "{current}" and "{total}" in slideLabel are filled in. */
const testimonialsSectionSchema = sectionHeading.extend({
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
  /** The row of every client by name, each linked to its case study, under the opening. */
  clients: z.object({ title: text }),
  services: sectionHeading.extend({ moreLink: link, learnMore: text }),
  process: sectionHeading.extend({ steps: z.array(titledItem.extend({ id: slug })).length(3) }),
  about: sectionHeading.extend({ points: z.array(text).min(3), link, image }),
  /**
   * Results in figures with no client named: the specification gives these figures to no client
   * (docs/requirements/DESIGN.md decision 8), so no client's picture or name stands beside them. Each
   * figure says over which period it was measured and what it is compared with.
   */
  caseStudyTeaser: sectionHeading.extend({
    stats: z.array(stat).length(3),
    period: text,
    comparedWith: text,
    link,
  }),
  testimonials: testimonialsSectionSchema,
  blog: sectionHeading.extend({ link }),
  cta: ctaSchema,
})
export type HomePage = z.infer<typeof homePageSchema>

export const aboutPageSchema = z.object({
  seo,
  hero: z.object({
    eyebrow: text,
    title: text,
    description: text,
    stats: z.array(stat).min(3).max(4),
    /** Every client's site, the `lead` study's shown largest. */
    work: z.object({ label: text, lead: slug, allLabel: text }),
  }),
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
  /** The opening, and the label that ends each service's row in the list under it. */
  intro: openingHeading.extend({ learnMore: text }),
  /** Labels of a service page's opening, shared by the six: the result it leads with and who leads it. */
  servicePage: z.object({
    resultLabel: text,
    /** In place of the result, for work whose case study gives no figures. */
    workLabel: text,
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
  intro: openingHeading,
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
    /** Over the phone and the email, which come before the form. */
    title: text,
    /** The card beside the form: the office, its hours, the social profiles. */
    officeTitle: text,
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
  intro: openingHeading,
  featuredLabel: text,
  gridTitle: text,
  readMore: text,
  cta: ctaSchema,
})

export const caseStudyLabelsSchema = z.object({
  facts: z.object({ client: text, website: text, services: text, timeline: text, missingWebsite: text }),
  resultsHeading: text,
  /** Over the overview of a study without result figures. */
  briefHeading: text,
  challengeHeading: text,
  solutionHeading: text,
  resultsListHeading: text,
  relatedHeading: text,
  /** Over the first of the related studies, the one a reader goes to next. */
  nextLabel: text,
  readMore: text,
  visitWebsite: text,
  /**
   * How a result figure's period and baseline read beside it, wherever it is shown: "{period}" and
   * "{comparedWith}" are the figure's own ("in 6 months, vs. the 6 months before").
   */
  figureNote: text.regex(
    /\{period\}.*\{comparedWith\}|\{comparedWith\}.*\{period\}/,
    "must contain {period} and {comparedWith}",
  ),
})
export type CaseStudyLabels = z.infer<typeof caseStudyLabelsSchema>

export const blogPageSchema = z.object({
  seo,
  intro: openingHeading,
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

export const articleLabelsSchema = z.object({
  by: text,
  published: text,
  updated: text,
  readingTime: text,
  tableOfContents: text,
  share: z.object({ heading: text, copy: text, copied: text, linkedin: text, facebook: text, x: text }),
  relatedHeading: text,
  /** Over the first related article, the one to read next. */
  nextLabel: text,
  aboutAuthor: text,
})

export const teamPageSchema = z.object({
  seo,
  intro: openingHeading,
  seeProfile: text,
  member: z.object({
    aboutHeading: text,
    experienceHeading: text,
    highlightsHeading: text,
    socialLabel: text,
    /** Accessible name of a member's social link: "{name}" and "{network}" are filled in. */
    socialLinkLabel: text,
    backToTeam: text,
    /** The profile's side notes: what they own and the services they lead. */
    ownsLabel: text,
    leadsLabel: text,
    /** Before the case study they led, on their card and profile ("Led"). */
    ledProjectLabel: text,
    /** Over the study they led and the articles they wrote, at the foot of their page: "{name}" is filled in. */
    workHeading: text,
  }),
  notFound: z.object({ title: text, description: text, link, suggestionsHeading: text }),
})

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

/**
 * A sentence that states a fact the page fills in from the site's settings or its build: each "{name}" in it
 * is replaced, so the fact is written once, where it is decided, and never copied into the words.
 */
const sentenceWith = (...names: string[]) =>
  text.refine(
    (value) => names.every((name) => value.includes(`{${name}}`)),
    `must contain ${names.map((name) => `{${name}}`).join(" and ")}`,
  )
/** A short heading and the paragraphs under it. */
const textSection = z.object({ title: text, paragraphs: z.array(text).min(1) })

/**
 * The privacy notice (/privacy): its words, with the facts (the form's fields, where a request goes and who
 * else handles it, how long it and the logs are kept, analytics or none, the agency's details) filled in from
 * the form's schema, the build settings, the shipped deploy files and the site settings
 * (app/content/privacy.server.ts). Periods arrive in words ("two years").
 */
export const privacyPageSchema = z.object({
  seo,
  intro: openingHeading,
  /** The day the notice last changed, shown under its heading. */
  lastChanged: isoDate,
  lastChangedLabel: text,
  /** The side card: the notice in a few lines. */
  summary: z.object({
    title: text,
    cookies: text,
    analyticsNone: text,
    /** "{provider}" is replaced by the analytics service's name. */
    analyticsOn: sentenceWith("provider"),
    keptSite: sentenceWith("leadPeriod"),
    keptHosted: sentenceWith("service"),
    /** The site's own server only: how long its logs last. */
    logs: sentenceWith("logPeriod"),
    ask: sentenceWith("email"),
  }),
  collected: z.object({
    title: text,
    intro: text,
    /** After the fields: what the form sends with them. */
    context: text,
    /** What the site keeps in the browser itself (session storage), never a cookie. */
    browser: text,
  }),
  destination: z.object({
    title: text,
    /** The site's own endpoint and database. */
    site: text,
    /** A hosted form: the form service, by name and address. */
    hosted: sentenceWith("service", "origin"),
    /** The site's own server, with an email service outside it: the message goes to the team by email. */
    emailSent: text,
    /** The site's own server, no email service outside it: the message stays on the server, where the team reads it. */
    onServer: text,
    /** A hosted form: a person reads what the form service sends. */
    hostedReply: text,
    nobodyElse: text,
  }),
  /** Everyone besides the agency that handles a visitor's details, one line each, as the build is set up. */
  services: z.object({
    title: text,
    intro: text,
    hosting: z.object({ label: text, site: text, hosted: text }),
    email: z.object({
      label: text,
      /** "{host}" is the host of the SMTP server the lead emails are sent through. */
      service: sentenceWith("host"),
      /** No SMTP server outside the site's own machine. */
      none: text,
    }),
    form: z.object({ label: text, text: sentenceWith("service", "origin") }),
    /** The webhook's receiver, when one outside the machine is set. */
    businessTool: z.object({ label: text, text: sentenceWith("host") }),
    analytics: z.object({ label: text, text: sentenceWith("provider", "origin") }),
  }),
  retention: z.object({
    title: text,
    site: sentenceWith("leadPeriod", "spamPeriod"),
    /** The site's own database only: how long its nightly backups are kept. */
    backups: sentenceWith("backupPeriod"),
    hosted: sentenceWith("service"),
    /** Where an email about the request reaches a mailbox: an email service, or the form service. */
    mailbox: text,
    /** No email service: the message about the request is kept on the server, no longer than the request. */
    onServer: text,
  }),
  logs: z.object({
    title: text,
    /** The site's own server: its one line per request. */
    server: text,
    /** The web server in front of it (the shipped nginx and Caddy files). */
    proxy: sentenceWith("logPeriod"),
    /** The quote form's rate limit, in memory only. */
    floodGuard: sentenceWith("floodGuardPeriod"),
    /** A hosted form: the web host and the form service keep their own logs. */
    hosted: sentenceWith("service"),
  }),
  analytics: z.object({
    title: text,
    none: text,
    on: sentenceWith("provider", "origin"),
    /** What each service records, as its own documentation describes it. */
    providers: z.object({
      plausible: z.object({ name: text, records: text }),
      umami: z.object({ name: text, records: text }),
    }),
    noCookies: text,
    /** Do Not Track and Global Privacy Control. */
    signals: text,
    signalsWithAnalytics: sentenceWith("provider"),
  }),
  rights: z.object({
    title: text,
    ask: sentenceWith("email"),
    /** What the agency deletes for an erasure (the site's own database). */
    site: text,
    /** With an email service: the emails about the requests, from the mailbox. */
    mailbox: text,
    /** Without one: the messages the server kept about them. */
    onServer: text,
    /** The same, for the webhook's receiver. */
    businessTool: sentenceWith("host"),
    hosted: sentenceWith("service"),
    answer: sentenceWith("period"),
    /** Days within which a request for a copy, a correction or an erasure is answered. */
    responseDays: z.number().int().min(1).max(45),
  }),
  responsible: z.object({ title: text, text: sentenceWith("legalName", "name") }),
  changes: textSection,
})

/**
 * The accessibility statement (/accessibility). Its automated checks say what the tests really do; its manual
 * checks are the release procedure of docs/accessibility-checks.md, dated only once someone has done them.
 */
export const accessibilityPageSchema = z.object({
  seo,
  intro: openingHeading,
  /** The day the statement was last reviewed against the site, shown under its heading. */
  lastReviewed: isoDate,
  lastReviewedLabel: text,
  standard: textSection,
  checks: z.object({
    title: text,
    automated: z.object({ title: text, intro: text, items: z.array(text).min(1) }),
    manual: z.object({
      title: text,
      intro: text,
      items: z.array(text).min(1),
      /** The day a person last went through the list; left out until someone has. */
      lastDone: isoDate.optional(),
      /** Said before that date: "Last done by hand". */
      lastDoneLabel: text,
    }),
  }),
  limitations: z.object({ title: text, intro: text, items: z.array(text) }),
  report: z.object({
    title: text,
    paragraphs: z.array(text).min(1),
    emailLabel: text,
    phoneLabel: text,
    addressLabel: text,
  }),
})
export type AccessibilityPage = z.infer<typeof accessibilityPageSchema>

export const bannerSchema = ctaSchema

/** The last-resort error page: kept tiny because it ships with every page's scripts. */
export const errorPageSchema = z.object({ title: text, description: text, homeLink: text })
export type ErrorPage = z.infer<typeof errorPageSchema>
