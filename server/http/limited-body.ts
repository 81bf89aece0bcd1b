import type { IncomingMessage } from "node:http"

/**
 * A request's whole body, or undefined once it passes `maxBytes` (the rest is left unread: answer with
 * closeAfterAnswer, unread-body.ts) or the request fails.
 */
export function readLimitedBody(req: IncomingMessage, maxBytes: number): Promise<Buffer | undefined> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = []
    let size = 0
    req.on("data", (chunk: Buffer) => {
      size += chunk.length
      if (size > maxBytes) {
        req.removeAllListeners("data")
        req.pause()
        resolve(undefined)
        return
      }
      chunks.push(chunk)
    })
    req.on("end", () => resolve(Buffer.concat(chunks)))
    req.on("error", () => resolve(undefined))
  })
}
