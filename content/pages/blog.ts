import type { z } from "zod"
import type { articleLabelsSchema, blogPageSchema } from "#app/content/pages"

export const blogPage = {
  seo: {
    title: "Web Design & Marketing Blog | Catalysty",
    description:
      "Practical guides on web design, local SEO, social media and digital marketing for Detroit small-business owners, from the Catalysty team.",
  },
  intro: {
    eyebrow: "Blog",
    title: "Ideas you can use this week",
    description:
      "Plain-English guides to websites, search and marketing, written for owners who would rather be running their business.",
  },
  featuredHeading: "Featured articles",
  moreHeading: "More articles",
  categoryHeading: "More {category} articles",
  allCategory: "All",
  categoriesLabel: "Browse by category",
  readMore: "Read article",
  emptyCategory: {
    title: "No articles here yet",
    description:
      "We're still writing for this topic. In the meantime, the rest of the blog is full of advice you can put to work today.",
    link: { label: "Browse all articles", href: "/blogs" },
  },
  cta: {
    eyebrow: "Short on time?",
    title: "Rather have us do it for you?",
    description:
      "Reading about marketing is one thing; finding the hours for it is another. Let our team handle it while you run the business.",
    primary: { label: "Get a Quote", href: "/contact-us" },
    secondary: { label: "See Services", href: "/services" },
  },
} satisfies z.input<typeof blogPageSchema>

export const articleLabels = {
  by: "By",
  published: "Published",
  updated: "Updated",
  readingTime: "{minutes} min read",
  tableOfContents: "In this article",
  share: {
    heading: "Share this article",
    copy: "Copy link",
    copied: "Link copied",
    linkedin: "Share on LinkedIn",
    facebook: "Share on Facebook",
    x: "Share on X",
  },
  relatedHeading: "Related Articles",
  aboutAuthor: "About the author",
} satisfies z.input<typeof articleLabelsSchema>
