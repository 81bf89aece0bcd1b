import type { z } from "zod"
import type { notFoundPageSchema } from "#app/content/pages"

export const notFoundPage = {
  title: "Page Not Found",
  description: "Oops! The page you're looking for doesn't exist or has been moved.",
  homeLink: { label: "Return to Homepage", href: "/" },
  supportLink: { label: "Contact our support team", href: "/contact-us" },
  seo: {
    title: "Page Not Found | Catalysty",
    description:
      "The page you asked for isn't here. Head back to the Catalysty homepage, or contact our Detroit team and we'll help you find it.",
  },
} satisfies z.input<typeof notFoundPageSchema>
