/**
 * The production server. `npm run build` bundles this file into build/server/main.js, which runs with
 * the build beside it and the production dependencies only: `node build/server/main.js` (`npm start`).
 */

import { unwatchFile, watchFile } from "node:fs"
import type { AddressInfo } from "node:net"
import { dirname, join, resolve } from "node:path"
import { fileURLToPath } from "node:url"
import {
  analyticsOrigin,
  ConfigError,
  disagreementsOfProcessWith,
  formOrigin,
  type RunConfig,
  serverConfig,
} from "#app/config.server"
import { BUILD_INFO_FILE, type BuildInfo, readBuildInfo } from "./build-info"
import { type LeadService, StoreStartupError, startLeadService } from "./contact/index"
import { installShutdown } from "./contact/lifecycle"
import { createEditorHandler } from "./editor"
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
const firstBuild = readBuildInfo(buildDir)
if (!firstBuild) stop([`No finished build in ${buildDir}: run npm run build first.`])
let build: BuildInfo = firstBuild
const disagreements = disagreementsOfProcessWith(build.config)
if (disagreements.length > 0) {
  stop([
    "The environment disagrees with the build this server would serve:",
    ...disagreements.map((line) => `  - ${line}`),
    "Build again with these values, or start without them to use the build's own.",
  ])
}

// The lead store opens first: a site that cannot store leads never starts listening (docs/requirements/RELIABILITY.md R-D6).
let leads: LeadService
try {
  leads = await startLeadService({ config, build: build.config, buildDir })
} catch (error) {
  if (!(error instanceof StoreStartupError)) throw error
  stop([error.message, "Catalysty site not started: leads could not be stored."])
}

// --- publish service (server/publish/, docs/decisions/014-publishing-from-the-server.md) ---
const publishing =
  config.publish &&
  createPublishService({
    settings: config.publish,
    notice: failureNoticeSettings(config, build.config.siteUrl),
    takeBuild: async () => {
      await takeNewBuild("publish")
      return build
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

const server = await createSiteServer({
  buildDir,
  contactHandler: leads.handler,
  editorHandler: await createEditorHandler({
    buildDir,
    storage: build.config.editor,
    github: config.editorGitHub,
    siteUrl: build.config.siteUrl,
  }),
  health: async () => ({
    ...(await leads.health()),
    build: { builtAt: build.builtAt, commit: build.commit?.id ?? null },
    ...(publishing ? { publish: publishing.health() } : {}),
  }),
  publishHandler: publishWebhook,
  headerOptions: { formOrigin: formOrigin(build.config), analyticsOrigin: analyticsOrigin(build.config) },
  log: config.logRequests,
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
 * last): on SIGHUP (`systemctl reload`), or when the record changes. A build whose settings disagree with
 * the environment, or that cannot be read, is refused and the current one kept.
 */
let reloading = Promise.resolve()
function takeNewBuild(reason: string) {
  reloading = reloading.then(async () => {
    const next = readBuildInfo(buildDir)
    if (!next)
      return console.error(`${reason}: no finished build in ${buildDir}; still serving the build of ${build.builtAt}`)
    if (next.builtAt === build.builtAt && reason !== "SIGHUP") return
    const problems = disagreementsOfProcessWith(next.config)
    if (problems.length > 0) {
      return console.error(
        [
          `${reason}: the build of ${next.builtAt} disagrees with the environment, still serving the build of ${build.builtAt}:`,
          ...problems.map((line) => `  - ${line}`),
        ].join("\n"),
      )
    }
    try {
      await server.reload()
      leads.takeBuild(buildDir)
      build = next
      console.log(`${reason}: serving the build of ${next.builtAt}`)
    } catch (error) {
      console.error(
        `${reason}: the build in ${buildDir} could not be loaded, still serving the build of ${build.builtAt}:`,
        error,
      )
    }
  })
  return reloading
}
process.on("SIGHUP", () => takeNewBuild("SIGHUP"))
const buildRecord = join(buildDir, BUILD_INFO_FILE)
watchFile(buildRecord, { interval: 2000, persistent: false }, () => takeNewBuild("new build"))

installShutdown(server, async () => {
  unwatchFile(buildRecord)
  await publishing?.stop()
  return leads.close()
})
