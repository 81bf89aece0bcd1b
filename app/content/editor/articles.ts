/** Articles: content/blog/<slug>.mdx, their frontmatter checked by app/content/article.ts, then the body. */
import { collection, fields } from "@keystatic/core"
import { wrapper } from "@keystatic/core/content-components"
import { articles as articleFiles } from "../model"
import { image, optionalLink, paragraph, relation, text } from "./fields"

export const articles = collection({
  label: "Articles",
  path: `${articleFiles.folder}/*`,
  format: { contentField: "body" },
  entryLayout: "content",
  slugField: "title",
  columns: ["title", "publishedAt"],
  schema: {
    title: fields.slug({
      name: { label: "Title", validation: { isRequired: true } },
      slug: { label: "Address", description: "The article's address: /blog/<this>." },
    }),
    subtitle: paragraph("Subtitle"),
    description: text("Summary", {
      description: "For cards and search engines, 70 to 160 characters.",
      multiline: true,
      min: 70,
      max: 160,
    }),
    category: relation("Category", "blogCategories"),
    author: relation("Author", "team"),
    publishedAt: fields.date({
      label: "Published on",
      defaultValue: { kind: "today" },
      validation: { isRequired: true },
    }),
    revisions: fields.array(
      fields.object({
        date: fields.date({ label: "Revised on", validation: { isRequired: true } }),
        whatChanged: text("What changed", { description: "One sentence, shown after the date." }),
      }),
      {
        label: "Revisions",
        description:
          "Only when you really revise the article after publishing it: a new source, a link to a newer article, a correction. Each shows as Updated <date>: <what changed>.",
        itemLabel: (props) => props.fields.date.value ?? "",
      },
    ),
    image: image("Picture", "blog"),
    showRelatedArticles: fields.checkbox({ label: "Show related articles", defaultValue: true }),
    redirectFrom: fields.array(text("Old address"), {
      label: "Old addresses",
      description: "Former addresses of this article (/blog/…); each sends visitors here.",
      itemLabel: (props) => props.value,
    }),
    conclusionCta: optionalLink("Button at the end"),
    seoTitle: fields.text({
      label: "Shorter title for search results",
      description: "Only when the title is longer than 60 characters.",
      validation: { length: { max: 60 } },
    }),
    body: fields.mdx({
      label: "Article",
      extension: "mdx",
      options: { image: { directory: "content/images/blog", publicPath: "blog" } },
      components: {
        QuickFixes: wrapper({ label: "Quick fixes", description: "A box of short tips.", schema: {} }),
      },
    }),
  },
})
