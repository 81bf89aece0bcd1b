/** Plans and questions: content/pricing.yaml (checked by app/content/pricing.ts). */
import { fields } from "@keystatic/core"
import { singletons } from "../model"
import { items, lines, link, paragraph, text, yamlSingleton } from "./fields"

export const pricing = yamlSingleton("Prices and questions", singletons.pricing.file, {
  plans: items(
    fields.object({
      id: text("Id"),
      title: text("Name"),
      price: fields.integer({ label: "Price in dollars", validation: { isRequired: true, min: 1 } }),
      priceNote: text("Under the price", { description: "e.g. one-time, or per month." }),
      description: paragraph("Who it is for"),
      features: lines("What is included", { min: 3 }),
      isPopular: fields.checkbox({ label: "Marked as most popular" }),
      cta: link("Button"),
    }),
    "Plans",
    { min: 1, itemLabel: (props: { fields: { title: { value: string } } }) => props.fields.title.value },
  ),
  faqs: items(
    fields.object({ id: text("Id"), question: text("Question"), answer: paragraph("Answer") }),
    "Questions and answers",
    { min: 5, itemLabel: (props: { fields: { question: { value: string } } }) => props.fields.question.value },
  ),
})
