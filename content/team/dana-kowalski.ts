import type { TeamMemberInput } from "#app/content/team-member"

export default {
  id: "dana-kowalski",
  name: "Dana Kowalski",
  slug: "dana-kowalski",
  position: "Senior Marketing Strategist",
  owns: "Marketing plans, social media and email campaigns",
  email: "dana@catalysty.com",
  order: 3,
  image: { src: "team/dana-kowalski.svg", alt: "Illustrated portrait of Dana Kowalski" },
  bio: "Dana leads social media and email marketing at Catalysty, and turns each client's goals into a quarterly plan with clear priorities, a realistic budget and a calendar everyone can follow.",
  about: [
    "When Mop and Glow came to us, one reader in fifty unsubscribed every time the company emailed. Dana split the list into homes and offices, replaced coupon blasts with seasonal advice and kept the rhythm at two sends a month. Across the next ten sends the unsubscribe rate fell by 45%, and the emails started bringing past clients back to book.",
    "That is the kind of work she leads. Dana is in charge of social media and email marketing: she writes the quarterly plan for every retainer client, builds the posting and sending calendars, writes or edits the newsletters and answers the comments and messages that come in. Paid social campaigns go to Sofia Haddad, list segments and email reports to Kevin Tran, and photo and video shoots to Luis Ortega, a freelance photographer in Detroit we book for most projects.",
    "Her other recent calendars include LeHost Hair & Wig Shop's three posts a week, planned a month ahead, and the four content pillars that filled Sequins & Slate's spring with whole-home consultations. Before Catalysty she ran marketing for a regional credit union across email, social media, radio and branch signage, which taught her to make a modest budget cover a lot of ground.",
    "Email dana@catalysty.com for anything about social media, newsletters or your marketing calendar, or catch her on Instagram, where she shares the Detroit posts she wishes she had made.",
  ],
  experience: {
    title: "Nine years planning campaigns for Michigan brands",
    description:
      "Dana has planned marketing for nonprofits, a regional credit union and dozens of local businesses. She leads social media and email at Catalysty and specializes in seasonal planning and in making small budgets work across several channels without spreading them thin.",
  },
  highlights: [
    "Leads social media and email marketing for every Catalysty client",
    "Cut Mop and Glow's email unsubscribe rate by 45% with segmented, twice-monthly seasonal sends",
    "Built Catalysty's seasonal planning calendar for Detroit retail and service businesses",
    "Ran a credit union membership campaign that reached every branch in three Michigan counties",
    "Bachelor of Arts in Communication, Wayne State University",
  ],
  socialLinks: [
    { network: "linkedin", url: "https://www.linkedin.com/in/dana-kowalski-catalysty" },
    { network: "instagram", url: "https://www.instagram.com/dana.kowalski.catalysty" },
  ],
  seo: {
    title: "Dana Kowalski, Senior Marketing Strategist | Catalysty",
    description:
      "Meet Dana Kowalski, Catalysty's senior marketing strategist, who leads social media and email and plans seasonal marketing for Detroit owners.",
  },
} satisfies TeamMemberInput
