/**
 * Token buckets for the lead endpoint (docs/requirements/RELIABILITY.md R-P5): per client a burst of 5, then 5 per
 * 10 minutes; plus one global bucket so many addresses together cannot flood the store.
 */

export type RateLimitOptions = {
  /** Submissions one client may send at once. */
  burst: number
  /** Tokens a client gets back per window. */
  refill: number
  windowMs: number
  /** The whole endpoint: burst and refill per window. */
  globalBurst: number
  globalRefill: number
  globalWindowMs: number
  /** Milliseconds; injectable for tests. */
  now: () => number
  /** Most clients remembered; full buckets are forgotten first. */
  maxClients: number
}

export const DEFAULT_RATE_LIMIT: Omit<RateLimitOptions, "now"> = {
  burst: 5,
  refill: 5,
  windowMs: 10 * 60 * 1000,
  globalBurst: 120,
  globalRefill: 120,
  globalWindowMs: 60 * 1000,
  maxClients: 10_000,
}

type Bucket = { tokens: number; updated: number }

export type RateDecision = { ok: true } | { ok: false; retryAfterSeconds: number }

export function createRateLimiter(options: Partial<RateLimitOptions> = {}) {
  const config: RateLimitOptions = { ...DEFAULT_RATE_LIMIT, now: Date.now, ...options }
  const clients = new Map<string, Bucket>()
  const global: Bucket = { tokens: config.globalBurst, updated: config.now() }

  function refill(bucket: Bucket, burst: number, perWindow: number, windowMs: number, at: number) {
    const elapsed = Math.max(0, at - bucket.updated)
    bucket.tokens = Math.min(burst, bucket.tokens + (elapsed * perWindow) / windowMs)
    bucket.updated = at
  }

  /** Coarse Retry-After: whole minutes, so the answer does not reveal the bucket's exact state. */
  const coarse = (ms: number) => Math.max(60, Math.ceil(ms / 60_000) * 60)

  function forgetFullBuckets(at: number) {
    for (const [key, bucket] of clients) {
      refill(bucket, config.burst, config.refill, config.windowMs, at)
      if (bucket.tokens >= config.burst) clients.delete(key)
    }
    // Still too many: drop the oldest.
    for (const key of clients.keys()) {
      if (clients.size < config.maxClients) break
      clients.delete(key)
    }
  }

  return {
    /** Takes one token for this client, or says how long to wait. */
    take(client: string): RateDecision {
      const at = config.now()
      let bucket = clients.get(client)
      if (!bucket) {
        if (clients.size >= config.maxClients) forgetFullBuckets(at)
        bucket = { tokens: config.burst, updated: at }
        clients.set(client, bucket)
      }
      refill(bucket, config.burst, config.refill, config.windowMs, at)
      refill(global, config.globalBurst, config.globalRefill, config.globalWindowMs, at)
      if (bucket.tokens < 1) {
        return { ok: false, retryAfterSeconds: coarse(((1 - bucket.tokens) * config.windowMs) / config.refill) }
      }
      if (global.tokens < 1) {
        return {
          ok: false,
          retryAfterSeconds: coarse(((1 - global.tokens) * config.globalWindowMs) / config.globalRefill),
        }
      }
      bucket.tokens -= 1
      global.tokens -= 1
      return { ok: true }
    },
    size: () => clients.size,
  }
}
export type RateLimiter = ReturnType<typeof createRateLimiter>
