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

const faqSchema = z.object({ id: slug, question: text, answer: text })
export type Faq = z.infer<typeof faqSchema>

/** content/pricing.yaml: the plans, in the order they are shown, and the questions asked about them. */
export const pricingSchema = z.object({
  plans: z.array(pricingPlanSchema).min(1),
  // SPEC §3's five questions are answered on every pricing page; more may follow.
  faqs: z.array(faqSchema).min(5),
})
