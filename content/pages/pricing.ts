import type { z } from "zod"
import type { pricingPageSchema } from "#app/content/pages"

export const pricingPage = {
  seo: {
    title: "Pricing | Catalysty",
    description:
      "Fixed prices for Detroit website and marketing packages: Starter $500, Growth $1,000, Premium $1,500, plus what ads and hosting cost after launch.",
  },
  intro: {
    eyebrow: "Pricing",
    title: "Simple packages, no surprise invoices",
    description:
      "Each plan is a fixed, one-time fee for design, content, setup and a set period of support and reports. Ad budgets and hosting after support are extra, and the answers below give every figure.",
  },
  popularBadge: "Popular",
  customPlan: {
    title: "Need something different?",
    description:
      "Some projects don't fit a package: online stores, businesses with several locations, or marketing that runs month after month. We'll build a plan around your goals and budget.",
    points: [
      "Online stores and booking systems",
      "Ongoing SEO, ads or social media retainers",
      "Websites for businesses with several locations",
      "Moves from Wix, Squarespace or an aging WordPress site",
    ],
    cta: { label: "Request a Custom Quote", href: "/contact-us" },
  },
  whyChooseUs: {
    eyebrow: "Why Catalysty",
    title: "What comes with every plan",
    description: "Whichever package you choose, these are standard.",
    items: [
      {
        id: "fixed-prices",
        icon: "badge-dollar-sign",
        title: "Fixed prices",
        description:
          "The price you see is the price you pay for our work; ad budgets go straight to Google or Meta. If the scope changes, we agree on it in writing first.",
      },
      {
        id: "mobile-first",
        icon: "monitor-smartphone",
        title: "Built mobile-first",
        description:
          "Most of your visitors arrive on a phone, so we design for the small screen first and test on real devices before launch.",
      },
      {
        id: "local-seo",
        icon: "map-pin",
        title: "Local SEO foundations",
        description:
          "Clear page titles, quick load times and a tidy Google Business Profile, so nearby customers can find you from day one.",
      },
      {
        id: "you-own-it",
        icon: "shield-check",
        title: "You own everything",
        description:
          "Your domain, website and content belong to you. No lock-in and no release fees if you ever decide to move on.",
      },
    ],
  },
  faq: {
    eyebrow: "FAQ",
    title: "Questions owners ask before they hire us",
    description:
      "Straight answers on timing, ownership, ad budgets, reports and what hosting costs once support ends. Don't see yours? Ask us directly.",
  },
} satisfies z.input<typeof pricingPageSchema>
