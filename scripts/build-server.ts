/**
 * Build step: bundles the production server (server/main.ts) into build/server/main.js (its threads and
 * the lead CLI into files of their own beside it), and checks that they import nothing but Node's own
 * modules and the production dependencies of package.json, so `build/` runs with `npm install --omit=dev`
 * alone. React Router's server build beside them is used by the build only, not by the server.
 */
import { builtinModules } from "node:module"
import { join } from "node:path"
import { build } from "esbuild"
import { z } from "zod"
import { buildOutputDir } from "../config/environment.server.ts"
import { readJsonFile } from "../server/json-file.ts"
import { generatedContentPlugin } from "./lib/generated-content-plugin.ts"

const serverDir = join(buildOutputDir(), "server")
// The lead store and the delivery work run on threads of their own, each from a file of its own
// (server/threads.ts); the lead CLI is a program of its own beside the server.
const entryPoints = {
  main: "server/main.ts",
  "store-thread": "server/contact/store-thread.ts",
  "delivery-thread": "server/delivery/delivery-thread.ts",
  leads: "server/leads/cli.ts",
  "publish-process": "server/publish/publish-process.ts",
  publish: "server/publish/cli.ts",
}
await build({
  entryPoints,
  plugins: [generatedContentPlugin],
  outdir: serverDir,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
})

const { dependencies } = readJsonFile("package.json", z.object({ dependencies: z.record(z.string(), z.string()) }))
const allowed = new Set([...Object.keys(dependencies), ...builtinModules])
const packageOf = (specifier: string) =>
  specifier
    .split("/")
    .slice(0, specifier.startsWith("@") ? 2 : 1)
    .join("/")
const problems: string[] = []
for (const file of Object.keys(entryPoints).map((name) => `${name}.js`)) {
  // The modules each file imports, as a bundler sees them (comments and strings are not imports).
  const { metafile } = await build({
    entryPoints: [join(serverDir, file)],
    bundle: true,
    platform: "node",
    format: "esm",
    packages: "external",
    metafile: true,
    write: false,
    logLevel: "silent",
  })
  const specifiers = Object.values(metafile.outputs).flatMap((output) =>
    output.imports.filter((item) => item.external).map((item) => item.path),
  )
  for (const specifier of new Set(specifiers)) {
    const name = packageOf(specifier.replace(/^node:/, ""))
    if (!allowed.has(name))
      problems.push(`build/server/${file} imports "${specifier}", which is not a production dependency`)
  }
}
if (problems.length > 0) {
  console.error(`server build check failed:\n${problems.map((line) => `  - ${line}`).join("\n")}`)
  process.exit(1)
}
console.log(`server: bundled into ${join(serverDir, "main.js")}; imports only production dependencies`)
