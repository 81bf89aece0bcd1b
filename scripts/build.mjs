// `npm run build`: content check → images → icon sprite → favicons → font subset → React Router build and prerender →
// share images, server bundle and editor → post-build steps (the build record is written last) → where the form posts.
// `npm run build:static` (--static) first makes sure the form has a hosted endpoint, as a static host needs.
import { spawn } from "node:child_process"
import { rmSync } from "node:fs"
import { join } from "node:path"

const isStatic = process.argv.includes("--static")
/** Steps in order; the steps of one group need only earlier groups, so they run side by side. */
const groups = [
  ...(isStatic ? [[["static check", ["tsx", "scripts/form-target.ts", "--require-hosted"]]]] : []),
  [["content", ["tsx", "scripts/content-check.ts"]]],
  [
    ["images", ["tsx", "scripts/build-images.ts"]],
    ["icons", ["tsx", "scripts/build-icons.ts"]],
    ["favicons", ["tsx", "scripts/build-favicons.ts"]],
    ["font", ["tsx", "scripts/build-font.ts"]],
  ],
  [["app", ["react-router", "build"]]],
  [
    ["share images", ["tsx", "scripts/build-share-images.ts"]],
    ["server", ["tsx", "scripts/build-server.ts"]],
    ["editor", ["tsx", "scripts/build-editor.ts"]],
  ],
  [["post-build", ["tsx", "scripts/post-build.ts"]]],
  ...(isStatic ? [] : [[["form target", ["tsx", "scripts/form-target.ts"]]]]),
]

/** Runs one step; a step that shares its group keeps its output until it ends, so lines never interleave. */
function run([name, [command, ...args]], alone) {
  const started = Date.now()
  const child = spawn("npx", ["--no-install", command, ...args], { stdio: alone ? "inherit" : "pipe" })
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
