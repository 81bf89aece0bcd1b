import type { IncomingMessage, ServerResponse } from "node:http"

/** Control characters in a logged value are escaped so a request cannot forge log lines. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const controlCharacters = /[\u0000-\u001f\u007f]/g
export const escapeLogValue = (value: string) =>
  value.replace(controlCharacters, (char) => `\\x${char.charCodeAt(0).toString(16).padStart(2, "0")}`)

/** A logged path is cut to this many characters (a 100 KB URL is one line, not a page of log). */
const MAX_LOGGED_PATH = 300

const bytesSent = new WeakMap<ServerResponse, number>()
/** Records the size of the body an answer carries, for the request log. */
export const noteBytes = (res: ServerResponse, bytes: number) => bytesSent.set(res, bytes)

/** One line per request: time, method, path (no query string: it may hold personal data), status, duration, bytes. */
export function logRequest(req: IncomingMessage, res: ServerResponse, started: number) {
  const [raw = ""] = (req.url ?? "/").split("?")
  const path = escapeLogValue(raw.length > MAX_LOGGED_PATH ? `${raw.slice(0, MAX_LOGGED_PATH)}…` : raw)
  const duration = (performance.now() - started).toFixed(1)
  const bytes = bytesSent.get(res) ?? res.getHeader("Content-Length") ?? "-"
  process.stdout.write(`${new Date().toISOString()} ${req.method} ${path} ${res.statusCode} ${duration}ms ${bytes}\n`)
}

let journalPriorities = false
/**
 * Under systemd (JOURNAL_STREAM set), error lines start with "<3>", which the journal reads as their
 * priority, so `journalctl -p err` shows them and nothing else.
 */
export const markErrorsForJournal = (isOn: boolean) => {
  journalPriorities = isOn
}

/** A line at error level on stderr: something a person must look at (a notification that failed for good …). */
export const logError = (line: string) => process.stderr.write(`${journalPriorities ? "<3>" : ""}${line}\n`)
