import type { CaseStudyInput } from "#app/content/case-study"

export default {
  slug: "nutrivita-shop-boosting-e-commerce-sales-with-a-streamlined-online-store",
  client: "NutriVita Shop",
  title: "NutriVita Shop: Boosting E-commerce Sales with a Streamlined Online Store",
  cardTitle: "NutriVita Shop:\nBoosting E-commerce Sales with a Streamlined Online Store",
  tag: "E-commerce & PPC",
  excerpt:
    "A Royal Oak supplement and snack retailer grew online sales 35% in six months after we rebuilt its store, simplified checkout and gave shoppers reasons to come back.",
  description:
    "NutriVita Shop sells supplements, protein and healthy snacks from a small warehouse in Royal Oak, shipping across Michigan and beyond. Its catalog had grown past 600 products, but the store holding them had not kept up. We rebuilt it to be quick to browse, quick to buy from and easy for Google to understand.",
  website: { name: "nutrivitashop.com" },
  services: ["Web Design", "SEO", "Email Marketing", "Social Media Management", "PPC Advertising"],
  timeline: "April – September 2024",
  completedOn: "2024-09-27",
  heroImage: {
    src: "case-studies/nutrivita/hero.webp",
    alt: "NutriVita Shop's home page in a browser, beside phones showing the one-page checkout and protein powders filtered to vegan and under $50",
  },
  cardImage: {
    src: "case-studies/nutrivita/card.webp",
    alt: "NutriVita Shop's home page with its shop-by-goal aisles, and a phone showing the one-page checkout with Royal Oak pickup",
  },
  teaserImage: {
    src: "case-studies/nutrivita/teaser.webp",
    alt: "A phone showing NutriVita Shop's one-page checkout, in front of the store's home page",
  },
  seo: {
    title: "NutriVita Shop E-commerce Case Study | Catalysty",
    description:
      "How a headless storefront, one-page checkout and smart email flows grew online sales 35% in six months for a Royal Oak supplement and snack shop.",
  },
  overview: {
    title: "A growing catalog trapped in a slow store",
    description:
      "The owners knew their products and their customers, many of them gym regulars and busy parents across Oakland County. What they lacked was a store that let those customers find the right item and check out in a minute on a phone. We rebuilt the storefront, cleaned up the product data and added the email, social and ad campaigns that keep a shop growing after launch.",
    resultsData: [
      { value: "+150%", label: "Organic search traffic" },
      { value: "+200%", label: "Social and email engagement" },
      { value: "+35%", label: "Online sales" },
      { value: "-40%", label: "Cart abandonment" },
    ],
  },
  challenges: {
    title: "Where shoppers were getting lost",
    description: "The shop was losing customers at every step: in search results, on category pages and at checkout.",
    items: [
      {
        title: "Slow, cluttered mobile pages",
        description:
          "Category pages took over five seconds to load on a phone and showed hundreds of products in one long list, with brand as the only filter.",
      },
      {
        title: "A checkout with too many steps",
        description:
          "Five screens, a forced account sign-up and no digital wallets meant that roughly seven in ten carts were abandoned before payment.",
      },
      {
        title: "Thin product pages",
        description:
          "Most descriptions were pasted from manufacturers and matched dozens of other stores word for word, so Google had little reason to rank NutriVita above them, and organic visits had been sliding for a year.",
      },
      {
        title: "No reason to come back",
        description:
          "Customers bought the same protein or vitamins every month, yet nothing reminded them to reorder, there was no way to subscribe, and the occasional newsletter or Instagram post drew barely a click.",
      },
    ],
  },
  solutions: {
    title: "A store built around how people actually shop",
    description:
      "We treated the project as a storefront rebuild first and a marketing campaign second, so every later improvement sat on a fast, clean base.",
    items: [
      {
        title: "A fast headless storefront",
        description:
          "We moved the shop onto a modern headless stack served from the edge. Product pages now load in about 1.5 seconds on mobile, and filters let shoppers narrow by goal, dietary need such as vegan or gluten-free, and price.",
      },
      {
        title: "One-page checkout",
        description:
          "Guest checkout, Apple Pay and Google Pay, and free same-day pickup for Royal Oak and Ferndale customers replaced the old five-step process.",
      },
      {
        title: "Rewritten product pages with schema",
        description:
          "We rewrote the 120 best-selling product descriptions in plain language and added product schema markup so price, stock and ratings appear directly in search results.",
      },
      {
        title: "Email and social that bring customers back",
        description:
          "Abandoned-cart reminders, a welcome series and replenishment emails timed to when a tub of protein usually runs out, plus subscribe-and-save on everyday items. On Instagram, weekly recipe reels and staff product picks gave followers a reason to comment, share and click through.",
      },
      {
        title: "Google Shopping campaigns",
        description:
          "Sofia Haddad built Shopping campaigns around the highest-margin products and shifted budget every week toward the items that actually converted.",
      },
    ],
  },
  results: {
    title: "Results six months on",
    description:
      "By the end of September, six months after work began, organic search was sending two and a half times as many visitors, cart abandonment had fallen from about 70% to 42%, and engagement across email and Instagram (opens, clicks, comments and shares) had tripled. A growing share of orders came from repeat subscribers rather than paid clicks, and local pickup now accounts for about one order in eight, mostly from neighbors who used to shop at big-box stores.",
    items: [
      { metric: "+150%", growth: "in 6 months", label: "Organic search traffic" },
      { metric: "+200%", growth: "in 6 months", label: "Social and email engagement" },
      { metric: "+35%", growth: "in 6 months", label: "Online sales" },
      { metric: "-40%", growth: "since launch", label: "Cart abandonment" },
    ],
  },
} satisfies CaseStudyInput
