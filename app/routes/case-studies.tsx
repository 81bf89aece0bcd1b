import { invariant } from "@epic-web/invariant"
import { CaseStudiesOpeningSection } from "#app/components/case-studies/case-studies-opening-section"
import { CaseStudyGridSection } from "#app/components/case-studies/case-study-grid-section"
import { ClosingBand } from "#app/components/sections/closing-band"
import { getCatalog, shownFigures, withImages } from "#app/content/queries.server"
import { menuCrumb, pageSeo } from "#app/content/seo.server"
import { metaTags } from "#app/lib/seo"
import type { Route } from "./+types/case-studies"

export function loader() {
  const { pages, caseStudies } = getCatalog()
  // The catalog lists the featured study first; without one, the newest leads.
  const [featured, ...others] = caseStudies
  // The home page's work is a case study, so the catalog always holds one.
  invariant(featured, "no case study to lead the case studies page")
  const card = ({ slug, cardTitle, tag, excerpt, cardImage }: (typeof caseStudies)[number]) => ({
    slug,
    cardTitle,
    tag,
    excerpt,
    cardImage,
  })
  return {
    page: pages.caseStudies,
    featured: withImages({
      ...card(featured),
      title: featured.title,
      results: shownFigures(featured.overview.resultsData),
    }),
    caseStudies: withImages(others.map(card)),
    seo: pageSeo({ ...pages.caseStudies.seo, path: "/case-studies", trail: [menuCrumb("/case-studies")] }),
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo)

export default function CaseStudiesPage({ loaderData: { page, featured, caseStudies } }: Route.ComponentProps) {
  return (
    <>
      <CaseStudiesOpeningSection
        intro={page.intro}
        featuredLabel={page.featuredLabel}
        linkLabel={page.readMore}
        featured={featured}
      />
      <CaseStudyGridSection
        id="more-case-studies"
        title={page.gridTitle}
        caseStudies={caseStudies}
        linkLabel={page.readMore}
      />
      <ClosingBand cta={page.cta} />
    </>
  )
}
