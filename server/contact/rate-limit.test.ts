import { randomUUID } from "node:crypto"
import { afterEach, describe, expect, it, vi } from "vitest"
import { RECORD_KEEPING } from "#config/privacy"
import { post, startTestServer, validSubmission } from "#tests/helpers/endpoint"
import { createRateLimiter, DEFAULT_RATE_LIMIT, longestMemoryMs, networkOf } from "./rate-limit"

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
    const limiter = createRateLimiter({ now: () => now, global: { burst: 3, refill: 3, windowMs: 60_000 } })
    expect(["a", "b", "c"].map((client) => limiter.take(client).ok)).toEqual([true, true, true])
    expect(limiter.take("d")).toEqual({ ok: false, retryAfterSeconds: 60 })
    now += 20_000
    expect(limiter.take("d").ok).toBe(true)
  })

  it("R-F6: accepts 150 posts from 150 networks within a minute while one address is still limited", () => {
    let now = 0
    const limiter = createRateLimiter({ now: () => now })
    for (let index = 0; index < 5; index++) expect(limiter.take("198.51.100.7").ok).toBe(true)
    // All within the same second: the global ceiling is storage protection, not a visitor limit.
    now += 1_000
    const accepted = Array.from(
      { length: 150 },
      (_, index) => limiter.take(`10.${Math.floor(index / 100)}.${index % 100}.1`).ok,
    )
    expect(accepted.filter(Boolean)).toHaveLength(150)
    expect(limiter.take("198.51.100.7").ok).toBe(false)
  })

  it("R-F6: limits a network (IPv4 /24, IPv6 /64) beyond its addresses' own limits", () => {
    const limiter = createRateLimiter({ now: () => 0 })
    const fromOneNetwork = (address: (index: number) => string) =>
      Array.from({ length: 25 }, (_, index) => limiter.take(address(index)).ok).filter(Boolean).length
    expect(fromOneNetwork((index) => `203.0.113.${index}`)).toBe(20)
    expect(fromOneNetwork((index) => `2001:db8:1:2::${index.toString(16)}`)).toBe(20)
    expect(limiter.take("203.0.114.1").ok).toBe(true)
    expect(limiter.take("2001:db8:1:3::1").ok).toBe(true)
  })

  it("reads an address's network whatever its spelling", () => {
    expect(networkOf("192.0.2.77")).toBe("192.0.2.0/24")
    expect(networkOf("::ffff:192.0.2.77")).toBe("192.0.2.0/24")
    expect(networkOf("2001:db8::1")).toBe("2001:db8:0:0::/64")
    expect(networkOf("2001:0DB8:0000:0000:ffff::1")).toBe("2001:db8:0:0::/64")
    expect(networkOf("fe80::1%eth0")).toBe("fe80:0:0:0::/64")
    expect(networkOf("::1")).toBe("0:0:0:0::/64")
    expect(networkOf("unknown")).toBe("unknown")
  })

  it("forgets full buckets first when it remembers too many clients", () => {
    let now = 0
    const limiter = createRateLimiter({ now: () => now, maxClients: 3 })
    for (const client of ["a", "b", "c"]) limiter.take(client)
    now += 10 * 60 * 1000
    limiter.take("d")
    expect(limiter.rememberedAddresses()).toBeLessThanOrEqual(3)
  })

  describe("forgets an address once its bucket has filled up again (the privacy notice says within how long)", () => {
    afterEach(() => {
      vi.useRealTimers()
    })
    const minute = 60 * 1000

    it("within the notice's minutes of its last request, on its own clock, with no request to prompt it", () => {
      vi.useFakeTimers()
      const limiter = createRateLimiter()
      for (let index = 0; index < 6; index++) limiter.take("198.51.100.7")
      limiter.take("2001:db8:1:2::9")
      expect([limiter.rememberedAddresses(), limiter.rememberedNetworks()]).toEqual([2, 2])
      vi.advanceTimersByTime(RECORD_KEEPING.floodGuardMinutes * minute)
      expect([limiter.rememberedAddresses(), limiter.rememberedNetworks()]).toEqual([0, 0])
    })

    it("but not while its bucket is still refilling, so forgetting never lets a flood through sooner", () => {
      vi.useFakeTimers()
      const limiter = createRateLimiter()
      for (let index = 0; index < 5; index++) limiter.take("198.51.100.7")
      vi.advanceTimersByTime(DEFAULT_RATE_LIMIT.forgetEveryMs)
      expect(limiter.rememberedAddresses()).toBe(1)
      expect(limiter.take("198.51.100.7").ok).toBe(true)
      expect(limiter.take("198.51.100.7").ok).toBe(true)
      expect(limiter.take("198.51.100.7").ok).toBe(false)
    })

    it("the default limits forget within the minutes the notice states, and the bound follows the limits", () => {
      expect(longestMemoryMs(DEFAULT_RATE_LIMIT)).toBeLessThanOrEqual(RECORD_KEEPING.floodGuardMinutes * minute)
      expect(
        longestMemoryMs({ ...DEFAULT_RATE_LIMIT, network: { burst: 20, refill: 10, windowMs: 10 * minute } }),
      ).toBe(25 * minute)
    })
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
