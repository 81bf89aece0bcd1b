/**
 * The git commands of a publish, each a fixed array of arguments given to execFile (no shell). The only
 * values that vary are the repository and branch of the configuration (validated in app/config.server.ts)
 * and commit ids git itself printed; nothing from a webhook reaches them.
 */
import { execFile } from "node:child_process"
import { existsSync } from "node:fs"
import { join } from "node:path"
import type { PublishSettings } from "#app/config.server"
import type { PublishLayout } from "./layout"

const GIT_TIMEOUT_MS = 5 * 60 * 1000
/** Where the fetched branch is kept in the checkout, apart from any branch of its own. */
const FETCHED_REF = "refs/publish/fetched"
const COMMIT_ID = /^[0-9a-f]{40}([0-9a-f]{24})?$/

class GitError extends Error {}

/** The environment git runs with: no prompt for a password, no configuration but the checkout's, only network protocols a repository needs. */
function gitEnvironment(settings: Pick<PublishSettings, "sshKey">, layout: PublishLayout): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: layout.root,
    LANG: "C",
    GIT_TERMINAL_PROMPT: "0",
    GIT_CONFIG_NOSYSTEM: "1",
    GIT_CONFIG_GLOBAL: "/dev/null",
    GIT_ALLOW_PROTOCOL: "https:ssh:git:file",
  }
  // The key path is checked by the configuration (an absolute path of plain characters): git runs this through a shell.
  if (settings.sshKey) {
    env.GIT_SSH_COMMAND = `ssh -i ${settings.sshKey} -o IdentitiesOnly=yes -o BatchMode=yes -o StrictHostKeyChecking=accept-new -o UserKnownHostsFile=${join(layout.root, "known_hosts")}`
  }
  return env
}

function git(args: readonly string[], cwd: string, env: NodeJS.ProcessEnv) {
  return new Promise<string>((resolve, reject) => {
    execFile("git", args, { cwd, env, timeout: GIT_TIMEOUT_MS, maxBuffer: 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) reject(new GitError(`git ${args[0]} failed: ${(stderr || error.message).trim()}`))
      else resolve(stdout)
    })
  })
}

export type FetchedCommit = { id: string; message: string }

/**
 * Fetches the configured branch of the configured repository into the checkout (made on first use) and
 * returns its newest commit. Only that one commit's history is fetched (a shallow fetch).
 */
export async function fetchBranch(settings: PublishSettings, layout: PublishLayout): Promise<FetchedCommit> {
  const env = gitEnvironment(settings, layout)
  if (!existsSync(join(layout.checkout, ".git"))) await git(["init", "--quiet", layout.checkout], layout.root, env)
  await git(
    [
      "fetch",
      "--quiet",
      "--no-tags",
      "--depth=1",
      "--",
      settings.repo,
      `+refs/heads/${settings.branch}:${FETCHED_REF}`,
    ],
    layout.checkout,
    env,
  )
  const id = (await git(["rev-parse", "--verify", `${FETCHED_REF}^{commit}`], layout.checkout, env)).trim()
  if (!COMMIT_ID.test(id)) throw new GitError(`git rev-parse gave "${id}", not a commit id`)
  const message = (await git(["log", "-1", "--format=%s", id], layout.checkout, env)).trim()
  return { id, message }
}

/** Makes the checkout's files those of `commit`; ignored files (dependencies, the build cache) stay. */
export async function checkOut(commit: string, settings: PublishSettings, layout: PublishLayout) {
  if (!COMMIT_ID.test(commit)) throw new GitError(`"${commit}" is not a commit id`)
  const env = gitEnvironment(settings, layout)
  await git(["checkout", "--quiet", "--force", "--detach", commit], layout.checkout, env)
  await git(["clean", "--quiet", "--force", "-d"], layout.checkout, env)
}
