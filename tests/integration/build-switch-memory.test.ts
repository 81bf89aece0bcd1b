/**
 * A server that publishes every day switches builds hundreds of times between restarts: 200 switches, each
 * to a build with a changed page, leave its heap within 10 MB of where it was, measured after forced garbage
 * collection inside the server process.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { join, resolve } from "node:path"
import { afterAll, expect, it } from "vitest"
import { z } from "zod"
import { parseJson } from "#server/json-file"
import { buildDir, type SiteProcess, startSite } from "#tests/helpers/site"

/** What the server's heap probe prints (process.memoryUsage()). */
const memoryUsageSchema = z.object({
  rss: z.number(),
  heapTotal: z.number(),
  heapUsed: z.number(),
  external: z.number(),
  arrayBuffers: z.number(),
}) satisfies z.ZodType<NodeJS.MemoryUsage>

const SWITCHES = 200
const MAX_GROWTH_BYTES = 10 * 1024 * 1024

// Loaded into the server before its own module: on SIGUSR2 it collects garbage twice and prints its memory.
const heapProbe = `process.on("SIGUSR2", () => {
  globalThis.gc(); globalThis.gc()
  process.stderr.write("heap " + JSON.stringify(process.memoryUsage()) + "\\n")
})`

const copy = mkdtempSync(resolve("build-switch-memory-"))
let site: SiteProcess | undefined
afterAll(async () => {
  await site?.stop()
  rmSync(copy, { recursive: true, force: true })
})

async function until(check: () => boolean, what: string, timeoutMs = 20_000) {
  const started = Date.now()
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error(`not within ${timeoutMs} ms: ${what}`)
    await new Promise((done) => setTimeout(done, 10))
  }
}

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0

/** The server's memory after it has collected its garbage. */
async function memory(server: SiteProcess) {
  const before = count(server.output(), /^heap /gm)
  server.child.kill("SIGUSR2")
  await until(() => count(server.output(), /^heap /gm) > before, "the heap probe answers")
  const line = server
    .output()
    .match(/^heap .*$/gm)!
    .at(-1)!
  return parseJson(line.slice("heap ".length), memoryUsageSchema, "the heap probe's line")
}

it(`keeps the heap flat over ${SWITCHES} switches`, async () => {
  cpSync(buildDir(), copy, { recursive: true })
  const page = join(copy, "client", "pricing", "index.html")
  const original = readFileSync(page, "utf8")
  // The server sends the page's compressed forms when there are any: without them it sends what is written here.
  for (const compressed of [`${page}.br`, `${page}.gz`]) rmSync(compressed)
  site = await startSite({ BUILD_DIR: copy }, 20_000, [
    "--expose-gc",
    "--import",
    `data:text/javascript,${encodeURIComponent(heapProbe)}`,
  ])
  // A first switch, so that what every switch loads once (the modules it imports) is in both measurements.
  site.child.kill("SIGHUP")
  await until(() => count(site!.output(), /^SIGHUP: serving/gm) === 1, "the first switch")
  const before = await memory(site)
  const started = performance.now()
  for (let taken = 2; taken <= SWITCHES + 1; taken++) {
    writeFileSync(page, original.replace("</h1>", ` (build ${taken})</h1>`))
    site.child.kill("SIGHUP")
    await until(() => count(site!.output(), /^SIGHUP: serving/gm) === taken, `switch ${taken}`)
  }
  const seconds = (performance.now() - started) / 1000
  const after = await memory(site)
  const growth = after.heapUsed - before.heapUsed
  console.log(
    `${SWITCHES} switches in ${seconds.toFixed(1)} s: heap ${(before.heapUsed / 1e6).toFixed(1)} → ${(after.heapUsed / 1e6).toFixed(1)} MB, buffers ${(before.arrayBuffers / 1e6).toFixed(1)} → ${(after.arrayBuffers / 1e6).toFixed(1)} MB`,
  )
  expect(count(site.output(), /build refused/g)).toBe(0)
  expect(growth).toBeLessThan(MAX_GROWTH_BYTES)
  // The files of one build are held, not those of every build taken.
  expect(after.arrayBuffers - before.arrayBuffers).toBeLessThan(MAX_GROWTH_BYTES)
  expect(await (await fetch(`${site.origin}/pricing`)).text()).toContain(`(build ${SWITCHES + 1})</h1>`)
}, 120_000)
