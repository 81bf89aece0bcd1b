/**
 * The lead endpoint on its own, without the site build: used by the durability tests and
 * `npm run bench:form`. Same handler, store, limits and shutdown as the production server.
 * Prints "listening <port>" once it accepts connections (PORT=0 picks a free port; tests bind HOST=127.0.0.1).
 */
import { createServer } from "node:http"
import type { AddressInfo } from "node:net"
import { buildConfig, serverConfig } from "#config/environment.server"
import { ConfigError } from "#config/values"
import { limitConnections } from "../http/connection-limits"
import { baseHeaders } from "../security-headers"
import { type LeadService, StoreStartupError, startLeadService } from "./index"
import { installShutdown } from "./lifecycle"

let leads: LeadService
let config: ReturnType<typeof serverConfig>
try {
  config = serverConfig()
  leads = await startLeadService({
    config,
    build: buildConfig(),
    log: config.logRequests ? undefined : () => {},
  })
} catch (error) {
  console.error(error instanceof StoreStartupError || error instanceof ConfigError ? error.message : error)
  console.error("Lead endpoint not started: leads could not be stored.")
  process.exit(1)
}

const server = createServer((req, res) => {
  if ((req.url ?? "/").split("?")[0] === "/api/contact") {
    void leads.handler(req, res)
    return
  }
  req.resume()
  res.writeHead(404, { ...baseHeaders(), "Content-Type": "text/plain; charset=utf-8" })
  res.end("Not found")
})
limitConnections(server)

server.listen(config.port, config.host, () => {
  console.log(`listening ${(server.address() as AddressInfo).port}`)
})
installShutdown(server, () => leads.close())
