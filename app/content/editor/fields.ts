/**
 * The editor's building blocks, shared by the collections and singletons beside this file: each gives an
 * editor a label, a line of help and the checks its zod counterpart in app/content/ makes.
 */
import { fields, singleton } from "@keystatic/core"
import { iconNames } from "../shared"

type TextOptions = { description?: string; multiline?: boolean; min?: number; max?: number }

/** A text an editor must fill in. */
export const text = (label: string, { description, multiline, min = 1, max }: TextOptions = {}) =>
  fields.text({ label, description, multiline, validation: { isRequired: true, length: { min, max } } })
/** A text that may be left empty. */
export const optionalText = (label: string, description?: string) => fields.text({ label, description })
/** A paragraph or more. */
export const paragraph = (label: string, description?: string) => text(label, { description, multiline: true })

/** A picture in content/images/<folder>, with the words that describe it to people who cannot see it. */
export const image = (label: string, folder: string, description?: string) =>
  fields.object(
    {
      src: fields.image({
        label: "Picture",
        description: "SVG artwork, or a photograph (JPEG, PNG, WebP) at least twice as wide as it is shown.",
        directory: `content/images/${folder}`,
        publicPath: folder,
        validation: { isRequired: true },
      }),
      alt: text("Alt text", {
        description: "What the picture shows, in a sentence, for people who cannot see it.",
      }),
    },
    { label, description },
  )

/** A picture that may be left out: choose a file and describe it, or leave both empty. */
export const optionalImage = (label: string, folder: string, description?: string) =>
  fields.object(
    {
      src: fields.image({
        label: "Picture",
        description: "SVG artwork, or a picture (PNG, WebP) at least twice as wide as it is shown.",
        directory: `content/images/${folder}`,
        publicPath: folder,
      }),
      alt: optionalText("Alt text", "What the picture shows, for people who cannot see it; needed with a picture."),
    },
    { label, description },
  )

/** A percentage of the photograph's width or height, for its focal point. */
const focusPercent = (label: string, description: string) =>
  fields.integer({ label, description, defaultValue: 50, validation: { isRequired: true, min: 0, max: 100 } })

/**
 * A person's photograph that may be left out: choose a file and describe it, or leave both empty. Its
 * focal point is what the square crop the site shows keeps at its centre.
 */
export const optionalPortrait = (folder: string, description: string) =>
  fields.object(
    {
      src: fields.image({
        label: "Photograph",
        description:
          "A real photograph (JPEG, PNG, WebP), never a drawing or a generated face, with its shorter side at least 192 px.",
        directory: `content/images/${folder}`,
        publicPath: folder,
      }),
      alt: optionalText(
        "Alt text",
        'Who it shows and, if it helps, where: "Jane Doe in the Detroit studio". Not "photo of"; needed with a photograph.',
      ),
      focus: fields.object(
        {
          x: focusPercent("Focus across (%)", "Where the face is, from the left edge: 0 left, 50 middle, 100 right."),
          y: focusPercent(
            "Focus down (%)",
            "Where the face is, from the top edge: 0 top, 50 middle; a face in the top third is about 30.",
          ),
        },
        { label: "Focal point", description: "The site shows a square around this point, as near as the edges allow." },
      ),
    },
    { label: "Portrait", description },
  )

export const path = (label = "Goes to") =>
  text(label, { description: "A page of this site such as /contact-us, or a full https:// address." })
export const link = (label: string, description?: string) =>
  fields.object({ label: text("Button or link text"), href: path() }, { label, description })
/** A link that may be left out: fill in both parts or neither. */
export const optionalLink = (label: string, description?: string) =>
  fields.object(
    {
      label: optionalText("Button or link text"),
      href: optionalText("Goes to", "A page of this site, e.g. /services."),
    },
    { label, description: description ?? "Optional: fill in both parts, or leave both empty." },
  )
/**
 * A page's title and description for search engines and sharing. A price, a title or a count in them is
 * written as a placeholder ({price.starter}, {member.position}, {count.team.words}) that the site fills in;
 * their lengths are checked once filled in, so the editor allows the longer placeholder.
 */
export const seo = (titleMin = 10, titleExample?: string) =>
  fields.object(
    {
      title: text("Title in search results", {
        description: `What the browser tab and Google show: at most 60 characters.${titleExample ? ` ${titleExample}` : ""}`,
        min: titleMin,
        max: 80,
      }),
      description: text("Description in search results", {
        description:
          "One or two sentences, 70 to 160 characters. Write a price, a title or a count as its placeholder, e.g. {price.starter}.",
        multiline: true,
        min: 70,
        max: 200,
      }),
    },
    { label: "Search engines and sharing" },
  )
