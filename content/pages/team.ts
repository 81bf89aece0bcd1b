import type { z } from "zod"
import type { teamPageSchema } from "#app/content/pages"

export const teamPage = {
  seo: {
    title: "Our Team | Catalysty",
    description:
      "Meet Catalysty's strategists, developers and search, ads and data specialists, who build websites and campaigns for Detroit businesses.",
  },
  intro: {
    eyebrow: "Our team",
    title: "Meet the people behind your results",
    description:
      "Six specialists, one team. Each profile covers what they do, where they've worked and the projects they're proudest of.",
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
