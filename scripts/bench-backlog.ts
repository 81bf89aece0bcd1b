/**
 * `npm run bench:backlog`: how the site's pages fare while a backlog of lead notifications drains
 * (docs/requirements/RELIABILITY.md R-F3). The built server is loaded with GET / (autocannon, 10 connections)
 * in slices of 2 s: on an empty queue, before and after, and right after it starts on a database holding
 * 10,000 undelivered lead emails, which it sends to an SMTP server on 127.0.0.1 (a process of its own in the
 * idle scheduling class, standing for the mail provider's machine). Reported: the median requests/s of the
 * idle slices and of the slices that ended with the queue still pending, their ratio (the target is at
 * least 0.9), and the time the queue took to drain. BENCH_BACKLOG and BENCH_SECONDS change the size and
 * the length of each idle run.
 */
import { type ChildProcess, spawn } from "node:child_process"
import { mkdtempSync, rmSync } from "node:fs"
import { cpus, loadavg, tmpdir } from "node:os"
import { join } from "node:path"
import autocannon from "autocannon"
import { fillBacklog } from "../tests/helpers/backlog.ts"
import { median } from "./lib/median.ts"
import { freePort, startSite } from "./lib/served-site.ts"

const backlog = Number(process.env.BENCH_BACKLOG ?? 10_000)
const idleSeconds = Number(process.env.BENCH_SECONDS ?? 10)
/** Slices are compared by their medians: a slice the machine's other work happened to slow says little. */
const SLICE_SECONDS = 2

/**
 * An SMTP server that accepts and forgets every message, in a process of its own in the idle scheduling
 * class: it stands for the mail provider's machine, whose work is not the site's to share these cores with.
 */
async function startSmtpSink() {
  const port = await freePort()
  const code = `
    const { SMTPServer } = require("smtp-server")
    new SMTPServer({ authOptional: true, disabledCommands: ["STARTTLS"], logger: false,
      onData(stream, _session, callback) { stream.resume(); stream.on("end", () => callback()) },
    }).listen(${port}, "127.0.0.1", () => console.log("ready"))`
  const child = spawn("chrt", ["--idle", "0", process.execPath, "-e", code], { stdio: ["ignore", "pipe", "inherit"] })
  await new Promise<void>((resolve) => child.stdout.once("data", () => resolve()))
  return { url: `smtp://127.0.0.1:${port}`, child }
}

async function pagesPerSecond(origin: string, seconds: number) {
  const result = await autocannon({ url: `${origin}/`, connections: 10, duration: seconds })
  if (result.errors > 0 || result.non2xx > 0)
    throw new Error(`bench:backlog: ${result.errors} errors, ${result.non2xx} non-2xx`)
  return result.requests.average
}

const pending = async (origin: string) =>
  ((await (await fetch(`${origin}/healthz`)).json()) as { outbox: { pending: number } }).outbox.pending

const sink = await startSmtpSink()
const dataDirs: string[] = []
const children: ChildProcess[] = [sink.child]
try {
  // Idle: the same server, the same SMTP settings, nothing queued; measured before and after the backlog,
  // so that a change in what else the machine does shows as a difference between the two.
  async function idleRun() {
    const idleDir = mkdtempSync(join(tmpdir(), "catalysty-bench-idle-"))
    dataDirs.push(idleDir)
    const idle = await startSite({ DATA_DIR: idleDir, SMTP_URL: sink.url })
    await pagesPerSecond(idle.origin, 2)
    const rates: number[] = []
    for (let slice = 0; slice < idleSeconds / SLICE_SECONDS; slice++)
      rates.push(await pagesPerSecond(idle.origin, SLICE_SECONDS))
    idle.stop()
    await new Promise((resolve) => setTimeout(resolve, 2_000))
    return rates
  }
  const idleBefore = await idleRun()

  const backlogDir = mkdtempSync(join(tmpdir(), "catalysty-bench-backlog-"))
  dataDirs.push(backlogDir)
  await fillBacklog(join(backlogDir, "leads.db"), backlog)
  const started = performance.now()
  const busy = await startSite({ DATA_DIR: backlogDir, SMTP_URL: sink.url })
  const slices: number[] = []
  let left = await pending(busy.origin)
  while (left > 0) {
    const rate = await pagesPerSecond(busy.origin, SLICE_SECONDS)
    left = await pending(busy.origin)
    // Only slices that were draining from start to end describe pages during a backlog.
    if (left > 0) slices.push(rate)
  }
  const drainSeconds = (performance.now() - started) / 1000
  busy.stop()
  await new Promise((resolve) => setTimeout(resolve, 2_000))
  const idleAfter = await idleRun()
  const idleRate = median([...idleBefore, ...idleAfter])
  const during = median(slices)
  console.log(`bench:backlog on ${cpus().length} cores (load average ${loadavg()[0]?.toFixed(1) ?? "–"} at the end)`)
  console.log(
    `  GET / idle:               ${Math.round(idleRate)} requests/s (${Math.round(median(idleBefore))} before, ${Math.round(median(idleAfter))} after; ${idleSeconds} s each)`,
  )
  console.log(
    `  GET / while ${backlog} emails drain: ${Math.round(during)} requests/s (${slices.length} slices of ${SLICE_SECONDS} s)`,
  )
  console.log(`  ratio:                    ${(during / idleRate).toFixed(2)} (R-F3 asks for at least 0.9)`)
  console.log(
    `  ${backlog} emails drained in ${drainSeconds.toFixed(1)} s from the server's start (${Math.round(backlog / drainSeconds)} a second)`,
  )
} finally {
  for (const child of children) child.kill("SIGTERM")
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true })
}
