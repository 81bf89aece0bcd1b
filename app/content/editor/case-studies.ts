/** Case studies, one YAML file each in content/case-studies/ (checked by app/content/case-study.ts). */
import { collection, fields } from "@keystatic/core"
import { collections } from "../model"
import {
  date,
  image,
  items,
  lines,
  optionalImage,
  optionalText,
  paragraph,
  relations,
  seo,
  text,
  titled,
} from "./fields"

export const caseStudies = collection({
  label: "Case studies",
  path: `${collections.caseStudies.folder}/*`,
  format: "yaml",
  slugField: "title",
  columns: ["title", "completedOn"],
  schema: {
    title: fields.slug({
      name: { label: "Title", validation: { isRequired: true } },
      slug: { label: "Address", description: "The page's address: /case-study/<this>." },
    }),
    client: text("Client"),
    cardTitle: text("Title on cards", {
      multiline: true,
      description: "The title again, with a line break where the card should break it.",
    }),
    tag: text("Tag", { description: "The services in a few words, e.g. Web Design & SEO." }),
    excerpt: paragraph("Excerpt", "One or two sentences for cards."),
    description: paragraph("Introduction", "The paragraph under the title."),
    website: fields.object(
      {
        name: optionalText(
          "Address as shown",
          "e.g. nutrivita.shop. Leave empty if the client has no site (shows N/A).",
        ),
        url: fields.url({ label: "Link", description: "Only for a site visitors can open (https://…)." }),
      },
      { label: "Client's website" },
    ),
    services: lines("Services provided", { min: 1 }),
    servicePages: relations(
      "Services of this site it used",
      "services",
      "Their pages may show this study and its client's words.",
    ),
    timeline: text("Timeline", { description: "As it reads on the page, e.g. March – August 2024." }),
    completedOn: date("Finished on", "Orders the case studies, newest first."),
    isFeatured: fields.checkbox({
      label: "Featured",
      description: "Shown first and largest on the case studies page.",
    }),
    realBusiness: fields.checkbox({
      label: "May be a real business",
      description:
        "Tick it when the name may belong to a real business (a search finds it in use, or it has a website). The study then tells only what we did: no challenge, no website or web address, no owners or staff, nobody named or quoted, no years in business, and only figures we were given, each with its baseline.",
    }),
    logo: optionalImage(
      "Client's logo (480 × 160)",
      "case-studies",
      "As the client's own site shows it, on its background; its alt text is the client's name. Shown in the home page's row of clients; without it the name is set in text.",
    ),
    scrollImage: optionalImage(
      "Scrolling page (1200 wide)",
      "case-studies",
      "The client's home page from its top, up to three screens tall, without browser chrome: it scrolls in a browser frame on the services page.",
    ),
    heroImage: image("Wide picture (2432 × 1000)", "case-studies", "The page opening on wide screens."),
    cardImage: image("Card picture (1920 × 1440)", "case-studies", "Cards, and the opening on phones."),
    teaserImage: image("Tall picture (1200 × 1500)", "case-studies", "The teaser on the home and service pages."),
    seo: seo(),
    overview: fields.object(
      {
        title: text("Title"),
        description: paragraph("Text"),
        resultsData: items(
          fields.object({
            value: text("Figure", {
              description: 'e.g. "+50%". Other text names it as {figure.<its label>}, e.g. {figure.website-traffic}.',
            }),
            label: text("What it counts"),
            period: text("Measured over", { description: 'e.g. "in 6 months" or "spring 2025".' }),
            comparedWith: text("Compared with", { description: 'The baseline, e.g. "the 6 months before".' }),
          }),
          "Result figures (up to four; none if there is no measured result)",
          { max: 4, itemLabel: (props: { fields: { label: { value: string } } }) => props.fields.label.value },
        ),
      },
      { label: "Overview" },
    ),
    challenges: fields.object(
      {
        title: optionalText("Title"),
        description: optionalText("Introduction"),
        items: items(titled("Challenge"), "Challenges", { itemLabel: itemTitle }),
      },
      {
        label: "The challenge",
        description:
          "Optional: where a fictional client started, as a title, an introduction and three or more items. Leave it all empty for a business that may be real.",
      },
    ),
    solutions: fields.object(
      { ...listHeading(), items: items(titled("Step"), "What we did", { min: 3, itemLabel: itemTitle }) },
      { label: "Our solution" },
    ),
    results: fields.object(
      {
        title: text("Title"),
        description: paragraph("Text", "How it ended, in words; the figures are the overview's."),
      },
      { label: "The results" },
    ),
  },
})

function listHeading() {
  return { title: text("Title"), description: paragraph("Introduction") }
}

function itemTitle(props: { fields: { title: { value: string } } }) {
  return props.fields.title.value
}
