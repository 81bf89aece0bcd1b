import { z } from "zod"
import { image, slug, text } from "./shared"

export const testimonialSchema = z.object({
  id: slug,
  image,
  logo: image,
  quote: text,
  name: text,
  title: text,
})
export type Testimonial = z.infer<typeof testimonialSchema>
