/**
 * The site's own notices to the agency, apart from leads: a publish that failed, /healthz turning failing
 * and recovering (docs/requirements/RELIABILITY.md R-B5). Like lead notifications they are kept until
 * delivered, in a durable outbox: a JSON file per notice in DATA_DIR/notices/, written whole and renamed,
 * tried again after about a minute and then twice as long each time for two days (outbox.ts's schedule),
 * marked failed only then and logged once. They are files rather than rows of the lead database because a
 * notice must outlast the database being what failed, and a person's erasure has nothing to do with them.
 * A notice that cannot be written (a full disk) is still sent from memory.
 */
import { randomBytes } from "node:crypto"
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import nodemailer from "nodemailer"
import { z } from "zod"
import { RETRY_WINDOW_MS, retryDelay } from "./outbox"

export type NoticeChannel = "email" | "alert"

const channelStateSchema = z.object({
  status: z.enum(["pending", "delivered", "failed"]),
  attempts: z.number().int().min(0),
  nextAttemptAt: z.string(),
  lastError: z.string().optional(),
  deliveredAt: z.string().optional(),
})
const noticeSchema = z.object({
  id: z.string().regex(/^[\w-]{1,80}$/),
  kind: z.string(),
  about: z.string().optional(),
  createdAt: z.string(),
  email: z
    .object({
      subject: z.string(),
      text: z.string(),
      headers: z.record(z.string(), z.string()),
      /** The .eml file it is written as when no SMTP server is set. */
      fileName: z.string().regex(/^[\w.-]{1,120}\.eml$/),
    })
    .optional(),
  alert: z.record(z.string(), z.unknown()).optional(),
  channels: z.object({ email: channelStateSchema.optional(), alert: channelStateSchema.optional() }),
})
export type Notice = z.infer<typeof noticeSchema>
export type NoticeContent = Pick<Notice, "kind" | "about" | "email" | "alert">

/** Where a notice stands, for /healthz and `npm run publish -- status`. */
export type NoticeStatus = { status: "pending" | "delivered" | "failed"; detail?: string }

export type NoticeOutboxOptions = {
  /** DATA_DIR/notices. */
  dir: string
  email: { smtpUrl?: string; mailDir: string; to: string[]; from: string; host: string }
  /** LEADS_ALERT_WEBHOOK_URL: a notice's alert is posted there; absent, it has no alert channel. */
  alertUrl?: string
  retryBaseMs: number
  log: (line: string) => void
  logError: (line: string) => void
  now?: () => number
  timeoutMs?: number
  pollMs?: number
}

/** Delivered and failed notices are kept this long, for the status they show, then removed. */
const KEPT_MS = 30 * 24 * 60 * 60 * 1000

