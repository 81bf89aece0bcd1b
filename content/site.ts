import type { z } from "zod"
import type { siteSchema } from "#app/content/site"

export const site = {
  name: "Catalysty",
  legalName: "Catalysty Digital LLC",
  slogan: "Custom Websites. Smart Marketing. Real Results.",
  tagline: "Detroit web design and digital marketing for local businesses",
  description:
    "Catalysty designs fast websites and runs SEO, social, content, PPC and email marketing for Detroit small businesses that want more calls and customers.",
  foundingYear: 2016,
  logo: { alt: "Catalysty" },
  contact: {
    phone: "(313) 555-0148",
    phoneE164: "+13135550148",
    email: "hello@catalysty.com",
    address: {
      street: "1600 Woodward Ave, Suite 400",
      city: "Detroit",
      region: "MI",
      postalCode: "48226",
      country: "US",
    },
    hours: "Monday to Friday, 9 am – 6 pm ET",
  },
  socialLinks: [
    { network: "facebook", url: "https://www.facebook.com/catalystydetroit" },
    { network: "instagram", url: "https://www.instagram.com/catalystydetroit" },
    { network: "twitter", url: "https://x.com/catalystydet" },
    { network: "linkedin", url: "https://www.linkedin.com/company/catalysty" },
  ],
  offices: [
    {
      id: "detroit",
      city: "Detroit",
      region: "Michigan",
      country: "United States",
      address: "1600 Woodward Ave, Suite 400, Detroit, MI 48226",
      isHeadquarters: true,
      coordinates: [-83.0458, 42.3314],
    },
    {
      id: "toronto",
      city: "Toronto",
      region: "Ontario",
      country: "Canada",
      address: "200 Spadina Ave, Suite 310, Toronto, ON M5T 2C2",
      coordinates: [-79.3832, 43.6532],
    },
    {
      id: "london",
      city: "London",
      region: "England",
      country: "United Kingdom",
      address: "41 Clerkenwell Road, London EC1M 5RS",
      coordinates: [-0.1276, 51.5072],
    },
  ],
  defaultShareImage: {
    src: "share/default.svg",
    alt: "Catalysty: custom websites and smart marketing for Detroit businesses",
  },
} satisfies z.input<typeof siteSchema>
