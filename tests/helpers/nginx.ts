/**
 * Debian's nginx with the shipped deploy/nginx/catalysty.conf in front of any number of upstream servers,
 * on loopback ports with a throw-away certificate: the file as shipped, changed only where a test machine
 * must differ (ports, paths, the certificate) and where the test says so.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process"
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from "node:fs"
import { Socket } from "node:net"
import { join } from "node:path"
import { ensureDebianTool, selfSignedCertificate } from "./debian"
import { freePort } from "./postgres"

export const SITE_HOST = "catalysty.com"
const SHIPPED = "deploy/nginx/catalysty.conf"

/** A shipped file with `replacements` applied; each must still match, or the file changed under the test. */
export function adaptShipped(file: string, replacements: [RegExp, string][]) {
  let text = readFileSync(file, "utf8")
  for (const [pattern, replacement] of replacements) {
    if (!pattern.test(text)) throw new Error(`${file} no longer has ${pattern}; update this test`)
    text = text.replace(pattern, replacement)
  }
  return text
}

/** Resolves once something listens on the loopback `port`; throws `describeFailure()` after 15 s. */
export async function waitForPort(port: number, describeFailure: () => string) {
  const started = Date.now()
  for (;;) {
    const isUp = await new Promise<boolean>((done) => {
      const socket = new Socket()
      socket.once("connect", () => {
        socket.destroy()
        done(true)
      })
      socket.once("error", () => done(false))
      socket.connect(port, "127.0.0.1")
    })
    if (isUp) return
    if (Date.now() - started > 15_000) throw new Error(describeFailure())
    await new Promise((done) => setTimeout(done, 50))
  }
}

export type Nginx = {
  httpPort: number
  httpsPort: number
  ca: Buffer
  /** The access log the shipped file writes, as far as it has been written. */
  requestLog(): string
  stop(): Promise<void>
}

/** Starts nginx in `folder` (which it may write to) with every upstream in `upstreamPorts`. */
export async function startShippedNginx(
  folder: string,
  upstreamPorts: number[],
  replacements: [RegExp, string][] = [],
): Promise<Nginx> {
  const binary = ensureDebianTool("/usr/sbin/nginx", "nginx")
  const [httpPort, httpsPort] = [await freePort(), await freePort()]
  const certificate = selfSignedCertificate(folder, [SITE_HOST, `www.${SITE_HOST}`])
  // nginx's workers run as an unprivileged user: they must reach the folders they write to.
  chmodSync(folder, 0o755)
  for (const dir of ["body", "proxy", "acme"]) {
    mkdirSync(join(folder, dir))
    chmodSync(join(folder, dir), 0o777)
  }
  const site = adaptShipped(SHIPPED, [
    [/server 127\.0\.0\.1:3000( [^;]*)?;/, upstreamPorts.map((port) => `server 127.0.0.1:${port}$1;`).join("\n    ")],
    [/listen 80;/g, `listen 127.0.0.1:${httpPort};`],
    [/listen 443 ssl http2;/g, `listen 127.0.0.1:${httpsPort} ssl http2;`],
    [/\s*listen \[::\]:(80|443)[^;]*;/g, ""],
    [/\/etc\/letsencrypt\/live\/catalysty\.com\/fullchain\.pem/g, certificate.cert],
    [/\/etc\/letsencrypt\/live\/catalysty\.com\/privkey\.pem/g, certificate.key],
    [/\/var\/www\/letsencrypt/g, join(folder, "acme")],
    [/\/var\/log\/nginx\/catalysty-access\.log/g, join(folder, "catalysty-access.log")],
    ...replacements,
  ])
  writeFileSync(join(folder, "catalysty.conf"), site)
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(
    (kind) => `  ${kind}_temp_path ${folder}/${kind === "proxy" ? "proxy" : "body"};`,
  )
  writeFileSync(
    join(folder, "nginx.conf"),
    [
      "worker_processes 1;",
      "daemon off;",
      `pid ${folder}/nginx.pid;`,
      `error_log ${folder}/error.log warn;`,
      "events { worker_connections 512; }",
      "http {",
      "  include /etc/nginx/mime.types;",
      "  access_log off;",
      ...temp,
      `  include ${folder}/catalysty.conf;`,
      "}",
      "",
    ].join("\n"),
  )
  const args = ["-p", folder, "-c", join(folder, "nginx.conf")]
  execFileSync(binary, ["-t", ...args], { stdio: "pipe" })
  const child: ChildProcess = spawn(binary, args, { stdio: "ignore" })
  await waitForPort(httpsPort, () => `nginx did not start:\n${readFileSync(join(folder, "error.log"), "utf8")}`)
  return {
    httpPort,
    httpsPort,
    ca: readFileSync(certificate.cert),
    requestLog: () => readFileSync(join(folder, "catalysty-access.log"), "utf8"),
    async stop() {
      if (child.exitCode !== null) return
      const exited = new Promise((done) => child.once("exit", done))
      child.kill("SIGQUIT")
      await exited
    },
  }
}
