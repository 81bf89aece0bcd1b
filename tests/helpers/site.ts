/** The built site's production server (build/server/main.js) as a process of its own on 127.0.0.1. */
import { type ChildProcess, spawn } from "node:child_process"
import { mkdtempSync, rmSync } from "node:fs"
import { type AddressInfo, Socket } from "node:net"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { z } from "zod"
import { requireBuildInfo } from "#server/build-info"
import { readJsonFile } from "#server/json-file"
import { createSiteServer } from "#server/site-server"

export const buildDir = () => resolve(process.env.BUILD_DIR ?? "build")
export const builtServer = () => join(buildDir(), "server", "main.js")

/** The key the built pages' form sends (the build's CONTACT_ACCESS_KEY). */
export const builtAccessKey = () => requireBuildInfo(buildDir()).config.form.accessKey

export type SiteProcess = {
  child: ChildProcess
  port: number
  origin: string
  dataDir: string
  exited: Promise<number | null>
  output: () => string
  /** What it wrote to stderr alone: error-level lines. */
  errors: () => string
  /** SIGTERM (or another signal), then the exit code; the data folder is removed. */
  stop(signal?: NodeJS.Signals): Promise<number | null>
}

/**
 * Starts the server with its own data folder; resolves once it listens. `nodeOptions` go before the script,
 * as a supervisor's command line puts them.
 */
export function startSite(
  env: Record<string, string> = {},
  timeoutMs = 20_000,
  nodeOptions: string[] = [],
): Promise<SiteProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), "catalysty-site-"))
  const child = spawn(process.execPath, [...nodeOptions, builtServer()], {
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", LOG_REQUESTS: "0", DATA_DIR: dataDir, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  })
  let output = ""
  let errors = ""
  child.stdout!.on("data", (chunk: Buffer) => {
    output += chunk.toString()
  })
  child.stderr!.on("data", (chunk: Buffer) => {
    output += chunk.toString()
    errors += chunk.toString()
  })
  const exited = new Promise<number | null>((done) => child.on("exit", (code) => done(code)))
  return new Promise((resolvePromise, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL")
      reject(new Error(`the site did not start within ${timeoutMs} ms:\n${output}`))
    }, timeoutMs)
    const poll = setInterval(() => {
      const port = /listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(output)?.[1]
      if (!port) return
      clearInterval(poll)
      clearTimeout(timer)
      resolvePromise({
        child,
        port: Number(port),
        origin: `http://127.0.0.1:${port}`,
        dataDir,
        exited,
        output: () => output,
        errors: () => errors,
        async stop(signal = "SIGTERM") {
          if (child.exitCode === null) child.kill(signal)
          const code = await exited
          rmSync(dataDir, { recursive: true, force: true })
          return code
        },
      })
    }, 20)
    void exited.then((code) => {
      clearInterval(poll)
      clearTimeout(timer)
      reject(new Error(`the site exited with ${code} before listening:\n${output}`))
    })
  })
}

export type RawAnswer = { status: number; headers: Record<string, string>; body: Buffer }

/**
 * One HTTP/1.1 exchange over a plain socket, with the request written byte for byte as given (any
 * method, target, header or byte a client could send). Resolves with status 0 when the server closes
 * the connection without an answer.
 */
export function rawRequest(port: number, request: string | Buffer, timeoutMs = 8_000): Promise<RawAnswer> {
  return new Promise((resolvePromise, reject) => {
    const socket = new Socket()
    const chunks: Buffer[] = []
    const timer = setTimeout(() => {
      socket.destroy()
      reject(new Error(`no answer within ${timeoutMs} ms`))
    }, timeoutMs)
    socket.connect(port, "127.0.0.1", () => socket.end(request))
    socket.on("data", (chunk: Buffer) => chunks.push(chunk))
    socket.on("error", () => undefined)
    socket.on("close", () => {
      clearTimeout(timer)
      const raw = Buffer.concat(chunks)
      const headEnd = raw.indexOf("\r\n\r\n")
      if (headEnd === -1) return resolvePromise({ status: 0, headers: {}, body: raw })
      const [statusLine, ...lines] = raw.subarray(0, headEnd).toString("latin1").split("\r\n")
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 1).trim()]),
      )
      resolvePromise({ status: Number(statusLine!.split(" ")[1]), headers, body: raw.subarray(headEnd + 4) })
    })
  })
}

/** The finished build served by our own server in this process, on a free loopback port. */
export async function serveBuiltSite() {
  const server = await createSiteServer({ build: buildDir(), log: false })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => server.close(),
  }
}

/** Requests / and /pricing of `origin` over and over until stopped; resolves with the answers that were not 200. */
export function keepRequesting(origin: string) {
  let running = true
  const failures: string[] = []
  const done = (async () => {
    while (running) {
      for (const path of ["/", "/pricing"]) {
        const response = await fetch(`${origin}${path}`).catch((error: Error) => ({ status: error.message }))
        if (response.status !== 200) failures.push(`${path}: ${response.status}`)
        if ("body" in response) await response.arrayBuffer()
      }
    }
  })()
  return async () => {
    running = false
    await done
    return failures
  }
}

/** A build's content file (server/content.json), as a test edits it: its services' ids and labels checked, all else kept. */
const buildContentSchema = z.looseObject({
  catalog: z.looseObject({ services: z.array(z.looseObject({ id: z.string(), formLabel: z.string() })) }),
})
export const buildContentFile = (dir: string) => join(dir, "server", "content.json")
export const readBuildContent = (dir: string) => readJsonFile(buildContentFile(dir), buildContentSchema)
