import { PageIntro } from "#app/components/sections/page-intro"
import { getCatalog, withImages } from "#app/content/queries.server"
import { metaTags } from "#app/lib/seo"
import { pageSeo } from "#app/lib/seo.server"
import type { Route } from "./+types/home"

export function loader() {
  const { pages } = getCatalog()
  const page = pages.home
  return { page: withImages(page), seo: pageSeo({ ...page.seo, path: "/" }) }
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo)

export default function HomePage({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <PageIntro
      eyebrow={page.hero.badge}
      title={`${page.hero.title} ${page.hero.subtitle}`}
      description={page.hero.description}
    />
  )
}
