import { z } from "zod"

/** Icon names the site can draw; the registry in components/ui/icon.tsx maps each to artwork. */
export const iconNames = [
  "monitor-smartphone",
  "share-2",
  "pen-line",
  "search",
  "mouse-pointer-click",
  "mail",
  "layout-template",
  "gauge",
  "shield-check",
  "shopping-cart",
  "wrench",
  "code",
  "calendar-days",
  "message-circle",
  "users",
  "camera",
  "bar-chart-3",
  "trending-up",
  "target",
  "map-pin",
  "file-text",
  "video",
  "megaphone",
  "link",
  "list-checks",
  "star",
  "zap",
  "handshake",
  "lightbulb",
  "scale",
  "rocket",
  "palette",
  "sparkles",
  "clock",
  "badge-dollar-sign",
  "inbox",
  "repeat",
  "filter",
  "eye",
  "heart",
  "award",
  "compass",
] as const
export const iconName = z.enum(iconNames)

const nonEmpty = z.string().trim().min(1)
export const text = nonEmpty
/** A text that may be left out: the editor writes an empty one as "" (or null), which means none. */
export const optionalText = z.preprocess(
  (value) => (value === "" || value === null ? undefined : value),
  text.optional(),
)

/** An internal route ("/services") or an absolute https URL. Internal routes are checked against the route list. */
const href = z
  .string()
  .regex(
    /^(\/[a-z0-9\-/#]*|https:\/\/\S+|mailto:\S+|tel:\S+)$/,
    "must be an internal path, an https URL, mailto: or tel:",
  )

export const internalPath = z.string().regex(/^\/[a-z0-9\-/]*$/, "must be an internal path such as /contact-us")

export const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be kebab-case (a-z, 0-9, hyphens)")

/** A reference to another entry that may be left empty: the editor writes an empty one as `null`. */
export const optionalSlug = slug.nullish().transform((value) => value ?? undefined)

/** ISO calendar date, e.g. 2025-04-12. */
export const isoDate = z.iso.date()

/**
 * An image in content/images, named by its path there, with its alt text. The editor names the files it
 * writes after the entry and the field: "team/jane-doe/image/src.jpg".
 */
export const image = z.object({
  src: z
    .string()
    .regex(
      /^(?!.*\.\.)[\w\-/]+\.(svg|png|jpe?g|webp|avif)$/i,
      "must be a picture's path under content/images, e.g. team/jane-doe/image/src.jpg",
    ),
  alt: z.string().trim().min(1, "every image needs alt text"),
})
export type ImageRef = z.infer<typeof image>

/**
 * A group of fields that may be left out: the editor writes an empty group as `{}` (every field
 * blank, every list empty), which means "none" just as leaving it out does.
 */
export const optionalGroup = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) =>
      value &&
      typeof value === "object" &&
      Object.values(value).every(
        (field) => field === undefined || field === "" || (Array.isArray(field) && field.length === 0),
      )
        ? undefined
        : value,
    schema.optional(),
  )

/** A percentage of a photograph's width or height, from its left or top edge. */
const percent = z.number().int().min(0, "must be 0 to 100 (percent)").max(100, "must be 0 to 100 (percent)")

/**
 * A photograph of a person the agency supplied (never a drawn or generated face: no SVG), with alt text
 * and its focal point: the point, in percent across and down, that the square crop the site shows keeps
 * at its centre, as near as the edges allow (50/50 is the middle; a face in the top third is about 50/30).
 */
const portrait = z.object({
  src: z
    .string()
    .regex(
      /^(?!.*\.\.)[\w\-/]+\.(png|jpe?g|webp|avif)$/i,
      "must be a photograph (JPEG, PNG, WebP or AVIF) under content/images, e.g. team/jane-doe/portrait/src.jpg",
    ),
  alt: z
    .string()
    .trim()
    .min(1, 'a portrait needs alt text saying who it shows, e.g. "Jane Doe at her desk in the studio"'),
  focus: z.object({ x: percent, y: percent }).default({ x: 50, y: 50 }),
})

/**
 * A portrait that may be left out. The editor writes an empty one with its focal point's defaults and
 * no picture or alt text, which means "none"; alt text without a picture is a mistake, not "none".
 */
export const optionalPortrait = z.preprocess((value) => {
  if (!value || typeof value !== "object") return value
  const { src, alt } = value as { src?: unknown; alt?: unknown }
  const isBlank = (field: unknown) => field === undefined || field === null || field === ""
  return isBlank(src) && isBlank(alt) ? undefined : value
}, portrait.optional())

export const link = z.object({ label: text, href })

export const seo = z.object({
  title: z.string().trim().min(10).max(60),
  description: z.string().trim().min(70).max(160),
})

export const stat = z.object({ value: text, label: text })
export type Stat = z.infer<typeof stat>

const socialNetwork = z.enum(["facebook", "instagram", "twitter", "linkedin"])
export const socialLink = z.object({ network: socialNetwork, url: z.url({ protocol: /^https$/ }) })
export type SocialLink = z.infer<typeof socialLink>

export const titledItem = z.object({ title: text, description: text })
export type TitledItem = z.infer<typeof titledItem>
