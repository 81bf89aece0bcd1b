/**
 * The git commands of a publish, each a fixed array of arguments run in the sandbox (sandbox.ts, no shell).
 * The only values that vary are the repository and branch of the configuration (validated in
 * config/publish.ts) and commit ids git itself printed; nothing from a webhook reaches them. The
 * repository lives in PUBLISH_DIR/repo.git, apart from the checkout the build may write, and git sees the
 * network only to fetch, the deploy key and a repository on this machine only read-only.
 */
import { existsSync, mkdirSync } from "node:fs"
import { join } from "node:path"
import type { PublishSettings } from "#config/publish"
import type { BuiltCommit } from "../build-info"
import type { CommandRunner } from "./commands"
import { isLink, parseTree, type TreeEntry } from "./inspect"
import type { PublishLayout } from "./layout"
import { type SandboxSpec, sandboxPath } from "./sandbox"

const GIT_TIMEOUT_MS = 5 * 60 * 1000
/** Where the fetched branch is kept, apart from any branch of its own. */
const FETCHED_REF = "refs/publish/fetched"
const COMMIT_ID = /^[0-9a-f]{40}([0-9a-f]{24})?$/

class GitError extends Error {
  constructor(
    message: string,
    /** What git printed, for the failure notice. */
    readonly output = "",
  ) {
    super(message)
  }
}

/** A fetched commit: what a published build records of it (build-info.json). */
export type FetchedCommit = BuiltCommit

/** A commit's text as the service keeps it: no terminal codes or other control characters. */
const withoutControls = (text: string) => text.replace(/\p{Cc}/gu, "")

/** The changed files kept: enough to find the pages a save changed; a commit touching more is a developer's, not an editor's. */
const MAX_CHANGED_FILES = 200

/** What git needs of the settings and the service's folder, and how it runs commands. */
export type GitContext = {
  settings: Pick<PublishSettings, "repo" | "branch" | "sshKey">
  layout: PublishLayout
  run: CommandRunner
}

const knownHosts = (layout: PublishLayout) => join(layout.home, ".ssh", "known_hosts")

/** git's environment: no prompt for a password, no configuration but the repository's, only the protocols a repository needs. */
function gitEnvironment({ settings, layout }: GitContext): Record<string, string> {
  return {
    PATH: sandboxPath(),
    HOME: layout.home,
    LANG: "C",
    GIT_DIR: layout.gitDir,
    GIT_WORK_TREE: layout.checkout,
    GIT_TERMINAL_PROMPT: "0",
    GIT_CONFIG_NOSYSTEM: "1",
    GIT_CONFIG_GLOBAL: "/dev/null",
    GIT_ALLOW_PROTOCOL: "https:ssh:git:file",
    // The key path is checked by the configuration (an absolute path of plain characters): git runs this through a shell.
    ...(settings.sshKey
      ? {
          GIT_SSH_COMMAND: `ssh -i ${settings.sshKey} -o IdentitiesOnly=yes -o BatchMode=yes -o StrictHostKeyChecking=accept-new -o UserKnownHostsFile=${knownHosts(layout)}`,
        }
      : {}),
  }
}

/** A repository on this machine (an absolute path or file://), which git reads without the network. */
function localRepository(repo: string) {
  if (repo.startsWith("/")) return repo
  if (repo.startsWith("file://")) return decodeURIComponent(new URL(repo).pathname)
  return undefined
}

async function git(context: GitContext, args: readonly string[], sandbox: SandboxSpec, { isInit = false } = {}) {
  const { GIT_DIR: _dir, GIT_WORK_TREE: _tree, ...initEnvironment } = gitEnvironment(context)
  const result = await context.run("git", args, {
    cwd: context.layout.gitDir,
    // `git init` names the folder it makes, and refuses a work tree.
    env: isInit ? initEnvironment : gitEnvironment(context),
    timeoutMs: GIT_TIMEOUT_MS,
    sandbox,
  })
  if (result.code !== 0) {
    const said = result.output.trim()
    throw new GitError(`git ${args[0]} failed${said ? `: ${said.split("\n").at(-1)}` : ""}`, said)
  }
  return result.stdout
}

/** Reads the repository, writing nothing but git's own folder. */
const reading = (context: GitContext): SandboxSpec => ({ writable: [context.layout.gitDir], network: false })

/**
 * Fetches the configured branch of the configured repository (the repository made on first use) and
 * returns its newest commit. Only that commit and its parent are fetched (a shallow fetch two deep): the
 * parent says which files the commit changed.
 */
