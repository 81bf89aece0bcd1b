import type { IncomingMessage } from "node:http"

/** How long the rest of an unread body is read and thrown away after the answer, before the socket is dropped. */
export const DISCARD_UNREAD_BODY_MS = 2000

/**
 * Called once an answer is sent before its request's body was read to the end. Closing a socket with unread
 * bytes resets it, and a client or proxy still sending would see the reset (a proxy answers 502) instead of
 * the answer: so the rest is discarded for a moment, and the socket dropped only if it keeps coming.
 */
export function discardThenDrop(req: IncomingMessage) {
  if (req.complete) return
  const drop = setTimeout(() => req.socket.destroy(), DISCARD_UNREAD_BODY_MS)
  drop.unref()
  req.on("end", () => clearTimeout(drop))
  req.resume()
}
