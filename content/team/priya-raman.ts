import type { TeamMemberInput } from "#app/content/team-member"

export default {
  id: "priya-raman",
  name: "Priya Raman",
  slug: "priya-raman",
  position: "Chief Technology Officer",
  owns: "Engineering, hosting, speed and accessibility of every site",
  email: "priya@catalysty.com",
  order: 2,
  image: { src: "team/priya-raman.svg", alt: "Illustrated portrait of Priya Raman" },
  bio: "Priya leads design and development at Catalysty: she shapes every site's layout, builds it, hosts it and keeps it fast, accessible and easy for owners to update.",
  about: [
    "Every Catalysty website passes through Priya twice: once when she turns the plan into page layouts, and again when she signs off the launch. She leads design and development, which means she owns wireframes, the build, accessibility checks, hosting and the care plans that keep sites patched after launch. Brand identities and illustration come from Nadia Brooks, the freelance designer who shares our Toronto studio, and overflow builds go to Owen Pryce, our freelance developer in London; Priya briefs both and reviews their work before a client sees it.",
    "The work she points to first is NutriVita Shop's store: 600 products moved to a headless storefront whose product pages load in about a second and a half on a phone, with a one-page checkout that helped cut abandoned carts from roughly seven in ten to four. She also built Mop and Glow's instant quote form, which shows a price range before anyone picks up the phone, and LeHost's booking calendar for private wig fittings.",
    "Before Catalysty she spent six years as a software engineer at an automotive supplier in Oakland County, building dealer portals that had to work on showroom tablets over weak Wi-Fi. That habit of testing on modest devices in poor conditions is now Catalysty's launch checklist. She also mentors students at a coding club in Southwest Detroit.",
    "Write to priya@catalysty.com with anything about a build, hosting or accessibility, or call the office on (313)\u00a0555-0148 and ask for her. She answers technical questions from clients herself.",
  ],
  experience: {
    title: "A decade building software that has to work everywhere",
    description:
      "Priya has built web applications for manufacturers, dealers and local businesses, always for people using them in less-than-ideal conditions. At Catalysty she owns design, the build process, hosting, performance and accessibility of every site we launch.",
  },
  highlights: [
    "Leads design and development for every Catalysty website, with two freelance partners she briefs and reviews",
    "Rebuilt NutriVita Shop's 600-product store with product pages that load in about 1.5 seconds on mobile",
    "Wrote Catalysty's launch checklist covering speed, accessibility, security and search basics",
    "Leads accessibility reviews against WCAG 2.2 AA for every new client site",
    "Bachelor of Science in Computer Science, University of Michigan",
  ],
  socialLinks: [
    { network: "linkedin", url: "https://www.linkedin.com/in/priya-raman-catalysty" },
    { network: "twitter", url: "https://x.com/priyaraman_cty" },
  ],
  seo: {
    title: "Priya Raman, Chief Technology Officer | Catalysty",
    description:
      "Meet Priya Raman, Catalysty's CTO, who leads the design and engineering of fast, accessible websites for Detroit small businesses.",
  },
} satisfies TeamMemberInput
