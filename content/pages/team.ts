import type { z } from "zod"
import type { teamPageSchema } from "#app/content/pages"

export const teamPage = {
  seo: {
    title: "Our Team | Catalysty",
    description:
      "Meet the six people at Catalysty who design, build and market websites for Detroit businesses, what each of them leads and how to reach them.",
  },
  intro: {
    eyebrow: "Our team",
    title: "Meet the people behind your results",
    description:
      "Six people in one office on Woodward Avenue. Each profile says what they lead, what they have shipped for clients and how to reach them directly.",
  },
  seeProfile: "See Profile",
  member: {
    aboutHeading: "About",
    experienceHeading: "Background & experience",
    highlightsHeading: "Career highlights",
    socialLabel: "Connect",
    socialLinkLabel: "{name} on {network}",
    backToTeam: "Back to the team",
    ownsLabel: "Owns",
    leadsLabel: "Leads",
    latestArticleLabel: "Latest article",
  },
  notFound: {
    title: "Team member not found",
    description:
      "We couldn't find anyone at that address. The profile link may have changed, or the name may be spelled differently.",
    link: { label: "Meet the whole team", href: "/team" },
    suggestionsHeading: "Perhaps you were looking for",
  },
} satisfies z.input<typeof teamPageSchema>
