/**
 * The editor's build, made only for GitHub mode (KEYSTATIC_GITHUB_REPO): build/editor/, served at /keystatic
 * by the production server when the editor's GitHub app is configured (server/editor.ts).
 */
import { join, resolve } from "node:path"
import { defineConfig } from "vite"
import { buildConfig, buildOutputDir } from "../config/environment.server.ts"

export default defineConfig({
  root: resolve(import.meta.dirname),
  base: "/keystatic/",
  define: { __EDITOR_STORAGE__: JSON.stringify(buildConfig().editor) },
  build: {
    outDir: resolve(join(buildOutputDir(), "editor")),
    emptyOutDir: true,
    assetsDir: "assets",
    chunkSizeWarningLimit: 4096,
  },
  // Keystatic's modules carry "use client" directives meant for other frameworks: not worth a warning each.
  logLevel: "error",
})
