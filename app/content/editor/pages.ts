/** Each page's own copy: content/pages/<name>.yaml (checked by app/content/pages.ts). */
import { fields } from "@keystatic/core"
import { pages } from "../model"
import {
  date,
  headingFields,
  icon,
  iconItems,
  image,
  items,
  lines,
  link,
  optionalLink,
  optionalText,
  paragraph,
  path,
  quotedResult,
  relation,
  relations,
  sectionHeading,
  seo,
  stat,
  text,
  yamlSingleton,
} from "./fields"

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

const home = yamlSingleton("Home page", pages.home.file, {
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
  clients: fields.object(
    { title: text("Heading", { description: "Over the row of every client's name, each linked to its case study." }) },
    { label: "Clients row" },
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
  caseStudyTeaser: sectionHeading("Results in figures", {
    stats: items(stat("Figure"), "Three figures", { min: 3, max: 3 }),
    period: text("Period", { description: "Over which period these results were measured, e.g. within six months." }),
    comparedWith: text("Compared with", {
      description: "What they are measured against, e.g. the six months before the work began.",
    }),
    link: link("Link"),
  }),
  testimonials: testimonialsSection("Testimonials"),
  blog: sectionHeading("From the blog", { link: link("Link to the blog") }),
  cta: cta("Closing call to action"),
})

const about = yamlSingleton("About page", pages.about.file, {
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
})

const servicesPage = yamlSingleton("Services page", pages.services.file, {
  seo: seo(),
  intro: fields.object(
    { ...headingFields, learnMore: text("Learn more link") },
    { label: "Opening, over the services list" },
  ),
  servicePage: fields.object(
    {
      resultLabel: text("Result label"),
      workLabel: text("Label for work without figures", {
        description: "Shown in place of the result, e.g. Recent work.",
      }),
      caseStudyLink: text("Case study link"),
      ownerLabel: text("Led by label"),
      teaserEyebrow: text("Small heading above the case study"),
      teaserLink: text("Case study button"),
    },
    { label: "Labels on each service page" },
  ),
  cta: cta("Closing call to action"),
})

const pricingPage = yamlSingleton("Pricing page", pages.pricing.file, {
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
  faq: sectionHeading("Questions heading"),
  cta: cta("Closing call to action"),
})

const contactPage = yamlSingleton("Contact page", pages.contact.file, {
  seo: seo(),
  tag: text("Small heading above"),
  title: text("Title"),
  description: paragraph("Introduction"),
  info: fields.object(
    {
      title: text("Title over the phone and email"),
      officeTitle: text("Title of the office card"),
      emailLabel: text("Email label"),
      phoneLabel: text("Phone label"),
      addressLabel: text("Address label"),
      hoursLabel: text("Hours label"),
      socialLabel: text("Social label"),
    },
    { label: "Contact details" },
  ),
  formTitle: text("Form title"),
  formDescription: paragraph("Form introduction"),
})

const caseStudiesPage = yamlSingleton("Case studies page", pages.caseStudies.file, {
  seo: seo(),
  intro: fields.object(headingFields, { label: "Opening" }),
  featuredLabel: text("Featured label"),
  gridTitle: text("Heading over the other studies"),
  readMore: text("Read more link"),
  cta: cta("Closing call to action"),
})

const caseStudyLabels = yamlSingleton("Labels on case study pages", pages.caseStudyLabels.file, {
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
  nextLabel: text("Over the next case study", { description: "Above the first related study, the one shown largest." }),
  readMore: text("Read more link"),
  visitWebsite: text("Visit website link"),
  briefHeading: text("Over the overview of a study without figures", { description: "e.g. The brief." }),
  figureNote: text("Beside each result figure", {
    description:
      "When it was measured and against what: {period} and {comparedWith} are the figure's own, e.g. {period}, vs. {comparedWith}.",
  }),
})

const blogPage = yamlSingleton("Blog page", pages.blog.file, {
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
})

const articleLabels = yamlSingleton("Labels on articles", pages.articleLabels.file, {
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
  nextLabel: text("Over the next article", { description: "Above the first related article, the one shown largest." }),
  aboutAuthor: text("About the author heading"),
})

const teamPage = yamlSingleton("Team page", pages.team.file, {
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
      workHeading: text("Heading over their work", {
        description: "At the foot of a person's page, over the study they led and their articles; {name} is filled in.",
      }),
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
})

const privacyPage = yamlSingleton("Privacy notice", pages.privacy.file, {
  seo: seo(),
  intro: fields.object(headingFields, { label: "Opening" }),
  lastChanged: date(
    "Last changed",
    "Change it whenever this page, the retention or analytics settings, or the email service or business tool change.",
  ),
  lastChangedLabel: text("Label before the date"),
  summary: fields.object(
    {
      title: text("Title"),
      cookies: text("Cookies"),
      analyticsNone: text("Analytics, when there are none"),
      analyticsOn: text("Analytics, when switched on", { description: "{provider} is its name." }),
      keptSite: text("How long a request is kept", { description: "{leadPeriod} is the period, in words." }),
      keptHosted: text("When the form goes through a form service", { description: "{service} is its name." }),
      logs: text("How long logs are kept", { description: "{logPeriod} is the period, in words." }),
      ask: text("Copy, correction or erasure", { description: "{email} is the agency's address." }),
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
      emailSent: paragraph(
        "The team is told by email",
        "When the server sends lead emails through an email service (SMTP_URL).",
      ),
      onServer: paragraph(
        "The team reads it on the server",
        "When no email service is set: the server keeps the message, so say nothing of an email or a mailbox.",
      ),
      hostedReply: paragraph("The team replies (form service)", "When the form goes through a form service."),
      nobodyElse: paragraph("Nobody else"),
    },
    { label: "Where a request goes" },
  ),
  services: fields.object(
    {
      title: text("Heading"),
      intro: paragraph("Before the list", "The list shows only the services this site is set up with."),
      hosting: fields.object(
        {
          label: text("Label"),
          site: paragraph("On the site's own server"),
          hosted: paragraph("On a web host (with a form service)"),
        },
        { label: "Hosting" },
      ),
      email: fields.object(
        {
          label: text("Label"),
          service: paragraph("Through an email service", "{host} is the email service's server."),
          none: paragraph("Without an email service"),
        },
        { label: "Email" },
      ),
      form: fields.object(
        {
          label: text("Label"),
          text: paragraph("The form service", "{service} and {origin} are its name and address."),
        },
        { label: "Form service" },
      ),
      businessTool: fields.object(
        { label: text("Label"), text: paragraph("The business tool", "{host} is its address.") },
        { label: "Business tool" },
      ),
      analytics: fields.object(
        {
          label: text("Label"),
          text: paragraph("The analytics service", "{provider} and {origin} are its name and address."),
        },
        { label: "Analytics" },
      ),
    },
    { label: "Who else handles it" },
  ),
  retention: fields.object(
    {
      title: text("Heading"),
      site: paragraph(
        "How long this site keeps it",
        "{leadPeriod} and {spamPeriod} come from the server's settings, in words.",
      ),
      backups: paragraph("Backups", "{backupPeriod} is how long backups are kept, in words."),
      hosted: paragraph("With a form service", "{service} is its name."),
      mailbox: paragraph("The email in the mailbox", "With an email service or a form service."),
      onServer: paragraph("The message kept on the server", "When no email service is set."),
    },
    { label: "How long it is kept" },
  ),
  logs: fields.object(
    {
      title: text("Heading"),
      server: paragraph("The site's own server"),
      proxy: paragraph("The web server in front of it", "{logPeriod} is how long logs are kept, in words."),
      floodGuard: paragraph("The form's flood guard", "{floodGuardPeriod} is how soon it forgets, in words."),
      hosted: paragraph("With a form service", "{service} is its name."),
    },
    { label: "Logs" },
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
      signals: paragraph("Do Not Track and Global Privacy Control"),
      signalsWithAnalytics: paragraph("The same, when analytics are on", "{provider} is its name."),
    },
    { label: "Cookies, analytics and browser signals" },
  ),
  rights: fields.object(
    {
      title: text("Heading"),
      ask: paragraph("How to ask", "{email} is the agency's address."),
      site: paragraph("What we do to erase"),
      mailbox: paragraph("What we do to erase, in the mailbox", "With an email service."),
      onServer: paragraph("What we do to erase, on the server", "When no email service is set."),
      businessTool: paragraph("What we do to erase, in the business tool", "{host} is its address."),
      hosted: paragraph("What we do to erase, with a form service", "{service} is its name."),
      answer: paragraph("Within what time", "{period} is the number below, in words."),
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
})

const accessibilityPage = yamlSingleton("Accessibility statement", pages.accessibility.file, {
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
      automated: fields.object(
        {
          title: text("Heading"),
          intro: paragraph("Introduction"),
          items: lines("Checks", { min: 1, description: "Only what the site's tests really do." }),
        },
        { label: "Checked by the tests" },
      ),
      manual: fields.object(
        {
          title: text("Heading"),
          intro: paragraph("Introduction"),
          items: lines("Checks", {
            min: 1,
            description: "The release checklist of docs/accessibility-checks.md, in short.",
          }),
          lastDone: fields.date({
            label: "Last done by hand",
            description: "The day someone last went through the whole checklist. Leave empty until someone has.",
          }),
          lastDoneLabel: text("Label before that date"),
        },
        { label: "Checked by a person" },
      ),
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
})

const notFound = yamlSingleton("Page not found", pages.notFound.file, {
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
})

const banner = yamlSingleton("Closing banner", pages.banner.file, {
  eyebrow: optionalText("Small heading above"),
  title: text("Title"),
  description: paragraph("Text"),
  primary: link("Main button"),
  secondary: optionalLink("Second button"),
})

const error = yamlSingleton("Error page", pages.error.file, {
  title: text("Title"),
  description: paragraph("Text"),
  homeLink: text("Home link"),
})

/** Keyed by the names in the editor's addresses (/keystatic/singleton/servicesPage). */
export const pageSingletons = {
  home,
  about,
  servicesPage,
  pricingPage,
  contactPage,
  caseStudiesPage,
  caseStudyLabels,
  blogPage,
  articleLabels,
  teamPage,
  privacyPage,
  accessibilityPage,
  notFound,
  banner,
  error,
}