export async function fetchBranch(context: GitContext): Promise<FetchedCommit> {
  const { settings, layout } = context
  mkdirSync(join(layout.home, ".ssh"), { recursive: true, mode: 0o700 })
  if (!existsSync(join(layout.gitDir, "HEAD"))) {
    mkdirSync(layout.gitDir, { recursive: true, mode: 0o750 })
    await git(context, ["init", "--quiet", "--bare", layout.gitDir], reading(context), { isInit: true })
  }
  await git(
    context,
    [
      "fetch",
      "--quiet",
      "--no-tags",
      "--depth=2",
      "--",
      settings.repo,
      `+refs/heads/${settings.branch}:${FETCHED_REF}`,
    ],
    fetching(context),
  )
  const id = (await git(context, ["rev-parse", "--verify", `${FETCHED_REF}^{commit}`], reading(context))).trim()
  if (!COMMIT_ID.test(id)) throw new GitError(`git rev-parse gave "${id}", not a commit id`)
  return describeCommit(context, id)
}

/**
 * A commit as the publishing view shows it: the first line of its message, its author, when it was
 * committed, and the files it changed against its first parent when the repository holds that parent.
 */
export async function describeCommit(context: GitContext, commit: string): Promise<FetchedCommit> {
  if (!COMMIT_ID.test(commit)) throw new GitError(`"${commit}" is not a commit id`)
  // Fields apart by NUL, which no message, name or date can hold.
  const [message = "", author = "", at = "", parents = ""] = (
    await git(context, ["log", "-1", "--format=%s%x00%an%x00%cI%x00%P", commit], reading(context))
  )
    .trim()
    .split("\0")
  const parent = parents.split(" ")[0] ?? ""
  const files =
    COMMIT_ID.test(parent) && (await hasCommit(context, parent))
      ? (await git(context, ["diff-tree", "-r", "-z", "--name-only", "--no-renames", parent, commit], reading(context)))
          .split("\0")
          .filter(Boolean)
          .slice(0, MAX_CHANGED_FILES)
      : undefined
  return {
    id: commit,
    message: withoutControls(message),
    ...(author ? { author: withoutControls(author) } : {}),
    ...(Number.isNaN(Date.parse(at)) ? {} : { at }),
    ...(files ? { files } : {}),
  }
}

/** The sandbox of a fetch: the network unless the repository is on this machine, which is read-only, as the deploy key is. */
function fetching({ settings, layout }: GitContext): SandboxSpec {
  const local = localRepository(settings.repo)
  return {
    writable: [layout.gitDir, layout.home],
    readable: [...(local ? [local] : []), ...(settings.sshKey ? [settings.sshKey] : [])],
    network: !local,
  }
}

/** Fetches one commit by its id (one a rollback or a rebuild needs and a later fetch replaced). */
export async function fetchCommit(context: GitContext, commit: string) {
  if (!COMMIT_ID.test(commit)) throw new GitError(`"${commit}" is not a commit id`)
  await git(
    context,
    ["fetch", "--quiet", "--no-tags", "--depth=2", "--", context.settings.repo, commit],
    fetching(context),
  )
}

/** Whether the repository holds `commit` (an earlier fetch brought it). */
export async function hasCommit(context: GitContext, commit: string) {
  if (!COMMIT_ID.test(commit)) return false
  try {
    await git(context, ["cat-file", "-e", `${commit}^{commit}`], reading(context))
    return true
  } catch {
    return false
  }
}

/** Every file and link of a commit, with each link's target, before anything of it is checked out. */
export async function readTree(context: GitContext, commit: string) {
  if (!COMMIT_ID.test(commit)) throw new GitError(`"${commit}" is not a commit id`)
  const entries: TreeEntry[] = parseTree(
    await git(context, ["ls-tree", "-r", "-l", "-z", "--full-tree", commit], reading(context)),
  )
  const targets = new Map<string, string>()
  for (const entry of entries.filter(isLink)) {
    if (!/^[0-9a-f]{40,64}$/.test(entry.object)) continue
    targets.set(entry.path, await git(context, ["cat-file", "blob", entry.object], reading(context)))
  }
  return { entries, targets }
}

/** Makes the checkout's files those of `commit`; ignored files (dependencies, the build cache) stay. */
export async function checkOut(context: GitContext, commit: string) {
  if (!COMMIT_ID.test(commit)) throw new GitError(`"${commit}" is not a commit id`)
  const sandbox: SandboxSpec = { writable: [context.layout.gitDir, context.layout.checkout], network: false }
  await git(context, ["checkout", "--quiet", "--force", "--detach", commit], sandbox)
  await git(context, ["clean", "--quiet", "--force", "-d"], sandbox)
}
