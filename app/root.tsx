import browserModules from "virtual:browser-modules"
import type { ReactNode } from "react"
import { isRouteErrorResponse, Links, Meta, Outlet } from "react-router"
import type { ErrorPage } from "#app/content/pages"
import interFont from "#app/generated/inter-latin-subset.woff2?url"
import { siteScriptLoader } from "#app/lib/site-script"
import errorPageSource from "#content/pages/error.yaml"
import faviconSvg from "../public/favicon.svg?raw"
import type { Route } from "./+types/root"
import "./styles/app.css"

/**
 * The icon is written into the page (about 300 bytes), so a browser asks for no file for it while the page
 * loads: from its own address it came at high priority beside the page's first requests, and the .ico
 * too, 15 KB. A browser that takes no SVG icon asks for /favicon.ico by that name, and the apple-touch
 * icon is fetched only for the home screen; both are drawn from the SVG at build (scripts/build-favicons.ts).
 */
const iconDataUri = `data:image/svg+xml,${faviconSvg
  .trim()
  .replace(/\s+/g, " ")
  .replace(/["<>#%]/g, encodeURIComponent)}`

/**
 * Inter is asked for from the head of every page, before the parser reaches the body: with
 * `font-display: optional` Chromium holds the first frame briefly for a preloaded font, so a page whose
 * font arrives in that time is drawn in Inter from its first frame, and one whose font is late keeps the
 * metric-matched fallback rather than change face (app/styles/app.css,
 * docs/decisions/029-the-brand-face-on-every-first-page.md).
 */
export const links: Route.LinksFunction = () => [
  { rel: "preload", href: interFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: iconDataUri, type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
]

/**
 * Following a link is instant: the browser prerenders a page of the site as soon as the pointer rests on
 * a link to it (or presses it), and fetches it ahead where it does not prerender (low memory, data saver).
 * Written inline, so the page's CSP allows it by its hash like any inline script.
 */
const siteLinks = {
  where: { and: [{ href_matches: "/*" }, { not: { href_matches: "/api/*" } }] },
  eagerness: "moderate",
}
const speculationRules = JSON.stringify({ prerender: [siteLinks], prefetch: [siteLinks] })

/**
 * The document shell. React renders every page on the server only: no page loads React Router's runtime
 * or its data (no <Scripts />), and the one script every page loads is the site's own small module;
 * the quote form brings React with it (docs/decisions/012-scripts-only-where-a-page-needs-them.md).
 */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#240CF3" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <script data-site-script={browserModules.site}>{siteScriptLoader}</script>
        <script type="speculationrules">{speculationRules}</script>
      </body>
    </html>
  )
}

export default function App() {
  return <Outlet />
}

// Compiled into the bundle from the YAML file (checked like all content at build time), because this
// page must render when loaders and data cannot.
const errorPage = errorPageSource as ErrorPage

/** Last resort for errors outside the site layout; pages handle their own 404s. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col justify-center gap-4 px-6 py-24">
      <p className="text-sm font-semibold text-brand">{status}</p>
      <h1 className="text-h2 font-bold">{errorPage.title}</h1>
      <p className="text-lead text-slate">{errorPage.description}</p>
      <a href="/" className="font-semibold text-brand underline underline-offset-4">
        {errorPage.homeLink}
      </a>
    </main>
  )
}
