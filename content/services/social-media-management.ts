import type { ServiceInput } from "#app/content/service"

export default {
  id: "social-media",
  slug: "social-media-management",
  title: "Social Media Management",
  shortTitle: "Social Media",
  formLabel: "Social Media Marketing",
  description:
    "Consistent, on-brand posts and real conversations with your followers, planned around what your Detroit customers care about.",
  features: ["Monthly content calendar", "Custom graphics and short video", "Community management"],
  icon: "share-2",
  owner: "dana-kowalski",
  proof: { caseStudy: "sequins-and-slate-interior-design-company", result: "Consultation requests" },
  seo: {
    title: "Social Media Management in Detroit | Catalysty",
    description:
      "Social media management for Detroit small businesses: planned content, custom graphics and video, community replies and clear monthly reports.",
  },
  hero: {
    eyebrow: "Social Media Management",
    title: "Show up where your customers scroll",
    description:
      "Posting whenever you find a spare minute rarely builds a following. We plan, create and publish content for Instagram, Facebook, TikTok and LinkedIn that sounds like you, and we answer comments and messages so no customer waits. Every month you see what grew and what we will try next.",
    primaryCta: { label: "Get a Free Quote", href: "/contact-us" },
    secondaryCta: { label: "See Our Work", href: "/case-studies" },
    image: {
      src: "services/social-media-management.svg",
      alt: "Phone showing a social media feed surrounded by like, comment and share badges",
    },
  },
  cardsSection: {
    eyebrow: "What's included",
    title: "Social media handled from plan to post",
    description:
      "Pick the platforms that matter to your customers. We take care of the strategy, the creative, the posting and the conversations.",
  },
  cards: [
    {
      id: "strategy-calendar",
      icon: "calendar-days",
      title: "Strategy & Content Calendar",
      description:
        "A monthly plan built around your promotions, local events and the seasons, approved by you before anything goes live.",
    },
    {
      id: "graphics-video",
      icon: "camera",
      title: "Graphics, Photos & Reels",
      description:
        "Branded graphics, edited photos and short vertical videos made for each platform, not one image copied everywhere.",
    },
    {
      id: "community-management",
      icon: "message-circle",
      title: "Community Management",
      description:
        "We reply to comments, answer direct messages and pass sales inquiries to you quickly, so interested customers never go cold.",
    },
    {
      id: "paid-social",
      icon: "target",
      title: "Paid Social Campaigns",
      description:
        "Targeted Facebook and Instagram ads that reach people near your location who look like your best customers.",
    },
    {
      id: "local-partnerships",
      icon: "handshake",
      title: "Local Partnerships",
      description:
        "Collaborations with nearby businesses, local creators and neighborhood events that put your brand in front of new audiences.",
    },
    {
      id: "analytics-reporting",
      icon: "bar-chart-3",
      title: "Analytics & Reporting",
      description:
        "A plain-language monthly report on reach, engagement and followers, and on the posts that actually led to visits or sales.",
    },
  ],
  formSection: {
    title: "Get a quote for social media management",
    description:
      "Tell us which platforms you use today and what you want them to do for your business, and we'll suggest a plan that fits your budget.",
    highlights: ["Content planned a month ahead", "Replies to comments and messages", "Monthly growth report"],
  },
} satisfies ServiceInput
