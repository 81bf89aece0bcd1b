import { PageIntro } from "#app/components/sections/page-intro"
import { getCatalog } from "#app/content/queries.server"
import { metaTags } from "#app/lib/seo"
import { pageSeo } from "#app/lib/seo.server"
import type { Route } from "./+types/contact"

export function loader() {
  const page = getCatalog().pages.contact
  return { page, seo: pageSeo({ ...page.seo, path: "/contact-us" }) }
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo)

export default function ContactPage({ loaderData: { page } }: Route.ComponentProps) {
  return <PageIntro eyebrow={page.tag} title={page.title} description={page.description} />
}
