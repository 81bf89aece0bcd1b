import type { z } from "zod"
import type { navigationSchema } from "#app/content/site"

export const navigation = {
  skipLink: "Skip to content",
  homeLabel: "Catalysty home",
  primary: [
    { label: "About", href: "/about-us" },
    { label: "Services", href: "/services" },
    { label: "Pricing", href: "/pricing" },
    { label: "Case Studies", href: "/case-studies" },
    { label: "Blog", href: "/blogs" },
    { label: "Contact", href: "/contact-us" },
  ],
  contactButton: { label: "Contact Us", href: "/contact-us" },
  menu: { open: "Toggle menu", close: "Close menu", title: "Menu" },
  footer: {
    pagesHeading: "Company",
    pages: [
      { label: "Home", href: "/" },
      { label: "About", href: "/about-us" },
      { label: "Services", href: "/services" },
      { label: "Case Studies", href: "/case-studies" },
      { label: "Blog", href: "/blogs" },
      { label: "Contact", href: "/contact-us" },
    ],
    servicesHeading: "Services",
    recentPostsHeading: "Recent Posts",
    contactHeading: "Get in touch",
    socialHeading: "Follow Catalysty",
    copyright: "All rights reserved.",
    newTab: "opens in a new tab",
  },
  socialLabels: { facebook: "Facebook", instagram: "Instagram", twitter: "X (Twitter)", linkedin: "LinkedIn" },
} satisfies z.input<typeof navigationSchema>
