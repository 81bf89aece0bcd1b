/**
 * Starts and stops the delivery thread (delivery-thread.ts) from the server's side: the thread sends the
 * notifications, this side only tells it that a lead was stored and writes the lines it logs.
 */
import { once } from "node:events"
import type { SqliteStoreOptions } from "../contact/sqlite-store"
import type { Retention } from "../contact/store"
import { StoreStartupError } from "../contact/store-errors"
import { startServerThread } from "../threads"
import type { AlertSettings } from "./alert"
import type { EmailSettings } from "./email"
import type { WebhookSettings } from "./webhook"

export type DeliveryThreadData = {
  file: string
  /** Set: the leads are in this PostgreSQL database, not in `file`. */
  databaseUrl?: string
  /** How long a job taken for sending is held (PostgreSQL, where another instance may take it over). */
  claimMs: number
  storeOptions: SqliteStoreOptions
  email: EmailSettings
  webhook?: WebhookSettings
  retryBaseMs: number
  /** false keeps notifications queued (LEADS_DELIVERY=paused); retention still runs. */
  isDeliveryOn: boolean
  retention: Retention
  alert?: AlertSettings
}

export type FromDeliveryThread =
  | { kind: "ready" }
  | { kind: "failed"; message: string }
  | { kind: "log"; lines: { level: "info" | "error"; line: string }[] }
  | { kind: "stopped" }
export type ToDeliveryThread = { kind: "notify" } | { kind: "retention"; retention: Retention } | { kind: "stop" }

export type DeliveryLog = { info: (line: string) => void; error: (line: string) => void }

export async function startDeliveryThread(data: DeliveryThreadData, log: DeliveryLog) {
  // The thread composes emails and holds a connection pool: a modest heap of its own.
  const resourceLimits = { maxYoungGenerationSizeMb: 8, maxOldGenerationSizeMb: 64 }
  const worker = startServerThread("delivery-thread", new URL("./delivery-thread.ts", import.meta.url), {
    workerData: data,
    resourceLimits,
  })
  worker.on("message", (message: FromDeliveryThread) => {
    if (message.kind !== "log") return
    for (const { level, line } of message.lines) log[level](line)
  })
  // Unsent notifications stay queued in the database; /healthz reports them once they are overdue.
  worker.on("error", (error) => log.error(`delivery thread failed: ${error.message}`))
  const exited = once(worker, "exit")
  let isRunning = true
  void exited.then(() => {
    isRunning = false
  })
  const started = await new Promise<FromDeliveryThread>((resolve) => {
    worker.on("message", (message: FromDeliveryThread) => {
      if (message.kind === "ready" || message.kind === "failed") resolve(message)
    })
    void exited.then(() => resolve({ kind: "failed", message: "the delivery thread stopped before it started" }))
  })
  if (started.kind === "failed") {
    await worker.terminate()
    throw new StoreStartupError(started.message)
  }
  const send = (message: ToDeliveryThread) => {
    if (isRunning) worker.postMessage(message)
  }
  return {
    /** A lead was stored: look at the queue now rather than at the next poll. */
    notify: () => send({ kind: "notify" }),
    /** A new build keeps leads for another time: applied at once, then daily as before. */
    keep: (retention: Retention) => send({ kind: "retention", retention }),
    /** Stops sending (a send cut off is sent again after a restart) and closes the thread's connection. */
    async stop() {
      send({ kind: "stop" })
      await exited
    },
  }
}
