import type { Server } from "node:http"
import type { Duplex } from "node:stream"
import { baseHeaders } from "../security-headers"

/** The status of a request Node's parser refused before any handler saw it. */
function statusOf(error: NodeJS.ErrnoException) {
  if (error.code === "HPE_HEADER_OVERFLOW") return { status: 431, text: "Request Header Fields Too Large" }
  if (error.code === "ERR_HTTP_REQUEST_TIMEOUT") return { status: 408, text: "Request Timeout" }
  return { status: 400, text: "Bad Request" }
}

/**
 * Answers what Node's HTTP parser refuses (a malformed request line, headers too large, a request that
 * took too long) with the security headers every other answer has (docs/requirements/RELIABILITY.md
 * R-F5), instead of Node's bare status line, then closes the connection.
 */
export function answerClientErrors(server: Server) {
  server.on("clientError", (error: NodeJS.ErrnoException, socket: Duplex) => {
    // Nothing can be written to a connection that is gone, or one already part-way through an answer.
    const answering = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage
    if (error.code === "ECONNRESET" || !socket.writable || answering?.headersSent) {
      socket.destroy()
      return
    }
    const { status, text } = statusOf(error)
    const body = `${text}\n`
    const headers = {
      ...baseHeaders(),
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
      "Content-Length": String(Buffer.byteLength(body)),
      Connection: "close",
    }
    const head = Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join("")
    socket.end(`HTTP/1.1 ${status} ${text}\r\n${head}\r\n${body}`)
  })
}
