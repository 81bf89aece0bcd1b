import type { TeamMemberInput } from "#app/content/team-member"

export default {
  id: "dana-kowalski",
  name: "Dana Kowalski",
  slug: "dana-kowalski",
  position: "Senior Marketing Strategist",
  owns: "Marketing plans, social media, content and email",
  email: "dana@catalysty.com",
  order: 3,
  image: { src: "team/dana-kowalski.svg", alt: "Illustrated portrait of Dana Kowalski" },
  bio: "Dana turns a business owner's goals into a marketing plan with clear priorities, a realistic budget and a calendar the whole team can follow.",
  about: [
    "Dana was raised in Hamtramck, above the bakery her grandparents ran for thirty years, and still measures a good campaign by whether it would bring people through that door on a February morning. She studied communication at Wayne State and started her career writing newsletters for a Midtown nonprofit.",
    "She went on to manage marketing for a regional credit union, where she ran campaigns across email, social media, radio and branch signage, and learned how to make a modest budget cover a lot of ground. That experience shapes how she plans for Catalysty clients: pick the few channels that matter most, and do them well.",
    "Dana builds each client's quarterly plan, writes the creative briefs each project is built from, and adjusts the mix as results come in. She also keeps a close eye on Detroit's calendar, from Eastern Market season to the holiday rush, so promotions land when Detroiters are actually ready to buy.",
  ],
  experience: {
    title: "Nine years planning campaigns for Michigan brands",
    description:
      "Dana has planned marketing for nonprofits, a regional credit union and dozens of local businesses. She specializes in seasonal planning and in making small budgets work across several channels without spreading them thin.",
  },
  highlights: [
    "Builds quarterly marketing plans for every Catalysty client on a retainer",
    "Ran a credit union membership campaign that reached every branch in three Michigan counties",
    "Created Catalysty's seasonal planning calendar for Detroit retail and service businesses",
    "Bachelor of Arts in Communication, Wayne State University",
  ],
  socialLinks: [
    { network: "linkedin", url: "https://www.linkedin.com/in/dana-kowalski-catalysty" },
    { network: "instagram", url: "https://www.instagram.com/dana.kowalski.catalysty" },
  ],
  seo: {
    title: "Dana Kowalski, Senior Marketing Strategist | Catalysty",
    description:
      "Meet Dana Kowalski, Catalysty's senior marketing strategist, who turns Detroit owners' goals into focused, seasonal marketing plans.",
  },
} satisfies TeamMemberInput
