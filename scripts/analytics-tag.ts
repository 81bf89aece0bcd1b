/**
 * The analytics script tag every page gets when ANALYTICS_PROVIDER is set at build (config/build.ts):
 * an external, deferred script from the provider's origin, which the pages' CSP then allows by that origin
 * alone (no inline code, so no hash and no 'unsafe-inline').
 */
import type { Analytics } from "../config/build.ts"

const entities: Record<string, string> = { "&": "&amp;", '"': "&quot;", "<": "&lt;", ">": "&gt;" }
const attribute = (value: string) => `"${value.replace(/[&"<>]/g, (char) => entities[char] ?? char)}"`

export function analyticsTag(analytics: Analytics) {
  const data =
    analytics.provider === "plausible"
      ? { "data-domain": analytics.domain }
      : { "data-website-id": analytics.websiteId, "data-domains": analytics.domain }
  const attributes = Object.entries({ ...data, src: analytics.scriptUrl })
    .map(([name, value]) => `${name}=${attribute(value)}`)
    .join(" ")
  return `<script defer ${attributes}></script>`
}

/** The page with the analytics tag at the end of its head; unchanged without analytics. */
export function withAnalytics(html: string, analytics: Analytics | undefined) {
  if (!analytics) return html
  if (!html.includes("</head>")) throw new Error("analytics: a page without </head>")
  return html.replace("</head>", `${analyticsTag(analytics)}</head>`)
}
