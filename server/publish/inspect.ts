/**
 * What a publish takes from a push, and what it takes from the build that push ran (R-B3): a commit whose
 * tree holds a symbolic link leaving the checkout, or a file or a whole larger than the limits, is refused
 * before a file of it is written; a build holding any link, anything but files and folders, or more than the
 * limits allow, is refused before the server reads it. Each problem names its file, as the content check's do.
 */
import { lstatSync, readdirSync } from "node:fs"
import { dirname, isAbsolute, join, relative, resolve, sep } from "node:path"
import type { ContentProblem } from "./content-problems"

const MIB = 1024 * 1024

/** The limits, documented in docs/decisions/019-a-pushed-commit-runs-in-a-sandbox.md and docs/operations.md. */
export const PUBLISH_LIMITS = {
  /** A file of the repository or of a build (the largest of either here is under 2 MB). */
  fileBytes: 20 * MIB,
  /** All the repository's files together (6 MB here). */
  treeBytes: 300 * MIB,
  /** A whole build (26 MB here), and its number of files (660 here). */
  buildBytes: 300 * MIB,
  buildFiles: 20_000,
}

/** Problems listed in a notice, at most; the count says how many more there were. */
const LISTED_PROBLEMS = 20

const megabytes = (bytes: number) => `${(bytes / MIB).toFixed(bytes < 100 * MIB ? 1 : 0)} MB`
/** A limit as it is documented: whole megabytes. */
const limit = (bytes: number) => `${Math.round(bytes / MIB)} MB`

/** One entry of `git ls-tree -r -l -z`: a file, a link, or a submodule (which is never fetched). */
export type TreeEntry = { mode: string; type: string; object: string; size?: number; path: string }

/** Reads `git ls-tree -r -l -z` ("<mode> <type> <object> <size>\t<path>", NUL after each entry). */
export function parseTree(listing: string): TreeEntry[] {
  return listing
    .split("\0")
    .filter(Boolean)
    .map((line) => {
      const tab = line.indexOf("\t")
      const [mode = "", type = "", object = "", size = "-"] = line.slice(0, tab).trim().split(/\s+/)
      return { mode, type, object, ...(size === "-" ? {} : { size: Number(size) }), path: line.slice(tab + 1) }
    })
}

/** Git's mode of a symbolic link. */
export const isLink = (entry: TreeEntry) => entry.mode === "120000"

const isInside = (path: string, root: string) => path === root || path.startsWith(`${root}${sep}`)

/** Whether a link at `path` (relative to the checkout) pointing at `target` stays inside the checkout. */
export function linkStaysInside(path: string, target: string) {
  if (isAbsolute(target)) return false
  const root = resolve("/checkout")
  return isInside(resolve(root, dirname(path), target), root)
}

function limited(problems: ContentProblem[]): ContentProblem[] {
  if (problems.length <= LISTED_PROBLEMS) return problems
  return [
    ...problems.slice(0, LISTED_PROBLEMS),
    { message: `and ${problems.length - LISTED_PROBLEMS} more of the same kinds` },
  ]
}

/** Why a commit's tree cannot be published (empty when it can); `targets` holds each link's target. */
export function treeProblems(entries: readonly TreeEntry[], targets: ReadonlyMap<string, string>): ContentProblem[] {
  const problems: ContentProblem[] = []
  let total = 0
  for (const entry of entries) {
    if (isLink(entry)) {
      const target = targets.get(entry.path)
      if (target === undefined || !linkStaysInside(entry.path, target))
        problems.push({
          file: entry.path,
          message: `a symbolic link to ${target ?? "a target git did not give"}, outside the repository: a publish takes no link that leaves it`,
        })
      continue
    }
    if (entry.size === undefined) continue
    total += entry.size
    if (entry.size > PUBLISH_LIMITS.fileBytes)
      problems.push({
        file: entry.path,
        message: `${megabytes(entry.size)}, more than the ${limit(PUBLISH_LIMITS.fileBytes)} a file may have`,
      })
  }
  if (total > PUBLISH_LIMITS.treeBytes)
    problems.push({
      message: `the repository's files come to ${megabytes(total)}, more than the ${limit(PUBLISH_LIMITS.treeBytes)} a publish takes`,
    })
  return limited(problems)
}

/**
 * Why the build in `dir` cannot be served (empty when it can): a build is folders and regular files only,
 * within the limits. Paths are named as `build/…`, where the build wrote them in the checkout.
 */
export function buildProblems(dir: string): ContentProblem[] {
  const problems: ContentProblem[] = []
  let total = 0
  let files = 0
  const name = (path: string) => join("build", relative(dir, path))
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name)
      if (entry.isDirectory()) walk(path)
      else if (entry.isSymbolicLink())
        problems.push({ file: name(path), message: "a symbolic link: a build holds files and folders only" })
      else if (!entry.isFile())
        problems.push({
          file: name(path),
          message: "neither a file nor a folder: a build holds files and folders only",
        })
      else {
        const { size } = lstatSync(path)
        files += 1
        total += size
        if (size > PUBLISH_LIMITS.fileBytes)
          problems.push({
            file: name(path),
            message: `${megabytes(size)}, more than the ${limit(PUBLISH_LIMITS.fileBytes)} a file may have`,
          })
      }
    }
  }
  const root = lstatSync(dir, { throwIfNoEntry: false })
  if (!root?.isDirectory()) return [{ file: "build", message: "the build wrote no build folder" }]
  walk(dir)
  if (total > PUBLISH_LIMITS.buildBytes)
    problems.push({
      message: `the build comes to ${megabytes(total)}, more than the ${limit(PUBLISH_LIMITS.buildBytes)} a build may have`,
    })
  if (files > PUBLISH_LIMITS.buildFiles)
    problems.push({ message: `the build holds ${files} files, more than the ${PUBLISH_LIMITS.buildFiles} allowed` })
  return limited(problems)
}
