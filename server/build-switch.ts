/**
 * Taking a build, at start and at every switch after it (SIGHUP, a new build record, a publish): all or nothing
 * (docs/decisions/013-a-switch-is-whole-or-refused.md). Everything the server serves from a build is read and
 * checked first, with nothing changed (prepareBuild); a build that passes is taken in one synchronous step, so
 * a request sees the pages, the lead endpoint, the editor and /healthz of one build, never a mix.
 */
import { analyticsOrigin, type BuildConfig, formOrigin } from "#config/build"
import { disagreementsOfProcessWith } from "#config/environment.server"
import type { RunConfig } from "#config/run"
import { ConfigError } from "#config/values"
import type { BuildInfo } from "./build-info"
import { readBuildRecord } from "./build-info"
import { type EndpointBuild, readEndpointBuild } from "./contact/index"
import { createEditorHandler, type EditorHandler } from "./editor"
import { logError as logErrorLine } from "./log"
import { type LoadedSite, loadSite } from "./site-server"

/** One build, read whole and checked, ready to be served. */
export type PreparedBuild = {
  dir: string
  info: BuildInfo
  site: LoadedSite
  endpoint: EndpointBuild
  /** Absent when this build, or this server, runs no editor. */
  editor: EditorHandler | undefined
}

export type Preparation = { ok: true; build: PreparedBuild } | { ok: false; reason: string }

/**
 * Settings a running server cannot take from a new build. The public address is the only one: the lead
 * emails' sender and links, the origins allowed to post leads and the editor's sign-in address were set from
 * it at start, and moving a site (its proxy, certificate and GitHub app) is a restart anyway.
 */
function settingsNeedingRestart(running: BuildConfig, next: BuildConfig): string[] {
  if (running.siteUrl === next.siteUrl) return []
  return [
    `SITE_URL is ${next.siteUrl} in this build, but the server runs for ${running.siteUrl}: restart it to serve the site at another address`,
  ]
}

export type PrepareOptions = {
  config: Pick<RunConfig, "editorGitHub" | "trustProxy">
  /** The build served now, if any: what a new one may not change without a restart, and files it need not read again. */
  running?: PreparedBuild
}

/** Reads and checks the build in `dir` without changing anything; says why when it cannot be served. */
export async function prepareBuild(dir: string, { config, running }: PrepareOptions): Promise<Preparation> {
  const record = readBuildRecord(dir)
  if (record.kind === "missing") return { ok: false, reason: `no finished build in ${dir} (no build-info.json)` }
  if (record.kind === "invalid") return { ok: false, reason: record.problem }
  const { info } = record
  let problems: string[]
  try {
    problems = [
      ...disagreementsOfProcessWith(info.config),
      ...(running ? settingsNeedingRestart(running.info.config, info.config) : []),
    ]
  } catch (error) {
    // The environment's build variables and the build's values together are no valid configuration.
    if (!(error instanceof ConfigError)) throw error
    problems = error.problems
  }
  if (problems.length > 0) return { ok: false, reason: `the build of ${info.builtAt}: ${problems.join("; ")}` }
  try {
    const headerOptions = { formOrigin: formOrigin(info.config), analyticsOrigin: analyticsOrigin(info.config) }
    const site = loadSite(dir, headerOptions, running?.site)
    const endpoint = readEndpointBuild(dir, info.config)
    const editor = await createEditorHandler({
      buildDir: dir,
      storage: info.config.editor,
      github: config.editorGitHub,
      siteUrl: info.config.siteUrl,
      trustProxy: config.trustProxy,
    })
    return { ok: true, build: { dir, info, site, endpoint, editor } }
  } catch (error) {
    return { ok: false, reason: `the build of ${info.builtAt} in ${dir} cannot be served: ${(error as Error).message}` }
  }
}

/** What a switch did: took the build, or kept the one served and said why. */
export type SwitchOutcome =
  | { taken: true; dir: string; builtAt: string }
  | { taken: false; reason: string; builtAt: string }

/** The last build a switch refused, for /healthz; cleared by the next build taken. */
type Refusal = { reason: string; at: string; dir: string }

export type BuildSwitchOptions = {
  /** The build served since start. */
  first: PreparedBuild
  prepare: (dir: string, running: PreparedBuild) => Promise<Preparation>
  /** Serves a prepared build: synchronous, so no request is answered between its parts. */
  take: (build: PreparedBuild) => void
  log?: (line: string) => void
  logError?: (line: string) => void
}

export function createBuildSwitch({
  first,
  prepare,
  take,
  log = console.log,
  logError = logErrorLine,
}: BuildSwitchOptions) {
  let current = first
  let refused: Refusal | undefined
  // One switch at a time, in the order asked: a build is read while no other is being taken.
  let queue: Promise<unknown> = Promise.resolve()

  function refuse(dir: string, reason: string, trigger: string): SwitchOutcome {
    refused = { reason, at: new Date().toISOString(), dir }
    logError(`${trigger}: build refused, still serving the build of ${current.info.builtAt}: ${reason}`)
    return { taken: false, reason, builtAt: current.info.builtAt }
  }

  async function attempt(dir: string, trigger: string): Promise<SwitchOutcome> {
    const preparation = await prepare(dir, current).catch(
      (error: Error): Preparation => ({ ok: false, reason: `the build in ${dir} cannot be read: ${error.message}` }),
    )
    if (!preparation.ok) return refuse(dir, preparation.reason, trigger)
    const previous = current
    try {
      take(preparation.build)
    } catch (error) {
      // Taking is plain assignments and cannot fail today; if it ever does, the previous build comes back whole.
      take(previous)
      return refuse(dir, `taking the build failed: ${(error as Error).message}`, trigger)
    }
    current = preparation.build
    refused = undefined
    log(`${trigger}: serving the build of ${current.info.builtAt}`)
    return { taken: true, dir, builtAt: current.info.builtAt }
  }

  return {
    /**
     * Serves the build in `dir` if it is whole and agrees with this server; otherwise keeps the current one.
     * Never rejects: the outcome says which happened, and a refusal is logged and shown in /healthz.
     */
    switchBuild(dir: string, trigger: string): Promise<SwitchOutcome> {
      const outcome = queue.then(() => attempt(dir, trigger))
      queue = outcome
      return outcome
    },
    /** The build served now. */
    current: () => current,
    /** /healthz's `build`: when the served build was made, and the last refusal since it was taken. */
    health: () => ({ builtAt: current.info.builtAt, ...(refused ? { refused } : {}) }),
  }
}
