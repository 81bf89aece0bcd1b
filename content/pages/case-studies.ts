import type { z } from "zod"
import type { caseStudiesPageSchema, caseStudyLabelsSchema } from "#app/content/pages"

export const caseStudiesPage = {
  seo: {
    title: "Case Studies | Catalysty",
    description:
      "See how Catalysty's websites, local SEO and campaigns grew traffic, leads and sales for small businesses in Detroit and beyond.",
  },
  intro: {
    eyebrow: "Case studies",
    title: "Real projects, measurable results",
    description:
      "The problems our clients brought us, what we built to solve them, and the numbers that moved afterwards.",
  },
  featuredLabel: "Featured case study",
  gridTitle: "More client stories",
  readMore: "Read case study",
  cta: {
    eyebrow: "Your business next",
    title: "Want results like these?",
    description:
      "Every project here started with one conversation. Tell us where your business is stuck and we'll show you what we'd tackle first.",
    primary: { label: "Get a Quote", href: "/contact-us" },
    secondary: { label: "Explore Services", href: "/services" },
  },
} satisfies z.input<typeof caseStudiesPageSchema>

export const caseStudyLabels = {
  facts: {
    client: "Client",
    website: "Website",
    services: "Services",
    timeline: "Project Timeline",
    missingWebsite: "N/A",
  },
  resultsHeading: "Results at a glance",
  challengeHeading: "The challenge",
  solutionHeading: "Our solution",
  resultsListHeading: "The results",
  relatedHeading: "More case studies",
  readMore: "Read case study",
  visitWebsite: "Visit website",
} satisfies z.input<typeof caseStudyLabelsSchema>
