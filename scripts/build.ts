/**
 * `npm run build`: the content check, then the pictures' manifest, icon sprite, favicons and font subset →
 * React Router's build and prerender, while the pictures are encoded beside it → share images, server
 * bundle and editor, then the post-build pass → once the encoder is done too, the pictures it finished
 * late go into the build and the build record is written (last), and the build says where the form posts.
 *
 * This process runs the steps around React Router's build itself (scripts/lib/build-phases.ts), and the
 * encoder: starting a process and compiling the shared modules again for each phase was a third of a
 * rebuild. React Router's build runs in a process of its own (in this one it took a third longer).
 * `npm run build:static` (--static) first makes sure the form has a hosted endpoint, as a static host needs.
 */
import { type ChildProcess, spawn } from "node:child_process"
import { rmSync } from "node:fs"
import { join } from "node:path"
import { buildOutputDir } from "../app/config.server.ts"
import { encodeImages, planImages } from "./build-images.ts"
import { runPhase } from "./lib/build-phases.ts"
import { checkFormTarget } from "./lib/form-target.ts"

const isStatic = process.argv.includes("--static")
const children: ChildProcess[] = []
// A build that fails, here or in a step, stops the processes still running beside it.
process.on("exit", () => {
  for (const child of children) if (child.exitCode === null) child.kill()
})
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`

/** A package's own binary in a process of its own (not through npx, which adds half a second). */
function runProcess(name: string, [command, ...args]: string[]) {
  const started = performance.now()
  const child = spawn(join("node_modules", ".bin", command!), args, { stdio: "inherit" })
  children.push(child)
  return new Promise<number>((resolve) => {
    child.on("close", (status) => {
      if (status !== 0) console.error(`build: step "${name}" failed`)
      else console.log(`build: ${name} done in ${seconds(started)}`)
      resolve(status ?? 1)
    })
  })
}

async function timedPhase(label: string, phase: string) {
  const started = performance.now()
  await runPhase(phase)
  console.log(`build: ${label} done in ${seconds(started)}`)
}

if (isStatic && !checkFormTarget({ requireHosted: true })) process.exit(1)
// A build in progress is not a finished build: its record goes first and is written again last, so a
// running server never takes a half-written build (server/main.ts).
rmSync(join(buildOutputDir(), "build-info.json"), { force: true })
const started = performance.now()

await timedPhase("assets", "prepare")
// The pictures are encoded while the site is built (the build needs only their manifest until its end),
// here, on libuv's threads, so React Router's build has this process's core to itself in between.
const encodeStarted = performance.now()
const encoding = encodeImages((await planImages()).pictures).then(
  () => console.log(`build: encode images done in ${seconds(encodeStarted)}`),
  (error) => {
    console.error(error)
    console.error('build: step "encode images" failed')
    process.exit(1)
  },
)
const appStatus = await runProcess("app", ["react-router", "build"])
if (appStatus !== 0) process.exit(appStatus)
await timedPhase("output", "after-app")
await encoding
await timedPhase("finish", "finish")
if (!isStatic && !checkFormTarget({ requireHosted: false })) process.exit(1)

console.log(`build: done in ${seconds(started)}`)
