/**
 * `npm run bench:yield`: what background work costs the pages, by how it is started (decision record 014). Two
 * busy processes, one per core, run beside the built site while GET /pricing is measured (autocannon, 10
 * connections, slices of 2 s, median of 8), as a ratio to the same server alone, for each way the publish
 * service could start its commands:
 *
 * - in the idle scheduling class, in the server's session;
 * - in the idle class, in a session of their own (a process group of their own: how the service runs them);
 * - the same, with that session's autogroup at nice 19 (what the service does);
 * - at normal priority, for scale.
 *
 * Each kind of work twice: a loop that stays in the core's caches, and one that walks 64 MB of memory.
 * Writes reports/bench-yield.md.
 */
import { type ChildProcess, spawn } from "node:child_process"
import { mkdirSync, writeFileSync } from "node:fs"
import { cpus, loadavg } from "node:os"
import { join } from "node:path"
import autocannon from "autocannon"
import { yieldSessionToPages } from "../server/publish/commands.ts"
import { startSite } from "../tests/helpers/site.ts"
import { median } from "./lib/median.ts"

const SLICE_SECONDS = 2
const SLICES = 8

const work = {
  "a loop in the caches": "for(;;){}",
  "a walk over 64 MB":
    "const a=new Float64Array(8*1024*1024);for(;;)for(let i=0;i<a.length;i+=8)a[(i*2654435761)%a.length]++",
}

type Start = { label: string; start: (code: string) => ChildProcess }
const idle = (code: string, ownSession: boolean) =>
  spawn("chrt", ["--idle", "0", process.execPath, "-e", code], { stdio: "ignore", detached: ownSession })
const starts: Start[] = [
  { label: "idle class, the server's session", start: (code) => idle(code, false) },
  { label: "idle class, a session of its own", start: (code) => idle(code, true) },
  {
    label: "idle class, a session of its own at autogroup nice 19",
    start: (code) => {
      const child = idle(code, true)
      // A process that did not start has no session to yield, and the measurement says it failed.
      if (child.pid !== undefined) yieldSessionToPages(child.pid)
      return child
    },
  },
  { label: "normal priority", start: (code) => spawn(process.execPath, ["-e", code], { stdio: "ignore" }) },
]

const site = await startSite({}, 60_000)
const slice = async () =>
  (await autocannon({ url: `${site.origin}/pricing`, connections: 10, duration: SLICE_SECONDS })).requests.average
async function rate() {
  const slices: number[] = []
  for (let index = 0; index < SLICES; index++) slices.push(await slice())
  return median(slices)
}
const pause = (ms: number) => new Promise((done) => setTimeout(done, ms))

try {
  await slice()
  const alone = await rate()
  const lines = [
    "# bench:yield",
    "",
    `Machine: ${cpus().length} cores; ${new Date().toISOString()}. GET /pricing alone: ${alone.toFixed(0)} requests/s.`,
    "",
    "| Work beside the site | Started | Requests/s | Ratio to alone |",
    "|---|---|---|---|",
  ]
  for (const [name, code] of Object.entries(work)) {
    for (const { label, start } of starts) {
      const busy = cpus().map(() => start(code))
      await pause(500)
      const during = await rate()
      for (const child of busy) child.kill("SIGKILL")
      await pause(500)
      lines.push(`| ${name} | ${label} | ${during.toFixed(0)} | ${(during / alone).toFixed(2)} |`)
      console.log(lines.at(-1))
    }
  }
  lines.push("", `Load average at the end: ${loadavg()[0]?.toFixed(2) ?? "–"}`, "")
  mkdirSync("reports", { recursive: true })
  writeFileSync(join("reports", "bench-yield.md"), lines.join("\n"))
  console.log(lines.join("\n"))
} finally {
  await site.stop()
}
