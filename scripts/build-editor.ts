/**
 * Build step: the content editor's own app (editor/), into build/editor/, for a site whose editor saves
 * to GitHub (KEYSTATIC_GITHUB_REPO). Other builds have no editor at all: the production server then
 * answers /keystatic with its 404 (docs/decisions/011-the-editor-is-its-own-app.md).
 */
import { rmSync } from "node:fs"
import { join } from "node:path"
import { buildConfig, buildOutputDir } from "../config/environment.server.ts"

const { editor } = buildConfig()
if (editor.kind === "github") {
  // Vite is loaded only when there is an editor to build: loading it is most of this step's time otherwise.
  const { build } = await import("vite")
  await build({ configFile: "editor/vite.config.ts" })
  console.log(`editor: built into ${join(buildOutputDir(), "editor")}, saving to github.com/${editor.repo}`)
} else {
  rmSync(join(buildOutputDir(), "editor"), { recursive: true, force: true })
  console.log("editor: none in this build (set KEYSTATIC_GITHUB_REPO for the editor on the deployed site)")
}
