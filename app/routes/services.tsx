import { PageIntro } from "#app/components/sections/page-intro"
import { getCatalog } from "#app/content/queries.server"
import { metaTags } from "#app/lib/seo"
import { pageSeo } from "#app/lib/seo.server"
import type { Route } from "./+types/services"

export function loader() {
  const page = getCatalog().pages.services
  return { page, seo: pageSeo({ ...page.seo, path: "/services" }) }
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo)

export default function ServicesPage({ loaderData: { page } }: Route.ComponentProps) {
  return <PageIntro eyebrow={page.intro.eyebrow} title={page.intro.title} description={page.intro.description} />
}
