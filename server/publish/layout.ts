/**
 * The publish service's folder (PUBLISH_DIR): the working checkout and its repository, one folder per
 * published build, and `current`, the link the server serves through. A switch replaces the link in one
 * rename, so the server reads either the old build or the new one, never a mixture; a server started again
 * after a crash finds the link where the last good publish left it.
 *
 * What the sandboxed commands may write (sandbox.ts) is apart from what they may not see: `checkout/` and
 * `home/` are theirs; `repo.git/` is git's alone, so no build can leave hooks or settings for the next
 * fetch; `builds/`, `current`, `state.json` and `control.sock` are the service's and the server's.
 */
import { existsSync, lstatSync, mkdirSync, readdirSync, readlinkSync, renameSync, rmSync, symlinkSync } from "node:fs"
import { basename, join, resolve } from "node:path"
import { BUILD_INFO_FILE } from "../build-info"

export type PublishLayout = {
  root: string
  /** The working tree of PUBLISH_REPO: dependencies and the build cache stay here between publishes. */
  checkout: string
  /** The checkout's git repository, kept outside it: only git's sandbox sees it. */
  gitDir: string
  /** HOME of the sandboxed commands: npm's download cache, ssh's known hosts. */
  home: string
  /** Where a build writes inside the checkout (its default, git-ignored build/), before it is inspected and moved. */
  buildOutput: string
  /** One folder per publish, named `<time>-<commit>`, so their names sort by age. */
  builds: string
  /** The link the server serves: the live build. */
  current: string
  /** The service's record: state, last success and failure, the publish in progress (state.ts). */
  stateFile: string
  /** The socket `npm run publish -- now | rollback | resume` talks to the running service through. */
  socket: string
}

/** How many finished builds are kept (the live one is always kept, even when older). */
const KEPT_BUILDS = 3

export function publishLayout(dir: string): PublishLayout {
  const root = resolve(dir)
  return {
    root,
    checkout: join(root, "checkout"),
    gitDir: join(root, "repo.git"),
    home: join(root, "home"),
    buildOutput: join(root, "checkout", "build"),
    builds: join(root, "builds"),
    current: join(root, "current"),
    stateFile: join(root, "state.json"),
    socket: join(root, "control.sock"),
  }
}

/**
 * Makes the folders the commands need, and brings a folder of an earlier release to this layout: its
 * repository moves out of the checkout, and what builds no longer need (the npm cache's old place, the link
 * to the checkout's packages) goes.
 */
export function prepareLayout(layout: PublishLayout) {
  for (const dir of [layout.checkout, layout.home, layout.builds]) mkdirSync(dir, { recursive: true, mode: 0o750 })
  const oldGitDir = join(layout.checkout, ".git")
  if (!existsSync(layout.gitDir) && existsSync(oldGitDir)) renameSync(oldGitDir, layout.gitDir)
  rmSync(join(layout.root, "npm-cache"), { recursive: true, force: true })
  const oldLink = join(layout.root, "node_modules")
  if (lstatSync(oldLink, { throwIfNoEntry: false })?.isSymbolicLink()) rmSync(oldLink)
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

/** The kept build called `name` (its folder's name, as finishedBuilds lists it): a name is never read as a path. */
export const keptBuild = (layout: PublishLayout, name: string) =>
  finishedBuilds(layout).find((dir) => basename(dir) === name)

/** The finished build published before the live one: where a rollback goes unless it names another. */
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
