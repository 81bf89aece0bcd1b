import { CtaSection } from "#app/components/sections/cta-section"
import { ServicesCatalogSection } from "#app/components/services/services-catalog-section"
import { getCatalog, getQuotedWork } from "#app/content/queries.server"
import { menuCrumb, pageSeo } from "#app/content/seo.server"
import { metaTags } from "#app/lib/seo"
import type { Route } from "./+types/services"

export function loader() {
  const { pages, services } = getCatalog()
  const page = pages.services
  return {
    page,
    services: services.map(({ id, slug, title, description, features, icon, proof }) => ({
      id,
      slug,
      title,
      description,
      features,
      icon,
      work: getQuotedWork(proof),
    })),
    seo: pageSeo({ ...page.seo, path: "/services", trail: [menuCrumb("/services")] }),
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo)

export default function ServicesPage({ loaderData: { page, services } }: Route.ComponentProps) {
  return (
    <>
      <ServicesCatalogSection intro={page.intro} workLabel={page.servicePage.workLabel} services={services} />
      <CtaSection cta={page.cta} />
    </>
  )
}
