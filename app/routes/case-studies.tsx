import { PageIntro } from "#app/components/sections/page-intro"
import { getCatalog, withImages } from "#app/content/queries.server"
import { metaTags } from "#app/lib/seo"
import { pageSeo } from "#app/lib/seo.server"
import type { Route } from "./+types/case-studies"

export function loader() {
  const { pages, caseStudies } = getCatalog()
  return {
    page: pages.caseStudies,
    caseStudies: withImages(caseStudies),
    seo: pageSeo({ ...pages.caseStudies.seo, path: "/case-studies" }),
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo)

export default function CaseStudiesPage({ loaderData: { page } }: Route.ComponentProps) {
  return <PageIntro eyebrow={page.intro.eyebrow} title={page.intro.title} description={page.intro.description} />
}
