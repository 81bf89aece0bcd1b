import { resolve } from "node:path"
import { contactFormTarget } from "#app/content/forms"
import { createContactEndpoint, StoreStartupError } from "./contact/index"
import { installShutdown } from "./contact/lifecycle"
import { createSiteServer } from "./site-server"

const port = Number(process.env.PORT ?? 3000)
const host = process.env.HOST ?? "0.0.0.0"
const buildDir = resolve(process.env.BUILD_DIR ?? "build")

// The lead store opens first: a site that cannot store leads never starts listening (docs/requirements/RELIABILITY.md R-D6).
let contact: ReturnType<typeof createContactEndpoint>
try {
  contact = createContactEndpoint({ buildDir })
} catch (error) {
  console.error(error instanceof StoreStartupError ? error.message : error)
  console.error("Catalysty site not started: leads could not be stored.")
  process.exit(1)
}

// Hosted mode (WEB3FORMS_ACCESS_KEY, as at build time): the page's CSP must allow the form service's origin.
const target = contactFormTarget()
const formOrigin = target.mode === "hosted" ? new URL(target.endpoint).origin : undefined

const server = await createSiteServer({
  buildDir,
  contactHandler: contact.handler,
  formOrigin,
  log: process.env.LOG_REQUESTS !== "0",
})

server.listen(port, host, () => {
  console.log(`Catalysty site listening on http://${host === "0.0.0.0" ? "localhost" : host}:${port}`)
})

installShutdown(server, () => contact.store.close())
