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
  bio: "Sofia runs Catalysty's paid search and paid social campaigns, making every advertising dollar answer for itself in calls, bookings and sales.",
  about: [
    "In her first week on a new account, Sofia does not write a single ad. She checks that calls and form submissions are tracked as conversions, that the ad account belongs to the client, and that the budget is one the owner can keep up for three months. Only then does she build campaigns.",
    "She plans, builds and manages Google Ads, Google Shopping, Local Services Ads and Meta campaigns on Facebook and Instagram, and she handles the paid side of social media while Dana Kowalski runs the organic side. Ad budgets are always paid by the client straight to Google or Meta; Sofia's job is to spend them well, review every account weekly and report what each lead cost.",
    "Her recent campaigns include the Shopping campaigns that shifted NutriVita Shop's budget toward the products that actually sold, the contractor-focused search campaigns that helped halve Lisburn Web Design's cost per lead, and the modest Instagram and Pinterest promotions that put Sequins & Slate's best rooms in front of homeowners in Oakland County and the Grosse Pointes. Before Catalysty she managed paid search for a Metro Detroit furniture retailer and a regional restaurant group.",
    "If you already run ads, email sofia@catalysty.com and give her view access to the account; she will tell you plainly what she would keep, pause and test.",
  ],
  experience: {
    title: "Six years managing paid campaigns that pay for themselves",
    description:
      "Sofia has run paid search and paid social for retailers, restaurants and service businesses across Michigan. She focuses on tight targeting, honest tracking and steady testing so budgets go to what actually converts.",
  },
  highlights: [
    "Manages every Catalysty client's Google Ads and Meta campaigns, including paid social",
    "Built the search campaigns behind a 50% drop in Lisburn Web Design's cost per lead",
    "Sets up call and form conversion tracking on every account before launch",
    "Google Ads Search and Display certified; Meta Certified Media Buying Professional",
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
