import { Outlet } from "react-router"
import { SiteFooter } from "#app/components/layout/site-footer"
import { SiteHeader } from "#app/components/layout/site-header"
import { getLayoutData } from "#app/content/queries.server"
import type { Route } from "./+types/site-layout"

export function loader() {
  return getLayoutData()
}

export default function SiteLayout({ loaderData: { site, navigation, footer } }: Route.ComponentProps) {
  return (
    <>
      <a
        href="#main"
        className="fixed top-3 left-3 z-50 -translate-y-24 rounded-full bg-ink px-5 py-3 font-semibold text-white focus:translate-y-0"
      >
        {navigation.skipLink}
      </a>
      <SiteHeader navigation={navigation} siteName={site.name} />
      <main id="main" tabIndex={-1} className="outline-none">
        <Outlet />
      </main>
      <SiteFooter navigation={navigation} site={site} {...footer} />
    </>
  )
}
