import type { z } from "zod"
import type { faqSchema, pricingPlanSchema } from "#app/content/pricing"

export const pricingPlans = [
  {
    id: "starter",
    title: "Starter",
    price: 500,
    priceNote: "one-time project fee",
    description: "For new or small businesses that need a professional website and a few months of help getting found.",
    features: ["Up to 5 pages", "10 blog posts", "3 months of support", "Monthly reports"],
    isPopular: false,
    cta: { label: "Get Started", href: "/contact-us" },
  },
  {
    id: "growth",
    title: "Growth",
    price: 1000,
    priceNote: "one-time project fee",
    description: "For established businesses ready to pair a bigger website with social media and paid ads.",
    features: [
      "Up to 10 pages",
      "20 blog posts",
      "One month of scheduled social media postings",
      "Paid advertising",
      "Bi-weekly reports",
      "3 months of support",
    ],
    isPopular: true,
    cta: { label: "Get Started", href: "/contact-us" },
  },
  {
    id: "premium",
    title: "Premium",
    price: 1500,
    priceNote: "one-time project fee",
    description: "For businesses that want the full launch: a large site, ads, email and half a year of support.",
    features: [
      "Up to 15 pages",
      "30 blog posts",
      "Three months of scheduled social media postings",
      "Paid ad campaigns",
      "Email marketing campaign",
      "Weekly reports",
      "6 months of enhanced support",
    ],
    isPopular: false,
    cta: { label: "Get Started", href: "/contact-us" },
  },
] satisfies z.input<typeof pricingPlanSchema>[]

export const faqs = [
  {
    id: "how-long-does-a-website-take",
    question: "How long does it take to build a website?",
    answer:
      "Typically 1-3 weeks from the day we have your content and logins. A five-page Starter site is often live within a week; larger sites with booking tools or many service pages sit at the longer end. We agree on the launch date with you before we begin.",
  },
  {
    id: "what-do-i-need-to-provide",
    question: "What do I need to provide?",
    answer:
      "Your logo, any photos you like and an hour on a kickoff call about your customers and services. We write the page copy for you, and if you don't have good photos yet, we'll use clean illustrations or help you arrange a shoot.",
  },
  {
    id: "do-i-own-my-website",
    question: "Will I own my website?",
    answer:
      "Yes. The domain, the site files and every word and image we create for you are yours. If you ever move to another provider, we hand everything over at no charge.",
  },
  {
    id: "what-happens-after-support-ends",
    question: "What happens when my support period ends?",
    answer:
      "Your site keeps running as normal. We show you how to edit it at launch, so you can make changes yourself, or you can keep us on for updates, backups and security fixes. We'll quote that before your support runs out, never after.",
  },
  {
    id: "do-you-only-work-in-detroit",
    question: "Do you only work with Detroit businesses?",
    answer:
      "Most of our clients are in Detroit and the suburbs around it, from Ferndale to Dearborn to the Grosse Pointes, and we're happy to meet in person. We also work with businesses across Michigan and, through our Toronto and London offices, further afield.",
  },
] satisfies z.input<typeof faqSchema>[]
