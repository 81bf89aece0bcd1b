import type { TeamMemberInput } from "#app/content/team-member"

export default {
  id: "andre-whitfield",
  name: "Andre Whitfield",
  slug: "andre-whitfield",
  position: "Head of SEO",
  owns: "SEO and local search, from listings to rankings",
  email: "andre@catalysty.com",
  order: 4,
  image: { src: "team/andre-whitfield.svg", alt: "Illustrated portrait of Andre Whitfield" },
  bio: "Andre helps Detroit businesses show up when nearby customers search, from the map pack to the first page of results. He leads Catalysty's SEO and local search work.",
  about: [
    "Andre grew up in Jefferson Chalmers on Detroit's east side. His first SEO project was his uncle's auto repair shop on Mack Avenue: he fixed the shop's map listing, wrote a page for each repair it offered, and watched the phone start ringing with customers who had never driven past.",
    "He turned that weekend project into a career, spending seven years at a Royal Oak search agency where he managed local SEO for multi-location dentists, contractors and restaurants. He studied information science at Wayne State along the way, taking evening classes between client audits. Those years taught him that local search rewards patience and accuracy far more than shortcuts.",
    "At Catalysty, Andre runs technical audits, keyword research, Google Business Profile management and review strategy. He is happiest explaining search in plain terms, and he never promises a ranking he cannot earn honestly. Owners get a clear monthly view of where they rank, which searches bring calls and what he is fixing next.",
  ],
  experience: {
    title: "Eight years growing local search visibility",
    description:
      "Andre has managed SEO for single-shop owners and multi-location brands across Southeast Michigan. His focus is local search: accurate listings, useful service pages, steady reviews and a technically sound site.",
  },
  highlights: [
    "Managed local SEO for more than 60 business locations across Southeast Michigan",
    "Built Catalysty's 40-point local SEO audit used at the start of every engagement",
    "Regular speaker at Detroit small-business workshops on Google Business Profile",
    "Bachelor of Science in Information Science, Wayne State University",
  ],
  socialLinks: [
    { network: "linkedin", url: "https://www.linkedin.com/in/andre-whitfield-catalysty" },
    { network: "twitter", url: "https://x.com/andre_w_seo" },
  ],
  seo: {
    title: "Andre Whitfield, Head of SEO | Catalysty",
    description:
      "Meet Andre Whitfield, Catalysty's head of SEO, who helps Detroit businesses get found in local search and on Google Maps.",
  },
} satisfies TeamMemberInput
