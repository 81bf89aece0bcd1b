import { z } from "zod"
import { optionalPortrait, optionalSlug, seo, slug, socialLink, text, titledItem } from "./shared"

/** docs/requirements/DESIGN.md decision 7: lowercase name, spaces to hyphens. */
export function teamSlug(name: string) {
  return name.trim().toLowerCase().replace(/\s+/g, "-")
}

export const teamMemberSchema = z
  .object({
    id: slug,
    name: text,
    slug,
    position: text,
    /** What they answer for, in a few words: shown under the role on cards and profiles. */
    owns: text,
    /** Their own address at the agency, so a visitor can write to the person rather than a desk. */
    email: z.email(),
    /** The case study they led (its slug), linked from their card and profile; a project has one lead, so someone may have none. */
    ledProject: optionalSlug,
    /**
     * Their photograph, when the agency has one: the site draws no faces (docs/requirements/DESIGN.md
     * decision 8), so without it their initials stand in.
     */
    portrait: optionalPortrait,
    /** One or two sentences for the hero and cards. */
    bio: text,
    about: z.array(text).min(2),
    experience: titledItem,
    highlights: z.array(text).min(3),
    /**
     * Profiles the agency controls for this person (a page it runs in their name): none until it has them.
     * A personal handle is theirs to give, not ours to guess, so the profile shows only what is listed here.
     */
    socialLinks: z.array(socialLink).default([]),
    order: z.number().int(),
    /** Name their title as {member.position} (./facts.ts), so a new title reaches every page that states it. */
    seo,
  })
  .refine((member) => member.slug === teamSlug(member.name), {
    message: "the file's name must be the person's name in lowercase with hyphens for spaces (Jane Doe: jane-doe.yaml)",
    path: ["slug"],
  })
export type TeamMember = z.infer<typeof teamMemberSchema>
