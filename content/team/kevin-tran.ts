import type { TeamMemberInput } from "#app/content/team-member"

export default {
  id: "kevin-tran",
  name: "Kevin Tran",
  slug: "kevin-tran",
  position: "Data Analyst",
  owns: "Tracking, dashboards and the numbers in every report",
  email: "kevin@catalysty.com",
  order: 6,
  image: { src: "team/kevin-tran.svg", alt: "Illustrated portrait of Kevin Tran" },
  bio: "Kevin connects the dots between clicks, calls and sales, so Catalysty clients know exactly which marketing is working and which is not.",
  about: [
    "Kevin grew up in Madison Heights, helping out at his parents' nail salon on weekends and eventually building them a spreadsheet to track which coupons actually brought customers back. He went on to study statistics at Wayne State, where he realized that the same curiosity could help far more businesses.",
    "He started his career as an analyst for a Michigan healthcare network, building reports for patient outreach campaigns and learning how to turn messy data into a few numbers that leaders trust. Accuracy and clarity have been his priorities ever since. He believes a report is only useful if an owner can read it over coffee and know what to do next.",
    "At Catalysty, Kevin sets up analytics and call tracking for every client, builds the dashboards behind our monthly reports and spots trends before they become problems, like a slow week in search traffic or a form that stopped sending leads. When he is not untangling data, he is usually hunting for the best pho on John R Road.",
  ],
  experience: {
    title: "Seven years turning marketing data into decisions",
    description:
      "Kevin has built reporting for healthcare outreach, retail and local service businesses. He specializes in clean tracking setups and dashboards that show owners what matters in under a minute.",
  },
  highlights: [
    "Sets up Google Analytics 4, call tracking and conversion goals for every Catalysty client",
    "Built the live dashboards behind Catalysty's monthly client reports",
    "Automated weekly reporting for a healthcare network's outreach across 12 clinics",
    "Bachelor of Science in Statistics, Wayne State University",
  ],
  socialLinks: [
    { network: "linkedin", url: "https://www.linkedin.com/in/kevin-tran-catalysty" },
    { network: "twitter", url: "https://x.com/kevintran_data" },
  ],
  seo: {
    title: "Kevin Tran, Data Analyst | Catalysty",
    description:
      "Meet Kevin Tran, Catalysty's data analyst, who sets up tracking and dashboards so Detroit clients can see exactly what their marketing earns.",
  },
} satisfies TeamMemberInput
