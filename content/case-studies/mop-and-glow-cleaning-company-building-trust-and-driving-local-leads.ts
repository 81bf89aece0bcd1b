import type { CaseStudyInput } from "#app/content/case-study"

export default {
  slug: "mop-and-glow-cleaning-company-building-trust-and-driving-local-leads",
  client: "Mop and Glow Cleaning Company",
  title: "Mop and Glow Cleaning Company: Building Trust and Driving Local Leads",
  cardTitle: "Mop and Glow Cleaning Company:\nBuilding Trust and Driving Local Leads",
  tag: "Local SEO & Email Marketing",
  excerpt:
    "A metro Detroit home and office cleaner turned a quiet winter into its busiest season, with 60% more quote requests and a healthier email list.",
  description:
    "Mop and Glow cleans homes and offices from Ferndale to Dearborn with a crew of fourteen. Great work kept existing clients loyal, but winning strangers who had never let a cleaner into their home was hard. We rebuilt the website around trust, sharpened local search and rescued an email list that was shrinking every month.",
  website: { name: "mopandglowcleaning.com" },
  services: ["Web Design", "SEO", "Email Marketing"],
  timeline: "September 2024 – January 2025",
  completedOn: "2025-01-31",
  heroImage: {
    src: "case-studies/mop-and-glow/hero.webp",
    alt: "Mop and Glow's home page with its instant price calculator, beside phones showing a quote and the Royal Oak house cleaning page",
  },
  cardImage: {
    src: "case-studies/mop-and-glow/card.webp",
    alt: "Mop and Glow's home page with its instant price calculator, and a phone showing a quote of $138 to $156 a visit",
  },
  teaserImage: {
    src: "case-studies/mop-and-glow/teaser.webp",
    alt: "A phone showing Mop and Glow's instant quote, in front of the cleaning company's home page",
  },
  seo: {
    title: "Mop and Glow Cleaning Case Study | Catalysty",
    description:
      "How a trust-first website, local landing pages and segmented email raised quote requests 60% for a metro Detroit home and office cleaning company.",
  },
  overview: {
    title: "Turning a good reputation into a visible one",
    description:
      "Cleaning is a trust purchase. People want to know who is coming through the door, whether they are insured and what the job will cost before they pick up the phone. Mop and Glow had good answers to all three, but none of them were on the website. Over five months we put them front and center and built a steady flow of quote requests heading into the holidays.",
    resultsData: [
      { value: "+75%", label: "Website traffic" },
      { value: "+60%", label: "Quote requests" },
      { value: "-45%", label: "Email unsubscribe rate" },
      { value: "+120%", label: "Email engagement" },
    ],
  },
  challenges: {
    title: "Why new customers were not calling",
    description:
      "Past clients renewed happily. Everyone else hesitated, and the company's online presence gave them plenty of reasons to.",
    items: [
      {
        title: "No proof of trust",
        description:
          "The site never mentioned that every cleaner is background-checked, bonded and insured, and its stock photos showed people who did not work there. Visitors could not tell Mop and Glow apart from an anonymous app listing.",
      },
      {
        title: "Pricing was a mystery",
        description:
          "The only way to get a price was to call during office hours. Evening browsers, which describes most homeowners, simply moved on to a competitor with an online quote.",
      },
      {
        title: "One page for a whole metro area",
        description:
          "A house in Royal Oak and an office in Midtown landed on the same generic page, so the company rarely appeared when people searched for cleaners in their own suburb.",
      },
      {
        title: "An email list in decline",
        description:
          "Everyone received the same coupon blast twice a month. Office managers got deals on move-out cleans, homeowners got janitorial offers, and about one reader in fifty unsubscribed with every send.",
      },
    ],
  },
  solutions: {
    title: "How we rebuilt trust, one page at a time",
    description: "Every change answered a question a cautious customer asks before hiring a cleaner.",
    items: [
      {
        title: "A trust-first website",
        description:
          "We rebuilt the site on a fast framework with real team photos, a plain explanation of background checks and insurance, a written satisfaction guarantee and genuine reviews beside every service.",
      },
      {
        title: "An instant quote form",
        description:
          "Customers enter bedrooms and bathrooms or office square footage, choose how often they want a visit and see a price range on the spot. Each request reaches the owner's inbox and phone at the same moment.",
      },
      {
        title: "Local landing pages and Google Business Profile",
        description:
          "We wrote pages for the eight suburbs and Detroit neighborhoods the crews already serve, added local business schema markup, refreshed the Google Business Profile and set up an automatic review request after every first clean.",
      },
      {
        title: "Segmented, seasonal email",
        description:
          "We split the list into homes and offices and swapped coupons for useful seasonal advice: pre-holiday deep cleans in November, salt and slush entryway care in January and fresh-start office resets for the new year.",
      },
    ],
  },
  results: {
    title: "What changed by the end of January",
    description:
      "Winter is usually slow for new residential bookings. This year the calendar filled instead, and the commercial side signed three new recurring contracts in Midtown and Southfield.",
    items: [
      { metric: "+75%", growth: "in 5 months", label: "Website traffic" },
      { metric: "+60%", growth: "in 5 months", label: "Quote requests" },
      { metric: "-45%", growth: "across 10 sends", label: "Email unsubscribe rate" },
      { metric: "+120%", growth: "in 5 months", label: "Email engagement" },
    ],
  },
} satisfies CaseStudyInput
