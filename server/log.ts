import type { IncomingMessage, ServerResponse } from "node:http"

/** Control characters in a logged value are escaped so a request cannot forge log lines. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const controlCharacters = /[\u0000-\u001f\u007f]/g
export const escapeLogValue = (value: string) =>
  value.replace(controlCharacters, (char) => `\\x${char.charCodeAt(0).toString(16).padStart(2, "0")}`)

/** One line per request: time, method, path (no query string: it may hold personal data), status, duration, bytes. */
export function logRequest(req: IncomingMessage, res: ServerResponse, started: number) {
  const path = escapeLogValue((req.url ?? "/").split("?")[0]!)
  const duration = (performance.now() - started).toFixed(1)
  const bytes = res.getHeader("Content-Length") ?? "-"
  process.stdout.write(`${new Date().toISOString()} ${req.method} ${path} ${res.statusCode} ${duration}ms ${bytes}\n`)
}
