/**
 * A throw-away PostgreSQL server for the tests and the form benchmark: `initdb` into a temporary folder,
 * `postgres` on a free port of 127.0.0.1, stopped (and its folder removed) by whoever started it.
 *
 * PostgreSQL refuses to run as root, so as root both run as Debian's `postgres` user, which owns the
 * folder. Debian's `postgresql` package is installed when missing and this process is root (scripts/test.sh
 * does it up front); elsewhere the message says what to install.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process"
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs"
import { createServer } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import pg from "pg"
import { ensureDebianTool } from "./debian"

/** Debian installs the server's programs here (one folder per major version); the newest is used. */
const DEBIAN_POSTGRES = "/usr/lib/postgresql"
const SUPERUSER = "catalysty"

function postgresBin() {
  const versions = existsSync(DEBIAN_POSTGRES)
    ? readdirSync(DEBIAN_POSTGRES)
        .filter((name) => existsSync(join(DEBIAN_POSTGRES, name, "bin", "postgres")))
        .sort((a, b) => Number(b) - Number(a))
    : []
  if (versions.length > 0) return join(DEBIAN_POSTGRES, versions[0]!, "bin")
  ensureDebianTool("/usr/bin/pg_config", "postgresql")
  return postgresBin()
}

/** The user and group the server runs as: this process's own, or Debian's `postgres` when this is root. */
function serverAccount() {
  if (process.getuid?.() !== 0) return {}
  const line = readFileSync("/etc/passwd", "utf8")
    .split("\n")
    .find((entry) => entry.startsWith("postgres:"))
  if (!line) throw new Error("PostgreSQL cannot run as root and there is no postgres user: install Debian's postgresql")
  const [, , uid, gid] = line.split(":")
  return { uid: Number(uid), gid: Number(gid) }
}

export function freePort() {
  return new Promise<number>((resolve, reject) => {
    const probe = createServer()
    probe.once("error", reject)
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })
}

export type TestPostgres = {
  port: number
  /** A connection URL for `database` (the default database when omitted). */
  url(database?: string): string
  /** Creates an empty database and returns its URL. */
  createDatabase(name: string): Promise<string>
  /** Runs one statement as the superuser on `database` (the default database when omitted); its rows. */
  query<Row = Record<string, unknown>>(text: string, values?: unknown[], database?: string): Promise<Row[]>
  /** The server's data folder (its files, for tests that search them). */
  dataDir: string
  /** Stops the server as `pg_ctl stop -m fast` does (SIGINT), keeping its folder; `start` brings it back. */
  halt(): Promise<void>
  /** Starts a halted server again on the same port and folder; resolves once it accepts connections. */
  start(): Promise<void>
  /** Stops the server (fast shutdown) and removes its folder. */
  stop(): Promise<void>
}

export type TestPostgresOptions = {
  /**
   * Flush every commit to disk, as production does (the benchmark). Tests leave it off: what they check is
   * the site's behaviour when one of its own processes dies, not the database's when the machine does.
   */
  isDurable?: boolean
}

/** Starts PostgreSQL in a new temporary folder; resolves once it accepts connections. */
export async function startTestPostgres({ isDurable = false }: TestPostgresOptions = {}): Promise<TestPostgres> {
  const bin = postgresBin()
  const account = serverAccount()
  const dir = mkdtempSync(join(tmpdir(), "catalysty-postgres-"))
  if (account.uid !== undefined) chownSync(dir, account.uid, account.gid)
  const dataDir = join(dir, "data")
  const asServer = { ...account, stdio: "pipe" as const, cwd: dir }
  try {
    execFileSync(
      join(bin, "initdb"),
      ["-D", dataDir, "-U", SUPERUSER, "--auth=trust", "-E", "UTF8", "--locale=C", "--no-sync"],
      asServer,
    )
  } catch (error) {
    rmSync(dir, { recursive: true, force: true })
    throw new Error(`initdb failed: ${(error as { stderr?: Buffer }).stderr?.toString() ?? error}`)
  }
  const port = await freePort()
  const settings = [
    ["listen_addresses", "127.0.0.1"],
    ["port", String(port)],
    ["unix_socket_directories", dir],
    ["max_connections", "60"],
    ["shared_buffers", "32MB"],
    ...(isDurable
      ? []
      : [
          ["fsync", "off"],
          ["synchronous_commit", "off"],
          ["full_page_writes", "off"],
        ]),
  ]
  const url = (database = "postgres") => `postgres://${SUPERUSER}@127.0.0.1:${port}/${database}`
  let server: ChildProcess | undefined
  let exited: Promise<void> = Promise.resolve()
  let log = ""

  /** One connection as the superuser, for one statement, closed again whatever happens. */
  async function query<Row>(text: string, values: unknown[] = [], database?: string) {
    const client = new pg.Client({ connectionString: url(database), connectionTimeoutMillis: 2_000 })
    client.on("error", () => undefined)
    try {
      await client.connect()
      return (await client.query(text, values)).rows as Row[]
    } finally {
      await client.end().catch(() => undefined)
    }
  }

  async function halt() {
    const running = server
    if (!running || running.exitCode !== null || running.signalCode !== null) return
    // SIGINT is PostgreSQL's fast shutdown, what `pg_ctl stop -m fast` sends.
    running.kill("SIGINT")
    const forced = setTimeout(() => running.kill("SIGKILL"), 10_000)
    await exited
    clearTimeout(forced)
  }

  async function start() {
    const child = spawn(
      join(bin, "postgres"),
      ["-D", dataDir, ...settings.flatMap(([name, value]) => ["-c", `${name}=${value}`])],
      { ...account, cwd: dir, stdio: ["ignore", "ignore", "pipe"] },
    )
    server = child
    child.stderr!.on("data", (chunk: Buffer) => {
      log = (log + chunk.toString()).slice(-8_000)
    })
    // A test process that ends without stopping it (a failed hook, an interrupted run) still takes it along.
    const stopOnExit = () => child.kill("SIGINT")
    process.once("exit", stopOnExit)
    exited = new Promise<void>((resolve) =>
      child.once("exit", () => {
        process.off("exit", stopOnExit)
        resolve()
      }),
    )
    const giveUpAt = Date.now() + 30_000
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null)
        throw new Error(`PostgreSQL stopped while starting:\n${log}`)
      try {
        await query("SELECT 1")
        return
      } catch (error) {
        if (Date.now() > giveUpAt) {
          throw new Error(`PostgreSQL did not accept connections within 30 s: ${(error as Error).message}\n${log}`)
        }
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    }
  }

  const stop = async () => {
    await halt()
    rmSync(dir, { recursive: true, force: true })
  }
  try {
    await start()
  } catch (error) {
    await stop()
    throw error
  }

  return {
    port,
    url,
    dataDir,
    query,
    halt,
    start,
    async createDatabase(name) {
      await query(`CREATE DATABASE "${name.replace(/"/g, "")}"`)
      return url(name)
    },
    stop,
  }
}
