/** A stand-in for the chat tool of LEADS_ALERT_WEBHOOK_URL on 127.0.0.1: it keeps each alert it is posted. */
import { createServer } from "node:http"
import type { AddressInfo } from "node:net"

type Alert = { type: string; text: string }

/** Starts the receiver; `path` goes into its address, as a chat tool's token does. */
export async function startAlertReceiver(path = "/alerts") {
  const received: Alert[] = []
  const server = createServer((req, res) => {
    let body = ""
    req.on("data", (chunk) => {
      body += chunk
    })
    req.on("end", () => {
      received.push(JSON.parse(body) as Alert)
      res.end("ok")
    })
  })
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`,
    received,
    close: () => new Promise<void>((done) => server.close(() => done())),
  }
}
