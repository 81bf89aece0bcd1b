// `npm start`: builds the site when there is no build yet, then runs the production server.
import { spawnSync } from "node:child_process"
import { existsSync } from "node:fs"
import { register } from "tsx/esm/api"

const buildDir = process.env.BUILD_DIR ?? "build"
if (!existsSync(`${buildDir}/build-info.json`)) {
  console.log("No build found: building the site first.")
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" })
  if (result.status !== 0) process.exit(result.status ?? 1)
}
register()
await import("../server/main.ts")
