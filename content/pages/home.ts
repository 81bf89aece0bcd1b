import type { z } from "zod"
import type { homePageSchema } from "#app/content/pages"

export const homePage = {
  seo: {
    title: "Detroit Web Design & Digital Marketing | Catalysty",
    description:
      "Custom websites and local marketing for Detroit small businesses, from a team that reports in plain English. Ask Catalysty for a free quote.",
  },
  hero: {
    badge: "Detroit's growth-minded web agency",
    title: "Websites that work as hard",
    subtitle: "as your business does",
    description:
      "We design fast, custom websites and run the marketing behind them, so the people searching Detroit for what you sell find you, trust you and call.",
    primaryButton: { label: "Get a Free Quote", href: "/contact-us" },
    secondaryButton: { label: "Explore Services", href: "/services" },
    stats: [
      { value: "350+", label: "Web Design Projects" },
      { value: "170+", label: "Marketing Projects" },
      { value: "90+", label: "Social Media Projects" },
    ],
    features: [
      { icon: "gauge", title: "Fast on every phone" },
      { icon: "map-pin", title: "Built for local search" },
      { icon: "bar-chart-3", title: "Reports in plain English" },
    ],
    heroImage: {
      src: "home/hero.svg",
      alt: "A laptop and a phone showing a small-business website, with a chart of rising visits beside them",
    },
  },
  services: {
    eyebrow: "What we do",
    title: "Everything it takes to get found online",
    description:
      "Hire us for one service or let us run the lot. Each has a named lead on our Detroit team, and the person who leads your work answers your emails.",
    moreLink: { label: "See all services", href: "/services" },
    learnMore: "Learn more",
  },
  process: {
    eyebrow: "How we work",
    title: "Three steps from first call to more customers",
    description:
      "No mystery and no months of waiting. You always know what we're doing, what it costs and what comes next.",
    steps: [
      {
        id: "discover",
        title: "Discover",
        description:
          "We talk through your customers, competitors and numbers, audit your current site and listings, and hand you a written plan with a fixed price.",
      },
      {
        id: "build",
        title: "Build",
        description:
          "We design, write and build your site and campaigns, showing you progress every week. Everything is tested on real phones before it goes live.",
      },
      {
        id: "grow",
        title: "Grow",
        description:
          "After launch we watch what visitors do, tune pages and ads, and report calls, form requests and sales first, with reach and engagement beside them.",
      },
    ],
  },
  about: {
    eyebrow: "Why Catalysty",
    title: "A Detroit team that treats your budget like its own",
    description:
      "Since 2016 we've built websites and campaigns for Metro Detroit businesses, from Eastern Market vendors to contractors in Dearborn. We stay small on purpose: six of us on staff, three freelance partners we name, and the person who plans your project leads its delivery.",
    points: [
      "One point of contact from kickoff to launch and beyond",
      "Fixed quotes up front, with no surprise invoices",
      "A website you own outright, domain and content included",
      "Plain-language reports that tie our work to calls, bookings and sales",
    ],
    link: { label: "More about us", href: "/about-us" },
    image: {
      src: "home/about.svg",
      alt: "A small team planning a website around a table covered in sketches, with a laptop open",
    },
  },
  caseStudyTeaser: {
    eyebrow: "Case study",
    title: "NutriVita Shop: a faster store that turns browsers into buyers",
    description:
      "A Royal Oak supplement and snack shop with more than 600 products, a slow site and a checkout that lost seven carts in ten. A rebuilt store and steady search, email and social work changed how it sells online.",
    caseStudy: "nutrivita-shop-boosting-e-commerce-sales-with-a-streamlined-online-store",
    stats: [
      { value: "+150%", label: "Organic traffic" },
      { value: "+200%", label: "Engagement" },
      { value: "+35%", label: "Sales" },
    ],
    period: "within six months",
    link: {
      label: "Read the case study",
      href: "/case-study/nutrivita-shop-boosting-e-commerce-sales-with-a-streamlined-online-store",
    },
  },
  testimonials: {
    eyebrow: "Client stories",
    title: "What Detroit owners say about working with us",
    description:
      "Feedback from owners who handed us their website and marketing, and what changed for them afterwards.",
    caseStudyLink: "Read the case study",
    previousLabel: "Previous testimonial",
    nextLabel: "Next testimonial",
    slideLabel: "Testimonial {current} of {total}",
  },
  blog: {
    eyebrow: "From the blog",
    title: "Practical advice for growing online",
    description:
      "Short, useful reads on websites, search and marketing, written by the people who do that work every day.",
    link: { label: "Read the blog", href: "/blogs" },
  },
  cta: {
    eyebrow: "Ready when you are",
    title: "Let's get your phone ringing",
    description:
      "Tell us about your business and what you'd like to change. We'll come back quickly with honest advice and a clear, fixed quote.",
    primary: { label: "Get a Free Quote", href: "/contact-us" },
    secondary: { label: "See Our Pricing", href: "/pricing" },
  },
} satisfies z.input<typeof homePageSchema>
