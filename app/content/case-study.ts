import { z } from "zod"
import { image, isoDate, optionalGroup, seo, slug, text, titledItem } from "./shared"

/**
 * The pictures of a study are its client's rendered site (tools/showcase), each made for one slot
 * shape at twice the slot's largest CSS width, so nothing is cropped or enlarged on a 2× screen.
 */
export const caseStudyImageSizes = {
  /** The case study page's opening from 1024 px up: the full container width (1216 px) by 500 px. */
  heroImage: { width: 2432, height: 1000 },
  /** 4:3: cards, the featured study, and the page opening and home teaser below 1024 px (up to 960 px wide). */
  cardImage: { width: 1920, height: 1440 },
  /** 4:5: the home and service pages' teaser from 1024 px up (up to 600 px wide). */
  teaserImage: { width: 1200, height: 1500 },
} as const

/**
 * A client's own site: shown by name; a link only when it is public (`url`). Left empty, the client
 * has no site of its own ("N/A").
 */
const clientWebsite = z
  .object({
    /** How the address reads on the page, e.g. "nutrivitashop.com". */
    name: text.optional(),
    /** Set only for a site visitors can open: the fact then links to it in a new tab. */
    url: z.url({ protocol: /^https$/ }).optional(),
  })
  .refine((website) => website.name || !website.url, {
    message: "a website with an address needs a name too",
    path: ["name"],
  })
  .transform((website) => (website.name ? { name: website.name, url: website.url } : null))

const listBlock = z.object({ title: text, description: text, items: z.array(titledItem).min(3) })

/**
 * Words that say over what time a figure was measured: a span ("in 6 months", "over 10 weeks") or a
 * named part of the year ("spring 2025", "September – January").
 */
const SPAN =
  /\b(\d+|a|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+(days?|weeks?|months?|quarters?|years?)\b/i
const NAMED_TIME =
  /\b(January|February|March|April|May|June|July|August|September|October|November|December|[Ss]pring|[Ss]ummer|[Aa]utumn|[Ff]all|[Ww]inter)\b/
/** When a result was measured, shown with its figure: a visitor should never have to guess the period. */
const measuredOver = text.refine((words) => SPAN.test(words) || NAMED_TIME.test(words), {
  message: 'must say over what time the figure was measured, e.g. "in 6 months" or "spring 2025"',
})

/**
 * A result figure: what it counts, over which period it was measured and what it is compared with, all
 * three shown beside it wherever it appears ("+50% Website traffic, in 6 months, vs. the 6 months before").
 */
const resultFigure = z.object({
  value: text,
  label: text,
  period: measuredOver,
  /** The baseline: "the 6 months before the project", "the same months a year earlier". */
  comparedWith: text,
})

export const caseStudySchema = z
  .object({
    slug,
    client: text,
    title: text,
    /** Card heading: the title, with a "\n" where it breaks onto a second line. */
    cardTitle: text,
    tag: text,
    /** One or two sentences for cards. */
    excerpt: text,
    /** The paragraph under the page title. */
    description: text,
    website: clientWebsite,
    services: z.array(text).min(1),
    /**
     * The site's services this project used (the services' file names, as in /services/<name>): a
     * service page shows a study, and its client's words, only when the study lists that service.
     */
    servicePages: z.array(slug).min(1),
    /** Human text for the Project Timeline fact, e.g. "January – March 2025". */
    timeline: text,
    /** When the project finished; orders the list and dates the page. */
    completedOn: isoDate,
    isFeatured: z.boolean().default(false),
    /**
     * The client's name may belong to a real business (the original site linked it to a domain, or a
     * search finds it in use). Such a study keeps to the spec's facts and figures and what we did:
     * app/content/honest-attribution.ts lists what it may not carry (docs/requirements/DESIGN.md decision 8).
     */
    realBusiness: z.boolean().default(false),
    /**
     * The client's logo as their own site shows it (rendered by tools/showcase, `npm run showcase -- --logos`),
     * its alt text the client's name: the home page's client strip. Without one, the name is set as text.
     */
    logo: optionalGroup(image),
    /**
     * The client's home page from its top, 1200 px wide and up to three screens tall (tools/showcase), which
     * scrolls in a browser frame as it comes into view (app/components/ui/browser-scroll.tsx): the /services
     * rows. Without one, those rows show the card picture still.
     */
    scrollImage: optionalGroup(image),
    heroImage: image,
    cardImage: image,
    teaserImage: image,
    seo,
    overview: z.object({
      title: text,
      description: text,
      /**
       * The project's result figures, shown once, at the top of the page, and wherever a result of it is
       * quoted. None when there is no measured result to give: a study of work is complete without them.
       */
      resultsData: z
        .array(resultFigure)
        .max(4)
        .default([])
        .refine((figures) => new Set(figures.map((figure) => figure.label)).size === figures.length, {
          message: "two figures have the same label",
        }),
    }),
    /** The client's situation before the work: a fictional client's story only (see realBusiness). */
    challenges: optionalGroup(listBlock),
    solutions: listBlock,
    /** How it ended, in words; its figures are the overview's. */
    results: z.object({ title: text, description: text }),
  })
  // A card shows the same title as the page it leads to.
  .refine((study) => study.cardTitle.replace(/\s*\n\s*/g, " ") === study.title, {
    message: "must be the title, with at most a line break added",
    path: ["cardTitle"],
  })
export type CaseStudy = z.infer<typeof caseStudySchema>
export type CaseStudyInput = z.input<typeof caseStudySchema>
