import { ClosingBand } from "#app/components/sections/closing-band"
import { PageOpening } from "#app/components/sections/page-opening"
import { TeamGrid } from "#app/components/team/team-card"
import { getCatalog } from "#app/content/queries.server"
import { pageSeo } from "#app/content/seo.server"
import { getTeamCards } from "#app/content/team-cards.server"
import { metaTags } from "#app/lib/seo"
import type { Route } from "./+types/team"

export function loader() {
  const { pages } = getCatalog()
  return {
    page: pages.team,
    members: getTeamCards(),
    banner: pages.banner,
    seo: pageSeo({ ...pages.team.seo, path: "/team", trail: [{ name: pages.team.intro.eyebrow, path: "/team" }] }),
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo)

/** The people are the opening: who they are, what each one owns, and a way into each profile. */
export default function TeamPage({ loaderData: { page, members, banner } }: Route.ComponentProps) {
  return (
    <>
      <PageOpening
        id="team-title"
        eyebrow={page.intro.eyebrow}
        title={page.intro.title}
        description={page.intro.description}
      >
        <TeamGrid
          members={members}
          seeProfile={page.seeProfile}
          ownsLabel={page.member.ownsLabel}
          ledLabel={page.member.ledProjectLabel}
          headingLevel={2}
        />
      </PageOpening>
      <ClosingBand cta={banner} />
    </>
  )
}
