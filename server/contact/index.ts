import { mkdirSync, readdirSync } from "node:fs"
import { dirname, join } from "node:path"
import { DEFAULT_SITE_ACCESS_KEY, formsSchema } from "#app/content/forms"
import { forms } from "#content/forms"
import { services } from "#content/services/index"
import { createContactHandler } from "./handler"
import { createRateLimiter } from "./rate-limit"
import { leadsDbPath, openLeadStore } from "./store"

export { createContactHandler } from "./handler"
export { createRateLimiter } from "./rate-limit"
export { leadsDbPath, openLeadStore, StoreStartupError } from "./store"

/** The site's stylesheet in a build, for the endpoint's own HTML page. */
export function findStylesheet(buildDir: string) {
  try {
    const css = readdirSync(join(buildDir, "client", "assets")).find((name) => /^root-.*\.css$/.test(name))
    return css ? `/assets/${css}` : undefined
  } catch {
    return undefined
  }
}

/** Copy and service options of the endpoint, validated by the same schemas as the site. */
export function endpointContent() {
  const copy = formsSchema.parse(forms)
  return {
    copy: { form: copy.contact, endpoint: copy.endpoint },
    services: services.map((service) => service.formLabel),
  }
}

/**
 * The lead endpoint as configured by the environment:
 * LEADS_DB or DATA_DIR (database file, default data/leads.db), CONTACT_ACCESS_KEY (site key),
 * CONTACT_RATE_LIMIT=off (load tests only), TRUST_PROXY=1, CONTACT_ALLOWED_ORIGINS (comma-separated).
 * Throws StoreStartupError when leads cannot be stored; the caller must not listen then (R-D6).
 */
export function createContactEndpoint({
  env = process.env,
  buildDir,
  log,
}: {
  env?: NodeJS.ProcessEnv
  buildDir?: string
  log?: (line: string) => void
} = {}) {
  const { file, isDefault } = leadsDbPath(env)
  if (isDefault) mkdirSync(dirname(file), { recursive: true })
  const store = openLeadStore(file)
  store.pruneSpam()
  const { copy, services: options } = endpointContent()
  const siteOrigin = env.SITE_URL ? new URL(env.SITE_URL).origin : "https://catalysty.com"
  const handler = createContactHandler({
    store,
    copy,
    services: options,
    accessKeys: [env.CONTACT_ACCESS_KEY?.trim() || DEFAULT_SITE_ACCESS_KEY],
    rateLimiter: env.CONTACT_RATE_LIMIT === "off" ? false : createRateLimiter(),
    trustProxy: env.TRUST_PROXY === "1",
    allowedOrigins: [
      siteOrigin,
      ...(env.CONTACT_ALLOWED_ORIGINS ?? "")
        .split(",")
        .map((origin) => origin.trim())
        .filter(Boolean),
    ],
    stylesheetHref: buildDir ? findStylesheet(buildDir) : undefined,
    log,
  })
  return { handler, store }
}
