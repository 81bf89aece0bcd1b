// `npm run build`: content check, then the pictures' manifest, icon sprite, favicons and font subset → React
// Router's build and prerender, then share images, server bundle and editor and the post-build pass, while the
// pictures are encoded beside them → the late pictures into the build, the build record (last) and where the
// form posts. The steps around React Router's build run in one process a phase (scripts/build-steps.ts).
// `npm run build:static` (--static) first makes sure the form has a hosted endpoint, as a static host needs.
import { spawn } from "node:child_process"
import { rmSync } from "node:fs"
import { join } from "node:path"

const isStatic = process.argv.includes("--static")
/**
 * Groups in order; the members of a group run side by side and need only earlier groups. A member is a
 * step or a chain of steps run one after another.
 */
const groups = [
  ...(isStatic ? [[["static check", ["tsx", "scripts/form-target.ts", "--require-hosted"]]]] : []),
  [["assets", ["tsx", "scripts/build-steps.ts", "prepare"]]],
  // The pictures are encoded while the site is built: the build needs only their manifest until its end.
  [
    ["encode", ["tsx", "scripts/build-steps.ts", "encode"]],
    [
      ["app", ["react-router", "build"]],
      ["output", ["tsx", "scripts/build-steps.ts", "after-app"]],
    ],
  ],
  [["finish", ["tsx", "scripts/build-steps.ts", "finish", ...(isStatic ? ["--static"] : [])]]],
]

/** Runs one step; a step that shares its group keeps its output until it ends, so lines never interleave. */
function runStep([name, [command, ...args]], alone) {
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

/** A step, or a chain of steps that stops at the first that fails. */
async function run(member, alone) {
  const isChain = Array.isArray(member[0])
  for (const step of isChain ? member : [member]) {
    const status = await runStep(step, alone)
    if (status !== 0) return status
  }
  return 0
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
