import type { ServiceInput } from "#app/content/service"

export default {
  id: "ppc",
  slug: "pay-per-click-advertising",
  title: "PPC Campaigns",
  shortTitle: "PPC",
  formLabel: "Pay Per Click",
  description:
    "Google and social ads that reach people ready to buy, with tight targeting, honest tracking and budgets spent on what converts.",
  features: ["Google Search and Maps ads", "Facebook and Instagram campaigns", "Conversion tracking from day one"],
  icon: "mouse-pointer-click",
  owner: "sofia-haddad",
  proof: {
    caseStudy: "lisburn-web-design-crafting-a-strong-online-presence-for-local-businesses",
    result: "Cost per lead",
  },
  seo: {
    title: "Pay-Per-Click Advertising in Detroit | Catalysty",
    description:
      "PPC advertising for Detroit small businesses: Google Ads and Meta campaigns with careful targeting, conversion tracking and weekly optimization.",
  },
  hero: {
    eyebrow: "Pay-Per-Click Advertising",
    title: "Ads that bring in customers, not just clicks",
    description:
      "Paid ads can fill your calendar this week, or burn through a budget with nothing to show for it. We build campaigns around the searches and audiences most likely to buy, track every call and form, and adjust every week. You always know what a lead costs.",
    primaryCta: { label: "Get a Free Quote", href: "/contact-us" },
    secondaryCta: { label: "See Our Work", href: "/case-studies" },
    image: {
      src: "services/pay-per-click-advertising.svg",
      alt: "Ad campaign dashboard with a rising leads chart and a cursor clicking a search ad",
    },
  },
  cardsSection: {
    eyebrow: "PPC services",
    title: "Every part of your paid campaigns, managed",
    description:
      "From the first keyword list to the landing page, we manage the details that decide whether an ad pays for itself.",
  },
  cards: [
    {
      id: "google-search-ads",
      icon: "search",
      title: "Google Search Ads",
      description:
        "Campaigns built around high-intent searches in your service area, with negative keywords that keep wasted clicks out.",
    },
    {
      id: "local-maps-ads",
      icon: "map-pin",
      title: "Local & Maps Ads",
      description:
        "Local Services Ads and map placements that put your business at the top when people nearby search on Google Maps.",
    },
    {
      id: "facebook-instagram-ads",
      icon: "target",
      title: "Facebook & Instagram Ads",
      description:
        "Ads for promotions, events and new services that reach people by location, interests and past visits to your site.",
    },
    {
      id: "remarketing",
      icon: "repeat",
      title: "Remarketing",
      description:
        "Gentle reminders for people who visited your site but did not call or buy, shown across Google, YouTube and social platforms.",
    },
    {
      id: "landing-pages-testing",
      icon: "layout-template",
      title: "Landing Pages & Testing",
      description: "Dedicated pages that match each ad's promise, tested and refined so more visitors turn into leads.",
    },
    {
      id: "budget-conversion-tracking",
      icon: "badge-dollar-sign",
      title: "Budget & Conversion Tracking",
      description:
        "Call tracking, form goals and careful budget pacing, so every dollar is accounted for and every lead has a known cost.",
    },
  ],
  formSection: {
    title: "Get a quote for PPC advertising",
    description:
      "Tell us what you sell, where your customers are and roughly what you want to spend each month, and we'll outline a campaign that fits.",
    highlights: [
      "Leads tracked from click to call",
      "Campaigns tuned every week",
      "You set the budget, we make it count",
    ],
  },
} satisfies ServiceInput
