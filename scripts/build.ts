/**
 * `npm run build`: the content check, then the pictures' manifest, favicons and font subset →
 * React Router's build and prerender, while the pictures are encoded beside it → share images, server
 * bundle and editor, then the post-build pass → once the encoder is done too, the pictures it finished
 * late go into the build and the build record is written (last), and the build says where the form posts.
 *
 * This process runs the steps around React Router's build itself (scripts/lib/build-phases.ts), and the
 * encoder: starting a process and compiling the shared modules again for each phase was a third of a
 * rebuild. React Router's build runs in a process of its own (in this one it took a third longer), started
 * first.
 * `npm run build:static` (--static) first makes sure the form has a hosted endpoint, as a static host needs.
 */
import { spawn } from "node:child_process"
import { rmSync } from "node:fs"
import { join } from "node:path"
import { buildOutputDir } from "../config/environment.server.ts"
import { BUILD_GATE, BUILD_GATE_OPEN } from "./lib/vite-build-gate.ts"

// A build is for production whatever the shell says. Set once, before any step loads React: the editor's own Vite
// build (GitHub mode) would otherwise set it half-way, and the pages rendered after it would mix React's
// development build, loaded earlier, with react-dom's production one ("dispatcher.getOwner is not a function").
process.env.NODE_ENV = "production"

const started = performance.now()
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`
// A build in progress is not a finished build: its record goes first and is written again last, so a
// running server never takes a half-written build (server/main.ts).
rmSync(join(buildOutputDir(), "build-info.json"), { force: true })

// React Router's build starts first, its own binary (npx would add half a second), and waits before it
// reads a module until the assets below are ready (scripts/lib/vite-build-gate.ts): Vite's start-up and
// this process's own then overlap. The other modules of this one are loaded only after it has started.
const app = spawn(join("node_modules", ".bin", "react-router"), ["build"], {
  stdio: ["pipe", "inherit", "inherit"],
  env: { ...process.env, [BUILD_GATE]: "1" },
})
const appDone = new Promise<number>((resolve) => app.on("close", (status) => resolve(status ?? 1)))
// A build that fails, here or in a step, stops React Router's build too.
process.on("exit", () => {
  if (app.exitCode === null) app.kill()
})

const [
  { encodeImages, planImages, writeManifest },
  { chrome, content, runPhase, runStep, runSteps },
  { checkFormTarget },
] = await Promise.all([import("./build-images.ts"), import("./lib/build-phases.ts"), import("./lib/form-target.ts")])
const isStatic = process.argv.includes("--static")

async function timedPhase(label: string, phase: string) {
  const phaseStarted = performance.now()
  await runPhase(phase)
  console.log(`build: ${label} done in ${seconds(phaseStarted)}`)
}

if (isStatic && !checkFormTarget({ requireHosted: true })) process.exit(1)
const assetsStarted = performance.now()
await runSteps([content])
// The pictures are encoded from here on, beside the rest of the build (it needs only their manifest
// until its end), on libuv's threads: in a clean build the encoder is the longest path.
const plan = await planImages()
const encoding = runStep(["encode images", () => encodeImages(plan.pictures)])
await runSteps([["images", async () => writeManifest(plan)], ...chrome])
console.log(`build: assets done in ${seconds(assetsStarted)}`)
app.stdin.end(BUILD_GATE_OPEN)
// The share images need only the content: drawn (or taken from the cache) while React Router builds. A
// failure is reported by the step that writes them, after the build.
const { renderShareImages } = await import("./build-share-images.ts")
renderShareImages().catch(() => {})
const appStatus = await appDone
if (appStatus !== 0) {
  console.error('build: step "app" failed')
  process.exit(appStatus)
}
console.log(`build: app done in ${seconds(started)}`)
await timedPhase("output", "after-app")
await encoding
await timedPhase("finish", "finish")
if (!isStatic && !checkFormTarget({ requireHosted: false })) process.exit(1)

console.log(`build: done in ${seconds(started)}`)
