/**
 * POST /api/publish/github: GitHub's push webhook. The signature (X-Hub-Signature-256, an HMAC-SHA256 of the
 * raw body keyed with PUBLISH_WEBHOOK_SECRET) is checked in constant time before the body is parsed; a bad
 * one gets 401 and nothing else happens. From a good one only three things are read: the event, the delivery
 * id and the ref, which is only compared with the configured branch. A delivery id or a body seen in the
 * last day is acknowledged and not published again: the delivery id is outside the signature, so a captured
 * body sent again with new ids is still the same push. The publish itself
 * fetches the configured repository, whatever the body says.
 * Without a secret the endpoint does not exist (404).
 */
import { createHash, createHmac, timingSafeEqual } from "node:crypto"
import type { IncomingMessage, ServerResponse } from "node:http"
import { z } from "zod"
import { clientAddress } from "../contact/client-request"
import { createRateLimiter } from "../contact/rate-limit"
import { readLimitedBody } from "../http/limited-body"
import { baseHeaders } from "../security-headers"

/** What a push event must say for a publish: its branch, and whether it deleted it; the rest is not read. */
const pushSchema = z.object({ ref: z.string(), deleted: z.boolean().optional() })

export const PUBLISH_WEBHOOK_PATH = "/api/publish/github"

/** GitHub's push payloads stay far below this; a larger body is refused before it is read. */
const MAX_BODY_BYTES = 1024 * 1024
/** Delivery ids and bodies remembered, newest kept, for a day each. */
const REMEMBERED_DELIVERIES = 1000
const MINUTE = 60 * 1000
const REMEMBERED_MS = 24 * 60 * MINUTE

export type PublishWebhookOptions = {
  /** Absent: publishing by webhook is off and the path answers 404. */
  secret?: string
  branch: string
  trustProxy: boolean
  /** A signed push to the branch, with a delivery id not seen before. */
  onPush: (delivery: string) => void
}

function answer(
  res: ServerResponse,
  status: number,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  const text = `${JSON.stringify(body)}\n`
  res.writeHead(status, {
    ...baseHeaders(),
    "Content-Type": "application/json; charset=utf-8",
    "Cache-Control": "no-store",
    "Content-Length": Buffer.byteLength(text),
    ...headers,
  })
  res.end(text)
}

/** true when `header` is "sha256=" and the HMAC of `body` under `secret`, compared in constant time. */
function isSignedBy(body: Buffer, header: string | string[] | undefined, secret: string) {
  if (typeof header !== "string") return false
  const expected = Buffer.from(`sha256=${createHmac("sha256", secret).update(body).digest("hex")}`)
  const given = Buffer.from(header)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

export function createPublishWebhook({ secret, branch, trustProxy, onPush }: PublishWebhookOptions) {
  // A webhook comes from GitHub's few addresses now and then: a burst of 30, then 30 a minute for each.
  const limiter = createRateLimiter({
    address: { burst: 30, refill: 30, windowMs: MINUTE },
    network: { burst: 60, refill: 60, windowMs: MINUTE },
    global: { burst: 120, refill: 120, windowMs: MINUTE },
  })
  /** Delivery ids and body hashes, with when each was first seen. */
  const seen = new Map<string, number>()
  const isSeen = (key: string) => {
    const at = seen.get(key)
    return at !== undefined && Date.now() - at < REMEMBERED_MS
  }
  const remember = (keys: string[]) => {
    for (const key of keys) {
      seen.delete(key)
      seen.set(key, Date.now())
    }
    // The oldest first: a Map keeps the order keys were set in.
    for (const key of seen.keys()) {
      if (seen.size <= 2 * REMEMBERED_DELIVERIES) break
      seen.delete(key)
    }
  }

  return async function handlePublishWebhook(req: IncomingMessage, res: ServerResponse) {
    if (!secret) {
      req.resume()
      return answer(res, 404, { error: "Not found" })
    }
    if (req.method !== "POST") {
      req.resume()
      return answer(res, 405, { error: "Method not allowed" }, { Allow: "POST" })
    }
    const decision = limiter.take(clientAddress(req, trustProxy))
    if (!decision.ok) {
      req.resume()
      return answer(res, 429, { error: "Too many requests" }, { "Retry-After": String(decision.retryAfterSeconds) })
    }
    if (Number(req.headers["content-length"] ?? 0) > MAX_BODY_BYTES) {
      return answer(res, 413, { error: "Body too large" }, { Connection: "close" })
    }
    const body = await readLimitedBody(req, MAX_BODY_BYTES)
    if (!body) return answer(res, 413, { error: "Body too large" }, { Connection: "close" })
    if (!isSignedBy(body, req.headers["x-hub-signature-256"], secret)) {
      return answer(res, 401, { error: "Bad signature" })
    }
    const event = String(req.headers["x-github-event"] ?? "")
    if (event === "ping") return answer(res, 200, { ok: true, message: "pong" })
    if (event !== "push") return answer(res, 202, { ok: true, message: `${event || "an event"} is not published` })
    let json: unknown
    try {
      json = JSON.parse(body.toString("utf8"))
    } catch {
      return answer(res, 400, { error: "The body is not JSON" })
    }
    const push = pushSchema.safeParse(json)
    if (!push.success || push.data.ref !== `refs/heads/${branch}` || push.data.deleted === true) {
      return answer(res, 202, { ok: true, message: `not ${branch}: nothing to publish` })
    }
    const delivery = String(req.headers["x-github-delivery"] ?? "")
    if (!/^[\w-]{1,100}$/.test(delivery)) return answer(res, 400, { error: "No delivery id" })
    const bodyKey = `body:${createHash("sha256").update(body).digest("hex")}`
    if (isSeen(`delivery:${delivery}`) || isSeen(bodyKey))
      return answer(res, 200, { ok: true, message: "this delivery was received before" })
    remember([`delivery:${delivery}`, bodyKey])
    onPush(delivery)
    return answer(res, 202, { ok: true, message: `publishing ${branch}` })
  }
}
