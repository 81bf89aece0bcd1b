/** A real SMTP server on 127.0.0.1 (the Nodemailer project's smtp-server) that keeps what it receives. */
import type { AddressInfo } from "node:net"
import { type ParsedMail, simpleParser } from "mailparser"
import { SMTPServer } from "smtp-server"

type ReceivedMail = { raw: string; parsed: ParsedMail; envelope: { from: string; to: string[] } }

/**
 * How the server treats the next messages: accept, refuse for now (4xx) or for good (5xx), answer too
 * slowly, or keep each message but hold back the reply that says so (as when the sender dies in between).
 */
export type SmtpMode =
  | { kind: "accept" }
  | { kind: "refuse"; code: number }
  | { kind: "stall"; ms: number }
  | { kind: "hold" }

/**
 * `parse: false` keeps only the raw messages (parsed is then empty), for load runs; `host` is another
 * loopback address when a test must know the address before the server exists.
 */
export async function startSmtpServer({ port = 0, host = "127.0.0.1", parse = true } = {}) {
  const received: ReceivedMail[] = []
  let mode: SmtpMode = { kind: "accept" }
  const server = new SMTPServer({
    // A sender with a user and password in its SMTP_URL logs in, as with a mail service; any login is let in.
    authOptional: true,
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username })
    },
    disabledCommands: ["STARTTLS"],
    logger: false,
    onConnect(_session, callback) {
      if (mode.kind === "stall") setTimeout(() => callback(), mode.ms)
      else callback()
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on("data", (chunk: Buffer) => chunks.push(chunk))
      stream.on("end", async () => {
        if (mode.kind === "refuse") {
          const error = Object.assign(new Error("Refused by the test server"), { responseCode: mode.code })
          callback(error)
          return
        }
        const raw = Buffer.concat(chunks).toString("utf8")
        received.push({
          raw,
          parsed: parse ? await simpleParser(raw) : ({} as ParsedMail),
          envelope: {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
          },
        })
        if (mode.kind !== "hold") callback()
      })
    },
  })
  // A sender killed mid-session (a chaos test's SIGKILL) resets its connection: noted, not the server failing.
  const connectionErrors: Error[] = []
  server.on("error", (error) => connectionErrors.push(error))
  await new Promise<void>((resolve) => server.listen(port, host, resolve))
  const address = (server.server.address() as AddressInfo).port
  return {
    port: address,
    url: `smtp://${host}:${address}`,
    received,
    connectionErrors,
    setMode(next: SmtpMode) {
      mode = next
    },
    /** Resolves when `count` messages have arrived, or fails after `timeoutMs` (generous: retries run late on a busy machine). */
    async waitFor(count: number, timeoutMs = 30_000) {
      const started = Date.now()
      while (received.length < count) {
        if (Date.now() - started > timeoutMs)
          throw new Error(`${received.length} of ${count} emails after ${timeoutMs} ms`)
        await new Promise((resolve) => setTimeout(resolve, 25))
      }
      return received
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
