/**
 * The lead store's own thread: every SQLite call runs here, so a locked, slow or full database never
 * holds up the server's event loop (docs/requirements/RELIABILITY.md R-U4). Started by threaded-store.ts.
 *
 * Leads that arrive together are committed together (group commit: one fsync for the batch), and a
 * lead whose answer is already overdue is not written at all: its visitor was told to try again.
 */
import { parentPort, workerData } from "node:worker_threads"
import { invariant } from "@epic-web/invariant"
import type { MigrationReport } from "./migrations"
import { openLeadStore, type SqliteLeadStore, type SqliteStoreOptions } from "./sqlite-store"
import { type DeliveryChannel, type NewLead, StoreStartupError, StoreUnavailableError } from "./store"

export type StoreThreadData = { file: string; options: SqliteStoreOptions; channels: DeliveryChannel[] }
export type StoreRequest =
  | { id: number; op: "insert"; lead: NewLead; deadline: number }
  | { id: number; op: "call"; method: string; args: unknown[] }
  | { id: number; op: "close" }
export type StoreReply =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: { kind: "unavailable" | "other"; code?: string; message: string } }
export type StoreStartup =
  | { ready: true; migrationReport: MigrationReport }
  | { ready: false; message: string; isStartupError: boolean }

const MAX_BATCH = 256
const port = parentPort
invariant(port, "store-thread.ts has no parent port: it runs only as the thread server/threads.ts starts")
const { file, options, channels } = workerData as StoreThreadData

let store: SqliteLeadStore
try {
  store = openLeadStore(file, options)
  port.postMessage({ ready: true, migrationReport: store.migrationReport } satisfies StoreStartup)
} catch (error) {
  port.postMessage({
    ready: false,
    message: (error as Error).message,
    isStartupError: error instanceof StoreStartupError,
  } satisfies StoreStartup)
  process.exit(0)
}

const reply = (message: StoreReply) => port.postMessage(message)
const failure = (id: number, error: unknown): StoreReply =>
  error instanceof StoreUnavailableError
    ? { id, ok: false, error: { kind: "unavailable", code: error.code, message: error.message } }
    : { id, ok: false, error: { kind: "other", message: error instanceof Error ? error.message : String(error) } }

let queue: Extract<StoreRequest, { op: "insert" }>[] = []
let isScheduled = false
let isFlushing = false

async function flush() {
  isScheduled = false
  if (isFlushing) return
  isFlushing = true
  try {
    const now = Date.now()
    const overdue = queue.filter((item) => item.deadline <= now)
    const batch = queue.filter((item) => item.deadline > now).slice(0, MAX_BATCH)
    queue = queue.filter((item) => item.deadline > now).slice(MAX_BATCH)
    for (const item of overdue) reply(failure(item.id, new StoreUnavailableError("TIMEOUT")))
    if (batch.length === 0) return
    try {
      const results = await store.insertMany(
        batch.map((item) => item.lead),
        channels,
      )
      for (const [index, item] of batch.entries()) reply({ id: item.id, ok: true, value: results[index] })
    } catch (error) {
      for (const item of batch) reply(failure(item.id, error))
    }
  } finally {
    isFlushing = false
    if (queue.length > 0) schedule()
  }
}

function schedule() {
  if (isScheduled) return
  isScheduled = true
  setImmediate(() => void flush())
}

port.on("message", async (request: StoreRequest) => {
  if (request.op === "insert") {
    queue.push(request)
    schedule()
  } else if (request.op === "close") {
    await flush()
    await store.close()
    reply({ id: request.id, ok: true, value: undefined })
    port.close()
  } else {
    try {
      const method = store[request.method as keyof SqliteLeadStore] as (...args: unknown[]) => unknown
      reply({ id: request.id, ok: true, value: await method.apply(store, request.args) })
    } catch (error) {
      reply(failure(request.id, error))
    }
  }
})
