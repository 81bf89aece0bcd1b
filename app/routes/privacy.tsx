import { PrivacyNoticePage } from "#app/components/policies/privacy-notice"
import { getPrivacyNotice } from "#app/content/privacy.server"
import { pageSeo } from "#app/content/seo.server"
import { metaTags } from "#app/lib/seo"
import type { Route } from "./+types/privacy"

/** The privacy notice, its facts read from the build's settings when the page is prerendered. */
export function loader() {
  const notice = getPrivacyNotice()
  const { seo, intro } = notice.page
  return {
    notice,
    seo: pageSeo({ ...seo, path: "/privacy", trail: [{ name: intro.eyebrow, path: "/privacy" }] }),
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo)

export default function PrivacyPage({ loaderData: { notice } }: Route.ComponentProps) {
  return <PrivacyNoticePage notice={notice} />
}
