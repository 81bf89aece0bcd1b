import type { CaseStudyInput } from "#app/content/case-study"

export default {
  slug: "sequins-and-slate-interior-design-company",
  client: "Sequins & Slate",
  title: "Sequins & Slate Interior Design Company",
  cardTitle: "Sequins & Slate\nInterior Design Company",
  tag: "Branding & Social Media",
  excerpt:
    "A Birmingham, Michigan design studio with no website used a sharper brand and a steady social calendar to win more whole-home projects.",
  description:
    "Sequins & Slate is a two-designer interior studio in Birmingham, Michigan, known for pairing glamorous finishes with calm, practical layouts. Its portfolio lives on Instagram, Pinterest and Houzz rather than on a website, so that is where we did the work: a sharper brand, better content and social channels that attract the projects the founders want.",
  website: null,
  services: ["Brand Strategy", "Social Media Management", "Content Creation", "Paid Social"],
  timeline: "October 2024 – March 2025",
  completedOn: "2025-03-28",
  heroImage: {
    src: "case-studies/sequins-and-slate/hero.webp",
    alt: "Sequins & Slate's brand board, beside phones showing the studio's social profile of finished rooms and its project inquiry form",
  },
  cardImage: {
    src: "case-studies/sequins-and-slate/card.webp",
    alt: "Sequins & Slate's brand board with its wordmark, slate and champagne palette and post template, and a phone showing the studio's profile grid of rooms",
  },
  teaserImage: {
    src: "case-studies/sequins-and-slate/teaser.webp",
    alt: "A phone showing Sequins & Slate's social profile of finished rooms, in front of the studio's brand board",
  },
  seo: {
    title: "Sequins & Slate Interior Design Case Study | Catalysty",
    description:
      "How a brand refresh, pro project shoots and focused social content lifted consultation requests 85% for a Birmingham, Michigan interior design studio.",
  },
  overview: {
    title: "Beautiful work, scattered across the internet",
    description:
      "Clients who hired the studio loved the result, but its online presence did not show it. Three profiles used three different logos, the best rooms had been shot on a phone at dusk, and most inquiries were for a single room on a small budget. The founders wanted more full-home projects in Birmingham, Bloomfield Hills and Grosse Pointe, without building a website to get there.",
    resultsData: [
      { value: "+140%", label: "Instagram followers" },
      { value: "+200%", label: "Pinterest monthly views" },
      { value: "+85%", label: "Consultation requests" },
      { value: "+35%", label: "Average project value" },
    ],
  },
  challenges: {
    title: "What the studio was up against",
    description:
      "In interior design, people hire the feeling a portfolio gives them. That feeling was getting lost along the way.",
    items: [
      {
        title: "An inconsistent brand",
        description:
          "Different logos, fonts and colors on every platform made the studio look smaller and less established than it really is.",
      },
      {
        title: "Photos that undersold the rooms",
        description:
          "Finished projects were photographed quickly on a phone, often in gray Michigan winter light, so the texture and color that set the studio apart barely showed.",
      },
      {
        title: "The wrong inquiries",
        description:
          "Direct messages were mostly quick price questions about single rooms. Sorting serious prospects from browsers took the founders several hours every week.",
      },
      {
        title: "No steady posting rhythm",
        description:
          "Posts arrived in bursts after a project wrapped and then stopped for weeks, a pattern the platforms punish with shrinking reach.",
      },
    ],
  },
  solutions: {
    title: "A brand and a content engine, without a website",
    description:
      "We built everything around the platforms where the studio's future clients already go looking for inspiration. Every post, pin and story had one job: show the studio's taste and send the right people to the inquiry form.",
    items: [
      {
        title: "Brand refresh",
        description:
          "A refined wordmark, a slate and champagne palette and two typefaces, applied to every profile, highlight cover, proposal template and printed leave-behind.",
      },
      {
        title: "Professional project shoots",
        description:
          "We scheduled styled shoots of six finished homes on bright mornings, capturing wide room views, close-ups of materials and short video walk-throughs.",
      },
      {
        title: "A content calendar built on four pillars",
        description:
          "Four posts a week across finished rooms, before-and-after reveals, sourcing stories from Detroit makers and practical design tips. Pinterest boards were rebuilt by room and style, each pin linking to the matching Houzz project.",
      },
      {
        title: "An inquiry form on every profile",
        description:
          "A short questionnaire linked from each bio asks about scope, timing and budget range, so the founders only book calls with people ready to hire.",
      },
      {
        title: "Targeted paid social",
        description:
          "Modest Instagram and Pinterest campaigns promoted the strongest reveals to homeowners in selected Oakland County and Grosse Pointe zip codes.",
      },
    ],
  },
  results: {
    title: "The clients they actually wanted",
    description:
      "By March the studio had a waiting list for spring, and most new inquiries were for multi-room or whole-home projects rather than quick refreshes. Two of the biggest came from homeowners who had saved a single Pinterest pin of a Bloomfield Hills kitchen months earlier.",
    items: [
      { metric: "+140%", growth: "in 6 months", label: "Instagram followers" },
      { metric: "+200%", growth: "in 6 months", label: "Pinterest monthly views" },
      { metric: "+85%", growth: "in 6 months", label: "Consultation requests" },
      { metric: "+35%", growth: "year over year", label: "Average project value" },
    ],
  },
} satisfies CaseStudyInput
