import { AccessibilityStatementPage } from "#app/components/policies/accessibility-statement"
import { getCatalog } from "#app/content/queries.server"
import { pageSeo } from "#app/content/seo.server"
import { metaTags } from "#app/lib/seo"
import type { Route } from "./+types/accessibility"

export function loader() {
  const { pages, site } = getCatalog()
  const page = pages.accessibility
  return {
    page,
    contact: site.contact,
    seo: pageSeo({
      ...page.seo,
      path: "/accessibility",
      trail: [{ name: page.intro.eyebrow, path: "/accessibility" }],
    }),
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo)

export default function AccessibilityPage({ loaderData: { page, contact } }: Route.ComponentProps) {
  return <AccessibilityStatementPage page={page} contact={contact} />
}
