import type { z } from "zod"
import type { contactPageSchema } from "#app/content/pages"

export const contactPage = {
  seo: {
    title: "Contact Catalysty | Get a Free Quote",
    description:
      "Call (313) 555-0148, email hello@catalysty.com or send the form for a free website or marketing quote from Catalysty's Detroit team.",
  },
  tag: "Contact Us",
  title: "Let's talk about your business",
  description:
    "Tell us what you want to achieve and we'll reply within one business day with ideas and a clear quote. No pressure and no jargon.",
  info: {
    title: "Reach us directly",
    emailLabel: "Email",
    phoneLabel: "Phone",
    addressLabel: "Office",
    hoursLabel: "Hours",
    socialLabel: "Follow us",
  },
  formTitle: "Request a free quote",
  formDescription:
    "A few details help us prepare a useful answer. Only your name, email, the service you're interested in and a short message are required.",
} satisfies z.input<typeof contactPageSchema>
