import { PageIntro } from "#app/components/sections/page-intro"
import { getService, serviceHref, withImages } from "#app/content/queries.server"
import { metaTags } from "#app/lib/seo"
import { pageSeo } from "#app/lib/seo.server"
import type { Route } from "./+types/service"

export function loader({ params }: Route.LoaderArgs) {
  const service = getService(params.slug)
  return {
    service: withImages(service),
    seo: pageSeo({ ...service.seo, path: serviceHref(service.slug), image: service.hero.image }),
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo)

export default function ServicePage({ loaderData: { service } }: Route.ComponentProps) {
  return <PageIntro eyebrow={service.hero.eyebrow} title={service.hero.title} description={service.hero.description} />
}
