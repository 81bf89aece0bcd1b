/** Team members, one YAML file each in content/team/ (checked by app/content/team-member.ts). */
import { collection, fields } from "@keystatic/core"
import { collections } from "../model"
import { teamSlug } from "../team-member"
import { lines, optionalPortrait, order, paragraph, seo, socialLinks, text, titled } from "./fields"

export const team = collection({
  label: "Team",
  path: `${collections.team.folder}/*`,
  format: "yaml",
  slugField: "name",
  columns: ["name", "position"],
  schema: {
    name: fields.slug({
      name: { label: "Name", validation: { isRequired: true } },
      slug: {
        label: "Address",
        description: "Their page: /team/<this>, the name in lowercase with hyphens.",
        generate: teamSlug,
      },
    }),
    position: text("Role", {
      description:
        "Written here only: their page title and descriptions say {member.position}, other pages {position.<file name>}.",
    }),
    owns: text("What they answer for", { description: "A few words, shown under the role." }),
    email: text("Email address", { description: "Their own address at the agency." }),
    ledProject: fields.relationship({
      label: "The project they led",
      collection: "caseStudies",
      description: "Linked from their card and their page. A project has one lead: leave empty if someone else led it.",
    }),
    portrait: optionalPortrait(
      "team",
      "Their photograph, if the agency has one; left empty, their initials are shown.",
    ),
    bio: paragraph("Short bio", "One or two sentences for cards and the top of their page."),
    about: lines("About (paragraphs)", { min: 2 }),
    experience: titled("Experience"),
    highlights: lines("Highlights", { min: 3 }),
    socialLinks: socialLinks("Their profiles", {
      description: "Only profiles the agency runs for them, never a personal account: leave empty until there is one.",
    }),
    order: order(),
    seo: seo(10, "e.g. {member.name}, {member.position} | {site.name}"),
  },
})
