import { PageIntro } from "#app/components/sections/page-intro"
import { getCatalog, withImages } from "#app/content/queries.server"
import { metaTags } from "#app/lib/seo"
import { pageSeo } from "#app/lib/seo.server"
import type { Route } from "./+types/team"

export function loader() {
  const { pages, team } = getCatalog()
  return { page: pages.team, team: withImages(team), seo: pageSeo({ ...pages.team.seo, path: "/team" }) }
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo)

export default function TeamPage({ loaderData: { page } }: Route.ComponentProps) {
  return <PageIntro eyebrow={page.intro.eyebrow} title={page.intro.title} description={page.intro.description} />
}
