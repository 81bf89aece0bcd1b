import type { ServiceInput } from "#app/content/service"

export default {
  id: "web-design",
  slug: "detroit-website-design-and-development",
  title: "Web Design & Development",
  shortTitle: "Web Design",
  formLabel: "Website Design & Development",
  description:
    "Custom websites for Detroit businesses that load fast on every phone, rank well on Google and turn visitors into calls, bookings and sales.",
  features: ["Custom, mobile-first design", "Built-in SEO and speed", "Easy updates after launch"],
  icon: "monitor-smartphone",
  owner: "priya-raman",
  proof: { caseStudy: "lehost-hair-wig-shop-boosting-online-presence-and-sales", result: "Sales" },
  seo: {
    title: "Detroit Website Design & Development | Catalysty",
    description:
      "Custom, mobile-first websites for Detroit small businesses: fast, accessible and search-ready sites that turn visitors into calls, bookings and sales.",
  },
  hero: {
    eyebrow: "Detroit Website Design & Development",
    title: "Websites that work as hard as you do",
    description:
      "Your website is often the first place a customer meets your business, and usually on a phone. We design and build custom sites for Detroit businesses that load fast, read clearly and make it easy to call, book or buy. No template stretched to fit, and no mystery about what happens after launch.",
    primaryCta: { label: "Get a Free Quote", href: "/contact-us" },
    secondaryCta: { label: "See Our Work", href: "/case-studies" },
    image: {
      src: "services/detroit-website-design-and-development.svg",
      alt: "Laptop and phone mock-ups showing the same small-business website adapting to each screen",
    },
  },
  cardsSection: {
    eyebrow: "What we build",
    title: "Everything your website needs, under one roof",
    description:
      "From the first sketch to years of upkeep, Priya Raman leads the design and build and Andre Whitfield writes the pages, so nothing falls between vendors.",
  },
  cards: [
    {
      id: "custom-design",
      icon: "palette",
      title: "Custom Website Design",
      description:
        "Layouts designed around your brand, your customers and the one action you want them to take. No recycled templates.",
    },
    {
      id: "e-commerce",
      icon: "shopping-cart",
      title: "E-commerce Stores",
      description:
        "Online stores with clear product pages, a smooth checkout and inventory you can manage yourself, with local pickup and delivery options built in.",
    },
    {
      id: "speed-core-web-vitals",
      icon: "gauge",
      title: "Speed & Core Web Vitals",
      description:
        "Lean code, optimized images and solid hosting, so pages load quickly on a phone and pass Google's Core Web Vitals.",
    },
    {
      id: "accessibility",
      icon: "eye",
      title: "Accessibility",
      description:
        "Sites built to WCAG 2.2 AA, so customers who use screen readers, keyboards or larger text can browse and buy without barriers.",
    },
    {
      id: "maintenance-hosting",
      icon: "wrench",
      title: "Maintenance & Hosting",
      description:
        "Secure hosting, updates, backups and small content changes handled for you, with a real person to call when something needs fixing.",
    },
    {
      id: "landing-pages",
      icon: "layout-template",
      title: "Landing Pages",
      description:
        "Focused pages for a campaign, a seasonal offer or a new location, written and built to turn ad clicks into leads.",
    },
  ],
  formSection: {
    title: "Get a quote for your new website",
    description:
      "Tell us about your business and what your current site is missing, and we'll come back with a clear plan and an honest price.",
    highlights: ["Most sites live in 1-3 weeks", "Mobile-first and accessible", "You own your site and content"],
  },
} satisfies ServiceInput
