import type { z } from "zod"
import type { servicesPageSchema } from "#app/content/pages"

export const servicesPage = {
  seo: {
    title: "Web Design & Marketing Services | Catalysty",
    description:
      "Website design, SEO, social media, content, PPC and email marketing for Detroit small businesses. Pick one service or combine them in one plan.",
  },
  intro: {
    eyebrow: "Our services",
    title: "Six services, one goal: more customers",
    description:
      "From the website itself to the search, social, ads and email that bring people to it, each service works on its own or as part of a plan, and shows you what it earned.",
    primaryButton: { label: "Get a Quote", href: "/contact-us" },
    secondaryButton: { label: "See Case Studies", href: "/case-studies" },
  },
  grid: {
    eyebrow: "What we offer",
    title: "Choose what your business needs now",
    description:
      "Start with the one that would make the biggest difference this quarter. If it's the wrong place to begin, we'll tell you.",
    learnMore: "Learn more",
  },
  servicePage: {
    resultLabel: "A recent result",
    caseStudyLink: "Read the case study",
    ownerLabel: "Who leads it",
  },
  cta: {
    eyebrow: "Not sure where to start?",
    title: "Let's map out your next move",
    description:
      "Share a little about your business and goals. We'll recommend the services that fit your budget and skip the ones that don't.",
    primary: { label: "Get a Quote", href: "/contact-us" },
    secondary: { label: "View Pricing", href: "/pricing" },
  },
} satisfies z.input<typeof servicesPageSchema>
