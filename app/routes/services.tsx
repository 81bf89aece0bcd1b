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
  // Six services and fewer studies: a study a row above already scrolled its page is shown again by its card
  // picture (the site beside its phone view), so no two rows show the same screen.
  const scrolledStudies = new Set<string>()
  return {
    page,
    services: services.map((service) => {
      const study = caseStudyNamed(caseStudies, service.proof.caseStudy)
      const scrollImage = scrolledStudies.has(study.slug) ? undefined : study.scrollImage
      if (scrollImage) scrolledStudies.add(study.slug)
      return {
        ...serviceSummary(service),
        work: getQuotedWork(service.proof),
        workImage: scrollImage
          ? { kind: "scroll" as const, image: withImages(scrollImage) }
          : { kind: "still" as const, image: withImages(study.cardImage) },
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
