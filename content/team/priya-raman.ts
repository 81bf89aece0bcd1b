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
  bio: "Priya leads engineering at Catalysty, making sure every site we ship loads fast on a phone, works for every visitor and stays easy for owners to update.",
  about: [
    "Priya grew up in Canton and caught the programming bug building a recipe site for her family's Diwali cookbook. She earned a computer science degree at Wayne State, then spent six years as a software engineer at an automotive supplier in Oakland County, building dealer portals that had to work on shop-floor tablets with patchy Wi-Fi.",
    "That job taught her to treat speed and reliability as features, not extras. When she joined Catalysty, she brought the same discipline to small-business websites: lean pages, careful testing on real phones, and accessibility checked from the first sketch rather than patched in at the end. A site that stalls on a bus along Woodward, she likes to say, is a site that loses the sale.",
    "Today she sets the technical standards for every build, reviews each launch and keeps client sites secure and up to date. Outside work she mentors students at a coding club in Southwest Detroit and rides the Dequindre Cut whenever the weather allows.",
  ],
  experience: {
    title: "A decade engineering software that has to work everywhere",
    description:
      "Priya has built web applications for manufacturers, dealers and local businesses, always for people using them in less-than-ideal conditions. At Catalysty she owns the build process, hosting, performance and accessibility of every site we launch.",
  },
  highlights: [
    "Designed Catalysty's launch checklist covering speed, accessibility, security and search basics",
    "Built dealer portals used daily across more than 200 showrooms in the Midwest",
    "Leads accessibility reviews against WCAG 2.2 AA for every new client site",
    "Bachelor of Science in Computer Science, Wayne State University",
  ],
  socialLinks: [
    { network: "linkedin", url: "https://www.linkedin.com/in/priya-raman-catalysty" },
    { network: "twitter", url: "https://x.com/priyaraman_cty" },
  ],
  seo: {
    title: "Priya Raman, Chief Technology Officer | Catalysty",
    description:
      "Meet Priya Raman, Catalysty's CTO, who leads the engineering behind fast, accessible and secure websites for Detroit small businesses.",
  },
} satisfies TeamMemberInput
