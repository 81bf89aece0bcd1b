/**
 * The SQLite lead store as the server uses it: the same store (sqlite-store.ts) run on its own thread
 * (store-thread.ts), reached by messages, so waiting on SQLite never blocks a page.
 */
import { once } from "node:events"
import { startServerThread } from "../threads"
import type { MigrationReport } from "./migrations"
import type { SqliteStoreOptions } from "./sqlite-store"
import {
  type Delivery,
  type DeliveryChannel,
  type InsertResult,
  type Lead,
  type NewLead,
  type OutboxSummary,
  StoreStartupError,
  StoreUnavailableError,
} from "./store"
import type { StoreReply, StoreRequest, StoreStartup, StoreThreadData } from "./store-thread"

type WithoutId<T> = T extends unknown ? Omit<T, "id"> : never

/** A lead not committed within this time is answered 503 (docs/requirements/RELIABILITY.md R-D4: within 3 s). */
const INSERT_DEADLINE_MS = 2_000

/** What the endpoint needs of a store: keep a lead, resolve once it is committed. */
export type LeadWriter = { insert(lead: NewLead): Promise<InsertResult> }

export type ThreadedLeadStore = LeadWriter & {
  getLead(id: number): Promise<Lead | undefined>
  dueDeliveries(limit: number): Promise<Delivery[]>
  nextDueAt(): Promise<string | undefined>
  markDelivered(id: number): Promise<void>
  retryDeliveryAt(id: number, nextAttemptAt: string, error: string): Promise<void>
  markFailed(id: number, error: string): Promise<void>
  /** undefined when a lead could be written now, else why not (an SQLite code). */
  writeProblem(): Promise<string | undefined>
  outboxSummary(): Promise<OutboxSummary>
  /** The schema steps the store ran when it opened, for the start-up log. */
  migrationReport: MigrationReport
  close(): Promise<void>
}

function startThread(workerData: StoreThreadData) {
  // The thread holds prepared statements and a short queue: a small heap keeps the server within its
  // memory budget (docs/requirements/RELIABILITY.md R-P3).
  const resourceLimits = { maxYoungGenerationSizeMb: 4, maxOldGenerationSizeMb: 48 }
  return startServerThread("store-thread", new URL("./store-thread.ts", import.meta.url), {
    workerData,
    resourceLimits,
  })
}

/**
 * Opens the store on its own thread. Every stored, non-spam lead gets a delivery job per channel.
 * Throws StoreStartupError when leads cannot be stored (docs/requirements/RELIABILITY.md R-D6).
 */
export async function openThreadedLeadStore(
  file: string,
  {
    channels = [],
    insertDeadlineMs = INSERT_DEADLINE_MS,
    ...options
  }: SqliteStoreOptions & {
    channels?: DeliveryChannel[]
    insertDeadlineMs?: number
  } = {},
): Promise<ThreadedLeadStore> {
  const worker = startThread({ file, options, channels })
  const [startup] = (await once(worker, "message")) as [StoreStartup]
  if (!startup.ready) {
    await worker.terminate()
    if (startup.isStartupError) throw new StoreStartupError(startup.message)
    throw new Error(startup.message)
  }

  let nextId = 1
  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>()
  let exitError: Error | undefined
  worker.on("message", (message: StoreReply) => {
    const pending = waiting.get(message.id)
    if (!pending) return
    waiting.delete(message.id)
    if (message.ok) pending.resolve(message.value)
    else if (message.error.kind === "unavailable")
      pending.reject(new StoreUnavailableError(message.error.code ?? "UNKNOWN"))
    else pending.reject(new Error(message.error.message))
  })
  // A thread that dies takes nothing with it that was acknowledged; what waits on it is "not stored".
  worker.on("exit", () => {
    exitError = new StoreUnavailableError("THREAD_EXITED")
    for (const pending of waiting.values()) pending.reject(exitError)
    waiting.clear()
  })
  worker.on("error", (error) => console.error(`lead store thread failed: ${error.message}`))

  function send<T>(request: WithoutId<StoreRequest>, timeoutMs?: number): Promise<T> {
    if (exitError) return Promise.reject(exitError)
    const id = nextId++
    return new Promise<T>((resolve, reject) => {
      let timer: NodeJS.Timeout | undefined
      if (timeoutMs !== undefined) {
        timer = setTimeout(() => {
          waiting.delete(id)
          reject(new StoreUnavailableError("TIMEOUT"))
        }, timeoutMs)
      }
      waiting.set(id, {
        resolve: (value) => {
          clearTimeout(timer)
          resolve(value as T)
        },
        reject: (error) => {
          clearTimeout(timer)
          reject(error)
        },
      })
      worker.postMessage({ ...request, id })
    })
  }
  const call = <T>(method: string, ...args: unknown[]) => send<T>({ op: "call", method, args })

  return {
    // The thread skips a lead whose deadline has passed; the timer here is for a thread that stopped answering.
    insert: (lead) =>
      send<InsertResult>({ op: "insert", lead, deadline: Date.now() + insertDeadlineMs }, insertDeadlineMs + 500),
    getLead: (id) => call("getLead", id),
    dueDeliveries: (limit) => call("dueDeliveries", limit),
    nextDueAt: () => call("nextDueAt"),
    markDelivered: (id) => call("markDelivered", id),
    retryDeliveryAt: (id, nextAttemptAt, error) => call("retryDeliveryAt", id, nextAttemptAt, error),
    markFailed: (id, error) => call("markFailed", id, error),
    writeProblem: () => call("writeProblem"),
    outboxSummary: () => call("outboxSummary"),
    migrationReport: startup.migrationReport,
    async close() {
      if (exitError) return
      const exited = once(worker, "exit")
      await send({ op: "close" }).catch(() => undefined)
      await exited
    },
  }
}
