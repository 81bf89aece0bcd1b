import type { ServiceInput } from "#app/content/service"

export default {
  id: "seo",
  slug: "search-engine-optimization",
  title: "Search Engine Optimization",
  shortTitle: "SEO",
  formLabel: "SEO (Search Engine Optimization)",
  description:
    "Get found by nearby customers on Google Search and Maps with local SEO, technical fixes and pages built around what Detroit searches for.",
  features: [
    "Local SEO and Google Business Profile",
    "Technical audits and fixes",
    "Monthly ranking and traffic reports",
  ],
  icon: "search",
  owner: "andre-whitfield",
  proof: {
    caseStudy: "lisburn-web-design-crafting-a-strong-online-presence-for-local-businesses",
    result: "Organic traffic",
  },
  seo: {
    title: "Search Engine Optimization in Detroit | Catalysty",
    description:
      "Local SEO for Detroit small businesses: Google Business Profile care, technical fixes, keyword-led pages and reviews that bring nearby customers to you.",
  },
  hero: {
    eyebrow: "Search Engine Optimization",
    title: "Be the business Detroit finds first",
    description:
      "When someone in Midtown or Dearborn searches for what you sell, you want to be in the map results and on page one. We fix what holds your site back, build pages around the searches that bring customers and keep your Google Business Profile working hard. Progress is steady, honest and reported every month.",
    primaryCta: { label: "Get a Free Quote", href: "/contact-us" },
    secondaryCta: { label: "See Our Work", href: "/case-studies" },
    image: {
      src: "services/search-engine-optimization.svg",
      alt: "Search results page with a map of Detroit and a highlighted business listing at the top",
    },
  },
  cardsSection: {
    eyebrow: "SEO services",
    title: "Search visibility built to last",
    description: "Good SEO is many small things done right and kept right. Here is what we take care of for you.",
  },
  cards: [
    {
      id: "local-seo",
      icon: "map-pin",
      title: "Local SEO & Google Business Profile",
      description:
        "An accurate, active profile with photos, posts, services and categories that help you appear in map results near your customers.",
    },
    {
      id: "technical-seo",
      icon: "code",
      title: "Technical SEO",
      description:
        "Audits and fixes for crawl errors, slow pages, broken links, duplicate content and the structured data search engines rely on.",
    },
    {
      id: "keyword-research",
      icon: "search",
      title: "Keyword Research & On-Page SEO",
      description:
        "We find the phrases your customers actually use and shape titles, headings and page content around them, without stuffing.",
    },
    {
      id: "local-links-citations",
      icon: "link",
      title: "Local Links & Citations",
      description:
        "Consistent listings in trusted directories and genuine links from local organizations, news outlets and business partners.",
    },
    {
      id: "reviews-reputation",
      icon: "star",
      title: "Reviews & Reputation",
      description:
        "A simple routine for asking happy customers for reviews and answering every review, good or bad, professionally.",
    },
    {
      id: "rank-traffic-reporting",
      icon: "trending-up",
      title: "Rank & Traffic Reporting",
      description:
        "Monthly reports on rankings, search traffic, calls and form leads, with what we did and what comes next.",
    },
  ],
  formSection: {
    title: "Get a quote for SEO",
    description:
      "Include your website address and the areas you serve in your message, and we'll send back a quick look at where you stand and what we would fix first.",
    highlights: [
      "Map pack and organic results",
      "No shortcuts or risky tactics",
      "Rankings and leads reported monthly",
    ],
  },
} satisfies ServiceInput
