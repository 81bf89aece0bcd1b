import { join } from "node:path"
import { createSiteServer } from "./site-server"

const port = Number(process.env.PORT ?? 3000)
const host = process.env.HOST ?? "0.0.0.0"
const buildDir = join(process.cwd(), process.env.BUILD_DIR ?? "build")

const server = await createSiteServer({ buildDir, log: process.env.LOG_REQUESTS !== "0" })

server.listen(port, host, () => {
  console.log(`Catalysty site listening on http://${host === "0.0.0.0" ? "localhost" : host}:${port}`)
})

/** On SIGTERM or SIGINT: stop taking connections, let requests in flight finish, then exit (forced after 10 s). */
function shutdown(signal: string) {
  console.log(`${signal} received: finishing requests in flight`)
  server.close(() => process.exit(0))
  server.closeIdleConnections()
  setTimeout(() => {
    server.closeAllConnections()
    process.exit(0)
  }, 9_000).unref()
}
process.once("SIGTERM", () => shutdown("SIGTERM"))
process.once("SIGINT", () => shutdown("SIGINT"))
