// `npm run build`: content check → images → icon sprite → favicons → font subset → React Router build and prerender →
// share images → server bundle → post-build steps (the build record is written last) → where the form posts.
// `npm run build:static` (--static) first makes sure the form has a hosted endpoint, as a static host needs.
import { spawnSync } from "node:child_process"

const isStatic = process.argv.includes("--static")
const steps = [
  ...(isStatic ? [["static check", ["tsx", "scripts/form-target.ts", "--require-hosted"]]] : []),
  ["content", ["tsx", "scripts/content-check.ts"]],
  ["images", ["tsx", "scripts/build-images.ts"]],
  ["icons", ["tsx", "scripts/build-icons.ts"]],
  ["favicons", ["tsx", "scripts/build-favicons.ts"]],
  ["font", ["tsx", "scripts/build-font.ts"]],
  ["app", ["react-router", "build"]],
  ["share images", ["tsx", "scripts/build-share-images.ts"]],
  ["server", ["tsx", "scripts/build-server.ts"]],
  ["editor", ["tsx", "scripts/build-editor.ts"]],
  ["post-build", ["tsx", "scripts/post-build.ts"]],
  ...(isStatic ? [] : [["form target", ["tsx", "scripts/form-target.ts"]]]),
]
for (const [name, [command, ...args]] of steps) {
  const started = Date.now()
  const result = spawnSync("npx", ["--no-install", command, ...args], { stdio: "inherit" })
  if (result.status !== 0) {
    console.error(`build: step "${name}" failed`)
    process.exit(result.status ?? 1)
  }
  console.log(`build: ${name} done in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}
