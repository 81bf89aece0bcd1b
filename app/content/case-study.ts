import { z } from "zod"
import { image, isoDate, seo, slug, stat, text, titledItem } from "./shared"

const listBlock = z.object({ title: text, description: text, items: z.array(titledItem).min(3) })

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
    /** Full URL with protocol, or null when the client has no public site ("N/A"). */
    website: z.url({ protocol: /^https?$/ }).nullable(),
    services: z.array(text).min(1),
    /** Human text for the Project Timeline fact, e.g. "January – March 2025". */
    timeline: text,
    /** When the project finished; orders the list and dates the page. */
    completedOn: isoDate,
    isFeatured: z.boolean().default(false),
    heroImage: image,
    cardImage: image,
    seo,
    overview: z.object({ title: text, description: text, resultsData: z.array(stat).length(4) }),
    challenges: listBlock,
    solutions: listBlock,
    results: z.object({
      title: text,
      description: text,
      items: z.array(z.object({ metric: text, growth: text, label: text })).min(3),
    }),
  })
  // A card shows the same title as the page it leads to.
  .refine((study) => study.cardTitle.replace(/\s*\n\s*/g, " ") === study.title, {
    message: "must be the title, with at most a line break added",
    path: ["cardTitle"],
  })
export type CaseStudy = z.infer<typeof caseStudySchema>
export type CaseStudyInput = z.input<typeof caseStudySchema>
