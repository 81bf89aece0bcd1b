import { CaseStudyGridSection } from "#app/components/case-studies/case-study-grid-section"
import { FeaturedCaseStudySection } from "#app/components/case-studies/featured-case-study-section"
import { CtaSection } from "#app/components/sections/cta-section"
import { PageIntro } from "#app/components/sections/page-intro"
import { getCatalog, withImages } from "#app/content/queries.server"
import { metaTags } from "#app/lib/seo"
import { pageSeo } from "#app/lib/seo.server"
import type { Route } from "./+types/case-studies"

export function loader() {
  const { pages, caseStudies } = getCatalog()
  // The catalog lists the featured study first; without one, the newest leads.
  const [featured, ...others] = caseStudies
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
      ...card(featured!),
      title: featured!.title,
      overview: { resultsData: featured!.overview.resultsData },
    }),
    caseStudies: withImages(others.map(card)),
    seo: pageSeo({ ...pages.caseStudies.seo, path: "/case-studies" }),
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo)

export default function CaseStudiesPage({ loaderData: { page, featured, caseStudies } }: Route.ComponentProps) {
  return (
    <>
      <PageIntro eyebrow={page.intro.eyebrow} title={page.intro.title} description={page.intro.description} />
      <FeaturedCaseStudySection label={page.featuredLabel} linkLabel={page.readMore} caseStudy={featured} />
      <CaseStudyGridSection
        id="more-case-studies"
        title={page.gridTitle}
        caseStudies={caseStudies}
        linkLabel={page.readMore}
      />
      <CtaSection cta={page.cta} />
    </>
  )
}
