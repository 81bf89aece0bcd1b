/**
 * The publish service's folder (PUBLISH_DIR): the working checkout, one folder per published build, and
 * `current`, the link the server serves through. A switch replaces the link in one rename, so the server
 * reads either the old build or the new one, never a mixture; a server started again after a crash finds
 * the link where the last good publish left it.
 */
import { existsSync, mkdirSync, readdirSync, readlinkSync, renameSync, rmSync, symlinkSync } from "node:fs"
import { basename, join, resolve } from "node:path"
import { BUILD_INFO_FILE } from "../build-info"

export type PublishLayout = {
  root: string
  /** The working checkout of PUBLISH_REPO: dependencies and the build cache stay here between publishes. */
  checkout: string
  /** One folder per publish, named `<time>-<commit>`, so their names sort by age. */
  builds: string
  /** The link the server serves: the live build. */
  current: string
  /** The service's record: state, last success and failure, the publish in progress (state.ts). */
  stateFile: string
  /** The socket `npm run publish -- now | rollback` talks to the running service through. */
  socket: string
  /** Where npm keeps its download cache for the checkout's installs. */
  npmCache: string
}

/**
 * React Router's prerender imports the build's own server module, which finds its packages by walking up
 * from the build folder: PUBLISH_DIR/node_modules, a link to the checkout's, is where it finds them.
 */
export function linkDependencies(layout: PublishLayout) {
  const link = join(layout.root, "node_modules")
  if (!existsSync(link)) {
    rmSync(link, { force: true })
    symlinkSync(join("checkout", "node_modules"), link)
  }
}

/** How many finished builds are kept (the live one is always kept, even when older). */
const KEPT_BUILDS = 3

export function publishLayout(dir: string): PublishLayout {
  const root = resolve(dir)
  return {
    root,
    checkout: join(root, "checkout"),
    builds: join(root, "builds"),
    current: join(root, "current"),
    stateFile: join(root, "state.json"),
    socket: join(root, "control.sock"),
    npmCache: join(root, "npm-cache"),
  }
}

/** The folder `current` points at, or undefined before the first start. */
export function liveBuildDir(layout: PublishLayout): string | undefined {
  try {
    return resolve(layout.root, readlinkSync(layout.current))
  } catch {
    return undefined
  }
}

/** Points `current` at `buildDir` in one rename (a reader sees the old link or the new one). */
export function pointCurrentAt(layout: PublishLayout, buildDir: string) {
  const next = `${layout.current}.next`
  rmSync(next, { force: true })
  symlinkSync(resolve(buildDir), next)
  renameSync(next, layout.current)
}

/**
 * The build the server serves when publishing is on: `current`. On the very first start (or when the folder
 * it names is gone) it is pointed at the build the server was deployed with.
 */
export function servedBuildDir(layout: PublishLayout, deployedBuild: string) {
  mkdirSync(layout.builds, { recursive: true, mode: 0o750 })
  const live = liveBuildDir(layout)
  if (!live || !existsSync(join(live, BUILD_INFO_FILE))) pointCurrentAt(layout, deployedBuild)
  return layout.current
}

/** A name for the next build's folder: its time and commit, sortable by age. */
export const buildFolderName = (commit: string, at: Date) =>
  `${at
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "Z")}-${commit.slice(0, 12)}`

/** Finished builds under builds/, oldest first. */
export function finishedBuilds(layout: PublishLayout): string[] {
  if (!existsSync(layout.builds)) return []
  return readdirSync(layout.builds)
    .filter((name) => !name.startsWith(".") && existsSync(join(layout.builds, name, BUILD_INFO_FILE)))
    .sort()
    .map((name) => join(layout.builds, name))
}

/** The finished build published before the live one: where a rollback goes. */
export function previousBuild(layout: PublishLayout): string | undefined {
  const live = liveBuildDir(layout)
  const builds = finishedBuilds(layout)
  const index = live === undefined ? -1 : builds.indexOf(live)
  return index > 0 ? builds[index - 1] : undefined
}

/**
 * Removes what a publish no longer needs: folders of builds that never finished (a crash, a failed
 * build), except `keep`, and finished builds beyond the newest KEPT_BUILDS, except the live one.
 */
export function pruneBuilds(layout: PublishLayout, keep?: string) {
  if (!existsSync(layout.builds)) return []
  const live = liveBuildDir(layout)
  const finished = finishedBuilds(layout)
  const kept = new Set([...finished.slice(-KEPT_BUILDS), live, keep && resolve(keep)])
  const removed: string[] = []
  for (const name of readdirSync(layout.builds)) {
    const dir = join(layout.builds, name)
    if (kept.has(dir)) continue
    rmSync(dir, { recursive: true, force: true })
    removed.push(basename(dir))
  }
  return removed
}
