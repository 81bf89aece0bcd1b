/**
 * The git side of a publish against a real repository on this machine, each command in the sandbox as a
 * publish runs it: what a fetched commit says of itself (its author, time and changed files) for the
 * editor's publishing view.
 */
import { execFileSync } from "node:child_process"
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, expect, it } from "vitest"
import { runCommand } from "./commands"
import { fetchBranch, type GitContext } from "./git"
import { publishLayout } from "./layout"

const dir = mkdtempSync(join(tmpdir(), "publish-git-"))
const origin = join(dir, "site.git")
const work = join(dir, "work")
const context: GitContext = {
  settings: { repo: origin, branch: "main" },
  layout: publishLayout(join(dir, "publish")),
  run: runCommand,
}

function git(...args: string[]) {
  return execFileSync("git", args, {
    cwd: work,
    encoding: "utf8",
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: "Dana Editor",
      GIT_AUTHOR_EMAIL: "dana@example.com",
      GIT_COMMITTER_NAME: "GitHub",
      GIT_COMMITTER_EMAIL: "noreply@github.com",
      GIT_COMMITTER_DATE: "2026-12-06T10:00:00+01:00",
    },
  }).trim()
}

function commit(files: Record<string, string>, message: string) {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(join(work, file, ".."), { recursive: true })
    writeFileSync(join(work, file), text)
  }
  git("add", "--all")
  git("commit", "--quiet", "-m", message)
  git("push", "--quiet", origin, "HEAD:main")
  return git("rev-parse", "HEAD")
}

beforeAll(() => {
  execFileSync("git", ["init", "--quiet", "--bare", origin])
  mkdirSync(work)
  git("init", "--quiet", "-b", "main")
  mkdirSync(context.layout.gitDir, { recursive: true })
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

it("fetches the branch's newest commit with its author, time and the files it changed against its parent", async () => {
  const first = commit({ "content/pricing.yaml": "plans: []\n", "README.md": "Site\n" }, "First")
  // A first commit has no parent to compare with: which files it changed is not known.
  expect(await fetchBranch(context)).toEqual({
    id: first,
    message: "First",
    author: "Dana Editor",
    at: "2026-12-06T10:00:00+01:00",
  })

  const second = commit(
    { "content/pricing.yaml": "plans: [1]\n", "content/case-studies/x.yaml": "title: X\n" },
    "Update content/pricing\n\nThe body of the message is not shown.",
  )
  expect(await fetchBranch(context)).toEqual({
    id: second,
    message: "Update content/pricing",
    author: "Dana Editor",
    at: "2026-12-06T10:00:00+01:00",
    files: ["content/case-studies/x.yaml", "content/pricing.yaml"],
  })

  // Two commits at once: the newest one's own change, against its parent (fetched two deep).
  commit({ "content/site.yaml": "name: A\n" }, "Third")
  const fourth = commit({ "content/pages/home.yaml": "title: B\n" }, "Fourth")
  expect(await fetchBranch(context)).toMatchObject({ id: fourth, files: ["content/pages/home.yaml"] })
})
