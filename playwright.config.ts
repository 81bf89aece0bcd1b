import { execFileSync } from "node:child_process"
import { mkdtempSync } from "node:fs"
import { availableParallelism, tmpdir } from "node:os"
import { join } from "node:path"
import { defineConfig, devices } from "@playwright/test"
import { chromiumArgs, chromiumPath } from "./scripts/lib/chromium"

/** A port nobody is using right now, asked of the OS once for the whole run. */
function freePort() {
  if (process.env.E2E_PORT) return Number(process.env.E2E_PORT)
  const script =
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"
  return Number(execFileSync(process.execPath, ["-e", script]).toString().trim())
}

const port = freePort()
process.env.E2E_PORT = String(port)
if (!process.env.E2E_DATA_DIR) {
  process.env.E2E_DATA_DIR = mkdtempSync(join(tmpdir(), "catalysty-e2e-"))
  // The run's own folder goes with it (a folder passed in is the caller's to keep).
  process.env.E2E_DATA_DIR_IS_OWN = "1"
}

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // One worker per core: each keeps a Chromium busy, and a third on two cores made the run slower, not faster.
  workers: availableParallelism(),
  retries: 0,
  // The JSON report gives each file's time to `npm run test:times`.
  reporter: [["list"], ["json", { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? "reports/tests/e2e.json" }]],
  globalTeardown: "./tests/e2e/global-teardown.ts",
  // An axe scan of a long page takes tens of seconds on a busy 2-core machine.
  timeout: 45_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumArgs,
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command: `node ${join(process.env.BUILD_DIR ?? "build", "server", "main.js")}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: process.env.E2E_DATA_DIR,
      BUILD_DIR: process.env.BUILD_DIR ?? "build",
      LOG_REQUESTS: "0",
      // Browser tests submit the quote form many times from one address; R-P5 is tested in server/contact/.
      CONTACT_RATE_LIMIT: "off",
    },
  },
})
