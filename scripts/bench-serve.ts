/**
 * `npm run bench:serve`: requests/s and latency of our server for the home page, another prerendered
 * page, an unknown URL (its 404 page) and the largest hashed script (20 s each on loopback, 10
 * connections), beside nginx serving the same files in the same run, as a ratio
 * (docs/requirements/RELIABILITY.md R-P2, R-U3). Both answer with the gzip files made at build time
 * (nginx's gzip_static), so they do the same work. Each target is loaded twice: by autocannon, and by wrk,
 * a C program that is not itself the bottleneck on two cores as autocannon's JavaScript can be.
 * Then the overload of R-P3: 200 connections posting leads for 20 s. The server's memory (RSS) is
 * reported after start, after the page runs and at its peak. Installs Debian's wrk and nginx when they
 * are missing and we are root.
 */
import { spawn, spawnSync } from "node:child_process"
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import autocannon from "autocannon"
import { z } from "zod"
import { requireBuildInfo } from "../server/build-info.ts"
import { readJsonFile } from "../server/json-file.ts"
import { leadBody } from "../tests/helpers/processes.ts"
import { freePort, waitForAnswer } from "./lib/served-site.ts"

const seconds = Number(process.env.BENCH_SECONDS ?? 20)
const buildDir = resolve(process.env.BUILD_DIR ?? "build")
const clientDir = join(buildDir, "client")

type Result = { requestsPerSecond: number; p50: number; p99: number; errors: number; non2xx: number }

/** Milliseconds from a wrk duration such as "335.00us", "2.81ms" or "1.02s". */
function milliseconds(text: string) {
  const [, value, unit] = /^([\d.]+)(us|ms|s)$/.exec(text) ?? []
  if (!value || !unit) throw new Error(`bench:serve: cannot read the duration "${text}"`)
  return Number(value) * { us: 0.001, ms: 1, s: 1000 }[unit as "us" | "ms" | "s"]
}

const generators = ["autocannon", "wrk"] as const
type Generator = (typeof generators)[number]

async function measureWithAutocannon(url: string): Promise<Result> {
  const result = await autocannon({ url, connections: 10, duration: seconds, headers: { "accept-encoding": "gzip" } })
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  }
}

function measureWithWrk(url: string): Result {
  const run = spawnSync("wrk", ["-t1", "-c10", `-d${seconds}s`, "--latency", "-H", "Accept-Encoding: gzip", url], {
    encoding: "utf8",
  })
  if (run.status !== 0) throw new Error(`bench:serve: wrk failed: ${run.stderr}`)
  const out = run.stdout
  const percentile = (name: string) => milliseconds(new RegExp(`^\\s+${name}%\\s+(\\S+)`, "m").exec(out)?.[1] ?? "")
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out)
  return {
    requestsPerSecond: Math.round(Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1])),
    p50: percentile("50"),
    p99: percentile("99"),
    errors: socketErrors ? socketErrors.slice(1).reduce((sum, count) => sum + Number(count), 0) : 0,
    non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0),
  }
}

/** A Debian package's program, installed when missing and we are root. */
function ensureProgram(path: string, debianPackage: string) {
  if (existsSync(path)) return path
  if (process.getuid?.() !== 0) return undefined
  spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit" })
  spawnSync("apt-get", ["install", "-y", "-qq", debianPackage], { stdio: "inherit" })
  return existsSync(path) ? path : undefined
}

/** Resident memory of a process in MiB, now (VmRSS) and at its peak so far (VmHWM), from /proc. */
function memoryOf(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8")
  const mib = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? 0) / 1024
  return { rss: mib("VmRSS"), peak: mib("VmHWM") }
}

/** R-P3: 200 connections posting valid leads for `seconds`; counts answers by status. */
async function overload(origin: string, accessKey: string) {
  let sequence = 0
  const result = await autocannon({
    url: `${origin}/api/contact`,
    connections: 200,
    duration: seconds,
    requests: [
      {
        method: "POST",
        setupRequest: (req) => {
          const { body, contentType } = leadBody(crypto.randomUUID(), `Overload ${sequence++}`, accessKey)
          return { ...req, body: body.toString(), headers: { "content-type": contentType, accept: "application/json" } }
        },
      },
    ],
  })
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p99: result.latency.p99,
    ok: result["2xx"],
    shed: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  }
}