export function createNoticeOutbox(options: NoticeOutboxOptions) {
  const { dir, log, logError, retryBaseMs } = options
  const now = options.now ?? Date.now
  const timeoutMs = options.timeoutMs ?? 10_000
  const notices = new Map<string, Notice>()
  /** Notices whose file could not be written: written again on each look until it can. */
  const unsaved = new Set<string>()
  let timer: NodeJS.Timeout | undefined
  let isStopped = true
  let looking: Promise<void> | undefined

  function save(notice: Notice) {
    try {
      mkdirSync(dir, { recursive: true, mode: 0o750 })
      const file = join(dir, `${notice.id}.json`)
      writeFileSync(`${file}.tmp`, `${JSON.stringify(notice, null, 2)}\n`, { mode: 0o640 })
      renameSync(`${file}.tmp`, file)
      unsaved.delete(notice.id)
    } catch (error) {
      if (!unsaved.has(notice.id))
        logError(
          `notice ${notice.id} could not be written to ${dir}: ${(error as Error).message}; it is sent from memory`,
        )
      unsaved.add(notice.id)
    }
  }

  function load() {
    let names: string[] = []
    try {
      names = readdirSync(dir).filter((name) => name.endsWith(".json"))
    } catch {
      return
    }
    for (const name of names) {
      try {
        const notice = noticeSchema.parse(JSON.parse(readFileSync(join(dir, name), "utf8")))
        notices.set(notice.id, notice)
      } catch (error) {
        logError(`notice ${join(dir, name)} cannot be read and is skipped: ${(error as Error).message}`)
      }
    }
  }

  async function sendEmail(notice: Notice) {
    const { email } = notice
    if (!email) return
    const message = {
      from: options.email.from,
      to: options.email.to,
      subject: email.subject,
      text: email.text,
      headers: { ...email.headers, "Auto-Submitted": "auto-generated" },
      // The same on every attempt: a receiver that got the first can tell.
      messageId: `<notice-${notice.id}@${options.email.host}>`,
      date: new Date(notice.createdAt),
      disableFileAccess: true,
      disableUrlAccess: true,
    }
    if (!options.email.smtpUrl) {
      const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" })
      const info = await composer.sendMail(message)
      mkdirSync(options.email.mailDir, { recursive: true })
      const file = join(options.email.mailDir, email.fileName)
      writeFileSync(`${file}.tmp`, info.message as Buffer)
      renameSync(`${file}.tmp`, file)
      return
    }
    const transport = nodemailer.createTransport({
      url: options.email.smtpUrl,
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: timeoutMs,
    } as Parameters<typeof nodemailer.createTransport>[0])
    try {
      await transport.sendMail(message)
    } catch (error) {
      const { responseCode, code, message: said } = error as { responseCode?: number; code?: string; message?: string }
      throw new Error(responseCode ? `SMTP ${responseCode}: ${said ?? ""}`.trim() : `SMTP ${code ?? "error"}: ${said}`)
    } finally {
      transport.close()
    }
  }

  async function postAlert(notice: Notice) {
    if (!options.alertUrl || !notice.alert) return
    const response = await fetch(options.alertUrl, {
      method: "POST",
      headers: { "Content-Type": "application/json", "User-Agent": "Catalysty-Alert/1" },
      body: JSON.stringify(notice.alert),
      redirect: "manual",
      signal: AbortSignal.timeout(timeoutMs),
    })
    await response.body?.cancel()
    if (!response.ok) throw new Error(`HTTP ${response.status}`)
  }

  async function attempt(notice: Notice, channel: NoticeChannel) {
    const state = notice.channels[channel]
    if (!state) return
    const attempts = state.attempts + 1
    try {
      await (channel === "email" ? sendEmail(notice) : postAlert(notice))
      notice.channels[channel] = {
        status: "delivered",
        attempts,
        nextAttemptAt: state.nextAttemptAt,
        deliveredAt: new Date(now()).toISOString(),
      }
      log(`notice ${notice.id} (${notice.kind}) ${channel} sent, attempts=${attempts}`)
    } catch (error) {
      const reason = (error as Error).message
      if (now() - Date.parse(notice.createdAt) >= RETRY_WINDOW_MS) {
        notice.channels[channel] = { ...state, status: "failed", attempts, lastError: reason }
        logError(
          `notice ${notice.id} (${notice.kind}) ${channel} FAILED for good after ${attempts} attempts: ${reason}`,
        )
      } else {
        const delay = retryDelay(attempts, { base: retryBaseMs })
        notice.channels[channel] = {
          ...state,
          attempts,
          lastError: reason,
          nextAttemptAt: new Date(now() + delay).toISOString(),
        }
        log(
          `notice ${notice.id} (${notice.kind}) ${channel} not delivered (${reason}); again in ${Math.round(delay / 1000)} s`,
        )
      }
    }
    save(notice)
  }

  function prune() {
    for (const notice of notices.values()) {
      const isDone = Object.values(notice.channels).every((state) => state.status !== "pending")
      if (isDone && now() - Date.parse(notice.createdAt) > KEPT_MS) {
        notices.delete(notice.id)
        rmSync(join(dir, `${notice.id}.json`), { force: true })
      }
    }
  }

  async function look() {
    for (const id of unsaved) {
      const notice = notices.get(id)
      if (notice) save(notice)
    }
    const due = [...notices.values()].flatMap((notice) =>
      (Object.entries(notice.channels) as [NoticeChannel, Notice["channels"]["email"]][]).flatMap(([channel, state]) =>
        state?.status === "pending" && Date.parse(state.nextAttemptAt) <= now() ? [[notice, channel] as const] : [],
      ),
    )
    for (const [notice, channel] of due) await attempt(notice, channel)
    prune()
  }

  function lookSoon(delayMs: number) {
    if (isStopped) return
    clearTimeout(timer)
    timer = setTimeout(() => {
      looking = look().finally(() => {
        looking = undefined
        lookSoon(options.pollMs ?? 5_000)
      })
    }, delayMs)
    timer.unref()
  }

  return {
    /** Reads the notices kept from before and starts sending what is due. */
    start() {
      isStopped = false
      load()
      lookSoon(0)
    },
    /** Keeps a new notice and sends it at once; returns it. */
    enqueue(content: NoticeContent): Notice {
      const at = new Date(now())
      const pending = { status: "pending" as const, attempts: 0, nextAttemptAt: at.toISOString() }
      const notice: Notice = {
        id: `${at.toISOString().replace(/[-:.]/g, "")}-${randomBytes(4).toString("hex")}`,
        createdAt: at.toISOString(),
        ...content,
        channels: {
          ...(content.email ? { email: { ...pending } } : {}),
          ...(content.alert && options.alertUrl ? { alert: { ...pending } } : {}),
        },
      }
      notices.set(notice.id, notice)
      save(notice)
      if (!looking) lookSoon(0)
      return notice
    },
    /** Where the newest notice of `kind` about `about` stands, or undefined when there is none. */
    status(kind: string, about?: string): NoticeStatus | undefined {
      const newest = [...notices.values()]
        .filter((notice) => notice.kind === kind && (about === undefined || notice.about === about))
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0]
      if (!newest) return undefined
      const states = Object.entries(newest.channels)
      const failed = states.find(([, state]) => state.status === "failed")
      if (failed) return { status: "failed", detail: `${failed[0]}: ${failed[1].lastError ?? "failed"}` }
      const pending = states.find(([, state]) => state.status === "pending")
      if (pending)
        return {
          status: "pending",
          ...(pending[1].lastError
            ? { detail: `${pending[0]}: ${pending[1].lastError}; tried ${pending[1].attempts} times` }
            : {}),
        }
      return { status: "delivered" }
    },
    /** Seconds the oldest undelivered notice has waited, or undefined when none waits. */
    oldestPendingSeconds() {
      const pending = [...notices.values()].filter((notice) =>
        Object.values(notice.channels).some((state) => state.status === "pending"),
      )
      if (pending.length === 0) return undefined
      const oldest = Math.min(...pending.map((notice) => Date.parse(notice.createdAt)))
      return Math.round((now() - oldest) / 1000)
    },
    async stop() {
      isStopped = true
      clearTimeout(timer)
      await looking
    },
  }
}
export type NoticeOutbox = ReturnType<typeof createNoticeOutbox>
