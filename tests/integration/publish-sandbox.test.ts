/**
 * The publish service's sandbox, measured from inside (R-B1, R-B2; docs/decisions/019): a command run as the
 * service runs npm and the build tries to read the lead database, the publish record, the control socket,
 * the server's environment through /proc, and the rest of the machine, to write outside its folders and to
 * reach the network. It prints what it could and could not reach. It runs as this process's user and, as
 * root, as an unprivileged one too (as the unit runs the site): the sandbox must hold for both.
 */
import { spawnSync } from "node:child_process"
import { chmodSync, chownSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs"
import { createServer as createHttpServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { createServer as createSocketServer } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { runCommand } from "#server/publish/commands"
import { sandboxArgs, sandboxPath } from "#server/publish/sandbox"
import { ensureDebianTool } from "#tests/helpers/debian"

const SECRET = "server-secret-that-no-build-may-see-0123456789"
const dir = mkdtempSync(join(tmpdir(), "catalysty-sandbox-"))
const dataDir = join(dir, "data")
const publishDir = join(dataDir, "publish")
const checkout = join(publishDir, "checkout")
const home = join(publishDir, "home")
let server: Server
let port: number

/**
 * What the probe tries, one line each: `name: yes|no`. A shell script, as a pushed npm script would be. What
 * it writes is named for the run (`run`), since every sandbox's shell has the same process number. Whether
 * it wrote DATA_DIR is checked outside: inside, the folders above a checkout exist, empty, only as the
 * sandbox's own, and a file put there is gone with it.
 */
const probe = (run: string) => `
try() { if eval "$2" >/dev/null 2>&1; then echo "$1: yes"; else echo "$1: no"; fi; }
try "read DATA_DIR/leads.db" "head -c 16 '${dataDir}/leads.db'"
try "see DATA_DIR's files" "ls '${dataDir}' | grep -q leads"
try "read PUBLISH_DIR/state.json" "cat '${publishDir}/state.json'"
try "open the control socket" "test -S '${publishDir}/control.sock'"
try "read the server's environment" "cat /proc/${process.pid}/environ"
try "see another process of the machine" "test -d /proc/${process.pid}"
try "read /etc/shadow" "cat /etc/shadow"
try "read /root or /home" "ls /root || ls /home"
try "read /srv or /var" "ls /srv || ls /var/lib"
try "write DATA_DIR" "touch '${dataDir}/written-by-a-build-${run}'"
try "write /usr" "touch /usr/written-by-a-build-${run}"
try "write the checkout" "touch '${checkout}/written-by-a-build-${run}'"
try "write its home" "touch '${home}/written-by-a-build-${run}'"
try "reach 127.0.0.1:${port}" "node -e \\"fetch('http://127.0.0.1:${port}/').then(r => process.exit(r.ok ? 0 : 1), () => process.exit(1))\\""
echo "environment: $(env | cut -d= -f1 | sort | tr '\\n' ' ')"
echo "processes: $(ls /proc | grep -c '^[0-9]')"
`

function readProbe(output: string) {
  const lines = output.split("\n")
  const answers = Object.fromEntries(
    lines
      .filter((line) => /: (yes|no)$/.test(line))
      .map((line) => [line.replace(/: (yes|no)$/, ""), line.endsWith("yes")]),
  )
  const environment =
    lines
      .find((line) => line.startsWith("environment: "))
      ?.slice(13)
      .trim()
      .split(" ") ?? []
  const processes = Number(lines.find((line) => line.startsWith("processes: "))?.slice(11))
  return { answers, environment, processes }
}

const env = { PATH: sandboxPath(), HOME: home, NODE_ENV: "production", SITE_URL: "https://catalysty.com" }

beforeAll(async () => {
  ensureDebianTool("/usr/bin/bwrap", "bubblewrap")
  for (const folder of [checkout, home]) mkdirSync(folder, { recursive: true })
  writeFileSync(join(dataDir, "leads.db"), "SQLite format 3\u0000")
  writeFileSync(join(publishDir, "state.json"), "{}")
  const socket = createSocketServer().listen(join(publishDir, "control.sock"))
  await new Promise((done) => socket.once("listening", done))
  server = createHttpServer((_req, res) => res.end("ok"))
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done))
  port = (server.address() as AddressInfo).port
  process.env.PUBLISH_WEBHOOK_SECRET_OF_THE_TEST = SECRET
})
afterAll(() => {
  delete process.env.PUBLISH_WEBHOOK_SECRET_OF_THE_TEST
  server?.close()
  rmSync(dir, { recursive: true, force: true })
})

