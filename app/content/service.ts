import { z } from "zod"
import { iconName, link, optionalSlug, optionalText, seo, slug, text } from "./shared"

const serviceCardSchema = z.object({ id: slug, icon: iconName, title: text, description: text })

export const serviceSchema = z.object({
  /** Stable id, also the value the quote form sends for this service. */
  id: slug,
  /** URL segment under /services/: the file name. */
  slug,
  /** Place on the services page, in the footer and in the quote form's dropdown (1 comes first). */
  order: z.number().int(),
  title: text,
  /** Short name for the footer and small spaces ("Web Design"). */
  shortTitle: text,
  /** The option label in the quote form's service dropdown. */
  formLabel: text,
  description: text,
  features: z.array(text).length(3),
  icon: iconName,
  /** The team member who leads this service (a team id), named in the page's opening. */
  owner: slug,
  /**
   * The page's proof: a case study that used this service (it lists the service in servicePages) and
   * its owner worked on, the label of the result figure the page opens with (when the study has
   * figures), and the testimonial from that client it quotes; none for a client that may be a real
   * business (app/content/honest-attribution.ts).
   */
  proof: z.object({ caseStudy: slug, result: optionalText, testimonial: optionalSlug }),
  seo,
  hero: z.object({
    eyebrow: text,
    title: text,
    description: text,
    primaryCta: link,
    secondaryCta: link,
  }),
  cardsSection: z.object({ eyebrow: text, title: text, description: text }),
  cards: z.array(serviceCardSchema).length(6),
  /** The quote request that closes the page, with the service's three promises beside the form. */
  formSection: z.object({ title: text, description: text, highlights: z.array(text).length(3) }),
})
export type Service = z.infer<typeof serviceSchema>
