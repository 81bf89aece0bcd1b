/**
 * The production server. `npm run build` bundles this file into build/server/main.js, which runs with
 * the build beside it and the production dependencies only: `node build/server/main.js` (`npm start`).
 */

import { unwatchFile, watchFile } from "node:fs"
import type { AddressInfo } from "node:net"
import { dirname, join, resolve } from "node:path"
import { fileURLToPath } from "node:url"
import { serverConfig } from "#config/environment.server"
import type { PublishSettings } from "#config/publish"
import type { RunConfig } from "#config/run"
import { ConfigError } from "#config/values"
import { BUILD_INFO_FILE, type BuildInfo, readBuildInfo, readBuildRecord } from "./build-info"
import { createBuildSwitch, type Preparation, type PreparedBuild, prepareBuild } from "./build-switch"
import { type LeadService, StoreStartupError, startLeadService } from "./contact/index"
import { installShutdown } from "./contact/lifecycle"
import { createNoticeOutbox } from "./delivery/notice-outbox"
import { fullDiskProblem } from "./disk-space"
import { createPublishingHandler } from "./editor-publishing"
import { createEditorSessions, gitHubRepositoryOf } from "./editor-session"
import { isHealthReader, publicHealth } from "./health"
import { watchHealth } from "./health-alerts"
import { logError, markErrorsForJournal } from "./log"
import { noticeEmailSettings } from "./publish/failure-notice"
import { liveBuildDir, pointCurrentAt, publishLayout } from "./publish/layout"
import { createPublishService, publishedBuildDir, rebuildBeforeServing } from "./publish/service"
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
/**
 * With publishing on, a server whose build settings changed since the live build was made serves again on
 * its own (R-B4): the deployed build if it agrees with them (the live commit is then built again once the
 * server listens), otherwise the live commit built again with them before anything is served.
 */
async function serveWithNewSettings(settings: PublishSettings, reason: string) {
  const layout = publishLayout(settings.dir)
  const live = liveBuildDir(layout)
  const commit = live ? readBuildInfo(live)?.commit?.id : undefined
  console.log(`The live build cannot be served with these settings: ${reason}.`)
  if (live !== deployedBuild && (await prepareBuild(deployedBuild, { config })).ok) {
    pointCurrentAt(layout, deployedBuild)
    console.log(
      `Serving the deployed build (${deployedBuild}) meanwhile${commit ? `; the live commit ${commit.slice(0, 12)} is built again with these settings and served once it is ready` : ""}.`,
    )
    return { preparation: await prepareBuild(buildDir, { config }), rebuild: commit }
  }
  if (!commit) return { preparation: { ok: false, reason } as Preparation }
  console.log(
    `Building the live commit ${commit.slice(0, 12)} again with these settings before serving (a few minutes; the log of the publish process follows).`,
  )
  try {
    await rebuildBeforeServing(settings, commit, async (dir) => {
      const rebuilt = await prepareBuild(dir, { config })
      return rebuilt.ok ? { ok: true } : { ok: false, reason: rebuilt.reason }
    })
  } catch (error) {
    return {
      preparation: {
        ok: false,
        reason: `${reason}; building the live commit ${commit.slice(0, 12)} again with these settings failed: ${(error as Error).message}`,
      } as Preparation,
    }
  }
  console.log(`The live commit ${commit.slice(0, 12)} was built again with these settings.`)
  return { preparation: await prepareBuild(buildDir, { config }) }
}

// The same checks as a switch (server/build-switch.ts); with no build served yet, a refusal stops the server.
let firstPreparation = await prepareBuild(buildDir, { config })
let rebuildOnceListening: string | undefined
if (!firstPreparation.ok && config.publish) {
  const served = await serveWithNewSettings(config.publish, firstPreparation.reason)
  firstPreparation = served.preparation
  rebuildOnceListening = served.rebuild
}
if (!firstPreparation.ok) {
  stop([`Catalysty site not started: ${firstPreparation.reason}. Build again (npm run build) or fix the environment.`])
}
const first: PreparedBuild = firstPreparation.build
const { siteUrl } = first.info.config

