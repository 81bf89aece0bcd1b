import { matchPath, type Register } from "react-router"

/** A URL pattern of the site's URL contract (app/routes.ts), as React Router's type generation lists them. */
type RoutePattern = keyof Register["pages"]

/**
 * The header link an inner page sits under: an article or a category under Blog, a case study under Case
 * Studies, the team and its members under About, a service under Services. Typed against app/routes.ts, so a
 * renamed route fails the type check here instead of silently unmarking the header.
 */
const sectionOfPattern: Partial<Record<RoutePattern, RoutePattern>> = {
  "/services/:slug": "/services",
  "/case-study/:slug": "/case-studies",
  "/blog/:slug": "/blogs",
  "/blog-category/:category": "/blogs",
  "/team": "/about-us",
  "/team/:memberName": "/about-us",
}

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") : path)

/**
 * How a header link relates to the page shown: "page" on the link of the page itself, "true" on the link of
 * the section an inner page belongs to (the value of `aria-current` for each), undefined otherwise.
 */
export function navCurrent(linkHref: string, pathname: string): "page" | "true" | undefined {
  const path = withoutTrailingSlash(pathname)
  if (path === withoutTrailingSlash(linkHref)) return "page"
  for (const [pattern, section] of Object.entries(sectionOfPattern)) {
    if (section === linkHref && matchPath(pattern, path)) return "true"
  }
  return undefined
}
