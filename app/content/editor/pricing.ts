/** Plans and questions: content/pricing.yaml (checked by app/content/pricing.ts). */
import { fields } from "@keystatic/core"
import { singletons } from "../model"
import { items, lines, link, paragraph, text, yamlSingleton } from "./fields"

export const pricing = yamlSingleton("Prices and questions", singletons.pricing.file, {
  plans: items(
    fields.object({
      id: text("Id", { description: "Other text names this plan's price as {price.<this id>}, e.g. {price.starter}." }),
      title: text("Name"),
      price: fields.integer({
        label: "Price in dollars",
        description:
          "Written here only: descriptions and answers that state it say {price.<id>} and follow this field.",
        validation: { isRequired: true, min: 1 },
      }),
      priceNote: text("Under the price", { description: "e.g. one-time, or per month." }),
      description: paragraph("Who it is for"),
      features: lines("What is included", { min: 3 }),
      isPopular: fields.checkbox({ label: "Marked as most popular" }),
      cta: link("Button"),
    }),
    "Plans",
    { min: 1, itemLabel: (props: { fields: { title: { value: string } } }) => props.fields.title.value },
  ),
  fees: items(
    fields.object({
      id: text("Id", { description: "Text names this price as {price.<this id>}, e.g. {price.hosting}." }),
      what: text("What it is", { description: "For editors, e.g. Hosting only, each month after support." }),
      price: fields.integer({ label: "Price in dollars", validation: { isRequired: true, min: 1 } }),
      per: fields.select({
        label: "Paid",
        description: "{price.<id>} reads with this unit: $25 a month.",
        options: [
          { label: "once", value: "once" },
          { label: "a month", value: "month" },
          { label: "a year", value: "year" },
        ],
        defaultValue: "month",
      }),
    }),
    "Other prices the pages state",
    { itemLabel: (props: { fields: { what: { value: string } } }) => props.fields.what.value },
  ),
  faqs: items(
    fields.object({
      id: text("Id"),
      question: text("Question"),
      answer: paragraph("Answer", "A price here is written {price.<id>}, so it follows the plan or fee above."),
    }),
    "Questions and answers",
    { min: 5, itemLabel: (props: { fields: { question: { value: string } } }) => props.fields.question.value },
  ),
})
