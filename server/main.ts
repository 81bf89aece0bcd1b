/**
 * The production server. `npm run build` bundles this file into build/server/main.js, which runs with
 * the build beside it and the production dependencies only: `node build/server/main.js` (`npm start`).
 */

import { unwatchFile, watchFile } from "node:fs"
import type { AddressInfo } from "node:net"
import { dirname, join, resolve } from "node:path"
import { fileURLToPath } from "node:url"
import { ConfigError, type RunConfig, serverConfig } from "#app/config.server"
import { BUILD_INFO_FILE, type BuildInfo, readBuildRecord } from "./build-info"
import { createBuildSwitch, type PreparedBuild, prepareBuild } from "./build-switch"
import { type LeadService, StoreStartupError, startLeadService } from "./contact/index"
import { installShutdown } from "./contact/lifecycle"
import { logError, markErrorsForJournal } from "./log"
import { failureNoticeSettings } from "./publish/failure-notice"
import { createPublishService, publishedBuildDir } from "./publish/service"
import { createPublishWebhook } from "./publish/webhook"
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
const deployedBuild = resolve(config.buildDir ?? dirname(dirname(fileURLToPath(import.meta.url))))
// With publishing on, the build the publish service last switched to (server/publish/service.ts).
const buildDir = config.publish ? publishedBuildDir(config.publish, deployedBuild) : deployedBuild
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

// --- publish service (server/publish/, docs/decisions/014-publishing-from-the-server.md) ---
const publishing =
  config.publish &&
  createPublishService({
    settings: config.publish,
    notice: failureNoticeSettings(config, first.info.config.siteUrl),
    takeBuild: async () => {
      await builds.switchBuild(buildDir, "publish")
      return builds.current().info
    },
    log: (line) => console.log(line),
    logError,
  })
const publishWebhook = createPublishWebhook({
  secret: config.publish?.webhookSecret,
  branch: config.publish?.branch ?? "main",
  trustProxy: config.trustProxy,
  onPush: (delivery) => publishing?.push(delivery),
})
// --- end of the publish service's part ---

/** A published build's commit for /healthz; a build made by hand has none. */
const commitOf = (info: BuildInfo) => (info.commit ? { commit: info.commit.id } : {})

const server = await createSiteServer({
  build: first.site,
  contactHandler: leads.handler,
  editorHandler: first.editor,
  health: async () => ({
    ...(await leads.health()),
    build: { ...builds.health(), ...commitOf(builds.current().info) },
    ...(publishing ? { publish: publishing.health() } : {}),
  }),
  publishHandler: publishWebhook,
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
  if (publishing) console.log(publishing.describe())
  console.log(`Catalysty site listening on http://${host}:${(server.address() as AddressInfo).port}`)
  publishing?.start()
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

installShutdown(server, async () => {
  unwatchFile(buildRecord)
  await publishing?.stop()
  return leads.close()
})
