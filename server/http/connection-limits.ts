import type { Server } from "node:http"

/**
 * How long a connection may take and how many may be open (docs/requirements/RELIABILITY.md R-P3, R-P4):
 * headers that trickle in are cut off after 10 s, a whole request after 30 s, an idle keep-alive after 5 s,
 * and the connection cap bounds the memory a flood of idle connections can take while staying well above
 * the 500 slow ones a visitor's request must get past.
 */
export function limitConnections(server: Server) {
  server.headersTimeout = 10_000
  server.requestTimeout = 30_000
  server.keepAliveTimeout = 5_000
  server.maxConnections = 2_000
}
