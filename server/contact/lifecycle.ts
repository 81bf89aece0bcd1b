import type { Server } from "node:http"

/**
 * On SIGTERM or SIGINT (docs/requirements/RELIABILITY.md R-D8, R-U5): stop accepting connections, let
 * every request in flight finish (uploads included), close keep-alive connections as they fall idle, then
 * run `onClosed` (stop deliveries, close the lead store) and exit 0. Forced after `graceMs`, so the process
 * always ends within 10 s.
 */
export function installShutdown(server: Server, onClosed: () => void | Promise<void>, { graceMs = 8_000 } = {}) {
  let isClosing = false
  // Ahead of the site's own handler, so the header is set before any answer starts.
  server.prependListener("request", (_req, res) => {
    if (isClosing && !res.headersSent) res.setHeader("Connection", "close")
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
    server.close(() => void finish(0))
    server.closeIdleConnections()
    const idleSweep = setInterval(() => server.closeIdleConnections(), 200)
    idleSweep.unref()
    setTimeout(() => {
      server.closeAllConnections()
      void finish(0)
    }, graceMs).unref()
  }
  process.once("SIGTERM", () => shutdown("SIGTERM"))
  process.once("SIGINT", () => shutdown("SIGINT"))
}
