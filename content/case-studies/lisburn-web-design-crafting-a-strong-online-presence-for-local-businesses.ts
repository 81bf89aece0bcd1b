import type { CaseStudyInput } from "#app/content/case-study"

export default {
  slug: "lisburn-web-design-crafting-a-strong-online-presence-for-local-businesses",
  client: "Lisburn Web Design",
  title: "Lisburn Web Design: Crafting a Strong Online Presence for Local Businesses",
  cardTitle: "Lisburn Web Design:\nCrafting a Strong Online Presence for Local Businesses",
  tag: "Web Design & Lead Generation",
  excerpt:
    "A Downriver studio that builds websites for local trades finally got a site and lead engine of its own, and nearly doubled its organic traffic.",
  description:
    "Lisburn Web Design is a three-person studio in Wyandotte that builds websites for plumbers, roofers, electricians and other local trades. We have traded referrals with it for years, and its client sites are excellent. Its own site was not. We rebuilt it, together with the system that turns visitors into booked calls.",
  website: { name: "lisburnwebdesign.com" },
  services: ["Web Design", "SEO", "PPC Advertising", "Email Marketing"],
  timeline: "February – May 2025",
  completedOn: "2025-05-23",
  heroImage: {
    src: "case-studies/lisburn/hero.webp",
    alt: "Lisburn Web Design's home page in a browser, beside phones showing its four-question lead form and its page for roofing contractors",
  },
  cardImage: {
    src: "case-studies/lisburn/card.webp",
    alt: "Lisburn Web Design's home page with a roofer's site before and after, and a phone showing the first step of its lead form",
  },
  teaserImage: {
    src: "case-studies/lisburn/teaser.webp",
    alt: "A phone showing the first step of Lisburn Web Design's lead form, in front of the studio's home page",
  },
  seo: {
    title: "Lisburn Web Design Case Study | Catalysty",
    description:
      "How a proof-led website, trade landing pages and automated follow-up raised qualified leads 70% for a Downriver studio that builds sites for contractors.",
  },
  overview: {
    title: "The shoemaker's children had no shoes",
    description:
      "Like many small studios, Lisburn spent every hour on client work and none on its own marketing. Nearly all new business came through referrals, which dried up each fall once contractors stopped spending. The goal was a site that proved the team's skill within seconds and a lead engine that kept the pipeline full all year.",
    resultsData: [
      { value: "+95%", label: "Organic traffic" },
      { value: "+70%", label: "Qualified leads" },
      { value: "+40%", label: "Proposal close rate" },
      { value: "-50%", label: "Cost per lead" },
    ],
  },
  challenges: {
    title: "Why a good studio struggled to get found",
    description: "The work spoke for itself, but only to people who had already been referred.",
    items: [
      {
        title: "A dated site that hid the portfolio",
        description:
          "The homepage had not changed in four years, the portfolio was a grid of thumbnails with no context, and the contact page was a bare email address.",
      },
      {
        title: "Missing from the searches that matter",
        description:
          "Lisburn did not rank for phrases like “web design for roofers” or “contractor websites Downriver”, exactly where its ideal clients were looking.",
      },
      {
        title: "Leads that went cold",
        description:
          "Inquiries landed in a shared inbox with no follow-up routine. Some waited three days for a reply, by which time the contractor had hired someone else.",
      },
      {
        title: "Feast or famine",
        description:
          "Trades tend to buy marketing in late winter, before the spring rush, so the studio was overloaded for a few months and short of work for the rest.",
      },
    ],
  },
  solutions: {
    title: "A new site and a lead engine that works between projects",
    description:
      "We approached it as we would any service business: show proof, answer objections and make the next step obvious.",
    items: [
      {
        title: "A fast, proof-led website",
        description:
          "We rebuilt the site on a modern static stack with short case studies for each trade, before-and-after screenshots, clear package pricing and quotes from real clients.",
      },
      {
        title: "Trade landing pages",
        description:
          "Andre Whitfield wrote pages for roofers, plumbers, HVAC companies, electricians and landscapers, each with examples and service schema markup, and optimized the Google Business Profile.",
      },
      {
        title: "A qualifying lead form and simple CRM",
        description:
          "Visitors answer four quick questions about their trade, current site and budget. Each lead is scored and logged in a lightweight CRM, with an instant confirmation email and a booking link.",
      },
      {
        title: "Follow-up email sequence",
        description:
          "Five emails share a relevant case study, answer common pricing questions and invite a call, so no lead is left waiting.",
      },
      {
        title: "Focused Google Ads",
        description:
          "Search campaigns target contractor-specific phrases across Downriver and Wayne County, with negative keywords that screen out job seekers and do-it-yourself searches.",
      },
    ],
  },
  results: {
    title: "A fuller, steadier pipeline",
    description:
      "By the end of May, Lisburn had booked more projects than in any spring before and, for the first time, had work lined up through the summer months that are usually quiet. Faster replies mattered as much as extra traffic: the average first response fell from two days to under an hour.",
    items: [
      { metric: "+95%", growth: "in 4 months", label: "Organic traffic" },
      { metric: "+70%", growth: "in 4 months", label: "Qualified leads" },
      { metric: "+40%", growth: "vs. last spring", label: "Proposal close rate" },
      { metric: "-50%", growth: "since launch", label: "Cost per lead" },
    ],
  },
} satisfies CaseStudyInput
