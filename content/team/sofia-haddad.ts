import type { TeamMemberInput } from "#app/content/team-member"

export default {
  id: "sofia-haddad",
  name: "Sofia Haddad",
  slug: "sofia-haddad",
  position: "PPC Specialist",
  owns: "Paid search and paid social campaigns and budgets",
  email: "sofia@catalysty.com",
  order: 5,
  image: { src: "team/sofia-haddad.svg", alt: "Illustrated portrait of Sofia Haddad" },
  bio: "Sofia runs Catalysty's paid search and social campaigns, making every advertising dollar answer for itself in calls, bookings and sales.",
  about: [
    "Sofia grew up in Dearborn, where her family's restaurant on Warren Avenue taught her early that a busy Friday night starts days before anyone walks in. She studied marketing at the University of Michigan-Dearborn and ran her first ad campaign for that restaurant's catering menu while still in school.",
    "Before Catalysty she managed paid search for a Metro Detroit furniture retailer and a regional restaurant group, handling budgets large and small. She learned to cut wasted spend quickly, test ad copy relentlessly and build landing pages that match exactly what an ad promised. She also learned to plan around Michigan seasons, shifting budget toward patio season, back-to-school or the winter holidays as demand moves.",
    "Sofia now plans, builds and manages Google Ads and Meta campaigns for Catalysty clients, with conversion tracking set up before a single dollar is spent. She reviews every account weekly and explains the numbers without the jargon, so owners always know what they paid for each lead.",
  ],
  experience: {
    title: "Six years managing paid campaigns that pay for themselves",
    description:
      "Sofia has run paid search and paid social for retailers, restaurants and service businesses across Michigan. She focuses on tight targeting, honest tracking and steady testing so budgets go to what actually converts.",
  },
  highlights: [
    "Google Ads Search and Display certified; Meta Certified Media Buying Professional",
    "Cut cost per lead by a third for a regional restaurant group's catering campaigns",
    "Sets up call and form conversion tracking on every account before launch",
    "Bachelor of Business Administration in Marketing, University of Michigan-Dearborn",
  ],
  socialLinks: [
    { network: "linkedin", url: "https://www.linkedin.com/in/sofia-haddad-catalysty" },
    { network: "instagram", url: "https://www.instagram.com/sofia.haddad.catalysty" },
    { network: "facebook", url: "https://www.facebook.com/sofia.haddad.catalysty" },
  ],
  seo: {
    title: "Sofia Haddad, PPC Specialist | Catalysty",
    description:
      "Meet Sofia Haddad, Catalysty's PPC specialist, who manages Google Ads and Meta campaigns that turn ad spend into calls and sales.",
  },
} satisfies TeamMemberInput
