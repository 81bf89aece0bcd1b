/** Testimonials, one YAML file each in content/testimonials/ (checked by app/content/testimonial.ts). */
import { collection, fields } from "@keystatic/core"
import { collections } from "../model"
import { image, optionalPortrait, order, paragraph, quotedResult, text } from "./fields"

export const testimonials = collection({
  label: "Testimonials",
  path: `${collections.testimonials.folder}/*`,
  format: "yaml",
  slugField: "name",
  schema: {
    name: fields.slug({ name: { label: "Name of the person quoted", validation: { isRequired: true } } }),
    order: order(),
    title: text("Their role", { description: "e.g. Owner. The business is the case study's client." }),
    quote: paragraph("Quote"),
    portrait: optionalPortrait(
      "testimonials",
      "Only a real photograph the person supplied; left empty, their initials are shown.",
    ),
    logo: image("Client's logo", "testimonials"),
    ...quotedResult,
  },
})