// The lead store opens first: a site that cannot store leads never starts listening (docs/requirements/RELIABILITY.md R-D6).
let leads: LeadService
try {
  leads = await startLeadService({ config, build: first.info.config, endpoint: first.endpoint })
} catch (error) {
  if (!(error instanceof StoreStartupError)) throw error
  stop([error.message, "Catalysty site not started: leads could not be stored."])
}

// Notices to the agency besides leads (a failed publish, /healthz failing and back), kept until delivered.
const notices = createNoticeOutbox({
  dir: join(config.dataDir, "notices"),
  email: noticeEmailSettings(config, siteUrl),
  ...(config.alertWebhookUrl ? { alertUrl: config.alertWebhookUrl } : {}),
  retryBaseMs: config.retryBaseMs,
  log: (line) => console.log(line),
  logError,
})

// --- publish service (server/publish/, docs/decisions/014-publishing-from-the-server.md) ---
const publishing =
  config.publish &&
  createPublishService({
    settings: config.publish,
    notices,
    siteUrl,
    takeBuild: async () => {
      await builds.switchBuild(buildDir, "publish")
      return builds.current().info
    },
    log: (line) => console.log(line),
    logError,
  })
/**
 * The editor's publishing view (docs/decisions/027-publishing-in-the-editor.md): with publishing on and the
 * editor's GitHub app. Who may act is whoever can push to PUBLISH_REPO's repository on GitHub, or to the
 * editor's own repository when PUBLISH_REPO is elsewhere (a path on this machine, another git host).
 */
const publishedOnGitHub = config.publish && gitHubRepositoryOf(config.publish.repo)
const publishingView =
  publishing &&
  config.editorGitHub &&
  createPublishingHandler({
    publishing,
    sessions: createEditorSessions({
      apiUrl: config.gitHubApiUrl,
      repo: () => {
        const { editor } = builds.current().info.config
        return publishedOnGitHub || (editor.kind === "github" ? editor.repo : undefined)
      },
      secret: config.editorGitHub.secret,
      trustProxy: config.trustProxy,
    }),
    siteUrl,
    log: (line) => console.log(line),
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
/** The folders the site writes to, whose disks /healthz watches. */
const writtenFolders: [name: string, path: string][] = [["DATA_DIR", config.dataDir]]
if (config.publish) writtenFolders.push(["PUBLISH_DIR", config.publish.dir])

/** The whole report: the lead service's, the publish service's, the disks' and the notices'. */
async function siteHealth() {
  const report = await leads.health()
  const publish = publishing ? publishing.health() : undefined
  const noticeWait = notices.oldestPendingSeconds()
  const problems = [
    ...report.problems,
    ...(publish?.problems ?? []),
    ...writtenFolders.flatMap(([name, path]) => fullDiskProblem(name, path) ?? []),
    ...(noticeWait !== undefined && noticeWait * 1000 > config.alertAfterMs
      ? [`a notice to the agency has waited ${noticeWait} s undelivered (the log says why)`]
      : []),
  ]
  return {
    ...report,
    status: problems.length === 0 ? ("ok" as const) : ("failing" as const),
    problems,
    build: { ...builds.health(), ...commitOf(builds.current().info) },
    ...(publish ? { publish: publish.publish } : {}),
  }
}

const server = await createSiteServer({
  build: first.site,
  contactHandler: leads.handler,
  editorHandler: first.editor,
  health: async (req) => {
    const report = await siteHealth()
    return isHealthReader(req, { trustProxy: config.trustProxy, token: config.healthToken })
      ? report
      : publicHealth(report)
  },
  publishHandler: publishWebhook,
  ...(publishingView ? { publishingHandler: publishingView } : {}),
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
  notices.start()
  publishing?.start(rebuildOnceListening ? { rebuild: rebuildOnceListening } : {})
})

const healthAlerts =
  config.alertWebhookUrl && watchHealth({ check: siteHealth, notices, siteUrl, log: (line) => console.log(line) })

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
  if (healthAlerts) healthAlerts.stop()
  await publishing?.stop()
  await notices.stop()
  return leads.close()
})