export const stat = (label: string) =>
  fields.object(
    { value: text("Figure", { description: 'e.g. "+50%" or "120+"' }), label: text("What it counts") },
    { label },
  )
export const items = <T extends Parameters<typeof fields.array>[0]>(
  element: T,
  label: string,
  { min, max, itemLabel }: { min?: number; max?: number; itemLabel?: (props: never) => string } = {},
) =>
  fields.array(element, {
    label,
    validation: { length: { min, max } },
    // biome-ignore lint/suspicious/noExplicitAny: Keystatic types the preview props per element
    itemLabel: itemLabel as any,
  })
export const lines = (label: string, options: { min?: number; max?: number; description?: string } = {}) =>
  fields.array(text("Line"), {
    label,
    description: options.description,
    validation: { length: { min: options.min, max: options.max } },
    itemLabel: (props) => props.value,
  })
export const icon = (label = "Icon") =>
  fields.select({ label, options: iconNames.map((name) => ({ label: name, value: name })), defaultValue: iconNames[0] })
export const order = () =>
  fields.integer({
    label: "Order",
    description: "Its place in lists: 1 comes first.",
    validation: { isRequired: true },
  })
export const titled = (label: string) =>
  fields.object({ title: text("Title"), description: paragraph("Text") }, { label })
/** A page's opening: its label is also the page's name in breadcrumbs and share cards. */
export const headingFields = {
  eyebrow: text("Small heading above", { description: "A few words shown above the title." }),
  title: text("Title"),
  description: paragraph("Introduction"),
}
/** A section's heading, whose small label and introduction are left empty where the title says what the section is. */
const sectionHeadingFields = {
  ...headingFields,
  eyebrow: optionalText(
    "Small heading above",
    "A few words shown above the title, only where the title alone does not say what the section is.",
  ),
  description: fields.text({
    label: "Introduction",
    description: "Left empty where the title and what follows say it all.",
    multiline: true,
  }),
}
export const sectionHeading = (label: string, extra: Parameters<typeof fields.object>[0] = {}) =>
  fields.object({ ...sectionHeadingFields, ...extra }, { label })
export const iconItems = (label: string, options: { min?: number; max?: number }) =>
  items(
    fields.object({
      id: text("Id", { description: "A short name that never changes, in lowercase with hyphens." }),
      icon: icon(),
      title: text("Title"),
      description: paragraph("Text"),
    }),
    label,
    { ...options, itemLabel: (props: { fields: { title: { value: string } } }) => props.fields.title.value },
  )
export const relation = (label: string, collectionName: string, description?: string) =>
  fields.relationship({ label, collection: collectionName, description, validation: { isRequired: true } })
export const quotedResult = {
  caseStudy: relation("Case study", "caseStudies", "The client whose result this is."),
  result: optionalText(
    "Result",
    "The label of one of that case study's figures, e.g. Website traffic; empty for a study without figures.",
  ),
}
/** Entries of another collection, in order. */
export const relations = (label: string, collectionName: string, description: string) =>
  fields.array(relation("Entry", collectionName), { label, description, itemLabel: (props) => props.value ?? "" })
const socialNetwork = fields.select({
  label: "Network",
  options: [
    { label: "Facebook", value: "facebook" },
    { label: "Instagram", value: "instagram" },
    { label: "X (Twitter)", value: "twitter" },
    { label: "LinkedIn", value: "linkedin" },
  ],
  defaultValue: "facebook",
})
export const socialLinks = (label: string, options: { min?: number; max?: number; description?: string }) =>
  fields.array(
    fields.object({
      network: socialNetwork,
      url: fields.url({ label: "Profile address", validation: { isRequired: true } }),
    }),
    {
      label,
      description: options.description,
      validation: { length: { min: options.min, max: options.max } },
      itemLabel: (props) => props.fields.network.value,
    },
  )
export const date = (label: string, description?: string) =>
  fields.date({ label, description, validation: { isRequired: true } })

/** One YAML file of app/content/model.ts (a singleton or a page), given by its path there. */
export function yamlSingleton<Schema extends Parameters<typeof singleton>[0]["schema"]>(
  label: string,
  file: string,
  schema: Schema,
) {
  return singleton({ label, path: withoutExtension(file), format: "yaml", schema })
}

/** Keystatic names a file without its extension, which the format gives. */
function withoutExtension(file: string) {
  return file.replace(/\.yaml$/, "")
}
