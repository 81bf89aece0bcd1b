/** Helpers for the endpoint's tests: a real HTTP server on 127.0.0.1 with a temporary database on its own thread. */
import { existsSync, mkdtempSync, rmSync } from "node:fs"
import { createServer } from "node:http"
import type { AddressInfo } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { z } from "zod"
import { type ContactHandlerOptions, createContactHandler } from "#server/contact/handler"
import { endpointContent, type LeadService } from "#server/contact/index"
import { openLeadStore, type SqliteStoreOptions } from "#server/contact/sqlite-store"
import type { DeliveryChannel } from "#server/contact/store"
import { openThreadedLeadStore } from "#server/contact/threaded-store"
import { parseJson as parseJsonText } from "#server/json-file"
import { send } from "./http"

export const TEST_KEY = "test-site-key"

export type TestServer = Awaited<ReturnType<typeof startTestServer>>

/**
 * Contract and property tests check what is stored, not how durably: their database lives in memory-backed
 * /dev/shm where there is one, so synchronous=FULL costs no disk flush (durability has its own tests).
 */
const testDataRoot = existsSync("/dev/shm") ? "/dev/shm" : tmpdir()
export const tempDataDir = () => mkdtempSync(join(testDataRoot, "catalysty-leads-"))

/**
 * The endpoint with its store on its own thread, as in production. `store` is a second connection to the
 * same file for the test to read what was stored.
 */
export async function startTestServer({
  storeOptions = {},
  channels = [],
  ...options
}: Partial<Omit<ContactHandlerOptions, "store">> & {
  storeOptions?: SqliteStoreOptions
  channels?: DeliveryChannel[]
} = {}) {
  const dir = tempDataDir()
  const file = join(dir, "leads.db")
  const writer = await openThreadedLeadStore(file, { ...storeOptions, channels })
  const store = openLeadStore(file)
  const { copy, services } = endpointContent()
  const logs: string[] = []
  const handler = createContactHandler({
    store: writer,
    copy,
    services,
    accessKeys: [TEST_KEY],
    rateLimiter: false,
    log: (line) => logs.push(line),
    ...options,
  })
  const server = createServer((req, res) => {
    if (req.url === "/api/contact") return void handler(req, res)
    res.writeHead(404)
    res.end()
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  return {
    port,
    url: `http://127.0.0.1:${port}/api/contact`,
    file,
    store,
    logs,
    copy,
    services,
    async close() {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await writer.close()
      await store.close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/**
 * The lead service's endpoint behind an HTTP server on 127.0.0.1, as the site's server puts it; `close` stops
 * both, connections first.
 */
export async function serveLeadService(service: Pick<LeadService, "handler" | "close">) {
  const server = createServer((req, res) => void service.handler(req, res))
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  return {
    port: (server.address() as AddressInfo).port,
    async close() {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
      await service.close()
    },
  }
}

export type Part = { name: string; value: string | Buffer; filename?: string; contentType?: string }

/** A multipart/form-data body built by hand, so tests control every byte. */
export function multipart(parts: Part[], { boundary = "----catalysty-test-boundary", close = true } = {}) {
  const chunks: Buffer[] = []
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ""}`
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.contentType ? `Content-Type: ${part.contentType}\r\n` : ""}\r\n`
    chunks.push(
      Buffer.from(head),
      Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value),
      Buffer.from("\r\n"),
    )
  }
  if (close) chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` }
}

export type Submission = Record<string, string | string[]>

export const validSubmission = (overrides: Submission = {}): Submission => ({
  name: "Ada Lovelace",
  email: "ada@example.com",
  company: "Analytical Engines LLC",
  services: "SEO (Search Engine Optimization)",
  budget: "$2,000",
  message: "We'd like a new website for our bakery in Corktown.",
  access_key: TEST_KEY,
  ...overrides,
})

export function toParts(submission: Submission): Part[] {
  return Object.entries(submission).flatMap(([name, value]) =>
    (Array.isArray(value) ? value : [value]).map((item) => ({ name, value: item })),
  )
}

/** Posts a submission as multipart, the way the browser does. */
export async function post(port: number, submission: Submission, headers: Record<string, string> = {}) {
  const { body, contentType } = multipart(toParts(submission))
  const response = await send(port, {
    body,
    headers: { "Content-Type": contentType, Accept: "application/json", ...headers },
  })
  return { ...response, json: parseJson(response.text) }
}

/** The endpoint's JSON answer (`{ success, message, errors }`), or nothing of it when the answer is something else. */
const answerSchema = z.object({
  success: z.boolean().optional(),
  message: z.string().optional(),
  errors: z.record(z.string(), z.string()).optional(),
})
export function parseJson(text: string): z.infer<typeof answerSchema> {
  try {
    return parseJsonText(text, answerSchema, "the endpoint's answer")
  } catch {
    return {}
  }
}