async function main() {
  if (!existsSync(join(buildDir, "build-info.json"))) {
    if (spawnSync("npm", ["run", "build"], { stdio: "inherit" }).status !== 0) process.exit(1)
  }
  if (!ensureProgram("/usr/bin/wrk", "wrk")) {
    console.error("bench:serve needs wrk (as root it installs Debian's wrk package): apt-get install wrk")
    process.exit(1)
  }
  const scripts = readdirSync(join(clientDir, "assets")).filter((name) => name.endsWith(".js"))
  const largest = scripts.reduce((a, b) =>
    statSync(join(clientDir, "assets", a)).size >= statSync(join(clientDir, "assets", b)).size ? a : b,
  )
  const targets = { home: "/", page: "/pricing", unknown: "/no-such-page", asset: `/assets/${largest}` }

  const port = await freePort()
  const dataDir = mkdtempSync(join(tmpdir(), "bench-serve-data-"))
  // Started as `npm start` starts it, with the same Node options.
  const { scripts: npmScripts } = readJsonFile("package.json", z.object({ scripts: z.object({ start: z.string() }) }))
  const nodeOptions = /\bnode ((?:--\S+ )*)build\/server\/main\.js/.exec(npmScripts.start)?.[1]?.trim().split(" ") ?? []
  const site = spawn("node", [...nodeOptions.filter(Boolean), join(buildDir, "server", "main.js")], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_REQUESTS: "0",
      DATA_DIR: dataDir,
      CONTACT_RATE_LIMIT: "off",
    },
    stdio: "ignore",
  })
  const memory: Record<string, { rss: number; peak: number }> = {}
  let overloaded: Awaited<ReturnType<typeof overload>> | undefined
  // results[server][generator][target]
  const results: Record<"ours" | "nginx", Partial<Record<Generator, Record<string, Result>>>> = { ours: {}, nginx: {} }
  const measureAll = async (server: "ours" | "nginx", origin: string) => {
    for (const generator of generators) {
      const rows: Record<string, Result> = {}
      for (const [name, path] of Object.entries(targets))
        rows[name] =
          generator === "wrk" ? measureWithWrk(`${origin}${path}`) : await measureWithAutocannon(`${origin}${path}`)
      results[server][generator] = rows
    }
  }
  try {
    const sitePid = site.pid
    if (sitePid === undefined) throw new Error("bench:serve: node did not start the site's server")
    await waitForAnswer(`http://127.0.0.1:${port}/`)
    memory["after start"] = memoryOf(sitePid)
    await measureAll("ours", `http://127.0.0.1:${port}`)
    memory["after the page runs"] = memoryOf(sitePid)
    const { config } = requireBuildInfo(buildDir)
    overloaded = await overload(`http://127.0.0.1:${port}`, config.form.accessKey)
    memory["after 200 connections of leads"] = memoryOf(sitePid)
  } finally {
    site.kill("SIGTERM")
    rmSync(dataDir, { recursive: true, force: true })
  }

  const nginx = ensureProgram("/usr/sbin/nginx", "nginx")
  if (nginx) {
    const nginxPort = await freePort()
    const dir = mkdtempSync(join(tmpdir(), "bench-nginx-"))
    writeFileSync(
      join(dir, "nginx.conf"),
      `worker_processes 1; pid ${dir}/nginx.pid; error_log ${dir}/error.log; daemon off;
events { worker_connections 1024; }
http { access_log off; include /etc/nginx/mime.types; sendfile on; tcp_nopush on; keepalive_requests 100000; gzip_static on;
  client_body_temp_path ${dir}; proxy_temp_path ${dir}; fastcgi_temp_path ${dir}; uwsgi_temp_path ${dir}; scgi_temp_path ${dir};
  server { listen 127.0.0.1:${nginxPort}; root ${clientDir}; location / { try_files $uri $uri/index.html =404; } } }
`,
    )
    const server = spawn(nginx, ["-c", join(dir, "nginx.conf")], { stdio: "ignore" })
    try {
      await waitForAnswer(`http://127.0.0.1:${nginxPort}/`)
      await measureAll("nginx", `http://127.0.0.1:${nginxPort}`)
    } finally {
      server.kill("SIGTERM")
    }
  }

  console.log(
    `Serving benchmark, ${new Date().toISOString()}: ${seconds} s per target, 10 connections, gzip accepted, loopback (one Node process; nginx with 1 worker)`,
  )
  console.log("| target | generator | server | req/s | p50 ms | p99 ms | errors | non-2xx |")
  console.log("|---|---|---|---|---|---|---|---|")
  for (const [name, path] of Object.entries(targets)) {
    for (const generator of generators) {
      for (const server of ["ours", "nginx"] as const) {
        const row = results[server][generator]?.[name]
        if (row)
          console.log(
            `| ${name} ${path} | ${generator} | ${server} | ${row.requestsPerSecond} | ${row.p50.toFixed(2)} | ${row.p99.toFixed(2)} | ${row.errors} | ${row.non2xx} |`,
          )
      }
      const ours = results.ours?.[generator]?.[name]
      const theirs = results.nginx?.[generator]?.[name]
      if (ours && theirs)
        console.log(
          `| ${name} | ${generator} | ratio ours / nginx | ${(ours.requestsPerSecond / theirs.requestsPerSecond).toFixed(2)} | | | | |`,
        )
    }
  }
  if (!nginx) console.log("nginx is not installed (run as root to install it), so there is no comparison.")

  for (const generator of generators) {
    const ours = results.ours?.[generator]
    if (ours?.unknown && ours.page) {
      console.log(
        `R-U3 (${generator}): an unknown URL is served at ${(ours.unknown.requestsPerSecond / ours.page.requestsPerSecond).toFixed(2)}× the rate of a prerendered page (target ≥ 0.5×; its non-2xx are its 404s).`,
      )
    }
  }
  if (overloaded) {
    console.log(
      `R-P3 overload (200 connections, ${seconds} s of lead posts): ${overloaded.requestsPerSecond} req/s, ${overloaded.ok} stored, ${overloaded.shed} shed with 503, ${overloaded.errors} errors, ${overloaded.timeouts} timeouts, p99 ${overloaded.p99} ms`,
    )
  }
  console.log("| server memory | RSS MiB | peak RSS MiB |")
  console.log("|---|---|---|")
  for (const [moment, { rss, peak }] of Object.entries(memory)) {
    console.log(`| ${moment} | ${rss.toFixed(0)} | ${peak.toFixed(0)} |`)
  }
}

await main()
