/** Services, one YAML file each in content/services/ (checked by app/content/service.ts). */
import { collection, fields } from "@keystatic/core"
import { collections } from "../model"
import {
  headingFields,
  icon,
  iconItems,
  lines,
  link,
  order,
  paragraph,
  quotedResult,
  relation,
  seo,
  text,
} from "./fields"

export const services = collection({
  label: "Services",
  path: `${collections.services.folder}/*`,
  format: "yaml",
  slugField: "title",
  columns: ["title", "order"],
  schema: {
    id: text("Id", {
      description: "A short name that never changes once leads mention it (e.g. seo). Lowercase and hyphens.",
    }),
    title: fields.slug({
      name: { label: "Title", validation: { isRequired: true } },
      slug: { label: "Address", description: "The page's address: /services/<this>." },
    }),
    order: order(),
    shortTitle: text("Short name", { description: "Used in the footer and small spaces, e.g. Web Design." }),
    formLabel: text("Name in the quote form", {
      description: "The option in the form's service list, and what lead emails say.",
    }),
    description: paragraph("Summary", "One or two sentences for the services list."),
    features: lines("Three promises", { min: 3, max: 3 }),
    icon: icon(),
    owner: relation("Led by", "team", "The team member who answers for this service."),
    proof: fields.object(
      {
        ...quotedResult,
        testimonial: fields.relationship({
          label: "Client's words",
          collection: "testimonials",
          description:
            "A testimonial from the same case study's client, quoted beside the study near the end of the page. Empty for a client that may be a real business.",
        }),
      },
      {
        label: "Proof",
        description:
          "A case study that used this service (it lists the service), the figure the page opens with, and that client's words.",
      },
    ),
    seo: seo(),
    hero: fields.object(
      {
        eyebrow: text("Small heading above"),
        title: text("Title"),
        description: paragraph("Introduction"),
        primaryCta: link("Main button"),
        secondaryCta: link("Second button"),
      },
      { label: "Opening" },
    ),
    cardsSection: fields.object(headingFields, { label: "Heading of what we do" }),
    cards: iconItems("What we do (six cards)", { min: 6, max: 6 }),
    formSection: fields.object(
      {
        title: text("Title"),
        description: paragraph("Text"),
        highlights: lines("Three points beside the form", { min: 3, max: 3 }),
      },
      { label: "Quote request at the end" },
    ),
  },
})
