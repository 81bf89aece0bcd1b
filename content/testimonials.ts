import type { z } from "zod"
import type { testimonialSchema } from "#app/content/testimonial"

export const testimonials = [
  {
    id: "danielle-lehost",
    image: { src: "testimonials/danielle-lehost.svg", alt: "Illustrated portrait of Danielle LeHost" },
    logo: { src: "testimonials/danielle-lehost-logo.svg", alt: "LeHost Hair & Wig Shop logo" },
    quote:
      "Our wigs and styling were always our best advertising, but online we were almost invisible. Catalysty rebuilt our website, set up online booking and took over our Instagram. Sales are up 30 percent, and new clients tell me they found us on their phone long before they ever walked through our door.",
    name: "Danielle LeHost",
    title: "Owner",
    caseStudy: "lehost-hair-wig-shop-boosting-online-presence-and-sales",
    result: "Sales",
  },
  {
    id: "tasha-greene",
    image: { src: "testimonials/tasha-greene.svg", alt: "Illustrated portrait of Tasha Greene" },
    logo: { src: "testimonials/tasha-greene-logo.svg", alt: "Mop and Glow Cleaning Company logo" },
    quote:
      "In the cleaning business, people are letting you into their homes, so trust is everything. Catalysty gave us a website that shows our crew, our reviews and our prices plainly, with a quote form that works on any phone. Quote requests are up 60 percent, and the two emails we now send each month keep past clients booking again.",
    name: "Tasha Greene",
    title: "Owner",
    caseStudy: "mop-and-glow-cleaning-company-building-trust-and-driving-local-leads",
    result: "Quote requests",
  },
] satisfies z.input<typeof testimonialSchema>[]
