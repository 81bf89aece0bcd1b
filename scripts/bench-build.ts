/**
 * `npm run bench:build`: a clean build and a rebuild after one article edit, side by side, in one run.
 * Both happen in a copy of the project's tracked files (as a fresh clone has them: no images encoded, no
 * build cache), so this checkout and its build are left alone. Writes reports/bench-build.md.
 */
import { execFileSync, spawnSync } from "node:child_process"
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs"
import { cpus } from "node:os"
import { dirname, join, resolve } from "node:path"
import { invariant } from "@epic-web/invariant"

const root = resolve(".")
const copy = mkdtempSync(join(root, "build-bench-"))

type Run = { totalSeconds: number; steps: Map<string, number> }

/** `npm run build` in the copy: its wall time and each step's, as the build prints them. */
function build(label: string): Run {
  console.log(`bench:build: ${label} …`)
  const started = performance.now()
  // Without BUILD_DIR from the caller's environment: the copy builds into its own build/.
  const { BUILD_DIR: _ignored, ...env } = process.env
  const result = spawnSync(join("node_modules", ".bin", "tsx"), ["scripts/build.ts"], {
    cwd: copy,
    env,
    encoding: "utf8",
  })
  const totalSeconds = (performance.now() - started) / 1000
  if (result.status !== 0) throw new Error(`bench:build: the ${label} failed:\n${result.stdout}${result.stderr}`)
  const steps = new Map(
    [...result.stdout.matchAll(/^build: (.+) done in ([\d.]+) s$/gm)].map(([, name, seconds]) => {
      invariant(name !== undefined, "a step line of the build matched without the step's name")
      return [name, Number(seconds)]
    }),
  )
  return { totalSeconds, steps }
}

try {
  const tracked = execFileSync("git", ["ls-files", "-z"], { cwd: root, encoding: "utf8" }).split("\0").filter(Boolean)
  for (const path of tracked) {
    mkdirSync(dirname(join(copy, path)), { recursive: true })
    cpSync(join(root, path), join(copy, path))
  }
  // Hard links: real folders, as after `npm install`, in two seconds. Through a symbolic link the packages
  // lie outside the project, and React Router's build took five times as long as in a fresh clone.
  try {
    execFileSync("cp", ["-al", join(root, "node_modules"), join(copy, "node_modules")])
  } catch {
    rmSync(join(copy, "node_modules"), { recursive: true, force: true })
    symlinkSync(join(root, "node_modules"), join(copy, "node_modules"))
  }

  const clean = build("clean build")
  // One ordinary edit: a sentence added to the end of an article.
  const articles = readdirSync(join(copy, "content", "blog")).filter((name) => name.endsWith(".mdx"))
  const [article] = articles
  invariant(article, "content/blog has no article to edit")
  const edited = join(copy, "content", "blog", article)
  writeFileSync(edited, `${readFileSync(edited, "utf8").trimEnd()}\n\nOne more sentence, added for this measurement.\n`)
  const incremental = build("rebuild after one article edit")

  const seconds = (value: number | undefined) => (value === undefined ? "–" : value.toFixed(1))
  const names = [...new Set([...clean.steps.keys(), ...incremental.steps.keys()])]
  const lines = [
    `bench:build, ${new Date().toISOString()}: ${cpus().length} × ${cpus()[0]?.model.trim()}; a copy of the tracked files, built twice.`,
    "Steps of one group run side by side, so their times overlap; the total is the wall time of the whole build.",
    "",
    "| Step | Clean build (s) | After one article edit (s) |",
    "|---|---|---|",
    ...names.map((name) => `| ${name} | ${seconds(clean.steps.get(name))} | ${seconds(incremental.steps.get(name))} |`),
    `| **total** | **${seconds(clean.totalSeconds)}** | **${seconds(incremental.totalSeconds)}** (${((incremental.totalSeconds / clean.totalSeconds) * 100).toFixed(0)}% of clean) |`,
  ]
  const report = `${lines.join("\n")}\n`
  mkdirSync("reports", { recursive: true })
  writeFileSync(join("reports", "bench-build.md"), report)
  console.log(`\n${report}`)
} finally {
  rmSync(copy, { recursive: true, force: true })
}
