import type { Server, ServerResponse } from "node:http"
import { Server as NetServer } from "node:net"

/**
 * On SIGTERM or SIGINT (docs/requirements/RELIABILITY.md R-D8, R-U5, R-F4): stop accepting connections, let
 * every request in flight finish (uploads included), then run `onClosed` (stop deliveries, close the lead
 * store) and exit 0. Forced after `graceMs`, so the process always ends within 10 s.
 *
 * Keep-alive connections are told and given a moment: every answer written from then on says
 * `Connection: close` (those already in flight too, if their headers are not out yet), and an idle
 * connection stays open for `idleGraceMs`, so a request a client sent on it just as the signal came is
 * answered rather than cut off. Only then are idle connections closed.
 */
export function installShutdown(
  server: Server,
  onClosed: () => void | Promise<void>,
  { graceMs = 8_000, idleGraceMs = 1_000 } = {},
) {
  let isClosing = false
  const answering = new Set<ServerResponse>()
  // Ahead of the site's own handler, so the header is set before any answer starts.
  server.prependListener("request", (_req, res) => {
    if (isClosing) res.setHeader("Connection", "close")
    answering.add(res)
    res.once("close", () => answering.delete(res))
  })

  let isFinishing = false
  async function finish(code: number) {
    if (isFinishing) return
    isFinishing = true
    try {
      await Promise.race([onClosed(), new Promise((resolve) => setTimeout(resolve, 1_500).unref())])
    } catch (error) {
      console.error(`shutdown: ${(error as Error).message}`)
    }
    process.exit(code)
  }

  function shutdown(signal: string) {
    if (isClosing) return
    isClosing = true
    console.log(`${signal} received: finishing requests in flight`)
    for (const res of answering) if (!res.headersSent) res.setHeader("Connection", "close")
    // net.Server's close stops accepting; http.Server's own would also drop idle keep-alive connections at
    // once, cutting off a request already on its way over one of them.
    NetServer.prototype.close.call(server, () => void finish(0))
    const closeIdle = () => server.closeIdleConnections()
    setTimeout(() => {
      closeIdle()
      setInterval(closeIdle, 200).unref()
    }, idleGraceMs).unref()
    setTimeout(() => {
      server.closeAllConnections()
      void finish(0)
    }, graceMs).unref()
  }
  process.once("SIGTERM", () => shutdown("SIGTERM"))
  process.once("SIGINT", () => shutdown("SIGINT"))
}
