// `npm start`: builds the site when there is no build yet, then runs the production server.
import { spawnSync } from "node:child_process"
import { existsSync } from "node:fs"
import { resolve } from "node:path"
import { fileURLToPath } from "node:url"
import { register } from "tsx/esm/api"

// Paths given in the environment are the caller's; the server then runs from the project folder,
// where it finds the content it renders unknown URLs from, whichever folder it was started in.
for (const name of ["BUILD_DIR", "DATA_DIR", "LEADS_DB"]) {
  if (process.env[name]) process.env[name] = resolve(process.env[name])
}
process.chdir(fileURLToPath(new URL("..", import.meta.url)))

const buildDir = process.env.BUILD_DIR ?? "build"
if (!existsSync(`${buildDir}/build-info.json`)) {
  console.log("No build found: building the site first.")
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" })
  if (result.status !== 0) process.exit(result.status ?? 1)
}
register()
await import("../server/main.ts")
