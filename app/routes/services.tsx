import { ClosingBand } from "#app/components/sections/closing-band"
import { ServicesCatalogSection } from "#app/components/services/services-catalog-section"
import { caseStudyNamed } from "#app/content/checked-references"
import { getCatalog, getQuotedWork, serviceSummary, withImages } from "#app/content/queries.server"
import { menuCrumb, pageSeo } from "#app/content/seo.server"
import { metaTags } from "#app/lib/seo"
import type { Route } from "./+types/services"

export function loader() {
  const { pages, services, caseStudies } = getCatalog()
  const page = pages.services
  return {
    page,
    services: services.map((service) => {
      const study = caseStudyNamed(caseStudies, service.proof.caseStudy)
      return {
        ...serviceSummary(service),
        work: getQuotedWork(service.proof),
        // The page from its top, which scrolls in its window; the card picture, still, for a study without one.
        workImage: withImages(study.scrollImage ?? study.cardImage),
      }
    }),
    seo: pageSeo({ ...page.seo, path: "/services", trail: [menuCrumb("/services")] }),
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo)

export default function ServicesPage({ loaderData: { page, services } }: Route.ComponentProps) {
  return (
    <>
      <ServicesCatalogSection intro={page.intro} workLabel={page.servicePage.workLabel} services={services} />
      <ClosingBand cta={page.cta} />
    </>
  )
}
