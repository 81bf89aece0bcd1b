/**
 * Lets esbuild bundle app/content/content.server.ts, which reads the checked content the way Vite does,
 * with an eager raw `import.meta.glob` of app/generated/content.json: the glob becomes the file's text,
 * so the server bundle carries the same content as the pages and reads no file for it.
 */
import { existsSync, readFileSync } from "node:fs"
import { dirname, resolve } from "node:path"
import type { Plugin } from "esbuild"

const rawGlob = /import\.meta\.glob<string>\(\s*"([^"]+\.json)",\s*\{[^}]*query:\s*"\?raw"[^}]*\}\s*\)/g

export const generatedContentPlugin: Plugin = {
  name: "catalysty:generated-content",
  setup(build) {
    build.onLoad({ filter: /[\\/]app[\\/]content[\\/]content\.server\.ts$/ }, (args) => {
      const source = readFileSync(args.path, "utf8")
      let found = false
      const contents = source.replace(rawGlob, (_match, relative: string) => {
        found = true
        const file = resolve(dirname(args.path), relative)
        // Like Vite's glob: no file, no entry (content.server.ts then says to run the build).
        return existsSync(file)
          ? `{ ${JSON.stringify(relative)}: ${JSON.stringify(readFileSync(file, "utf8"))} }`
          : "{}"
      })
      if (!found) throw new Error(`${args.path}: no import.meta.glob of generated content found to bundle`)
      return { contents, loader: "ts" }
    })
  },
}
