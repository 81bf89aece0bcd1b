import type { Server } from "node:http"

/**
 * On SIGTERM or SIGINT: stop taking connections, let requests in flight finish, then run `onClosed`
 * (close the lead store) and exit; forced after `graceMs` so the process always ends within 10 s (R-D8).
 */
export function installShutdown(server: Server, onClosed: () => void, { graceMs = 9_000 } = {}) {
  let isClosing = false
  function shutdown(signal: string) {
    if (isClosing) return
    isClosing = true
    console.log(`${signal} received: finishing requests in flight`)
    const exit = () => {
      onClosed()
      process.exit(0)
    }
    // Keep-alive connections get "Connection: close" on their next answer, so clients move off.
    server.on("request", (_req, res) => res.setHeader("Connection", "close"))
    server.close(exit)
    server.closeIdleConnections()
    setTimeout(() => {
      server.closeAllConnections()
      exit()
    }, graceMs).unref()
  }
  process.once("SIGTERM", () => shutdown("SIGTERM"))
  process.once("SIGINT", () => shutdown("SIGINT"))
}
