import { z } from "zod"
import { link, slug, text } from "./shared"

const pricingPlanSchema = z.object({
  id: slug,
  title: text,
  /** Price in US dollars. */
  price: z.number().int().positive(),
  priceNote: text,
  description: text,
  features: z.array(text).min(3),
  isPopular: z.boolean().default(false),
  cta: link,
})
export type PricingPlan = z.infer<typeof pricingPlanSchema>

/**
 * A price the pages state besides the plans' own: hosting or the care plan after support, a domain's
 * renewal, the ad budget most clients start with. Copy names it as "{price.<id>}", which reads with its
 * unit ("$25 a month"), so the figure is written here and nowhere else (./facts.ts).
 */
const feeSchema = z.object({
  id: slug,
  /** What it is, for editors: "Hosting only, each month after the support period". */
  what: text,
  /** In US dollars. */
  price: z.number().int().positive(),
  per: z.enum(["once", "month", "year"]),
})

const faqSchema = z.object({ id: slug, question: text, answer: text })
export type Faq = z.infer<typeof faqSchema>

/** content/pricing.yaml: the plans, in the order they are shown, and the questions asked about them. */
export const pricingSchema = z.object({
  plans: z.array(pricingPlanSchema).min(1),
  fees: z.array(feeSchema).default([]),
  // SPEC §3's five questions are answered on every pricing page; more may follow.
  faqs: z.array(faqSchema).min(5),
})
