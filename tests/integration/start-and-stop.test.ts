/**
 * docs/requirements/RELIABILITY.md R-O5, R-F4: the two ways to run the site, `npm start` and the command a
 * supervisor runs (`node build/server/main.js`), stop on SIGTERM or SIGINT within 10 s and leave no process
 * behind; during shutdown, a request already on its way over a keep-alive connection is answered, and
 * told the connection closes.
 */
import { type ChildProcess, spawn } from "node:child_process"
import { randomUUID } from "node:crypto"
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs"
import { Socket } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterEach, describe, expect, it } from "vitest"
import { leadBody } from "#tests/helpers/processes"
import { builtAccessKey, builtServer } from "#tests/helpers/site"

const dataDirs: string[] = []
afterEach(() => {
  for (const dir of dataDirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

type Started = { child: ChildProcess; port: number; output: () => string; exited: Promise<number | null> }

/** Starts `command` (npm start, or node with the server) on a free port with a data folder of its own. */
async function start(command: string, args: string[]): Promise<Started> {
  const dataDir = mkdtempSync(join(tmpdir(), "catalysty-stop-"))
  dataDirs.push(dataDir)
  const child = spawn(command, args, {
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_REQUESTS: "0" },
    stdio: ["ignore", "pipe", "pipe"],
  })
  let output = ""
  child.stdout!.on("data", (chunk: Buffer) => {
    output += chunk.toString()
  })
  child.stderr!.on("data", (chunk: Buffer) => {
    output += chunk.toString()
  })
  const exited = new Promise<number | null>((done) => child.on("exit", (code) => done(code)))
  const started = Date.now()
  const listeningPort = () => /listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(output)?.[1]
  while (!listeningPort()) {
    if (Date.now() - started > 30_000 || child.exitCode !== null) throw new Error(`did not start:\n${output}`)
    await new Promise((done) => setTimeout(done, 25))
  }
  return { child, port: Number(listeningPort()), output: () => output, exited }
}

/** Every process below `pid`, children first found, read from /proc while they run. */
function descendants(pid: number): number[] {
  const file = `/proc/${pid}/task/${pid}/children`
  if (!existsSync(file)) return []
  const children = readFileSync(file, "utf8").trim().split(/\s+/).filter(Boolean).map(Number)
  return children.flatMap((child) => [child, ...descendants(child)])
}

/** A process that has ended (a zombie waiting for its parent counts as ended: it holds no port or file). */
function isRunning(pid: number) {
  try {
    return readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.[0] !== "Z"
  } catch {
    return false
  }
}

const within = <T>(promise: Promise<T>, ms: number, what: string) =>
  Promise.race([
    promise,
    new Promise<never>((_done, fail) => setTimeout(() => fail(new Error(`${what} not within ${ms} ms`)), ms)),
  ])

describe("R-O5 stopping the site", () => {
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    it(`npm start: ${signal} to npm stops the server too, within 10 s, and leaves no process`, async () => {
      const site = await start("npm", ["start"])
      const below = descendants(site.child.pid!)
      expect(below.length).toBeGreaterThan(0)
      site.child.kill(signal)
      await within(site.exited, 10_000, "npm's exit")
      // A server left behind would still hold the port after npm is gone.
      const started = Date.now()
      while (below.some(isRunning) && Date.now() - started < 10_000) await new Promise((done) => setTimeout(done, 50))
      expect(below.filter(isRunning)).toEqual([])
    }, 60_000)

    it(`node build/server/main.js, as a supervisor runs it: ${signal} ends it with exit code 0 within 10 s`, async () => {
      const site = await start(process.execPath, ["--max-semi-space-size=4", builtServer()])
      site.child.kill(signal)
      expect(await within(site.exited, 10_000, "the server's exit")).toBe(0)
      expect(site.output()).toContain(`${signal} received: finishing requests in flight`)
    }, 60_000)
  }
})

type Connection = ReturnType<typeof keepAliveConnection>

/** A keep-alive connection that sends raw requests and reads whole answers. */
function keepAliveConnection(port: number) {
  const socket = new Socket()
  let buffer = ""
  let isClosed = false
  socket.on("data", (chunk: Buffer) => {
    buffer += chunk.toString("latin1")
  })
  socket.on("error", () => undefined)
  socket.on("close", () => {
    isClosed = true
  })
  const connected = new Promise<void>((done) => socket.connect(port, "127.0.0.1", done))
  return {
    connected,
    write: (text: string | Buffer) => socket.write(text),
    isClosed: () => isClosed,
    /** The next whole answer (status and headers; the body is skipped by its length), or undefined if the connection closed first. */
    async answer(): Promise<{ status: number; headers: Record<string, string> } | undefined> {
      for (;;) {
        const headEnd = buffer.indexOf("\r\n\r\n")
        if (headEnd !== -1) {
          const [statusLine, ...lines] = buffer.slice(0, headEnd).split("\r\n")
          const headers = Object.fromEntries(
            lines.map((line) => [
              line.slice(0, line.indexOf(":")).toLowerCase(),
              line.slice(line.indexOf(":") + 1).trim(),
            ]),
          )
          const end = headEnd + 4 + Number(headers["content-length"] ?? 0)
          if (buffer.length >= end) {
            buffer = buffer.slice(end)
            return { status: Number(statusLine!.split(" ")[1]), headers }
          }
        }
        if (isClosed) return undefined
        await new Promise((done) => setTimeout(done, 5))
      }
    },
    close: () => socket.destroy(),
  }
}

describe("R-F4 keep-alive connections during shutdown", () => {
  /**
   * The server and one keep-alive connection to it: `beforeSignal` uses the connection, SIGTERM follows and
   * is waited for until the server has seen it, then `afterSignal` continues on the connection. The answer
   * must come, saying the connection closes, and the server must then exit 0.
   */
  async function acrossShutdown(
    beforeSignal: (connection: Connection) => Promise<void>,
    afterSignal: (connection: Connection) => void,
  ) {
    const site = await start(process.execPath, [builtServer()])
    const connection = keepAliveConnection(site.port)
    await connection.connected
    await beforeSignal(connection)
    site.child.kill("SIGTERM")
    while (!site.output().includes("SIGTERM received")) await new Promise((done) => setTimeout(done, 5))
    afterSignal(connection)
    const answer = await connection.answer()
    expect(answer?.status).toBe(200)
    expect(answer?.headers.connection).toBe("close")
    connection.close()
    expect(await within(site.exited, 10_000, "the server's exit")).toBe(0)
  }

  it("answers a request sent on an idle connection just after SIGTERM, and says the connection closes", async () => {
    const get = "GET /robots.txt HTTP/1.1\r\nHost: catalysty.com\r\n\r\n"
    await acrossShutdown(
      async (connection) => {
        connection.write(get)
        expect((await connection.answer())?.status).toBe(200)
      },
      (connection) => connection.write(get),
    )
  }, 60_000)

  it("tells the client of a request in flight at SIGTERM that the connection closes after its answer", async () => {
    const { body, contentType } = leadBody(randomUUID(), "Sent across a shutdown", builtAccessKey())
    await acrossShutdown(
      async (connection) => {
        connection.write(
          `POST /api/contact HTTP/1.1\r\nHost: catalysty.com\r\nContent-Type: ${contentType}\r\nAccept: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
        )
        connection.write(body.subarray(0, 40))
        // The upload is under way when the signal comes.
        await new Promise((done) => setTimeout(done, 100))
      },
      (connection) => connection.write(body.subarray(40)),
    )
  }, 60_000)
})
