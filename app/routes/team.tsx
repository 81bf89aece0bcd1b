import { CtaSection } from "#app/components/sections/cta-section"
import { PageIntro } from "#app/components/sections/page-intro"
import { TeamGrid } from "#app/components/team/team-card"
import { getTeamCards } from "#app/components/team/team-cards.server"
import { Section } from "#app/components/ui/layout"
import { getCatalog } from "#app/content/queries.server"
import { metaTags } from "#app/lib/seo"
import { pageSeo } from "#app/lib/seo.server"
import type { Route } from "./+types/team"

export function loader() {
  const { pages } = getCatalog()
  return {
    page: pages.team,
    members: getTeamCards(),
    banner: pages.banner,
    seo: pageSeo({ ...pages.team.seo, path: "/team" }),
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo)

export default function TeamPage({ loaderData: { page, members, banner } }: Route.ComponentProps) {
  return (
    <>
      <PageIntro eyebrow={page.intro.eyebrow} title={page.intro.title} description={page.intro.description} />
      <Section aria-label={page.intro.eyebrow}>
        <TeamGrid members={members} seeProfile={page.seeProfile} headingLevel={2} />
      </Section>
      <CtaSection cta={banner} />
    </>
  )
}
