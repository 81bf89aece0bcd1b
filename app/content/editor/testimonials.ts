/** Testimonials, one YAML file each in content/testimonials/ (checked by app/content/testimonial.ts). */
import { collection, fields } from "@keystatic/core"
import { collections } from "../model"
import { image, optionalPortrait, optionalText, order, paragraph, text } from "./fields"

export const testimonials = collection({
  label: "Testimonials",
  path: `${collections.testimonials.folder}/*`,
  format: "yaml",
  slugField: "name",
  schema: {
    name: fields.slug({ name: { label: "Name of the person quoted", validation: { isRequired: true } } }),
    order: order(),
    title: text("Their role", { description: "e.g. Owner." }),
    quote: paragraph(
      "Quote",
      "Their own words. Only from a client whose business name matches no business we can find: nobody at a business that may be real is quoted.",
    ),
    portrait: optionalPortrait(
      "testimonials",
      "Only a real photograph the person supplied; left empty, their initials are shown.",
    ),
    logo: image("Client's logo", "testimonials"),
    client: optionalText(
      "Business",
      "Its name, when it has no case study here; otherwise leave empty and choose the case study.",
    ),
    business: text("What the business is", { description: "In a few words, e.g. Bakery in Hamtramck." }),
    caseStudy: fields.relationship({
      label: "Case study",
      collection: "caseStudies",
      description: "The client's case study, if it has one (never one of a business that may be real).",
    }),
    result: optionalText(
      "Result shown with it",
      "With a case study: the label of one of its figures, e.g. Organic traffic. Otherwise leave empty.",
    ),
  },
})
