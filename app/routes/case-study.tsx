import { PageIntro } from "#app/components/sections/page-intro"
import { caseStudyHref, getCaseStudy, withImages } from "#app/content/queries.server"
import { metaTags } from "#app/lib/seo"
import { pageSeo } from "#app/lib/seo.server"
import type { Route } from "./+types/case-study"

export function loader({ params }: Route.LoaderArgs) {
  const { caseStudy, related } = getCaseStudy(params.slug)
  return {
    caseStudy: withImages(caseStudy),
    related: withImages(related),
    seo: pageSeo({
      ...caseStudy.seo,
      path: caseStudyHref(caseStudy.slug),
      type: "article",
      image: caseStudy.heroImage,
    }),
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo)

export default function CaseStudyPage({ loaderData: { caseStudy } }: Route.ComponentProps) {
  return <PageIntro eyebrow={caseStudy.tag} title={caseStudy.title} description={caseStudy.description} />
}
