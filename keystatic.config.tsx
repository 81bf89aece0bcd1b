/**
 * The content editor at /keystatic: one collection or singleton per kind of content, writing the same
 * files the site is built from (app/content/model.ts). The zod schemas in app/content/ stay the check;
 * these fields give an editor labels, help and the right control for each field, and
 * app/content/editor-fields.test.ts fails when the two disagree.
 */
import { type Config, collection, config, fields, singleton } from "@keystatic/core"
import { wrapper } from "@keystatic/core/content-components"
import type { EditorStorage } from "#app/config.server"
import { articles, collections, pages, singletons } from "#app/content/model"
import { iconNames } from "#app/content/shared"
import { teamSlug } from "#app/content/team-member"

type TextOptions = { description?: string; multiline?: boolean; min?: number; max?: number }

/** A text an editor must fill in. */
const text = (label: string, { description, multiline, min = 1, max }: TextOptions = {}) =>
  fields.text({ label, description, multiline, validation: { isRequired: true, length: { min, max } } })
/** A text that may be left empty. */
const optionalText = (label: string, description?: string) => fields.text({ label, description })
/** A paragraph or more. */
const paragraph = (label: string, description?: string) => text(label, { description, multiline: true })

/** A picture in content/images/<folder>, with the words that describe it to people who cannot see it. */
const image = (label: string, folder: string, description?: string) =>
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
const optionalImage = (label: string, folder: string, description?: string) =>
  fields.object(
    {
      src: fields.image({ label: "Picture", directory: `content/images/${folder}`, publicPath: folder }),
      alt: optionalText("Alt text", "What the picture shows, in a sentence. Needed with a picture."),
    },
    { label, description },
  )

const path = (label = "Goes to") =>
  text(label, { description: "A page of this site such as /contact-us, or a full https:// address." })
const link = (label: string, description?: string) =>
  fields.object({ label: text("Button or link text"), href: path() }, { label, description })
/** A link that may be left out: fill in both parts or neither. */
const optionalLink = (label: string, description?: string) =>
  fields.object(
    {
      label: optionalText("Button or link text"),
      href: optionalText("Goes to", "A page of this site, e.g. /services."),
    },
    { label, description: description ?? "Optional: fill in both parts, or leave both empty." },
  )
const seo = (titleMin = 10) =>
  fields.object(
    {
      title: text("Title in search results", {
        description: "What the browser tab and Google show.",
        min: titleMin,
        max: 60,
      }),
      description: text("Description in search results", {
        description: "One or two sentences, 70 to 160 characters.",
        multiline: true,
        min: 70,
        max: 160,
      }),
    },
    { label: "Search engines and sharing" },
  )
const stat = (label: string) =>
  fields.object(
    { value: text("Figure", { description: 'e.g. "+50%" or "120+"' }), label: text("What it counts") },
    { label },
  )
