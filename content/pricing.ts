import type { z } from "zod"
import type { faqSchema, pricingPlanSchema } from "#app/content/pricing"

export const pricingPlans = [
  {
    id: "starter",
    title: "Starter",
    price: 500,
    priceNote: "one-time project fee",
    description:
      "For new or small businesses that need a professional website and three months of help getting found. Hosting after that is optional, from $25\u00a0a\u00a0month.",
    features: ["Up to 5 pages", "10 blog posts", "3 months of support", "Monthly reports during support"],
    isPopular: false,
    cta: { label: "Get Started", href: "/contact-us" },
  },
  {
    id: "growth",
    title: "Growth",
    price: 1000,
    priceNote: "one-time fee, plus your own ad budget",
    description:
      "For established businesses ready to pair a bigger website with a month of social posts and three months of managed ads.",
    features: [
      "Up to 10 pages",
      "20 blog posts",
      "One month of scheduled social media postings",
      "Paid advertising set up and managed for 3 months",
      "Bi-weekly reports during support",
      "3 months of support",
    ],
    isPopular: true,
    cta: { label: "Get Started", href: "/contact-us" },
  },
  {
    id: "premium",
    title: "Premium",
    price: 1500,
    priceNote: "one-time fee, plus your own ad budget",
    description:
      "For businesses that want the full launch: a large site, six months of managed ads, an email campaign and half a year of support.",
    features: [
      "Up to 15 pages",
      "30 blog posts",
      "Three months of scheduled social media postings",
      "Paid ad campaigns on Google and Meta, managed for 6 months",
      "Email marketing campaign",
      "Weekly reports during support",
      "6 months of enhanced support",
    ],
    isPopular: false,
    cta: { label: "Get Started", href: "/contact-us" },
  },
] satisfies z.input<typeof pricingPlanSchema>[]

export const faqs = [
  {
    id: "how-long-does-a-website-take",
    question: "How long does it take to build a website?",
    answer:
      "Typically 1-3 weeks from the day we have your content and logins. A five-page Starter site is often live within a week; larger sites with booking tools or many service pages sit at the longer end. We agree on the launch date with you before we begin.",
  },
  {
    id: "what-do-i-need-to-provide",
    question: "What do I need to provide?",
    answer:
      "Your logo, any photos you like and an hour on a kickoff call about your customers and services. Andre Whitfield, who leads our content work, writes the page copy and blog posts with you, and if you don't have good photos yet, we use clean illustrations or book a shoot with Luis Ortega, the Detroit photographer we work with, quoted separately.",
  },
  {
    id: "do-i-own-my-website",
    question: "Will I own my website?",
    answer:
      "Yes. The domain, the site files and every word and image we create for you are yours, and your ad and analytics accounts are set up in your business's name. If you ever move to another provider, we hand everything over at no charge.",
  },
  {
    id: "what-happens-after-support-ends",
    question: "What happens when my support period ends?",
    answer:
      "Your site keeps running and nothing is switched off. Reports and ad management stop with the support period unless you keep us on. We show you how to edit the site at launch, and a month before support ends we send you the two options below in writing: hosting only, or a care plan. You can also move the site to your own host at no charge.",
  },
  {
    id: "do-you-only-work-in-detroit",
    question: "Do you only work with Detroit businesses?",
    answer:
      "Most of our clients are in Detroit and the suburbs around it, from Ferndale to Dearborn to the Grosse Pointes, and we're happy to meet in person at our Woodward Avenue office or at your business. We also work with businesses elsewhere in Michigan and, now and then, further afield, over video calls.",
  },
  {
    id: "is-ad-spend-included",
    question: "Is the advertising budget included in the plan price?",
    answer:
      "No. The Growth and Premium fees cover setting up, running and reporting on your campaigns: Growth includes one Google Ads campaign managed for 3 months, Premium includes Google and Meta campaigns managed for 6 months. The money the ads themselves spend is paid by you directly to Google or Meta, on your own card and in an account your business owns. We agree a monthly budget with you before anything runs; most local clients start between $300 and $1,000\u00a0a\u00a0month, and you can pause at any time.",
  },
  {
    id: "how-long-do-reports-run",
    question: "How long do the reports run?",
    answer:
      "For the length of your support period. Starter clients get a monthly report for 3 months, Growth clients a report every two weeks for 3 months, and Premium clients a weekly report for 6 months. Each one shows calls, form requests, bookings and sales we can trace, alongside search and ad figures. After that, reports continue on the care plan (monthly) or on any marketing retainer.",
  },
  {
    id: "what-do-hosting-and-support-cost",
    question: "What do hosting and support cost after launch?",
    answer:
      "Hosting is included during your support period. After it, you can choose hosting only at $25\u00a0a\u00a0month (fast hosting, SSL certificate, daily backups, security updates and uptime monitoring) or our care plan at $95\u00a0a\u00a0month (all of that plus up to one hour of content changes a month, a monthly report and same-day help when something breaks). Extra changes are billed at $85\u00a0an\u00a0hour and quoted first. Your domain renews with your registrar, usually about $20\u00a0a\u00a0year, paid by you.",
  },
] satisfies z.input<typeof faqSchema>[]
