// `npm run build`: content check, then images, icon sprite, favicons and font subset → React Router build and
// prerender → share images, server bundle and editor, then post-build steps (the build record is written last)
// and where the form posts. The steps before and after React Router's build run in one process each
// (scripts/build-steps.ts).
// `npm run build:static` (--static) first makes sure the form has a hosted endpoint, as a static host needs.
import { spawn } from "node:child_process"
import { rmSync } from "node:fs"
import { join } from "node:path"

const isStatic = process.argv.includes("--static")
/** Steps in order; the steps of one group need only earlier groups, so they run side by side. */
const groups = [
  ...(isStatic ? [[["static check", ["tsx", "scripts/form-target.ts", "--require-hosted"]]]] : []),
  [["assets", ["tsx", "scripts/build-steps.ts", "before-app"]]],
  [["app", ["react-router", "build"]]],
  [["output", ["tsx", "scripts/build-steps.ts", "after-app", ...(isStatic ? ["--static"] : [])]]],
]

/** Runs one step; a step that shares its group keeps its output until it ends, so lines never interleave. */
function run([name, [command, ...args]], alone) {
  const started = Date.now()
  // The package's own binary, not through npx, which would add half a second to every step.
  const child = spawn(join("node_modules", ".bin", command), args, { stdio: alone ? "inherit" : "pipe" })
  let output = ""
  child.stdout?.on("data", (chunk) => (output += chunk))
  child.stderr?.on("data", (chunk) => (output += chunk))
  return new Promise((resolve) => {
    child.on("close", (status) => {
      process.stdout.write(output)
      if (status !== 0) console.error(`build: step "${name}" failed`)
      else console.log(`build: ${name} done in ${((Date.now() - started) / 1000).toFixed(1)} s`)
      resolve(status ?? 1)
    })
  })
}

// A build in progress is not a finished build: its record goes first and is written again last, so a
// running server never takes a half-written build (server/main.ts).
rmSync(join(process.env.BUILD_DIR?.trim() || "build", "build-info.json"), { force: true })
const started = Date.now()
for (const group of groups) {
  const statuses = await Promise.all(group.map((step) => run(step, group.length === 1)))
  const failed = statuses.find((status) => status !== 0)
  if (failed !== undefined) process.exit(failed)
}
console.log(`build: done in ${((Date.now() - started) / 1000).toFixed(1)} s`)
