import type { TeamMemberInput } from "#app/content/team-member"

export default {
  id: "andre-whitfield",
  name: "Andre Whitfield",
  slug: "andre-whitfield",
  position: "Head of SEO",
  owns: "SEO, local search and content marketing",
  email: "andre@catalysty.com",
  order: 4,
  image: { src: "team/andre-whitfield.svg", alt: "Illustrated portrait of Andre Whitfield" },
  bio: "Andre leads SEO and content marketing at Catalysty: he helps Detroit businesses show up when nearby customers search, and plans the pages and articles that answer what those customers ask.",
  about: [
    "Andre's rule is that a page should exist because customers ask a question, not because a keyword tool suggested it. He runs Catalysty's search engine optimization and content marketing: technical audits, keyword research, Google Business Profile care, review routines, and the content plans, service pages and articles built from them. He writes most of that copy himself, and Dana Kowalski edits it before it goes to the client.",
    "Recent work he can show you: the trade landing pages that helped Lisburn Web Design nearly double its organic traffic in four months, the eight suburb and neighborhood pages behind Mop and Glow's 60% rise in quote requests, and 120 rewritten product descriptions that gave NutriVita Shop pages Google had a reason to rank.",
    "He learned local search over seven years at a Royal Oak agency, managing listings and service pages for multi-location dentists, contractors and restaurants, and studied information technology at Oakland University in the evenings. He never promises a ranking he cannot earn honestly, and his monthly notes to clients say what moved, what did not and what he is fixing next.",
    "Send your website address to andre@catalysty.com and he will reply with the first three things he would fix, or find him at the Google Business Profile workshops he runs for Detroit small-business groups.",
  ],
  experience: {
    title: "Eight years growing local search visibility",
    description:
      "Andre has managed SEO for single-shop owners and multi-location brands across Southeast Michigan. At Catalysty he leads SEO and content marketing: accurate listings, useful service pages and articles, steady reviews and a technically sound site.",
  },
  highlights: [
    "Leads SEO and content marketing for every Catalysty client",
    "Wrote the trade landing pages behind Lisburn Web Design's 95% rise in organic traffic",
    "Built Catalysty's 40-point local SEO audit used at the start of every engagement",
    "Managed local SEO for more than 60 business locations across Southeast Michigan",
    "Bachelor of Science in Information Technology, Oakland University",
  ],
  socialLinks: [
    { network: "linkedin", url: "https://www.linkedin.com/in/andre-whitfield-catalysty" },
    { network: "twitter", url: "https://x.com/andre_w_seo" },
  ],
  seo: {
    title: "Andre Whitfield, Head of SEO | Catalysty",
    description:
      "Meet Andre Whitfield, Catalysty's head of SEO, who leads search and content work that helps Detroit businesses get found.",
  },
} satisfies TeamMemberInput
