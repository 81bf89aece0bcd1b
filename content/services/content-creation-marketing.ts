import type { ServiceInput } from "#app/content/service"

export default {
  id: "content-marketing",
  slug: "content-creation-marketing",
  title: "Content Marketing",
  shortTitle: "Content Marketing",
  formLabel: "Content Marketing",
  description:
    "Blog posts, website copy and videos that answer your customers' questions, build trust and keep bringing visitors back from search.",
  features: ["Keyword-led content plan", "Articles, copy and video scripts", "Content reused across channels"],
  icon: "pen-line",
  owner: "andre-whitfield",
  proof: { caseStudy: "sequins-and-slate-interior-design-company", result: "Pinterest monthly views" },
  seo: {
    title: "Content Marketing for Detroit Businesses | Catalysty",
    description:
      "Content marketing for Detroit small businesses: articles, website copy and video that answer customer questions, build trust and earn search traffic.",
  },
  hero: {
    eyebrow: "Content Creation & Marketing",
    title: "Content that earns trust before the first call",
    description:
      "Customers research before they buy, whether they need a plumber, a caterer or a new salon. We write the articles, service pages and videos that answer their questions, show your expertise and rank in search. Each piece is planned to do a job, then reused across your email and social channels.",
    primaryCta: { label: "Get a Free Quote", href: "/contact-us" },
    secondaryCta: { label: "See Our Work", href: "/case-studies" },
    image: {
      src: "services/content-creation-marketing.svg",
      alt: "Blog article layout beside a video player and a notepad of headline ideas",
    },
  },
  cardsSection: {
    eyebrow: "Our content services",
    title: "Words and video that work for your business",
    description: "We plan what to say, create it to a high standard and make sure the right people see it.",
  },
  cards: [
    {
      id: "content-strategy",
      icon: "compass",
      title: "Content Strategy",
      description:
        "Research into what your customers search for and ask about, turned into a practical plan of topics, formats and publishing dates.",
    },
    {
      id: "blog-articles",
      icon: "file-text",
      title: "Blog Articles",
      description:
        "Well-researched articles that answer real questions, rank for local searches and give you links worth sending to prospects.",
    },
    {
      id: "website-copywriting",
      icon: "pen-line",
      title: "Website Copywriting",
      description:
        "Clear, persuasive copy for your home, service and about pages that explains what you do and why customers should choose you.",
    },
    {
      id: "video-content",
      icon: "video",
      title: "Video Content",
      description:
        "Scripts, shot lists and edited short videos that show your team, your work and your space the way customers would see them in person.",
    },
    {
      id: "customer-stories",
      icon: "star",
      title: "Customer Stories",
      description:
        "Case studies and testimonials gathered from your happiest customers and shaped into proof that convinces the next ones.",
    },
    {
      id: "repurposing-distribution",
      icon: "repeat",
      title: "Repurposing & Distribution",
      description:
        "Each article becomes social posts, email content and short clips, so one piece of work reaches customers in several places.",
    },
  ],
  formSection: {
    title: "Get a quote for content marketing",
    description:
      "Share your goals and the questions your customers keep asking, and we'll put together a content plan and a price to match.",
    highlights: [
      "Written by people, in your voice",
      "Planned around real search demand",
      "Every piece reused across channels",
    ],
  },
} satisfies ServiceInput
