/**
 * The endpoint's words and service options, taken from a catalog: the running server's (bundled with the
 * build) or, at build time, the one the pages were just built from.
 */
import { join } from "node:path"
import type { Catalog } from "#app/content/catalog"

/** Where the build writes the rules of the endpoint's own HTML page (scripts/post-build.ts). */
export const PROBLEM_PAGE_CSS = join("server", "problem-page.css")

/** The build's checked content, beside its server, for a running server that loads a new build (server/main.ts). */
export const BUILD_CONTENT_FILE = join("server", "content.json")

/** The parts of a catalog the endpoint takes its words and options from. */
type EndpointCatalog = Pick<Catalog, "forms"> & {
  services: Pick<Catalog["services"][number], "id" | "formLabel">[]
  site: { name: string; contact: { email: string } }
}

export function endpointContentOf({ forms, services, site }: EndpointCatalog) {
  return {
    copy: { form: forms.contact, endpoint: forms.endpoint },
    notification: forms.notification,
    services: services.map((service) => service.formLabel),
    /** Each service's stable id by its label: what lets a label change without losing a form loaded before it. */
    serviceIds: Object.fromEntries(services.map((service) => [service.formLabel, service.id])),
    site: { name: site.name, email: site.contact.email },
  }
}
