import { z } from "zod"
import { image, optionalPortrait, slug, text } from "./shared"

export const testimonialSchema = z.object({
  /** The file name. */
  id: slug,
  /** Place among the testimonials (1 comes first). */
  order: z.number().int(),
  /** A photograph of the person quoted, only when they supplied one: the site draws no faces. */
  portrait: optionalPortrait,
  logo: image,
  quote: text,
  name: text,
  /** Their role at the business ("Owner"); the business itself is the case study's client. */
  title: text,
  /** The client's case study, whose name, figure and page the testimonial leads with. */
  caseStudy: slug,
  /** The result shown with the quote: the label of one of the case study's result figures. */
  result: text,
})
export type Testimonial = z.infer<typeof testimonialSchema>
