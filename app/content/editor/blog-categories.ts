/** Blog categories, one YAML file each in content/blog-categories/ (checked by app/content/article.ts). */
import { collection, fields } from "@keystatic/core"
import { collections } from "../model"
import { order, paragraph, text } from "./fields"

export const blogCategories = collection({
  label: "Blog categories",
  path: `${collections.blogCategories.folder}/*`,
  format: "yaml",
  slugField: "name",
  schema: {
    name: fields.slug({
      name: { label: "Name", validation: { isRequired: true } },
      slug: { label: "Address", description: "The category page: /blog-category/<this>." },
    }),
    order: order(),
    description: paragraph("Description"),
    seo: fields.object(
      { title: text("Title in search results"), description: paragraph("Description in search results") },
      { label: "Search engines and sharing" },
    ),
  },
})
