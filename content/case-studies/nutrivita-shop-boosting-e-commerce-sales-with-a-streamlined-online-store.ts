import type { CaseStudyInput } from "#app/content/case-study"

export default {
  slug: "nutrivita-shop-boosting-e-commerce-sales-with-a-streamlined-online-store",
  client: "NutriVita Shop",
  title: "NutriVita Shop: Boosting E-commerce Sales with a Streamlined Online Store",
  cardTitle: "NutriVita Shop:\nBoosting E-commerce Sales with a Streamlined Online Store",
  tag: "E-commerce & PPC",
  excerpt:
    "A Royal Oak supplement and snack retailer grew online sales 65% after we rebuilt its store, simplified checkout and added email flows that bring shoppers back.",
  description:
    "NutriVita Shop sells supplements, protein and healthy snacks from a small warehouse in Royal Oak, shipping across Michigan and beyond. Its catalogue had grown past 600 products, but the store holding them had not kept up. We rebuilt it to be quick to browse, quick to buy from and easy for Google to understand.",
  website: "https://nutrivitashop.example",
  services: ["Web Design", "SEO", "Email Marketing", "PPC Advertising"],
  timeline: "May – September 2024",
  completedOn: "2024-09-27",
  heroImage: {
    src: "case-studies/nutrivita-shop-boosting-e-commerce-sales-with-a-streamlined-online-store.svg",
    alt: "Supplement jars and snack packs around a phone showing a one-page checkout",
  },
  cardImage: {
    src: "case-studies/nutrivita-shop-boosting-e-commerce-sales-with-a-streamlined-online-store.svg",
    alt: "Supplement jars and snack packs around a phone showing a one-page checkout",
  },
  seo: {
    title: "NutriVita Shop E-commerce Case Study | Catalysty",
    description:
      "How a headless storefront, one-page checkout and smart email flows grew online sales 65% for a Royal Oak supplement and healthy snack shop.",
  },
  overview: {
    title: "A growing catalogue trapped in a slow store",
    description:
      "The owners knew their products and their customers, many of them gym regulars and busy parents across Oakland County. What they lacked was a store that let those customers find the right item and check out in a minute on a phone. We rebuilt the storefront, cleaned up the product data and added the email and ad campaigns that keep a shop growing after launch.",
    resultsData: [
      { value: "+65%", label: "Online sales" },
      { value: "-40%", label: "Cart abandonment" },
      { value: "+25%", label: "Average order value" },
      { value: "+80%", label: "Organic search traffic" },
    ],
  },
  challenges: {
    title: "Where shoppers were getting lost",
    description: "Traffic was not the main problem. Plenty of people arrived; too few of them left with an order.",
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
          "Most descriptions were pasted from manufacturers and matched dozens of other stores word for word, so Google had little reason to rank NutriVita above them.",
      },
      {
        title: "No reason to come back",
        description:
          "Customers bought the same protein or vitamins every month, yet nothing reminded them to reorder and there was no way to subscribe.",
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
          "Our writers rewrote the 120 best-selling product descriptions in plain language, and we added product schema markup so price, stock and ratings appear directly in search results.",
      },
      {
        title: "Email flows that bring customers back",
        description:
          "Abandoned-cart reminders, a welcome series and replenishment emails timed to when a tub of protein usually runs out, plus subscribe-and-save on everyday items.",
      },
      {
        title: "Google Shopping campaigns",
        description:
          "Sofia Haddad built Shopping campaigns around the highest-margin products and shifted budget every week toward the items that actually converted.",
      },
    ],
  },
  results: {
    title: "Results after the first season",
    description:
      "Within five months the new store was earning more from the same kind of visitor, and a growing share of orders came from repeat subscribers rather than paid clicks. Local pickup now accounts for about one order in eight, mostly from neighbours who used to shop at big-box stores.",
    items: [
      { metric: "+65%", growth: "in 5 months", label: "Online sales" },
      { metric: "-40%", growth: "since launch", label: "Cart abandonment" },
      { metric: "+25%", growth: "in 5 months", label: "Average order value" },
      { metric: "+80%", growth: "in 5 months", label: "Organic search traffic" },
    ],
  },
} satisfies CaseStudyInput