describe("R-B1 R-B2 a command of a publish, as npm and the build run", () => {
  it("reaches its checkout and home, and nothing of the server's: its data, record, socket, environment, processes", async () => {
    const result = await runCommand("sh", ["-c", probe("as-this-user")], {
      cwd: checkout,
      env,
      timeoutMs: 60_000,
      sandbox: { writable: [checkout, home], network: false },
    })
    const { answers: inside, environment, processes } = readProbe(result.output)
    const answers = { ...inside, "write DATA_DIR": readdirSync(dataDir).length > 2 }
    console.log(
      `the sandbox as ${process.getuid?.() === 0 ? "root" : "this user"}:\n${result.output.replace(/^write DATA_DIR: .*$/m, `write DATA_DIR (checked outside): ${answers["write DATA_DIR"] ? "yes" : "no"}`)}`,
    )
    expect(answers).toEqual({
      "read DATA_DIR/leads.db": false,
      "see DATA_DIR's files": false,
      "read PUBLISH_DIR/state.json": false,
      "open the control socket": false,
      "read the server's environment": false,
      "see another process of the machine": false,
      "read /etc/shadow": false,
      "read /root or /home": false,
      "read /srv or /var": false,
      "write DATA_DIR": false,
      "write /usr": false,
      "write the checkout": true,
      "write its home": true,
      [`reach 127.0.0.1:${port}`]: false,
    })
    expect(environment.filter((name) => !["PWD", "SHLVL", "_"].includes(name))).toEqual(
      ["HOME", "NODE_ENV", "PATH", "SITE_URL"].sort(),
    )
    expect(result.output).not.toContain(SECRET)
    // Its own shell, the probe's commands and the sandbox's own first process: no process of the machine.
    expect(processes).toBeLessThan(6)
    expect(readdirSync(dataDir).sort()).toEqual(["leads.db", "publish"])
  })

  it("reaches the network only when it fetches (npm ci, git fetch)", async () => {
    const result = await runCommand("sh", ["-c", probe("with-network")], {
      cwd: checkout,
      env,
      timeoutMs: 60_000,
      sandbox: { writable: [checkout, home], network: true },
    })
    const { answers } = readProbe(result.output)
    expect(answers[`reach 127.0.0.1:${port}`]).toBe(true)
    expect(answers["read DATA_DIR/leads.db"]).toBe(false)
  })

  it.runIf(process.getuid?.() === 0)(
    "holds for an unprivileged user too, as the systemd unit runs the site (setpriv, as a service's user)",
    () => {
      const user = 65534
      for (const folder of [dir, dataDir, publishDir, checkout, home]) chownSync(folder, user, user)
      chmodSync(join(dataDir, "leads.db"), 0o644)
      const bwrap = sandboxArgs({ writable: [checkout, home], network: false }, env, checkout)
      const run = spawnSync(
        "setpriv",
        [
          `--reuid=${user}`,
          `--regid=${user}`,
          "--clear-groups",
          "bwrap",
          ...bwrap,
          "--",
          "sh",
          "-c",
          probe("unprivileged"),
        ],
        { encoding: "utf8", env: { PATH: "/usr/bin:/bin" } },
      )
      const output = `${run.stdout}${run.stderr}`
      console.log(`the sandbox as an unprivileged user:\n${output}`)
      const { answers } = readProbe(output)
      expect(answers["read DATA_DIR/leads.db"]).toBe(false)
      expect(answers["read PUBLISH_DIR/state.json"]).toBe(false)
      expect(answers["read the server's environment"]).toBe(false)
      expect(answers["write the checkout"]).toBe(true)
      expect(readdirSync(dataDir).sort()).toEqual(["leads.db", "publish"])
    },
  )

  it.runIf(process.getuid?.() === 0)(
    "cannot start where a read-only /proc/sys hides part of /proc (the unit without its publish drop-in)",
    () => {
      const bwrap = sandboxArgs({ writable: [checkout], network: false }, env, checkout)
      const script = `mount --bind /proc/sys /proc/sys && mount -o remount,bind,ro /proc/sys && exec setpriv --reuid=65534 --regid=65534 --clear-groups bwrap ${bwrap.map((arg) => `'${arg}'`).join(" ")} -- true`
      const run = spawnSync("unshare", ["--mount", "--propagation", "private", "sh", "-c", script], {
        encoding: "utf8",
      })
      expect(run.status).not.toBe(0)
      expect(run.stderr).toContain("Can't mount proc")
    },
  )
})
