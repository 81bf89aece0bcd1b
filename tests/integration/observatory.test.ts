/**
 * R-H1 / R-H6: the MDN HTTP Observatory scanner, run offline against our own server on
 * https://localhost with a throw-away certificate authority. The scanner only speaks to ports 80
 * and 443, so this test needs to bind them (root, or `sysctl net.ipv4.ip_unprivileged_port_start=80`).
 */
import { execFileSync, spawn } from "node:child_process"
import { once } from "node:events"
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { createServer as createHttpServer, type Server } from "node:http"
import { createRequire } from "node:module"
import { type AddressInfo, connect } from "node:net"
import { tmpdir } from "node:os"
import { dirname, join } from "node:path"
import { createServer as createTlsServer } from "node:tls"
import { afterAll, beforeAll, describe, expect, test } from "vitest"
import { createSiteServer } from "#server/site-server"

const buildDir = join(process.cwd(), process.env.BUILD_DIR ?? "build")
const require = createRequire(import.meta.url)
const scannerDir = dirname(dirname(require.resolve("@mdn/mdn-http-observatory/src/scan.js")))
const certDir = mkdtempSync(join(tmpdir(), "catalysty-observatory-"))
const openssl = (...args: string[]) => execFileSync("openssl", args, { cwd: certDir, stdio: "pipe" })

type ScanResult = {
  scan: { grade: string; score: number; testsPassed: number; testsQuantity: number }
  tests: Record<string, { pass: boolean; result: string }>
}

beforeAll(() => {
  openssl(
    "req",
    "-x509",
    "-newkey",
    "rsa:2048",
    "-nodes",
    "-keyout",
    "ca.key",
    "-out",
    "ca.pem",
    "-days",
    "1",
    "-subj",
    "/CN=Catalysty test CA",
  )
  openssl(
    "req",
    "-newkey",
    "rsa:2048",
    "-nodes",
    "-keyout",
    "localhost.key",
    "-out",
    "localhost.csr",
    "-subj",
    "/CN=localhost",
  )
  writeFileSync(join(certDir, "san.ext"), "subjectAltName=DNS:localhost,IP:127.0.0.1\n")
  openssl(
    "x509",
    "-req",
    "-in",
    "localhost.csr",
    "-CA",
    "ca.pem",
    "-CAkey",
    "ca.key",
    "-CAcreateserial",
    "-days",
    "1",
    "-extfile",
    "san.ext",
    "-out",
    "localhost.pem",
  )
  // The package's install script downloads the HSTS preload list; offline, an empty list does.
  const preloadList = join(scannerDir, "conf", "hsts-preload.json")
  if (!existsSync(preloadList)) writeFileSync(preloadList, "{}\n")
})
afterAll(() => rmSync(certDir, { recursive: true, force: true }))

/**
 * Our server on a loopback port, a TLS pass-through on 443 in front of it (as a TLS-terminating
 * proxy would be in production, so the headers graded are the server's own) and on 80 the
 * redirect to https that the front end gives.
 */
async function serveOnStandardPorts(formOrigin?: string) {
  const site = await createSiteServer({ build: buildDir, headerOptions: { formOrigin }, log: false })
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve))
  const sitePort = (site.address() as AddressInfo).port
  const tls = createTlsServer(
    { key: readFileSync(join(certDir, "localhost.key")), cert: readFileSync(join(certDir, "localhost.pem")) },
    (socket) => {
      const upstream = connect(sitePort, "127.0.0.1")
      socket.pipe(upstream).pipe(socket)
      socket.on("error", () => upstream.destroy())
      upstream.on("error", () => socket.destroy())
    },
  )
  const redirect = createHttpServer((req, res) => {
    res.writeHead(301, { Location: `https://localhost${req.url ?? "/"}` }).end()
  })
  const listen = (server: Server | ReturnType<typeof createTlsServer>, port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once("error", (error: NodeJS.ErrnoException) =>
        reject(
          error.code === "EACCES"
            ? new Error(
                "The Observatory scan needs ports 80 and 443: run the tests as root or allow them with `sysctl net.ipv4.ip_unprivileged_port_start=80`.",
              )
            : error,
        ),
      )
      server.listen(port, "127.0.0.1", resolve)
    })
  await listen(tls, 443)
  await listen(redirect, 80)
  return () => Promise.all([site, tls, redirect].map((server) => new Promise((resolve) => server.close(resolve))))
}

/** Runs the scanner as a child process; asynchronously, since the servers it scans live in this one. */
async function scanLocalhost(): Promise<ScanResult> {
  // scan.js directly: the package's wrapper replaces NODE_EXTRA_CA_CERTS with its own bundle.
  const scan = spawn(process.execPath, [join(scannerDir, "src", "scan.js"), "localhost"], {
    env: { ...process.env, NODE_EXTRA_CA_CERTS: join(certDir, "ca.pem") },
    timeout: 60_000,
  })
  let output = ""
  scan.stdout.on("data", (chunk) => {
    output += chunk
  })
  await once(scan, "close")
  const result = JSON.parse(output) as ScanResult & { error?: string }
  if (result.error) throw new Error(`Observatory scan failed: ${result.error}`)
  return result
}

describe.sequential("Observatory grade (R-H1, R-H6)", () => {
  for (const [mode, formOrigin] of [
    ["own endpoint", undefined],
    ["hosted form endpoint", "https://api.web3forms.com"],
  ] as const) {
    test(`${mode}: A+, score at least 120, every test passing`, { timeout: 90_000 }, async () => {
      const stop = await serveOnStandardPorts(formOrigin)
      try {
        const { scan, tests } = await scanLocalhost()
        console.log(
          `Observatory, ${mode}: grade ${scan.grade}, score ${scan.score}, ${scan.testsPassed}/${scan.testsQuantity} tests passed`,
        )
        const failing = Object.entries(tests)
          .filter(([, item]) => !item.pass)
          .map(([name, item]) => `${name}: ${item.result}`)
        expect(failing).toEqual([])
        expect(scan.grade).toBe("A+")
        expect(scan.score).toBeGreaterThanOrEqual(120)
        expect(scan.testsPassed).toBe(scan.testsQuantity)
      } finally {
        await stop()
      }
    })
  }
})
