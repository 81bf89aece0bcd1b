import type { ServiceInput } from "#app/content/service"

export default {
  id: "email-marketing",
  slug: "email-marketing",
  title: "Email Marketing",
  shortTitle: "Email Marketing",
  formLabel: "Email Marketing",
  description:
    "Newsletters and automated emails that keep customers coming back, from welcome series to seasonal promotions.",
  features: ["Newsletter design and writing", "Automated welcome and follow-up emails", "List growth and segmentation"],
  icon: "mail",
  owner: "dana-kowalski",
  proof: {
    caseStudy: "mop-and-glow-cleaning-company-building-trust-and-driving-local-leads",
    result: "Email engagement",
  },
  seo: {
    title: "Email Marketing for Detroit Businesses | Catalysty",
    description:
      "Email marketing for Detroit small businesses: newsletters, automated follow-ups and segmented campaigns that bring customers back and cut unsubscribes.",
  },
  hero: {
    eyebrow: "Email Marketing",
    title: "Stay in touch with customers who already like you",
    description:
      "Your email list is the one audience no platform can take away. We design, write and send newsletters and automated emails that people actually open, timed to your promotions and the Michigan seasons. Every send is measured, so the next one does better.",
    primaryCta: { label: "Get a Free Quote", href: "/contact-us" },
    secondaryCta: { label: "See Our Work", href: "/case-studies" },
    image: {
      src: "services/email-marketing.svg",
      alt: "Envelope opening into a newsletter preview on a phone screen",
    },
  },
  cardsSection: {
    eyebrow: "Email services",
    title: "Email marketing, planned and done for you",
    description:
      "We handle the strategy, design, writing, automation and reporting, so your list turns into repeat business.",
  },
  cards: [
    {
      id: "campaign-strategy",
      icon: "calendar-days",
      title: "Campaign Strategy",
      description:
        "A sending calendar built around your sales, events and seasons, with the right mix of news, offers and helpful tips.",
    },
    {
      id: "newsletter-design-copy",
      icon: "palette",
      title: "Newsletter Design & Copy",
      description:
        "Branded templates that look sharp on a phone and copy that gets to the point, so readers click instead of scrolling past.",
    },
    {
      id: "automated-emails",
      icon: "zap",
      title: "Automated Emails",
      description:
        "Welcome series, appointment reminders, review requests and win-back emails that run on their own once they are set up.",
    },
    {
      id: "list-growth-segmentation",
      icon: "filter",
      title: "List Growth & Segmentation",
      description:
        "Sign-up forms and offers that grow your list, and segments that send each customer only what is relevant to them.",
    },
    {
      id: "deliverability-list-health",
      icon: "shield-check",
      title: "Deliverability & List Health",
      description:
        "Domain authentication, regular list cleaning and careful sending habits that keep your emails out of spam folders.",
    },
    {
      id: "testing-reporting",
      icon: "bar-chart-3",
      title: "Testing & Reporting",
      description:
        "Subject line and content tests, plus clear reports on opens, clicks, revenue and unsubscribes after every campaign.",
    },
  ],
  formSection: {
    title: "Get a quote for email marketing",
    description:
      "Tell us how many subscribers you have, which email platform you use and what you want email to do, and we'll suggest the right plan.",
    highlights: [
      "Emails written in your voice",
      "Automations that run around the clock",
      "Fewer unsubscribes, more repeat sales",
    ],
  },
} satisfies ServiceInput
