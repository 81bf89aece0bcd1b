import { z } from "zod"
import { image, internalPath, isoDate, optionalGroup, slug, text } from "./shared"

export const blogCategorySchema = z.object({
  /** URL segment under /blog-category/: the file name. */
  slug,
  /** Place in the category list (1 comes first). */
  order: z.number().int(),
  name: text,
  description: text,
  seo: z.object({ title: text, description: text }),
})

/** Articles with this many sections or more open with a table of contents. */
export const TABLE_OF_CONTENTS_MIN_SECTIONS = 4

/** Frontmatter of content/blog/<slug>.mdx. */
export const articleFrontmatterSchema = z
  .object({
    title: text,
    subtitle: text,
    /** Card excerpt and meta description. */
    description: z.string().trim().min(70).max(160),
    /** A category's slug: the name of its file in content/blog-categories/. */
    category: slug,
    /** Team member id. */
    author: slug,
    publishedAt: isoDate,
    /** Set only when the article was really revised after publication; shown as "Updated …". */
    updatedAt: isoDate.optional(),
    /** What the revision changed, in a sentence, shown beside the date: required with `updatedAt`. */
    updateNote: text.optional(),
    image,
    showRelatedArticles: z.boolean().default(true),
    /** Old URLs of this article; each answers with a 301 to the current one. */
    redirectFrom: z.array(z.string().regex(/^\/blog\/[a-z0-9-]+$/)).default([]),
    conclusionCta: optionalGroup(z.object({ label: text, href: internalPath })),
    seoTitle: z.string().trim().max(60).optional(),
  })
  .strict()
  .refine((article) => !article.updatedAt || article.updatedAt >= article.publishedAt, {
    message: "must not be earlier than publishedAt",
    path: ["updatedAt"],
  })
  .refine((article) => Boolean(article.updatedAt) === Boolean(article.updateNote), {
    message: "a revision needs both its date (updatedAt) and what it changed (updateNote)",
    path: ["updateNote"],
  })
