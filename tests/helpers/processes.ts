/** Runs the lead endpoint as a separate process (server/contact/standalone.ts), for durability tests and the benchmark. */
import { type ChildProcess, spawn } from "node:child_process"
import { randomUUID } from "node:crypto"
import { mkdirSync } from "node:fs"
import { type Agent, request } from "node:http"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { build } from "esbuild"
import { z } from "zod"
import { generatedContentPlugin } from "../../scripts/lib/generated-content-plugin.ts"
import { parseJson } from "../../server/json-file.ts"

const root = fileURLToPath(new URL("../..", import.meta.url))

/**
 * Bundles the standalone endpoint once into node_modules/.cache, so each (re)start is a plain `node`
 * start of a few hundred milliseconds instead of a TypeScript compile.
 */
export async function bundleStandalone() {
  const outdir = join(
    root,
    "node_modules",
    ".cache",
    "catalysty",
    `standalone-${process.pid}-${randomUUID().slice(0, 8)}`,
  )
  mkdirSync(outdir, { recursive: true })
  // The threads are files of their own beside the entry, as in build/server.
  await build({
    entryPoints: {
      standalone: join(root, "server", "contact", "standalone.ts"),
      "store-thread": join(root, "server", "contact", "store-thread.ts"),
      "delivery-thread": join(root, "server", "delivery", "delivery-thread.ts"),
    },
    plugins: [generatedContentPlugin],
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    outdir,
    logLevel: "silent",
  })
  return join(outdir, "standalone.js")
}

export type EndpointProcess = {
  child: ChildProcess
  port: number
  exited: Promise<number | null>
  output: () => string
}

/** Starts the endpoint and resolves once it prints its port; rejects if it exits or stays silent. */
export function startEndpointProcess(script: string, env: Record<string, string>, timeoutMs = 20_000) {
  return new Promise<EndpointProcess>((resolve, reject) => {
    const child = spawn(process.execPath, [script], {
      cwd: root,
      env: { ...process.env, HOST: "127.0.0.1", PORT: "0", LOG_REQUESTS: "0", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    })
    let output = ""
    const exited = new Promise<number | null>((done) => child.on("exit", (code) => done(code)))
    const timer = setTimeout(() => {
      child.kill("SIGKILL")
      reject(new Error(`endpoint did not start within ${timeoutMs} ms:\n${output}`))
    }, timeoutMs)
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const match = /listening (\d+)/.exec(output)
      if (match) {
        clearTimeout(timer)
        child.stdout!.off("data", onData)
        child.stdout!.on("data", (more: Buffer) => {
          output += more.toString()
        })
        resolve({ child, port: Number(match[1]), exited, output: () => output })
      }
    }
    child.stdout!.on("data", onData)
    child.stderr!.on("data", (chunk: Buffer) => {
      output += chunk.toString()
    })
    void exited.then((code) => {
      clearTimeout(timer)
      reject(new Error(`endpoint exited with ${code} before listening:\n${output}`))
    })
  })
}

/** Runs the endpoint to its end (for startup faults): exit code and everything it printed. */
export function runEndpointToExit(script: string, env: Record<string, string>, timeoutMs = 20_000) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, [script], {
      cwd: root,
      env: { ...process.env, HOST: "127.0.0.1", PORT: "0", LOG_REQUESTS: "0", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    })
    let output = ""
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString()
      // A server that starts listening has failed the test: stop it.
      if (/listening \d+/.test(output)) child.kill("SIGKILL")
    })
    child.stderr.on("data", (chunk: Buffer) => {
      output += chunk.toString()
    })
    const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs)
    child.on("exit", (code) => {
      clearTimeout(timer)
      resolve({ code, output })
    })
  })
}

export const SITE_KEY = "durability-test-key"

/** A multipart body of one valid lead. */
export function leadBody(submissionId: string, message = `Durability check ${submissionId}`, accessKey = SITE_KEY) {
  const boundary = "----catalysty-bench"
  const fields: [string, string][] = [
    ["name", "Load Test"],
    ["email", "load@example.com"],
    ["services", "Website Design & Development"],
    ["message", message],
    ["access_key", accessKey],
    ["submission_id", submissionId],
  ]
  const body = `${fields.map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`).join("")}--${boundary}--\r\n`
  return { body: Buffer.from(body), contentType: `multipart/form-data; boundary=${boundary}` }
}

/** Posts one lead; resolves true only for 200 with success:true, false for any other answer or a broken connection. */
export function postLead(port: number, submissionId: string, agent?: Agent, timeoutMs = 5_000, accessKey = SITE_KEY) {
  const { body, contentType } = leadBody(submissionId, undefined, accessKey)
  return new Promise<boolean>((resolve) => {
    const req = request(
      {
        host: "127.0.0.1",
        port,
        path: "/api/contact",
        method: "POST",
        agent,
        headers: { "Content-Type": contentType, "Content-Length": body.length, Accept: "application/json" },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on("data", (chunk: Buffer) => chunks.push(chunk))
        res.on("end", () => {
          try {
            const answer = Buffer.concat(chunks).toString()
            resolve(
              res.statusCode === 200 && parseJson(answer, z.object({ success: z.boolean() }), "the answer").success,
            )
          } catch {
            resolve(false)
          }
        })
        res.on("error", () => resolve(false))
      },
    )
    req.setTimeout(timeoutMs, () => req.destroy())
    req.on("error", () => resolve(false))
    req.end(body)
  })
}

export type LoadResult = {
  requestsPerSecond: number
  p50: number
  p90: number
  p99: number
  max: number
  total: number
  ok: number
  errors: number
  non2xx: number
  timeouts: number
}

/** Valid submissions, each with its own id, from `connections` keep-alive connections (autocannon). */
export async function runLoad(port: number, { seconds, connections = 10 }: { seconds: number; connections?: number }) {
  const { default: autocannon } = await import("autocannon")
  let sequence = 0
  const result = await autocannon({
    url: `http://127.0.0.1:${port}/api/contact`,
    connections,
    duration: seconds,
    method: "POST",
    requests: [
      {
        method: "POST",
        setupRequest: (req) => {
          const { body, contentType } = leadBody(randomUUID(), `Load ${sequence++}`)
          return { ...req, body: body.toString(), headers: { "content-type": contentType, accept: "application/json" } }
        },
      },
    ],
  })
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    max: result.latency.max,
    total: result.requests.total,
    ok: result["2xx"],
    errors: result.errors,
    non2xx: result.non2xx,
    timeouts: result.timeouts,
  } satisfies LoadResult
}
