/**
 * The production server. `npm run build` bundles this file into build/server/main.js, which runs with
 * the build beside it and the production dependencies only: `node build/server/main.js` (`npm start`).
 */

import { unwatchFile, watchFile } from "node:fs"
import type { AddressInfo } from "node:net"
import { dirname, join, resolve } from "node:path"
import { fileURLToPath } from "node:url"
import { ConfigError, type RunConfig, serverConfig } from "#app/config.server"
import { BUILD_INFO_FILE, readBuildRecord } from "./build-info"
import { createBuildSwitch, type PreparedBuild, prepareBuild } from "./build-switch"
import { type LeadService, StoreStartupError, startLeadService } from "./contact/index"
import { installShutdown } from "./contact/lifecycle"
import { markErrorsForJournal } from "./log"
import { createSiteServer } from "./site-server"

function stop(lines: string[]): never {
  for (const line of lines) console.error(line)
  process.exit(1)
}

let config: RunConfig
try {
  config = serverConfig()
} catch (error) {
  if (!(error instanceof ConfigError)) throw error
  stop([error.message, "Catalysty site not started: fix the environment and start it again."])
}
markErrorsForJournal(config.isUnderJournal)

// The build this file was bundled into (build/server/main.js → build/), unless BUILD_DIR names another.
const buildDir = resolve(config.buildDir ?? dirname(dirname(fileURLToPath(import.meta.url))))
// The same checks as a switch (server/build-switch.ts); with no build served yet, a refusal stops the server.
const firstPreparation = await prepareBuild(buildDir, { config })
if (!firstPreparation.ok) {
  stop([`Catalysty site not started: ${firstPreparation.reason}. Build again (npm run build) or fix the environment.`])
}
const first: PreparedBuild = firstPreparation.build

// The lead store opens first: a site that cannot store leads never starts listening (docs/requirements/RELIABILITY.md R-D6).
let leads: LeadService
try {
  leads = await startLeadService({ config, build: first.info.config, endpoint: first.endpoint })
} catch (error) {
  if (!(error instanceof StoreStartupError)) throw error
  stop([error.message, "Catalysty site not started: leads could not be stored."])
}

const server = await createSiteServer({
  build: first.site,
  contactHandler: leads.handler,
  editorHandler: first.editor,
  health: async () => ({ ...(await leads.health()), build: builds.health() }),
  log: config.logRequests,
})

const builds = createBuildSwitch({
  first,
  prepare: (dir, running) => prepareBuild(dir, { config, running }),
  take(next) {
    server.serve(next.site, next.editor)
    leads.takeBuild(next.endpoint)
  },
})

server.listen(config.port, config.host, () => {
  const host = config.host === "0.0.0.0" ? "localhost" : config.host
  for (const line of [...leads.migrations, ...leads.channels]) console.log(line)
  console.log(`Catalysty site listening on http://${host}:${(server.address() as AddressInfo).port}`)
})

/**
 * A new build in the same folder is served without a restart, once it is finished (its record is written
 * last): on SIGHUP (`systemctl reload`), or when the record changes. A build that is not whole, or whose
 * settings this server cannot apply, is refused and the current one kept (server/build-switch.ts).
 */
process.on("SIGHUP", () => void builds.switchBuild(buildDir, "SIGHUP"))
const buildRecord = join(buildDir, BUILD_INFO_FILE)
watchFile(buildRecord, { interval: 2000, persistent: false }, () => {
  const record = readBuildRecord(buildDir)
  const served = builds.current()
  if (record.kind === "finished" && served.dir === buildDir && record.info.builtAt === served.info.builtAt) return
  void builds.switchBuild(buildDir, "new build")
})

installShutdown(server, () => {
  unwatchFile(buildRecord)
  return leads.close()
})
