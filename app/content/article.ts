import { z } from "zod"
import { image, internalPath, isoDate, slug, text } from "./shared"

export const articleCategories = ["Website Design", "Digital Marketing"] as const

export const blogCategorySchema = z.object({
  slug,
  name: text,
  description: text,
  seo: z.object({ title: text, description: text }),
})
export type BlogCategory = z.infer<typeof blogCategorySchema>

/** Frontmatter of content/blog/<slug>.mdx. */
export const articleFrontmatterSchema = z
  .object({
    title: text,
    subtitle: text,
    /** Card excerpt and meta description. */
    description: z.string().trim().min(70).max(160),
    category: z.enum(articleCategories),
    /** Team member id. */
    author: slug,
    publishedAt: isoDate.refine(
      (date) => date >= "2025-02-01" && date <= "2025-05-31",
      "must fall between February and May 2025",
    ),
    updatedAt: isoDate.optional(),
    image,
    showRelatedArticles: z.boolean().default(true),
    /** Old URLs of this article; each answers with a 301 to the current one. */
    redirectFrom: z.array(z.string().regex(/^\/blog\/[a-z0-9-]+$/)).default([]),
    conclusionCta: z.object({ label: text, href: internalPath }).optional(),
    seoTitle: z.string().trim().max(60).optional(),
  })
  .strict()
export type ArticleFrontmatter = z.infer<typeof articleFrontmatterSchema>
