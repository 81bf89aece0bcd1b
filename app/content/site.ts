import { z } from "zod"
import { image, internalPath, link, optionalGroup, socialLink, text } from "./shared"

const officeSchema = z.object({
  id: z.string(),
  city: text,
  region: text,
  country: text,
  address: text,
  isHeadquarters: z.boolean().default(false),
  /** In degrees, used to place the office on the map. */
  coordinates: z.object({ longitude: z.number().min(-180).max(180), latitude: z.number().min(-90).max(90) }),
})
export type Office = z.infer<typeof officeSchema>

/** A freelancer the site names as a partner (in page and profile text): counted with everyone else the site names. */
const partnerSchema = z.object({ name: text, role: text, city: text })

export const siteSchema = z.object({
  name: text,
  legalName: text,
  slogan: text,
  tagline: text,
  description: z.string().min(70).max(160),
  foundingYear: z.number().int(),
  /**
   * Promises the pages repeat, each written once here and named in copy as {site.replyWithin} and
   * {site.typicalBuild} (./facts.ts): how soon a request is answered, and how long a typical website takes.
   */
  replyWithin: text,
  typicalBuild: text,
  logo: z.object({ alt: text }),
  contact: z.object({
    phone: text,
    /** E.164 form for the tel: link. */
    phoneE164: z.string().regex(/^\+1\d{10}$/),
    email: z.email(),
    address: z.object({ street: text, city: text, region: text, postalCode: text, country: text }),
    hours: text,
  }),
  socialLinks: z.array(socialLink).length(4),
  offices: z.array(officeSchema).length(3),
  /** The freelance partners named on the site; no two people the site names share a first name. */
  partners: z.array(partnerSchema),
  defaultShareImage: image,
})
export type Site = z.infer<typeof siteSchema>

const navLink = z.object({ label: text, href: internalPath })

export const navigationSchema = z.object({
  skipLink: text,
  homeLabel: text,
  primary: z.array(navLink).length(6),
  contactButton: navLink,
  menu: z.object({ open: text, close: text, title: text }),
  footer: z.object({
    pagesHeading: text,
    pages: z.array(navLink).length(6),
    servicesHeading: text,
    recentPostsHeading: text,
    contactHeading: text,
    socialHeading: text,
    copyright: text,
    newTab: text,
    /** The links to the privacy notice and the accessibility statement, in every footer: their group's name (read aloud) and labels. */
    policiesLabel: text,
    privacyLink: text,
    accessibilityLink: text,
  }),
  socialLabels: z.record(z.enum(["facebook", "instagram", "twitter", "linkedin"]), text),
})
export type Navigation = z.infer<typeof navigationSchema>

/** The closing banner and other calls to action that many pages share. */
export const ctaSchema = z.object({
  eyebrow: text.optional(),
  title: text,
  description: text,
  primary: link,
  secondary: optionalGroup(link),
})
export type Cta = z.infer<typeof ctaSchema>
