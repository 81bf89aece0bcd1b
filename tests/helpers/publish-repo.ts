/**
 * A site repository for the publish service to fetch (tests/publish/publish.test.ts and
 * `npm run bench:publish`): a local bare repository holding this project's committed tree as `main`, a
 * working clone to commit changes from, and GitHub's push webhook as GitHub shapes and signs it.
 */
import { execFile, execFileSync } from "node:child_process"
import { createHash, createHmac, randomUUID } from "node:crypto"
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { z } from "zod"
import { send } from "./http"
import { buildDir } from "./site"

const root = fileURLToPath(new URL("../..", import.meta.url))
const git = (cwd: string, ...args: string[]) =>
  execFileSync("git", args, {
    cwd,
    encoding: "utf8",
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: "Editor",
      GIT_AUTHOR_EMAIL: "editor@example.com",
      GIT_COMMITTER_NAME: "Editor",
      GIT_COMMITTER_EMAIL: "editor@example.com",
    },
  }).trim()

export type SiteRepository = {
  /** The bare repository: PUBLISH_REPO. */
  origin: string
  /** A working clone, on main. */
  work: string
  /** Changes a file of the clone, commits it and pushes main (or `branch`); returns the commit id. */
  commit(file: string, change: (text: string) => string, message: string, branch?: string): string
  /**
   * Applies `apply` to the clone's folder (anything a repository can hold: links, large files, removals),
   * commits all of it and pushes main; returns the commit id.
   */
  change(apply: (work: string) => void, message: string): string
}

/** The bare repository and its clone under `dir`, `main` being this project's HEAD commit. */
export function createSiteRepository(dir: string): SiteRepository {
  const origin = join(dir, "site.git")
  const work = join(dir, "work")
  git(dir, "init", "--quiet", "--bare", origin)
  git(dir, "clone", "--quiet", "--no-checkout", root, work)
  git(work, "checkout", "--quiet", "-B", "main", git(root, "rev-parse", "HEAD"))
  git(work, "push", "--quiet", origin, "main:main")
  return {
    origin,
    work,
    commit(file, change, message, branch = "main") {
      const path = join(work, file)
      git(work, "checkout", "--quiet", "-B", branch, branch === "main" ? "main" : "HEAD")
      writeFileSync(path, change(readFileSync(path, "utf8")))
      git(work, "commit", "--quiet", "-am", message)
      git(work, "push", "--quiet", "--force", origin, `${branch}:${branch}`)
      const id = git(work, "rev-parse", "HEAD")
      if (branch !== "main") git(work, "checkout", "--quiet", "main")
      return id
    },
    change(apply, message) {
      git(work, "checkout", "--quiet", "main")
      apply(work)
      git(work, "add", "--all")
      git(work, "commit", "--quiet", "-m", message)
      git(work, "push", "--quiet", "--force", origin, "main:main")
      return git(work, "rev-parse", "HEAD")
    },
  }
}

/**
 * Prepares PUBLISH_DIR's checkout as a machine that has published once would have it: the project's
 * dependencies (a copy of this project's, its files hard links where the disk allows, with the lockfile
 * recorded as installed, so no network install runs) and, unless `withBuildCache` is false, a copy of its
 * build cache. A copy rather than a link: the build's sandbox sees nothing outside the checkout. Everything
 * else (the repository, fetching, checking out, building) is the service's.
 */
export function seedCheckout(publishDir: string, { withBuildCache = true } = {}) {
  const checkout = join(publishDir, "checkout")
  mkdirSync(checkout, { recursive: true })
  copyTree(join(root, "node_modules"), join(checkout, "node_modules"))
  for (const cache of withBuildCache ? [".cache/build", "public/img"] : []) {
    if (existsSync(join(root, cache))) cpSync(join(root, cache), join(checkout, cache), { recursive: true })
  }
  const lockfile = createHash("sha256")
    .update(readFileSync(join(root, "package-lock.json")))
    .digest("hex")
  writeFileSync(
    join(publishDir, "state.json"),
    JSON.stringify({ state: "idle", isQueued: false, installedLockfile: lockfile }),
  )
}

/** A copy of a folder of files as hard links (seconds for node_modules), or a real copy across disks. */
function copyTree(from: string, to: string) {
  try {
    execFileSync("cp", ["-al", from, to], { stdio: "pipe" })
  } catch {
    rmSync(to, { recursive: true, force: true })
    cpSync(from, to, { recursive: true })
  }
}

/** `npm run publish -- COMMAND` as an operator runs it in the deployed folder, with the service's environment. */
export function runPublishCommand(command: string, env: Record<string, string>) {
  return new Promise<{ code: number; output: string }>((done) => {
    execFile(
      process.execPath,
      [join(buildDir(), "server", "publish.js"), command],
      { env: { ...process.env, ...env }, timeout: 60_000 },
      (error, stdout, stderr) => done({ code: error ? Number(error.code ?? 1) : 0, output: stdout + stderr }),
    )
  })
}

/** GitHub's push event for `ref` (the fields a receiver reads; GitHub sends many more). */
export function pushEvent(ref: string, after: string) {
  return JSON.stringify({
    ref,
    before: "0".repeat(40),
    after,
    created: false,
    deleted: false,
    forced: false,
    repository: { full_name: "catalysty/website", clone_url: "https://github.com/catalysty/website.git" },
    pusher: { name: "editor", email: "editor@example.com" },
    head_commit: { id: after, message: "Saved in the editor" },
    commits: [{ id: after, message: "Saved in the editor", added: [], removed: [], modified: [] }],
  })
}

/** What the webhook endpoint answers. */
const webhookAnswer = z.object({
  ok: z.boolean().optional(),
  message: z.string().optional(),
  error: z.string().optional(),
})

/**
 * Delivers a webhook as GitHub does: JSON, its event and delivery headers, signed with `secret`, on a
 * connection of its own (a pooled one the server has just closed after its keep-alive time would fail the
 * delivery when the test's own work kept it from noticing).
 */
export async function deliverWebhook(
  origin: string,
  body: string,
  { secret, event = "push", delivery = randomUUID() }: { secret: string; event?: string; delivery?: string },
) {
  const response = await send(Number(new URL(origin).port), {
    path: "/api/publish/github",
    headers: {
      "Content-Type": "application/json",
      "User-Agent": "GitHub-Hookshot/test",
      "X-GitHub-Event": event,
      "X-GitHub-Delivery": delivery,
      "X-Hub-Signature-256": `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`,
    },
    body,
    timeoutMs: 30_000,
  })
  return {
    status: response.status,
    body: webhookAnswer.parse(JSON.parse(response.text)),
  }
}
