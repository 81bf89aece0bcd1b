import { z } from "zod"
import { image, optionalPortrait, optionalSlug, optionalText, slug, text } from "./shared"

/**
 * A client's words, led by their business. Quotes and named people come only from fictional clients whose
 * names match no business we can find (docs/requirements/DESIGN.md decision 8); app/content/honest-attribution.ts
 * refuses a testimonial for a case study of a client that may be real.
 */
export const testimonialSchema = z
  .object({
    /** The file name. */
    id: slug,
    /** Place among the testimonials (1 comes first). */
    order: z.number().int(),
    /** A photograph of the person quoted, only when they supplied one: the site draws no faces. */
    portrait: optionalPortrait,
    logo: image,
    quote: text,
    name: text,
    /** Their role at the business ("Owner"). */
    title: text,
    /** The business, when it has no case study here (a study's client is named by the study). */
    client: optionalText,
    /** What the business is and where, in a few words: "Bakery in Hamtramck". */
    business: text,
    /** The client's case study, if it has one: the testimonial then links to it. */
    caseStudy: optionalSlug,
    /** With a case study: the label of one of its result figures, shown with the quote. */
    result: optionalText,
  })
  .refine((testimonial) => Boolean(testimonial.client) !== Boolean(testimonial.caseStudy), {
    message: "name the client's business here, or its case study, not both",
    path: ["client"],
  })
  .refine((testimonial) => !testimonial.result || testimonial.caseStudy, {
    message: "a result is one of its case study's figures: name the case study too",
    path: ["result"],
  })
export type Testimonial = z.infer<typeof testimonialSchema>
