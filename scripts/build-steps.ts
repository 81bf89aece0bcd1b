/**
 * The build's steps around React Router's own build, each phase in one process: `before-app` (the
 * content check, then the pictures, the icon sprite, the favicons and the font side by side) and
 * `after-app` (share images, the server bundle and the editor side by side, then the post-build pass,
 * then where the form posts; `--static` leaves that last one to the build's start). Each step is a
 * module that runs as it is imported: one process starts and compiles the shared modules once instead
 * of once a step, which is most of what a step costs when nothing it makes has changed.
 */
export type Step = [name: string, load: () => Promise<unknown>]

const phases: Record<string, Step[][]> = {
  "before-app": [
    // The pictures need the content check's record of how wide each is shown.
    [["content", () => import("./content-check.ts")]],
    [
      ["images", () => import("./build-images.ts")],
      ["icons", () => import("./build-icons.ts")],
      ["favicons", () => import("./build-favicons.ts")],
      ["font", () => import("./build-font.ts")],
    ],
  ],
  "after-app": [
    [
      ["share images", () => import("./build-share-images.ts")],
      ["server", () => import("./build-server.ts")],
      ["editor", () => import("./build-editor.ts")],
    ],
    // It compresses every file of the client build, share images included, and writes the build record last.
    [["post-build", () => import("./post-build.ts")]],
    ...(process.argv.includes("--static") ? [] : [[["form target", () => import("./form-target.ts")] as Step]]),
  ],
}

async function run([name, load]: Step) {
  const started = performance.now()
  try {
    await load()
  } catch (error) {
    console.error(error)
    console.error(`build: step "${name}" failed`)
    process.exit(1)
  }
  console.log(`build: ${name} done in ${((performance.now() - started) / 1000).toFixed(1)} s`)
}

const phase = phases[process.argv[2] ?? ""]
if (!phase) throw new Error(`build-steps: name a phase (${Object.keys(phases).join(", ")})`)
for (const group of phase) await Promise.all(group.map(run))
