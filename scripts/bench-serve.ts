/**
 * `npm run bench:serve`: requests/s and latency of our server for a prerendered page and a hashed
 * asset (20 s each on loopback, 10 connections, brotli accepted), beside nginx serving the same files
 * in the same run, as a ratio. Installs Debian's nginx when it is missing and we are root.
 */
import { spawn, spawnSync } from "node:child_process"
import { existsSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import autocannon from "autocannon"
import { freePort, waitForAnswer } from "./lib/served-site.ts"

const seconds = Number(process.env.BENCH_SECONDS ?? 20)
const buildDir = resolve(process.env.BUILD_DIR ?? "build")
const clientDir = join(buildDir, "client")

async function measure(url: string) {
  const result = await autocannon({ url, connections: 10, duration: seconds, headers: { "accept-encoding": "br" } })
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  }
}

function ensureNginx() {
  if (existsSync("/usr/sbin/nginx")) return "/usr/sbin/nginx"
  if (process.getuid?.() !== 0) return undefined
  spawnSync("apt-get", ["install", "-y", "-qq", "nginx"], { stdio: "inherit" })
  return existsSync("/usr/sbin/nginx") ? "/usr/sbin/nginx" : undefined
}

async function main() {
  if (!existsSync(join(buildDir, "build-info.json"))) {
    if (spawnSync("npm", ["run", "build"], { stdio: "inherit" }).status !== 0) process.exit(1)
  }
  const asset = `/assets/${readdirSync(join(clientDir, "assets")).find((name) => /^entry\.client-.*\.js$/.test(name))}`
  const targets = { page: "/pricing", asset }

  const port = await freePort()
  const site = spawn("node", ["scripts/start.mjs"], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", LOG_REQUESTS: "0" },
    stdio: "ignore",
  })
  const results: Record<string, Record<string, Awaited<ReturnType<typeof measure>>>> = { ours: {}, nginx: {} }
  try {
    await waitForAnswer(`http://127.0.0.1:${port}/`)
    for (const [name, path] of Object.entries(targets))
      results.ours![name] = await measure(`http://127.0.0.1:${port}${path}`)
  } finally {
    site.kill("SIGTERM")
  }

  const nginx = ensureNginx()
  if (nginx) {
    const nginxPort = await freePort()
    const dir = mkdtempSync(join(tmpdir(), "bench-nginx-"))
    writeFileSync(
      join(dir, "nginx.conf"),
      `worker_processes 1; pid ${dir}/nginx.pid; error_log ${dir}/error.log; daemon off;
events { worker_connections 1024; }
http { access_log off; include /etc/nginx/mime.types; sendfile on; tcp_nopush on; keepalive_requests 100000;
  client_body_temp_path ${dir}; proxy_temp_path ${dir}; fastcgi_temp_path ${dir}; uwsgi_temp_path ${dir}; scgi_temp_path ${dir};
  server { listen 127.0.0.1:${nginxPort}; root ${clientDir}; location / { try_files $uri $uri/index.html =404; } } }
`,
    )
    const server = spawn(nginx, ["-c", join(dir, "nginx.conf")], { stdio: "ignore" })
    try {
      await waitForAnswer(`http://127.0.0.1:${nginxPort}/`)
      for (const [name, path] of Object.entries(targets)) {
        results.nginx![name] = await measure(`http://127.0.0.1:${nginxPort}${path}`)
      }
    } finally {
      server.kill("SIGTERM")
    }
  }

  console.log(
    `Serving benchmark, ${seconds} s per target, 10 connections, loopback (one Node process; nginx with 1 worker)`,
  )
  console.log("| target | server | req/s | p50 ms | p99 ms | errors | non-2xx |")
  console.log("|---|---|---|---|---|---|---|")
  for (const [name, path] of Object.entries(targets)) {
    for (const server of ["ours", "nginx"]) {
      const row = results[server]?.[name]
      if (row)
        console.log(
          `| ${name} ${path} | ${server} | ${row.requestsPerSecond} | ${row.p50} | ${row.p99} | ${row.errors} | ${row.non2xx} |`,
        )
    }
    const ours = results.ours?.[name]
    const theirs = results.nginx?.[name]
    if (ours && theirs)
      console.log(
        `| ${name} | ratio ours / nginx | ${(ours.requestsPerSecond / theirs.requestsPerSecond).toFixed(2)} | | | | |`,
      )
  }
  if (!nginx) console.log("nginx is not installed (run as root to install it), so there is no comparison.")
}

await main()
