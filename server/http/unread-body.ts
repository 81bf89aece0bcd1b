import type { IncomingMessage, ServerResponse } from "node:http"

/** How long the rest of an unread body is read and thrown away after the answer, before the socket is dropped. */
const DISCARD_UNREAD_BODY_MS = 2000

/**
 * Ends the connection once `res` is sent, for an answer given without reading the request's body (all of
 * it, or at all). A body read to its end: `Connection: close`. Otherwise Node would drop the socket with
 * unread bytes in it, which resets it, and a client or proxy still sending sees the reset (a proxy answers
 * 502) instead of the answer: so the rest is discarded for a moment, and the socket dropped only if it
 * keeps coming. Call before the headers are written.
 */
export function closeAfterAnswer(req: IncomingMessage, res: ServerResponse) {
  if (req.complete) {
    res.setHeader("Connection", "close")
    return
  }
  res.on("finish", () => {
    if (req.complete) return
    const drop = setTimeout(() => req.socket.destroy(), DISCARD_UNREAD_BODY_MS)
    drop.unref()
    req.on("end", () => clearTimeout(drop))
    req.resume()
  })
}