const items = <T extends Parameters<typeof fields.array>[0]>(
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
const lines = (label: string, options: { min?: number; max?: number; description?: string } = {}) =>
  fields.array(text("Line"), {
    label,
    description: options.description,
    validation: { length: { min: options.min, max: options.max } },
    itemLabel: (props) => props.value,
  })
const icon = (label = "Icon") =>
  fields.select({ label, options: iconNames.map((name) => ({ label: name, value: name })), defaultValue: iconNames[0] })
const order = () =>
  fields.integer({
    label: "Order",
    description: "Its place in lists: 1 comes first.",
    validation: { isRequired: true },
  })
const titled = (label: string) => fields.object({ title: text("Title"), description: paragraph("Text") }, { label })
const headingFields = {
  eyebrow: text("Small heading above", { description: "A few words shown above the title." }),
  title: text("Title"),
  description: paragraph("Introduction"),
}
const sectionHeading = (label: string, extra: Parameters<typeof fields.object>[0] = {}) =>
  fields.object({ ...headingFields, ...extra }, { label })
const cta = (label: string) =>
  fields.object(
    {
      eyebrow: optionalText("Small heading above"),
      title: text("Title"),
      description: paragraph("Text"),
      primary: link("Main button"),
      secondary: optionalLink("Second button"),
    },
    { label },
  )
const iconItems = (label: string, options: { min?: number; max?: number }) =>
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
const testimonialsSection = (label: string) =>
  sectionHeading(label, {
    caseStudyLink: text("Link to the client's story"),
    previousLabel: text("Previous button (read aloud)"),
    nextLabel: text("Next button (read aloud)"),
    slideLabel: text("Slide name (read aloud)", { description: "Must contain {current} and {total}." }),
    testimonials: relations(
      "Testimonials shown",
      "testimonials",
      "In order. A quote may appear on two pages at most (this one, a service page, the other testimonials section).",
    ),
  })
const relation = (label: string, collectionName: string, description?: string) =>
  fields.relationship({ label, collection: collectionName, description, validation: { isRequired: true } })
const quotedResult = {
  caseStudy: relation("Case study", "caseStudies", "The client whose result this is."),
  result: text("Result", { description: "The label of one of that case study's four figures, e.g. Organic traffic." }),
}
/** Entries of another collection, in order. */
const relations = (label: string, collectionName: string, description: string) =>
  fields.array(relation("Entry", collectionName), { label, description, itemLabel: (props) => props.value ?? "" })
const navLinks = (label: string, count: number) =>
  items(fields.object({ label: text("Text"), href: path() }), label, {
    min: count,
    max: count,
    itemLabel: (props: { fields: { label: { value: string } } }) => props.fields.label.value,
  })
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
const socialLinks = (label: string, options: { min?: number; max?: number }) =>
  items(
    fields.object({
      network: socialNetwork,
      url: fields.url({ label: "Profile address", validation: { isRequired: true } }),
    }),
    label,
    { ...options, itemLabel: (props: { fields: { network: { value: string } } }) => props.fields.network.value },
  )
const date = (label: string, description?: string) =>
  fields.date({ label, description, validation: { isRequired: true } })

const fieldCopy = (label: string, extra: Parameters<typeof fields.object>[0] = {}) =>
  fields.object(
    {
      label: text("Label"),
      placeholder: optionalText("Example shown inside the empty field"),
      hint: optionalText("Help line under the field"),
      ...extra,
    },
    { label },
  )
const errorMessages = (label: string, keys: string[]) =>
  fields.object(
    Object.fromEntries(
      keys.map((key) => [
        key,
        text({ required: "When it is empty", tooLong: "When it is too long", invalid: "When it is not valid" }[key]!),
      ]),
    ),
    { label },
  )

/** The site's content as the editor shows it. */
export function makeKeystaticConfig(storage: EditorStorage): Config {
  const made = config({
    storage,
    ui: {
      brand: { name: "Catalysty website" },
      navigation: {
        Pages: [
          "home",
          "about",
          "servicesPage",
          "pricingPage",
          "caseStudiesPage",
          "blogPage",
          "teamPage",
          "contactPage",
          "privacyPage",
          "accessibilityPage",
          "notFound",
        ],
        "Work and people": ["services", "caseStudies", "team", "testimonials", "pricing"],
        Blog: ["articles", "blogCategories", "articleLabels"],
        "Site-wide": ["site", "navigation", "banner", "caseStudyLabels", "forms", "error"],
      },
    },
    collections: {
      services: collection({
        label: "Services",
        path: `${collections.services.folder}/*`,
        format: "yaml",
        slugField: "title",
        columns: ["title", "order"],
        schema: {
          id: text("Id", {
            description: "A short name that never changes once leads mention it (e.g. seo). Lowercase and hyphens.",
          }),
          title: fields.slug({
            name: { label: "Title", validation: { isRequired: true } },
            slug: { label: "Address", description: "The page's address: /services/<this>." },
          }),
          order: order(),
          shortTitle: text("Short name", { description: "Used in the footer and small spaces, e.g. Web Design." }),
          formLabel: text("Name in the quote form", {
            description: "The option in the form's service list, and what lead emails say.",
          }),
          description: paragraph("Summary", "One or two sentences for the services list."),
          features: lines("Three promises", { min: 3, max: 3 }),
          icon: icon(),
          owner: relation("Led by", "team", "The team member who answers for this service."),
          proof: fields.object(
            {
              ...quotedResult,
              testimonial: fields.relationship({
                label: "Client's words",
                collection: "testimonials",
                description:
                  "A testimonial from the same case study's client, quoted beside the study near the end of the page. Empty for a client that may be a real business.",
              }),
            },
            {
              label: "Proof",
              description:
                "A case study that used this service (it lists the service), the figure the page opens with, and that client's words.",
            },
          ),
          seo: seo(),
          hero: fields.object(
            {
              eyebrow: text("Small heading above"),
              title: text("Title"),
              description: paragraph("Introduction"),
              primaryCta: link("Main button"),
              secondaryCta: link("Second button"),
            },
            { label: "Opening" },
          ),
          cardsSection: fields.object(headingFields, { label: "Heading of what we do" }),
          cards: iconItems("What we do (six cards)", { min: 6, max: 6 }),
          formSection: fields.object(
            {
              title: text("Title"),
              description: paragraph("Text"),
              highlights: lines("Three points beside the form", { min: 3, max: 3 }),
            },
            { label: "Quote request at the end" },
          ),
        },
      }),
      caseStudies: collection({
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
              "The name may belong to a real business (a search finds it in use). Then the study tells only what we did: leave the challenge and the website empty, write no web address, and quote nobody there.",
          }),
          heroImage: image("Wide picture (2432 × 1000)", "case-studies", "The page opening on wide screens."),
          cardImage: image("Card picture (1920 × 1440)", "case-studies", "Cards, and the opening on phones."),
          teaserImage: image("Tall picture (1200 × 1500)", "case-studies", "The teaser on the home and service pages."),
          seo: seo(),
          overview: fields.object(
            {
              title: text("Title"),
              description: paragraph("Text"),
              resultsData: items(stat("Figure"), "Four figures", {
                min: 4,
                max: 4,
                itemLabel: (props: { fields: { label: { value: string } } }) => props.fields.label.value,
              }),
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
                "Where a fictional client started: a title, an introduction and three or more items. Leave it all empty for a business that may be real.",
            },
          ),
          solutions: fields.object(
            { ...listHeading(), items: items(titled("Step"), "What we did", { min: 3, itemLabel: itemTitle }) },
            { label: "Our solution" },
          ),
          results: fields.object(
            {
              title: text("Title"),
              description: paragraph("Text"),
              items: items(
                fields.object({
                  metric: text("Figure", { description: "The same as the overview's figure." }),
                  growth: text("Measured over", {
                    description: 'The period, e.g. "in 6 months" or "spring 2025 vs. spring 2024".',
                  }),
                  label: text("What it counts", { description: "The same as the overview's label." }),
                }),
                "Results (the overview's figures, in the same order)",
                { min: 3, itemLabel: (props: { fields: { label: { value: string } } }) => props.fields.label.value },
              ),
            },
            { label: "The results" },
          ),
        },
      }),
      team: collection({
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
          position: text("Role"),
          owns: text("What they answer for", { description: "A few words, shown under the role." }),
          email: text("Email address", { description: "Their own address at the agency." }),
          ledProject: fields.relationship({
            label: "The project they led",
            collection: "caseStudies",
            description:
              "Linked from their card and their page. A project has one lead: leave empty if someone else led it.",
          }),
          bio: paragraph("Short bio", "One or two sentences for cards and the top of their page."),
          about: lines("About (paragraphs)", { min: 2 }),
          experience: titled("Experience"),
          highlights: lines("Highlights", { min: 3 }),
          socialLinks: socialLinks("Their profiles", { min: 1 }),
          order: order(),
          seo: seo(),
        },
      }),
      testimonials: collection({
        label: "Testimonials",
        path: `${collections.testimonials.folder}/*`,
        format: "yaml",
        slugField: "name",
        schema: {
          name: fields.slug({ name: { label: "Name of the person quoted", validation: { isRequired: true } } }),
          order: order(),
          title: text("Their role", { description: "e.g. Owner. The business is the case study's client." }),
          quote: paragraph("Quote"),
          image: optionalImage(
            "Photograph",
            "testimonials",
            "Only a real photograph the client supplied; left empty, none is shown.",
          ),
          logo: image("Client's logo", "testimonials"),
          ...quotedResult,
        },
      }),
      blogCategories: collection({
        label: "Blog categories",
        path: `${collections.blogCategories.folder}/*`,
        format: "yaml",
        slugField: "name",
        schema: {
          name: fields.slug({
            name: { label: "Name", validation: { isRequired: true } },
            slug: { label: "Address", description: "The category page: /blog-category/<this>." },
          }),
          order: order(),
          description: paragraph("Description"),
          seo: fields.object(
            { title: text("Title in search results"), description: paragraph("Description in search results") },
            { label: "Search engines and sharing" },
          ),
        },
      }),
      articles: collection({
        label: "Articles",
        path: `${articles.folder}/*`,
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
          updatedAt: fields.date({
            label: "Revised on",
            description: "Only when the article was really revised; shown as Updated.",
          }),
          updateNote: optionalText(
            "What the revision changed",
            "One sentence, shown beside the date. Needed with Revised on.",
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
      }),
    },
    singletons: {
      site: singleton({
        label: "Agency details",
        path: withoutExtension(singletons.site.file),
        format: "yaml",
        schema: {
          name: text("Agency name"),
          legalName: text("Legal name"),
          slogan: text("Slogan"),
          tagline: text("Tagline"),
          description: text("Description", { multiline: true, min: 70, max: 160 }),
          foundingYear: fields.integer({ label: "Founded in", validation: { isRequired: true } }),
          logo: fields.object({ alt: text("Logo read aloud as") }, { label: "Logo" }),
          contact: fields.object(
            {
              phone: text("Phone", { description: "As it reads, e.g. (313) 555-0148." }),
              phoneE164: text("Phone for dialling", { description: "+1 and ten digits, e.g. +13135550148." }),
              email: text("Email", { description: "Quote requests are emailed here too." }),
              address: fields.object(
                {
                  street: text("Street"),
                  city: text("City"),
                  region: text("State"),
                  postalCode: text("ZIP code"),
                  country: text("Country code", { description: "e.g. US" }),
                },
                { label: "Address" },
              ),
              hours: text("Opening hours"),
            },
            { label: "Contact details" },
          ),
          socialLinks: socialLinks("Social profiles", { min: 4, max: 4 }),
          offices: items(
            fields.object({
              id: text("Id"),
              city: text("City"),
              region: text("Region"),
              country: text("Country"),
              address: text("Address"),
              isHeadquarters: fields.checkbox({ label: "Headquarters" }),
              coordinates: fields.object(
                {
                  longitude: fields.number({ label: "Longitude", validation: { isRequired: true } }),
                  latitude: fields.number({ label: "Latitude", validation: { isRequired: true } }),
                },
                { label: "Position on the map" },
              ),
            }),
            "Offices",
            { min: 3, max: 3, itemLabel: (props: { fields: { city: { value: string } } }) => props.fields.city.value },
          ),
          partners: items(
            fields.object({ name: text("Name"), role: text("What they do for us"), city: text("City") }),
            "Freelance partners",
            { itemLabel: (props: { fields: { name: { value: string } } }) => props.fields.name.value },
          ),
          defaultShareImage: image("Picture when a page is shared", "share"),
        },
      }),
      navigation: singleton({
        label: "Menus and footer",
        path: withoutExtension(singletons.navigation.file),
        format: "yaml",
        schema: {
          skipLink: text("Skip link (keyboard users)"),
          homeLabel: text("Logo link read aloud as"),
          primary: navLinks("Header links", 6),
          contactButton: fields.object({ label: text("Text"), href: path() }, { label: "Header button" }),
          menu: fields.object(
            { open: text("Open button (read aloud)"), close: text("Close button (read aloud)"), title: text("Title") },
            { label: "Phone menu" },
          ),
          footer: fields.object(
            {
              pagesHeading: text("Pages heading"),
              pages: navLinks("Pages", 6),
              servicesHeading: text("Services heading"),
              recentPostsHeading: text("Recent posts heading"),
              contactHeading: text("Contact heading"),
              socialHeading: text("Social heading"),
              copyright: text("Copyright line"),
              newTab: text("Said of links that open a new tab"),
              policiesLabel: text("Privacy and accessibility links: their group (read aloud)"),
              privacyLink: text("Link to the privacy notice"),
              accessibilityLink: text("Link to the accessibility statement"),
            },
            { label: "Footer" },
          ),
          socialLabels: fields.object(
            {
              facebook: text("Facebook"),
              instagram: text("Instagram"),
              twitter: text("X (Twitter)"),
              linkedin: text("LinkedIn"),
            },
            { label: "Names of the social networks" },
          ),
        },
      }),
      pricing: singleton({
        label: "Prices and questions",
        path: withoutExtension(singletons.pricing.file),
        format: "yaml",
        schema: {
          plans: items(
            fields.object({
              id: text("Id"),
              title: text("Name"),
              price: fields.integer({ label: "Price in dollars", validation: { isRequired: true, min: 1 } }),
              priceNote: text("Under the price", { description: "e.g. one-time, or per month." }),
              description: paragraph("Who it is for"),
              features: lines("What is included", { min: 3 }),
              isPopular: fields.checkbox({ label: "Marked as most popular" }),
              cta: link("Button"),
            }),
            "Plans",
            { min: 1, itemLabel: (props: { fields: { title: { value: string } } }) => props.fields.title.value },
          ),
          faqs: items(
            fields.object({ id: text("Id"), question: text("Question"), answer: paragraph("Answer") }),
            "Questions and answers",
            { min: 1, itemLabel: (props: { fields: { question: { value: string } } }) => props.fields.question.value },
          ),
        },
      }),
      forms: singleton({
        label: "Quote form and emails",
        path: withoutExtension(singletons.forms.file),
        format: "yaml",
        schema: {
          contact: fields.object(
            {
              fields: fields.object(
                {
                  name: fieldCopy("Name"),
                  email: fieldCopy("Email"),
                  company: fieldCopy("Company"),
                  services: fieldCopy("Service", { placeholder: text("First option (nothing chosen)") }),
                  budget: fieldCopy("Budget", { placeholder: text("Example shown inside the empty field") }),
                  message: fieldCopy("Message"),
                  botcheck: fields.object({ label: text("Label") }, { label: "Hidden field that catches bots" }),
                },
                { label: "Fields" },
              ),
              optionalLabel: text("Said of optional fields"),
              requiredLabel: text("Said of required fields"),
              characterCount: text("Character count", { description: "Must contain {count} and {max}." }),
              submit: text("Send button"),
              privacyNote: fields.object(
                {
                  text: text("Sentence", { description: "What the details are used for, in one short sentence." }),
                  link: text("Link to the privacy notice"),
                },
                { label: "Beside the send button" },
              ),
              sending: text("Send button while sending"),
              retry: text("Try again button"),
              summaryTitle: text("Problems heading", { description: "Must contain {count}." }),
              summaryTitleOne: text("Problem heading (one problem)"),
              errors: fields.object(
                {
                  name: errorMessages("Name", ["required", "tooLong", "invalid"]),
                  email: errorMessages("Email", ["required", "tooLong", "invalid"]),
                  company: errorMessages("Company", ["tooLong", "invalid"]),
                  services: errorMessages("Service", ["required", "invalid"]),
                  budget: errorMessages("Budget", ["tooLong", "invalid"]),
                  message: errorMessages("Message", ["required", "tooLong", "invalid"]),
                },
                { label: "Error messages" },
              ),
              popup: fields.object(
                {
                  successTitle: text("Sent: title"),
                  successText: paragraph("Sent: text"),
                  failureTitle: text("Not sent: title"),
                  failureFallback: paragraph("Not sent: text"),
                  malformedAnswer: paragraph("Unreadable answer"),
                  close: text("Close button"),
                },
                { label: "Popup after sending" },
              ),
              status: fields.object(
                {
                  sending: text("Sending"),
                  sent: text("Sent"),
                  offline: text("Offline"),
                  network: text("Network problem"),
                  timeout: text("No answer in time"),
                  draftRestored: text("Draft restored"),
                },
                { label: "Status lines (read aloud)" },
              ),
            },
            { label: "Quote form" },
          ),
          endpoint: fields.object(
            {
              ...Object.fromEntries(
                (
                  [
                    ["success", "Received"],
                    ["method", "Wrong method"],
                    ["contentType", "Wrong content type"],
                    ["tooLarge", "Too large"],
                    ["tooManyParts", "Too many parts"],
                    ["malformed", "Unreadable"],
                    ["encoding", "Wrong encoding"],
                    ["fieldName", "Bad field name"],
                    ["accessKeyMissing", "Key missing"],
                    ["accessKeyUnknown", "Key unknown"],
                    ["origin", "Other website"],
                    ["invalid", "Fields not valid"],
                    ["unknownField", "Unknown field (never name it)"],
                    ["duplicateField", "Field sent twice (may contain {field})"],
                    ["notSupported", "Not supported"],
                    ["redirect", "Redirect refused"],
                    ["submissionId", "Bad submission id"],
                    ["idempotencyMismatch", "Same id, other content"],
                    ["idempotencyInFlight", "Same id, still in progress"],
                    ["rateLimited", "Too many requests"],
                    ["unavailable", "Cannot store now"],
                    ["unexpected", "Unexpected problem"],
                  ] as const
                ).map(([key, label]) => [key, text(label)]),
              ),
              problemPage: fields.object(
                {
                  title: text("Title"),
                  description: paragraph("Text"),
                  resend: text("Send again button"),
                  backLink: text("Back link"),
                },
                { label: "Page shown without JavaScript when sending fails" },
              ),
            },
            { label: "Answers of the form's server" },
          ),
          notification: fields.object(
            {
              subject: text("Subject", { description: "Must contain {name} and {services}." }),
              heading: text("Heading"),
              intro: paragraph("Introduction"),
              replyButton: text("Reply button"),
              footer: paragraph("Footer"),
              labels: fields.object(
                Object.fromEntries(
                  (
                    [
                      ["name", "Name"],
                      ["email", "Email"],
                      ["company", "Company"],
                      ["services", "Service"],
                      ["budget", "Budget"],
                      ["message", "Message"],
                      ["received", "Received"],
                      ["sourcePage", "Sent from page"],
                      ["landingPage", "Visit started on"],
                      ["utm_source", "Campaign source"],
                      ["utm_medium", "Campaign medium"],
                      ["utm_campaign", "Campaign name"],
                      ["utm_term", "Campaign term"],
                      ["utm_content", "Campaign content"],
                      ["leadNumber", "Lead number"],
                    ] as const
                  ).map(([key, label]) => [key, text(label)]),
                ),
                { label: "Labels" },
              ),
            },
            { label: "Email to the agency about a new lead" },
          ),
          thanks: fields.object(
            {
              seo: seo(),
              tag: text("Small heading above"),
              title: text("Title"),
              description: paragraph("Text"),
              nextSteps: lines("What happens next", { min: 1, max: 4 }),
              homeLink: link("Main button"),
              secondaryLink: link("Second button"),
            },
            { label: "Thank-you page (/thanks)" },
          ),
        },
      }),
      home: page("Home page", pages.home.file, {
        seo: seo(),
        hero: fields.object(
          {
            badge: text("Badge"),
            title: text("Title"),
            subtitle: text("Title in the accent colour"),
            description: paragraph("Introduction"),
            primaryButton: link("Main button"),
            secondaryButton: link("Second button"),
            stats: items(stat("Figure"), "Three figures", { min: 3, max: 3 }),
            features: items(fields.object({ icon: icon(), title: text("Text") }), "Three points", { min: 3, max: 3 }),
            work: fields.object(
              {
                ...quotedResult,
                linkLabel: text("Link to the case study"),
              },
              {
                label: "Client site shown",
                description: "The opening shows this client's site, with one of its results and a link to its story.",
              },
            ),
          },
          { label: "Opening" },
        ),
        services: sectionHeading("Services", {
          moreLink: link("Link to all services"),
          learnMore: text("Learn more link"),
        }),
        process: sectionHeading("How we work", {
          steps: items(
            fields.object({ id: text("Id"), title: text("Title"), description: paragraph("Text") }),
            "Three steps",
            { min: 3, max: 3 },
          ),
        }),
        about: sectionHeading("About us", {
          points: lines("Points", { min: 3 }),
          link: link("Link"),
          image: image("Picture", "home"),
        }),
        caseStudyTeaser: sectionHeading("Client story", {
          caseStudy: relation("Case study", "caseStudies"),
          stats: items(stat("Figure"), "Three figures", { min: 3, max: 3 }),
          period: text("Period", { description: "When these results were measured." }),
          link: link("Link"),
        }),
        testimonials: testimonialsSection("Testimonials"),
        blog: sectionHeading("From the blog", { link: link("Link to the blog") }),
        cta: cta("Closing call to action"),
      }),
      about: page("About page", pages.about.file, {
        seo: seo(),
        hero: fields.object(
          {
            ...headingFields,
            stats: items(stat("Figure"), "Figures", { min: 3, max: 4 }),
            work: fields.object(
              {
                label: text("Heading over the client sites"),
                lead: relation("Client site shown largest", "caseStudies"),
                allLabel: text("Link to all case studies"),
              },
              {
                label: "Client sites",
                description: "Every case study's site, linked to its story; choose the one shown largest.",
              },
            ),
          },
          { label: "Opening" },
        ),
        mission: fields.object(
          {
            eyebrow: text("Small heading above"),
            title: text("Title"),
            paragraphs: lines("Paragraphs", { min: 2 }),
            image: image("Picture", "about"),
          },
          { label: "Mission" },
        ),
        values: sectionHeading("Values", { items: iconItems("Three values", { min: 3, max: 3 }) }),
        team: sectionHeading("Team", { seeProfile: text("Profile link") }),
        offices: sectionHeading("Offices", {
          mapAlt: text("Map read aloud as"),
          headquartersLabel: text("Headquarters label"),
        }),
        testimonials: testimonialsSection("Testimonials"),
        cta: cta("Closing call to action"),
      }),
      servicesPage: page("Services page", pages.services.file, {
        seo: seo(),
        intro: sectionHeading("Opening, over the services list", { learnMore: text("Learn more link") }),
        servicePage: fields.object(
          {
            resultLabel: text("Result label"),
            caseStudyLink: text("Case study link"),
            ownerLabel: text("Led by label"),
            teaserEyebrow: text("Small heading above the case study"),
            teaserLink: text("Case study button"),
          },
          { label: "Labels on each service page" },
        ),
        cta: cta("Closing call to action"),
      }),
      pricingPage: page("Pricing page", pages.pricing.file, {
        seo: seo(),
        intro: fields.object(headingFields, { label: "Opening" }),
        popularBadge: text("Most popular badge"),
        customPlan: fields.object(
          {
            title: text("Title"),
            description: paragraph("Text"),
            points: lines("Points", { min: 2 }),
            cta: link("Button"),
          },
          { label: "Custom plan" },
        ),
        whyChooseUs: sectionHeading("Why choose us", { items: iconItems("Reasons", { min: 3 }) }),
        faq: fields.object(headingFields, { label: "Questions heading" }),
        cta: cta("Closing call to action"),
      }),
      contactPage: page("Contact page", pages.contact.file, {
        seo: seo(),
        tag: text("Small heading above"),
        title: text("Title"),
        description: paragraph("Introduction"),
        info: fields.object(
          {
            title: text("Title"),
            emailLabel: text("Email label"),
            phoneLabel: text("Phone label"),
            addressLabel: text("Address label"),
            hoursLabel: text("Hours label"),
            socialLabel: text("Social label"),
          },
          { label: "Contact details card" },
        ),
        formTitle: text("Form title"),
        formDescription: paragraph("Form introduction"),
      }),
      caseStudiesPage: page("Case studies page", pages.caseStudies.file, {
        seo: seo(),
        intro: fields.object(headingFields, { label: "Opening" }),
        featuredLabel: text("Featured label"),
        gridTitle: text("Heading over the other studies"),
        readMore: text("Read more link"),
        cta: cta("Closing call to action"),
      }),
      caseStudyLabels: page("Labels on case study pages", pages.caseStudyLabels.file, {
        facts: fields.object(
          {
            client: text("Client"),
            website: text("Website"),
            services: text("Services"),
            timeline: text("Timeline"),
            missingWebsite: text("When there is no website"),
          },
          { label: "Facts" },
        ),
        resultsHeading: text("Figures heading"),
        challengeHeading: text("Challenge heading"),
        solutionHeading: text("Solution heading"),
        resultsListHeading: text("Results heading"),
        relatedHeading: text("Related case studies heading"),
        readMore: text("Read more link"),
        visitWebsite: text("Visit website link"),
      }),
      blogPage: page("Blog page", pages.blog.file, {
        seo: seo(),
        intro: fields.object(headingFields, { label: "Opening" }),
        featuredHeading: text("Featured articles heading (read aloud)"),
        moreHeading: text("More articles heading"),
        categoryHeading: text("More articles heading on a category page", {
          description: "{category} is replaced by its name.",
        }),
        allCategory: text("All categories"),
        categoriesLabel: text("Categories (read aloud)"),
        readMore: text("Read more link"),
        emptyCategory: fields.object(
          { title: text("Title"), description: paragraph("Text"), link: link("Link") },
          { label: "A category with no articles" },
        ),
        cta: cta("Closing call to action"),
        categoryCtaTitle: text("Closing call to action's title on a category page", {
          description: "{category} is replaced by its name, so each category page asks its own question.",
        }),
      }),
      articleLabels: page("Labels on articles", pages.articleLabels.file, {
        by: text("By"),
        published: text("Published"),
        updated: text("Updated"),
        readingTime: text("Reading time", { description: "{minutes} is replaced." }),
        tableOfContents: text("Contents heading"),
        share: fields.object(
          {
            heading: text("Heading"),
            copy: text("Copy link"),
            copied: text("Link copied"),
            linkedin: text("LinkedIn"),
            facebook: text("Facebook"),
            x: text("X"),
          },
          { label: "Share buttons" },
        ),
        relatedHeading: text("Related articles heading"),
        aboutAuthor: text("About the author heading"),
      }),
      teamPage: page("Team page", pages.team.file, {
        seo: seo(),
        intro: fields.object(headingFields, { label: "Opening" }),
        seeProfile: text("Profile link"),
        member: fields.object(
          {
            aboutHeading: text("About heading"),
            experienceHeading: text("Experience heading"),
            highlightsHeading: text("Highlights heading"),
            socialLabel: text("Profiles heading"),
            socialLinkLabel: text("Profile link read aloud as", { description: "{name} and {network} are filled in." }),
            backToTeam: text("Back to the team link"),
            ownsLabel: text("Answers for label"),
            leadsLabel: text("Leads label"),
            latestArticleLabel: text("Latest article label"),
            ledProjectLabel: text("Project they led label"),
          },
          { label: "Labels on a team member's page" },
        ),
        notFound: fields.object(
          {
            title: text("Title"),
            description: paragraph("Text"),
            link: link("Link"),
            suggestionsHeading: text("Suggestions heading"),
          },
          { label: "Team member not found" },
        ),
      }),
      privacyPage: page("Privacy notice", pages.privacy.file, {
        seo: seo(),
        intro: fields.object(headingFields, { label: "Opening" }),
        lastChanged: date(
          "Last changed",
          "Change it whenever this page, the retention settings or the analytics setting change.",
        ),
        lastChangedLabel: text("Label before the date"),
        summary: fields.object(
          {
            title: text("Title"),
            cookies: text("Cookies"),
            analyticsNone: text("Analytics, when there are none"),
            analyticsOn: text("Analytics, when switched on", { description: "{provider} is its name." }),
            keptSite: text("How long a request is kept", { description: "{leadDays} is the number of days." }),
            keptHosted: text("When the form goes through a form service", { description: "{service} is its name." }),
            ask: text("Copy, correction or erasure"),
          },
          { label: "Side card: the notice in short" },
        ),
        collected: fields.object(
          {
            title: text("Heading"),
            intro: paragraph("Before the list of fields", "The fields come from the quote form itself."),
            context: paragraph("What the form sends with them"),
            browser: paragraph("What stays in the visitor's browser"),
          },
          { label: "What the form asks for" },
        ),
        destination: fields.object(
          {
            title: text("Heading"),
            site: paragraph("Stored by this site's own server"),
            hosted: paragraph(
              "Sent to a form service (static hosting)",
              "{service} and {origin} are the service's name and address.",
            ),
            email: paragraph("Emailed to the team", "{email} is the agency's address from Agency details."),
            tools: paragraph("Passed to the agency's own tools"),
            nobodyElse: paragraph("Nobody else"),
          },
          { label: "Where a request goes" },
        ),
        retention: fields.object(
          {
            title: text("Heading"),
            site: paragraph(
              "How long this site keeps it",
              "{leadDays} and {spamDays} come from the server's settings.",
            ),
            hosted: paragraph("With a form service", "{service} is its name."),
            mailbox: paragraph("The email in the mailbox"),
          },
          { label: "How long it is kept" },
        ),
        analytics: fields.object(
          {
            title: text("Heading"),
            none: paragraph("When there are no analytics"),
            on: paragraph("When analytics are on", "{provider} and {origin} are its name and address."),
            providers: fields.object(
              {
                plausible: fields.object(
                  { name: text("Name"), records: paragraph("What it records") },
                  { label: "Plausible" },
                ),
                umami: fields.object({ name: text("Name"), records: paragraph("What it records") }, { label: "Umami" }),
              },
              { label: "The analytics services" },
            ),
            noCookies: paragraph("No cookies"),
          },
          { label: "Cookies and analytics" },
        ),
        rights: fields.object(
          {
            title: text("Heading"),
            ask: paragraph("How to ask", "{email} is the agency's address."),
            site: paragraph("What we do to erase", "{command} is the lead tool's erase command."),
            backups: paragraph("Backups"),
            hosted: paragraph("What we do to erase, with a form service", "{service} is its name."),
            answer: paragraph("Within what time", "{days} is the number below."),
            responseDays: fields.integer({
              label: "Days to answer",
              validation: { isRequired: true, min: 1, max: 45 },
            }),
          },
          { label: "Copy, correction and erasure" },
        ),
        responsible: fields.object(
          {
            title: text("Heading"),
            text: paragraph("Who", "{legalName} and {name} come from Agency details, as does the address under it."),
          },
          { label: "Who is responsible" },
        ),
        changes: fields.object(
          { title: text("Heading"), paragraphs: lines("Paragraphs", { min: 1 }) },
          { label: "Changes to the notice" },
        ),
      }),
      accessibilityPage: page("Accessibility statement", pages.accessibility.file, {
        seo: seo(),
        intro: fields.object(headingFields, { label: "Opening" }),
        lastReviewed: date("Last reviewed", "The day someone last checked this page against the site."),
        lastReviewedLabel: text("Label before the date"),
        standard: fields.object(
          { title: text("Heading"), paragraphs: lines("Paragraphs", { min: 1 }) },
          { label: "The standard" },
        ),
        checks: fields.object(
          {
            title: text("Heading"),
            intro: paragraph("Introduction"),
            items: lines("Checks", { min: 1, description: "Only what the site's tests really do." }),
          },
          { label: "How it is checked" },
        ),
        limitations: fields.object(
          { title: text("Heading"), intro: paragraph("Introduction"), items: lines("Limitations") },
          { label: "Known limitations" },
        ),
        report: fields.object(
          {
            title: text("Heading"),
            paragraphs: lines("Paragraphs", { min: 1 }),
            emailLabel: text("Email label"),
            phoneLabel: text("Phone label"),
            addressLabel: text("Address label"),
          },
          { label: "Reporting a barrier" },
        ),
      }),
      notFound: page("Page not found", pages.notFound.file, {
        title: text("Title"),
        description: paragraph("Text"),
        homeLink: link("Home link"),
        supportLink: link("Help link"),
        sectionsHeading: text("Heading over the sections"),
        sections: items(
          fields.object({ label: text("Name"), href: path(), description: text("What it holds") }),
          "Main sections",
          { min: 3, max: 8, itemLabel: (props: { fields: { label: { value: string } } }) => props.fields.label.value },
        ),
        recentWorkHeading: text("Heading over the newest case study"),
        recentWorkLink: text("Link to that case study"),
        seo: fields.object(
          { title: text("Title in the browser tab"), description: paragraph("Description") },
          { label: "Search engines" },
        ),
      }),
      banner: page("Closing banner", pages.banner.file, {
        eyebrow: optionalText("Small heading above"),
        title: text("Title"),
        description: paragraph("Text"),
        primary: link("Main button"),
        secondary: optionalLink("Second button"),
      }),
      error: page("Error page", pages.error.file, {
        title: text("Title"),
        description: paragraph("Text"),
        homeLink: text("Home link"),
      }),
    },
  })
  // Keystatic types each config by its own collection names; its app and API take the general type.
  return made as unknown as Config
}

/** A page's own copy: content/pages/<name>.yaml. */
function page<Schema extends Parameters<typeof singleton>[0]["schema"]>(label: string, file: string, schema: Schema) {
  return singleton({ label, path: withoutExtension(file), format: "yaml", schema })
}

/** Keystatic names a file without its extension, which the format gives. */
function withoutExtension(file: string) {
  return file.replace(/\.yaml$/, "")
}

function listHeading() {
  return { title: text("Title"), description: paragraph("Introduction") }
}

function itemTitle(props: { fields: { title: { value: string } } }) {
  return props.fields.title.value
}
