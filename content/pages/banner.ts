import type { z } from "zod"
import type { bannerSchema } from "#app/content/pages"

export const banner = {
  eyebrow: "Work with Catalysty",
  title: "Unleash Your Brand's Potential with Catalysty!",
  description:
    "Custom websites and marketing that turn local searches into paying customers. Tell us your goals and get a clear, fixed quote.",
  primary: { label: "Get a Quote", href: "/contact-us" },
  secondary: { label: "Explore Services", href: "/services" },
} satisfies z.input<typeof bannerSchema>
