/**
 * Debian's Caddy with the shipped deploy/Caddyfile in front of any number of upstream servers, on loopback
 * ports with its own local certificate authority: the file as shipped, changed only where a test machine
 * must differ (global options for ports and storage, the upstreams).
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process"
import { existsSync, readFileSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { ensureDebianTool } from "./debian"
import { adaptShipped, waitForPort } from "./nginx"
import { freePort } from "./postgres"

export type Caddy = {
  httpPort: number
  httpsPort: number
  ca: Buffer
  /** Caddy's access and error log lines so far. */
  requestLog(): string
  stop(): Promise<void>
}

const stopProcess = async (child: ChildProcess, signal: NodeJS.Signals) => {
  if (child.exitCode !== null) return
  const exited = new Promise((done) => child.once("exit", done))
  child.kill(signal)
  await exited
}

/** Starts Caddy in `folder` (which it may write to) with every upstream in `upstreamPorts`. */
export async function startShippedCaddy(folder: string, upstreamPorts: number[]): Promise<Caddy> {
  const binary = ensureDebianTool("/usr/bin/caddy", "caddy")
  const [httpPort, httpsPort] = [await freePort(), await freePort()]
  // Global options for a test machine, added to the shipped file's own: its own certificate authority
  // instead of Let's Encrypt, no admin endpoint, loopback ports, a storage folder of its own.
  const testOptions = [
    "\tadmin off",
    "\tlocal_certs",
    "\tskip_install_trust",
    "\tdefault_bind 127.0.0.1",
    `\thttp_port ${httpPort}`,
    `\thttps_port ${httpsPort}`,
    `\tstorage file_system ${folder}/data`,
    "",
  ].join("\n")
  const site = adaptShipped("deploy/Caddyfile", [
    [/^\{\n/m, `{\n${testOptions}`],
    [/reverse_proxy 127\.0\.0\.1:3000/g, `reverse_proxy ${upstreamPorts.map((port) => `127.0.0.1:${port}`).join(" ")}`],
  ])
  writeFileSync(join(folder, "Caddyfile"), site)
  const env = { ...process.env, HOME: folder, XDG_DATA_HOME: folder, XDG_CONFIG_HOME: folder }
  execFileSync(binary, ["validate", "--config", "deploy/Caddyfile", "--adapter", "caddyfile"], { stdio: "pipe", env })
  let log = ""
  const child = spawn(binary, ["run", "--config", join(folder, "Caddyfile"), "--adapter", "caddyfile"], {
    stdio: ["ignore", "ignore", "pipe"],
    env,
  })
  child.stderr!.on("data", (chunk: Buffer) => {
    log += chunk.toString()
  })
  await waitForPort(httpsPort, () => `Caddy did not start:\n${log}`)
  const root = join(folder, "data", "pki", "authorities", "local", "root.crt")
  const started = Date.now()
  while (!existsSync(root) || !/certificate obtained successfully.*"catalysty.com"/s.test(log)) {
    if (Date.now() - started > 15_000) throw new Error(`Caddy made no certificate:\n${log}`)
    await new Promise((done) => setTimeout(done, 50))
  }
  return {
    httpPort,
    httpsPort,
    ca: readFileSync(root),
    requestLog: () =>
      log
        .split("\n")
        .filter((line) => /"logger":"http\.log\.(access|error)/.test(line))
        .join("\n"),
    stop: () => stopProcess(child, "SIGTERM"),
  }
}
