import type { z } from "zod"
import type { blogCategorySchema } from "#app/content/article"

export const blogCategories = [
  {
    slug: "website-design",
    name: "Website Design",
    description:
      "How to plan, design and improve a small-business website that loads fast, reads well on a phone and turns visitors into calls.",
    seo: {
      title: "Website Design Articles | Catalysty Blog",
      description:
        "Advice on planning, designing and improving a small-business website that loads fast, works on phones and wins Detroit customers.",
    },
  },
  {
    slug: "digital-marketing",
    name: "Digital Marketing",
    description:
      "Local SEO, paid ads and the numbers behind them: practical marketing guidance for Detroit businesses working with real-world budgets.",
    seo: {
      title: "Digital Marketing Articles | Catalysty Blog",
      description:
        "Local SEO, pay-per-click and marketing measurement explained for Detroit small-business owners, with steps you can act on this month.",
    },
  },
  {
    slug: "social-media",
    name: "Social Media",
    description:
      "Posting schedules, platform choices and content ideas that keep a local business visible without its owner living on their phone.",
    seo: {
      title: "Social Media Articles | Catalysty Blog",
      description:
        "Realistic social media advice for local businesses: which platforms matter, what to post and how often, and how to turn followers into visits.",
    },
  },
  {
    slug: "content-marketing",
    name: "Content Marketing",
    description:
      "Blogs, guides, videos and newsletters that answer customers' questions and give search engines a reason to send people your way.",
    seo: {
      title: "Content Marketing Articles | Catalysty Blog",
      description:
        "How Detroit businesses use blog posts, guides, video and email newsletters to answer customer questions and earn steady search traffic.",
    },
  },
] satisfies z.input<typeof blogCategorySchema>[]
