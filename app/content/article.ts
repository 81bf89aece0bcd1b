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

/**
 * Today's calendar date as the content check sees it. UTC's date is never behind Detroit's, so a date an
 * editor at the agency calls today always passes.
 */
const todayForContent = () => new Date().toISOString().slice(0, 10)

/** A revision of an article after it was published: when, and what it changed, shown as "Updated …: …". */
const articleRevisionSchema = z.object({
  date: isoDate,
  /** One sentence a reader understands: what was added, corrected or brought up to date. */
  whatChanged: text,
})
export type ArticleRevision = z.infer<typeof articleRevisionSchema>

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
    /** Only real revisions after publication, each shown with its date and what it changed. */
    revisions: z.array(articleRevisionSchema).default([]),
    image,
    showRelatedArticles: z.boolean().default(true),
    /** Old URLs of this article; each answers with a 301 to the current one. */
    redirectFrom: z.array(z.string().regex(/^\/blog\/[a-z0-9-]+$/)).default([]),
    conclusionCta: optionalGroup(z.object({ label: text, href: internalPath })),
    seoTitle: z.string().trim().max(60).optional(),
  })
  .strict()
  .superRefine((article, context) => {
    const today = todayForContent()
    for (const [index, { date }] of article.revisions.entries()) {
      if (date < article.publishedAt)
        context.addIssue({
          code: "custom",
          path: ["revisions", index, "date"],
          message: `${date} is before the article was published (${article.publishedAt})`,
        })
      if (date > today)
        context.addIssue({
          code: "custom",
          path: ["revisions", index, "date"],
          message: `${date} is in the future (today is ${today}): a revision is dated when it was made`,
        })
    }
  })
