import type { TeamMemberInput } from "#app/content/team-member"

export default {
  id: "marcus-bell",
  name: "Marcus Bell",
  slug: "marcus-bell",
  position: "Chief Executive Officer",
  owns: "Strategy, client partnerships and the monthly report",
  email: "marcus@catalysty.com",
  order: 1,
  image: { src: "team/marcus-bell.svg", alt: "Illustrated portrait of Marcus Bell" },
  bio: "Marcus founded Catalysty to give Detroit's neighborhood businesses the kind of marketing that used to be reserved for big-budget brands. He leads the agency's strategy and holds the team to one test: did the work bring in customers?",
  about: [
    "Marcus grew up in the University District on Detroit's northwest side, where his mother ran a catering business out of a rented kitchen on Livernois. He watched her win customers by word of mouth and lose them whenever a listing showed the wrong hours or a website quietly broke. Those lessons about trust and visibility became the foundation of his career.",
    "After a business degree at Wayne State, he spent years leading digital marketing for a Michigan home-services company and then a Southfield agency. There he learned how quickly a good plan falls apart when nobody owns the follow-through, and how rarely owners get a straight answer about what their money is doing.",
    "Catalysty is his answer to both problems: one accountable team, reports in plain language, and every project tied to calls, bookings and sales. Marcus takes the first call with every prospective client, writes every proposal and fixed quote himself, and stays the account lead after launch, so there is always one person who answers for the whole job.",
    "To talk about a project, email marcus@catalysty.com or call (313)\u00a0555-0148. He still meets owners in person across Midtown, Corktown and the suburbs, and spends his Saturdays coaching youth basketball in Rosedale Park.",
  ],
  experience: {
    title: "Sixteen years in Detroit marketing, ten of them at Catalysty",
    description:
      "Marcus has led marketing for service companies, retailers and restaurants across Metro Detroit, from first website to multi-channel campaigns. He built Catalysty's process around the questions owners actually ask: what will this cost, when will it work, and how will I know?",
  },
  highlights: [
    "Founded Catalysty in 2016 and grew it from a one-person studio into a six-person Detroit team",
    "Led marketing for a Michigan home-services company through its expansion from one county to four",
    "Introduced the plain-English monthly report every Catalysty client receives",
    "Bachelor of Business Administration in Marketing, Wayne State University",
  ],
  socialLinks: [
    { network: "linkedin", url: "https://www.linkedin.com/in/marcus-bell-catalysty" },
    { network: "twitter", url: "https://x.com/marcusbell_cty" },
  ],
  seo: {
    title: "Marcus Bell, Chief Executive Officer | Catalysty",
    description:
      "Meet Marcus Bell, Detroit native and founder of Catalysty, who leads strategy and keeps every project tied to calls, bookings and sales.",
  },
} satisfies TeamMemberInput
