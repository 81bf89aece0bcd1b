import { mkdirSync, readdirSync } from "node:fs"
import { dirname, join } from "node:path"
import type { RunConfig } from "#app/config.server"
import { formsSchema } from "#app/content/forms"
import { forms } from "#content/forms"
import { services } from "#content/services/index"
import { createContactHandler } from "./handler"
import { createRateLimiter } from "./rate-limit"
import { openLeadStore } from "./store"

export { createContactHandler } from "./handler"
export { createRateLimiter } from "./rate-limit"
export { openLeadStore, StoreStartupError } from "./store"

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

export type ContactEndpointOptions = {
  config: Pick<RunConfig, "leadsDb" | "isDefaultDataDir" | "rateLimit" | "trustProxy" | "allowedOrigins">
  /** The site's public address: pages there may post here. */
  siteUrl: string
  /** The key the site's own form sends (embedded mode). */
  accessKey: string
  buildDir?: string
  log?: (line: string) => void
}

/**
 * The lead endpoint with its store. Throws StoreStartupError when leads cannot be stored; the caller
 * must not listen then (docs/requirements/RELIABILITY.md R-D6).
 */
export function createContactEndpoint({ config, siteUrl, accessKey, buildDir, log }: ContactEndpointOptions) {
  if (config.isDefaultDataDir) mkdirSync(dirname(config.leadsDb), { recursive: true })
  const store = openLeadStore(config.leadsDb)
  store.pruneSpam()
  const { copy, services: options } = endpointContent()
  const handler = createContactHandler({
    store,
    copy,
    services: options,
    accessKeys: [accessKey],
    rateLimiter: config.rateLimit ? createRateLimiter() : false,
    trustProxy: config.trustProxy,
    allowedOrigins: [new URL(siteUrl).origin, ...config.allowedOrigins],
    stylesheetHref: buildDir ? findStylesheet(buildDir) : undefined,
    log,
  })
  return { handler, store }
}
