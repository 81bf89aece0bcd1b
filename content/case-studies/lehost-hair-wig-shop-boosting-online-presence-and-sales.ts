import type { CaseStudyInput } from "#app/content/case-study"

export default {
  slug: "lehost-hair-wig-shop-boosting-online-presence-and-sales",
  client: "LeHost Hair & Wig Shop",
  title: "LeHost Hair & Wig Shop: Boosting Online Presence and Sales",
  cardTitle: "LeHost Hair & Wig Shop:\nBoosting Online Presence and Sales",
  tag: "Web Design & Social Media",
  excerpt:
    "How a wig boutique on Detroit's Avenue of Fashion grew website traffic 50% and sales 30% with a rebuilt site, local SEO and a social calendar it could keep.",
  description:
    "LeHost Hair & Wig Shop has fitted wigs, toppers and extensions on Livernois Avenue for more than a decade, yet almost all of its business came from walk-ins and word of mouth. Over six months we rebuilt the website, put the shop on the map in local search and turned its Instagram into a steady source of bookings and online orders.",
  website: { name: "lehosthair.com" },
  services: ["Web Design", "SEO", "Social Media Management", "Content Creation"],
  timeline: "March – August 2024",
  completedOn: "2024-08-30",
  isFeatured: true,
  heroImage: {
    src: "case-studies/lehost/hero.webp",
    alt: "LeHost Hair & Wig Shop's new home page in a browser, beside phones showing a lace-front wig's product page and the private fitting booking page",
  },
  cardImage: {
    src: "case-studies/lehost/card.webp",
    alt: "LeHost Hair & Wig Shop's new home page in a browser, with a lace-front wig's product page on a phone",
  },
  teaserImage: {
    src: "case-studies/lehost/teaser.webp",
    alt: "A phone showing LeHost Hair & Wig Shop's product page for a lace-front wig, in front of the shop's new home page",
  },
  seo: {
    title: "LeHost Hair & Wig Shop Case Study | Catalysty",
    description:
      "How a new website, local SEO and a steady social calendar lifted traffic 50% and sales 30% for a Detroit wig boutique on the Avenue of Fashion.",
  },
  overview: {
    title: "A beloved Avenue of Fashion boutique the internet barely knew",
    description:
      "Regulars loved the shop, and stylists across the city sent clients there for medical wigs and custom lace units. Yet someone searching for a wig shop in Detroit rarely found it, and the old website could not sell a single product. We set out to make the shop as easy to find and buy from online as it is to walk into.",
    resultsData: [
      { value: "+50%", label: "Website traffic" },
      { value: "+120%", label: "Social media engagement" },
      { value: "+30%", label: "Sales" },
      { value: "+40%", label: "Brand awareness" },
    ],
  },
  challenges: {
    title: "What was holding the shop back",
    description:
      "The products and the service were excellent. The trouble was that everything online pointed people away from them.",
    items: [
      {
        title: "A website that could not sell",
        description:
          "The old one-page template took more than six seconds to load on a phone, listed no products and offered no way to book a fitting. Most visitors left before they saw a single wig.",
      },
      {
        title: "Invisible in local search",
        description:
          "The Google Business Profile had never been claimed, still showed winter hours in July and held eleven reviews. Searches for “wig shop near me” in northwest Detroit surfaced chain beauty-supply stores instead.",
      },
      {
        title: "Social media without a plan",
        description:
          "Instagram posts went up whenever there was a spare minute, mostly product flat-lays with no caption. Questions in the comments sat unanswered, and followers had no reason to visit the shop or the site.",
      },
      {
        title: "Sensitive customers, no reassurance",
        description:
          "Many clients come in after chemotherapy or while living with alopecia. Nothing online explained private fittings, insurance receipts or what to expect, so first-time buyers hesitated.",
      },
    ],
  },
  solutions: {
    title: "What we built and changed",
    description:
      "We worked on three tracks at once: a real shop online, local search, and a social calendar the team could actually keep up with.",
    items: [
      {
        title: "A fast new website with online ordering",
        description:
          "We rebuilt the site on a modern, lightweight stack with collections for lace fronts, human hair, synthetic styles and toppers. Pages now load in under two seconds on mobile, and checkout offers free pickup on Livernois.",
      },
      {
        title: "Private fitting bookings",
        description:
          "A calm, plainly written page explains medical wigs, private appointments and insurance paperwork, with a booking calendar that syncs to the shop's phone.",
      },
      {
        title: "Google Business Profile and reviews",
        description:
          "We claimed and completed the profile with real photos, correct hours and product posts, then set up a friendly text that asks every fitted client for a review a few days after their visit.",
      },
      {
        title: "Product photography and short video",
        description:
          "One day of shooting in the shop gave us consistent product photos for the site and raw footage for Reels and TikTok: install transformations, styling tips and behind-the-counter moments.",
      },
      {
        title: "A social calendar that runs itself",
        description:
          "Three posts a week, planned a month ahead, with comments and messages answered within a day. Every post points to a product page or the booking calendar.",
      },
    ],
  },
  results: {
    title: "Six months later",
    description:
      "By the end of August the shop was drawing customers from across metro Detroit, and online orders had become a normal part of the week rather than a rare surprise. Branded searches and profile views, our measure of awareness, climbed month after month.",
    items: [
      { metric: "+50%", growth: "in 6 months", label: "Website traffic" },
      { metric: "+120%", growth: "in 6 months", label: "Social media engagement" },
      { metric: "+30%", growth: "in 6 months", label: "Sales" },
      { metric: "+40%", growth: "in 6 months", label: "Brand awareness" },
    ],
  },
} satisfies CaseStudyInput
