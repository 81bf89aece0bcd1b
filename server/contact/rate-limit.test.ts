import { randomUUID } from "node:crypto"
import { describe, expect, it } from "vitest"
import { post, startTestServer, validSubmission } from "#tests/helpers/endpoint"
import { createRateLimiter } from "./rate-limit"

describe("R-P5 rate limit", () => {
  it("allows a burst of 5 per client, then 5 per 10 minutes", () => {
    let now = 0
    const limiter = createRateLimiter({ now: () => now })
    for (let index = 0; index < 5; index++) expect(limiter.take("198.51.100.7").ok).toBe(true)
    expect(limiter.take("198.51.100.7")).toEqual({ ok: false, retryAfterSeconds: 120 })
    expect(limiter.take("203.0.113.9").ok).toBe(true)
    now += 119_000
    expect(limiter.take("198.51.100.7").ok).toBe(false)
    now += 1_000
    expect(limiter.take("198.51.100.7").ok).toBe(true)
    expect(limiter.take("198.51.100.7").ok).toBe(false)
    now += 10 * 60 * 1000
    for (let index = 0; index < 5; index++) expect(limiter.take("198.51.100.7").ok).toBe(true)
    expect(limiter.take("198.51.100.7").ok).toBe(false)
  })

  it("caps the whole endpoint across clients", () => {
    let now = 0
    const limiter = createRateLimiter({ now: () => now, globalBurst: 3, globalRefill: 3, globalWindowMs: 60_000 })
    expect(["a", "b", "c"].map((client) => limiter.take(client).ok)).toEqual([true, true, true])
    expect(limiter.take("d")).toEqual({ ok: false, retryAfterSeconds: 60 })
    now += 20_000
    expect(limiter.take("d").ok).toBe(true)
  })

  it("forgets full buckets first when it remembers too many clients", () => {
    let now = 0
    const limiter = createRateLimiter({ now: () => now, maxClients: 3 })
    for (const client of ["a", "b", "c"]) limiter.take(client)
    now += 10 * 60 * 1000
    limiter.take("d")
    expect(limiter.size()).toBeLessThanOrEqual(3)
  })

  it("answers the 6th quick submission with 429, keyed on the socket address unless a proxy is trusted", async () => {
    let now = 0
    const direct = await startTestServer({ rateLimiter: createRateLimiter({ now: () => now }) })
    const proxied = await startTestServer({ rateLimiter: createRateLimiter({ now: () => now }), trustProxy: true })
    try {
      const send = (port: number, forwardedFor: string) =>
        post(port, validSubmission({ submission_id: randomUUID(), message: `Hi ${randomUUID()}` }), {
          "X-Forwarded-For": forwardedFor,
        })
      for (let index = 0; index < 5; index++) expect((await send(direct.port, `192.0.2.${index}`)).status).toBe(200)
      // A forged header does not give an untrusted client a fresh bucket.
      expect((await send(direct.port, "192.0.2.99")).status).toBe(429)
      for (let index = 0; index < 5; index++) expect((await send(proxied.port, "192.0.2.1")).status).toBe(200)
      expect((await send(proxied.port, "192.0.2.1")).status).toBe(429)
      expect((await send(proxied.port, "192.0.2.2")).status).toBe(200)
      now += 120_000
      expect((await send(direct.port, "192.0.2.1")).status).toBe(200)
    } finally {
      await direct.close()
      await proxied.close()
    }
  })
})
