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
    "Kevin's week starts with a check most owners never think about: a test submission through every client's website forms and a test call through every tracked number. A form that quietly stops sending leads can cost a business a month of work before anyone notices, and he would rather find it on a Monday morning.",
    "He owns analytics and reporting at Catalysty. He sets up Google Analytics 4, call tracking and conversion events for every client, builds the dashboards behind our reports and writes the short summary at the top of each one. He also looks after the data side of email marketing with Dana Kowalski: list segments, list cleaning and the numbers after each send.",
    "His recent work includes the lead scoring and lightweight CRM that answer every Lisburn Web Design inquiry within the hour, and the replenishment emails timed to when a NutriVita Shop customer's tub of protein usually runs out. Before Catalysty he was an analyst for a Michigan healthcare network, where he automated weekly reporting for outreach across 12 clinics and learned that a report is only useful if someone can read it over coffee and know what to do next.",
    "If a number in your report puzzles you, email kevin@catalysty.com. He would rather explain a chart twice than have you guess.",
  ],
  experience: {
    title: "Seven years turning marketing data into decisions",
    description:
      "Kevin has built reporting for healthcare outreach, retail and local service businesses. He specializes in clean tracking setups and dashboards that show owners what matters in under a minute.",
  },
  highlights: [
    "Sets up Google Analytics 4, call tracking and conversion events for every Catalysty client",
    "Built the dashboards and plain-language summaries behind every Catalysty client report",
    "Built the lead scoring and CRM routine behind Lisburn Web Design's sub-hour reply times",
    "Automated weekly reporting for a healthcare network's outreach across 12 clinics",
    "Bachelor of Science in Statistics, Michigan State University",
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
