/**
 * The build's steps around React Router's own build, in phases; a phase's groups run one after another and
 * the steps of a group side by side. `npm run build` (scripts/build.ts) runs them in its own process,
 * which starts and compiles the shared modules once, and encodes the pictures beside React Router's
 * build; `npm run dev` runs its phase through scripts/build-steps.ts.
 *
 * - `prepare`: the content check, then the pictures' manifest, the favicons and the
 *   font side by side.
 * - `encode`: the pictures' missing AVIF and WebP files, into public/img.
 * - `after-app`: share images, the server bundle and the editor side by side, then the post-build pass.
 * - `finish`, once both are done: pictures encoded after Vite copied public/ go into the build, and the
 *   build record is written (last: a server takes a build without it as unfinished).
 * - `dev`: what `npm run dev` needs before Vite starts: `prepare`, then `encode`.
 */
import { copyFileSync, existsSync, mkdirSync } from "node:fs"
import { dirname, join } from "node:path"
import { buildConfig, buildOutputDir } from "../../config/environment.server.ts"
import { writeBuildInfo } from "../../server/build-info.ts"
import { encodeImages, listedFiles, planImages, writeManifest } from "../build-images.ts"
import { readImageManifest } from "./image-manifest-file.ts"

export type Step = [name: string, run: () => Promise<unknown>]

export const content: Step = ["content", () => import("../content-check.ts")]
export const chrome: Step[] = [
  ["favicons", () => import("../build-favicons.ts")],
  ["font", () => import("../build-font.ts")],
]

/** Copies into the build the pictures Vite did not find in public/ when it copied the folder. */
async function picturesIntoBuild() {
  const manifest = readImageManifest()
  let copied = 0
  for (const path of listedFiles(manifest)) {
    const target = join(buildOutputDir(), "client", path)
    if (existsSync(target)) continue
    mkdirSync(dirname(target), { recursive: true })
    copyFileSync(join("public", path), target)
    copied++
  }
  console.log(`images: ${copied} encoded during the build copied into it`)
}

const namedPhases = {
  // The pictures need the content check's record of how wide each is shown.
  prepare: [[content], [["images", async () => writeManifest(await planImages())], ...chrome]],
  encode: [[["encode images", async () => encodeImages((await planImages()).pictures)]]],
  "after-app": [
    [
      ["share images", async () => (await import("../build-share-images.ts")).writeShareImages()],
      ["server", () => import("../build-server.ts")],
      ["editor", () => import("../build-editor.ts")],
    ],
    // It compresses every file of the client build, share images included.
    [["post-build", () => import("../post-build.ts")]],
  ],
  finish: [
    [["images into the build", picturesIntoBuild]],
    [
      [
        "build record",
        async () => writeBuildInfo(buildOutputDir(), { builtAt: new Date().toISOString(), config: buildConfig() }),
      ],
    ],
  ],
} satisfies Record<string, Step[][]>
const phases: Record<string, Step[][]> = {
  ...namedPhases,
  // `npm run dev` needs the pictures themselves before Vite starts.
  dev: [...namedPhases.prepare, ...namedPhases.encode],
}

/** Runs one step, saying how long it took; a step that fails ends the process. */
export async function runStep([name, step]: Step) {
  const started = performance.now()
  try {
    await step()
  } catch (error) {
    console.error(error)
    console.error(`build: step "${name}" failed`)
    process.exit(1)
  }
  console.log(`build: ${name} done in ${((performance.now() - started) / 1000).toFixed(1)} s`)
}

/** Runs steps side by side; a step that fails ends the process. */
export const runSteps = (steps: Step[]) => Promise.all(steps.map(runStep))

/** Runs a phase's groups in order. */
export async function runPhase(name: string) {
  const phase = phases[name]
  if (!phase) throw new Error(`build: no phase "${name}" (${Object.keys(phases).join(", ")})`)
  for (const group of phase) await runSteps(group)
}
