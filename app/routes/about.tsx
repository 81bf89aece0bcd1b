import { PageIntro } from "#app/components/sections/page-intro"
import { getCatalog, withImages } from "#app/content/queries.server"
import { metaTags } from "#app/lib/seo"
import { pageSeo } from "#app/lib/seo.server"
import type { Route } from "./+types/about"

export function loader() {
  const page = getCatalog().pages.about
  return { page: withImages(page), seo: pageSeo({ ...page.seo, path: "/about-us" }) }
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo)

export default function AboutPage({ loaderData: { page } }: Route.ComponentProps) {
  return <PageIntro eyebrow={page.hero.eyebrow} title={page.hero.title} description={page.hero.description} />
}
