/**
 * Token buckets for the lead endpoint (docs/requirements/RELIABILITY.md R-P5, R-F6): each address gets a
 * burst of 5, then 5 per 10 minutes; each network (IPv4 /24, IPv6 /64, where one person easily holds many
 * addresses) a larger share; and one ceiling for the whole endpoint that only protects the store from a
 * flood, set far above what genuine visitors send, so that many addresses together cannot silence the form.
 * The buckets live in memory only, and a bucket that has filled up again is forgotten with its address
 * within minutes (the privacy notice says how many: RECORD_KEEPING.floodGuardMinutes).
 */
import { isIPv4, isIPv6 } from "node:net"

export type BucketRule = {
  /** Submissions that may arrive at once. */
  burst: number
  /** Tokens given back per window. */
  refill: number
  windowMs: number
}

export type RateLimitOptions = {
  address: BucketRule
  network: BucketRule
  /** The whole endpoint: storage protection, not a visitor limit. */
  global: BucketRule
  /** Milliseconds; injectable for tests. */
  now: () => number
  /** Most addresses (and networks) remembered; full buckets are forgotten first. */
  maxClients: number
  /** How often buckets that have filled up again are forgotten, with the address or network they belong to. */
  forgetEveryMs: number
}

const TEN_MINUTES = 10 * 60 * 1000

export const DEFAULT_RATE_LIMIT: Omit<RateLimitOptions, "now"> = {
  address: { burst: 5, refill: 5, windowMs: TEN_MINUTES },
  network: { burst: 20, refill: 20, windowMs: TEN_MINUTES },
  global: { burst: 600, refill: 600, windowMs: 60 * 1000 },
  maxClients: 10_000,
  forgetEveryMs: 5 * 60 * 1000,
}

/**
 * The longest an address (or its network) stays in memory after its last request: the time its bucket takes
 * to fill up from empty, then at most one wait for the next round of forgetting.
 */
export const longestMemoryMs = (options: Pick<RateLimitOptions, "address" | "network" | "forgetEveryMs">) =>
  Math.max(...[options.address, options.network].map((rule) => (rule.burst / rule.refill) * rule.windowMs)) +
  options.forgetEveryMs

type Bucket = { tokens: number; updated: number }

export type RateDecision = { ok: true } | { ok: false; retryAfterSeconds: number }

/** The eight 16-bit groups of an IPv6 address, or undefined when it is not one. */
function ipv6Groups(address: string): number[] | undefined {
  const [head = "", tail] = address.split("::")
  const parse = (part: string) => (part === "" ? [] : part.split(":"))
  const toGroups = (parts: string[]) =>
    parts.flatMap((part) => {
      if (!part.includes(".")) return [Number.parseInt(part, 16)]
      const [a, b, c, d] = part.split(".").map(Number) as [number, number, number, number]
      return [(a << 8) | b, (c << 8) | d]
    })
  const start = toGroups(parse(head))
  const end = tail === undefined ? [] : toGroups(parse(tail))
  const groups = [...start, ...Array<number>(8 - start.length - end.length).fill(0), ...end]
  return groups.length === 8 && groups.every((group) => Number.isInteger(group)) ? groups : undefined
}

/**
 * The network an address belongs to, as the limiter counts it: its IPv4 /24 or IPv6 /64. An IPv4 address
 * written as IPv6 (`::ffff:192.0.2.7`) is the IPv4 address; anything unreadable is its own network.
 */
export function networkOf(address: string): string {
  const bare = address.replace(/%.*$/, "")
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare)?.[1]
  const ipv4 = mapped ?? (isIPv4(bare) ? bare : undefined)
  if (ipv4) return `${ipv4.split(".").slice(0, 3).join(".")}.0/24`
  const groups = isIPv6(bare) ? ipv6Groups(bare) : undefined
  if (!groups) return address
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`
}

/** The address itself, with an IPv4 address written as IPv6 read as IPv4. */
const addressKey = (address: string) => /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1] ?? address

export function createRateLimiter(options: Partial<RateLimitOptions> = {}) {
  const config: RateLimitOptions = { ...DEFAULT_RATE_LIMIT, now: Date.now, ...options }
  const addresses = new Map<string, Bucket>()
  const networks = new Map<string, Bucket>()
  const global: Bucket = { tokens: config.global.burst, updated: config.now() }

  function refill(bucket: Bucket, rule: BucketRule, at: number) {
    const elapsed = Math.max(0, at - bucket.updated)
    bucket.tokens = Math.min(rule.burst, bucket.tokens + (elapsed * rule.refill) / rule.windowMs)
    bucket.updated = at
  }

  /** Coarse Retry-After: whole minutes, so the answer does not reveal the bucket's exact state. */
  const coarse = (ms: number) => Math.max(60, Math.ceil(ms / 60_000) * 60)
  const waitFor = (bucket: Bucket, rule: BucketRule) => coarse(((1 - bucket.tokens) * rule.windowMs) / rule.refill)

  /** A full bucket says nothing a new one would not, so forgetting it changes no decision. */
  function forgetFullBuckets(buckets: Map<string, Bucket>, rule: BucketRule, at: number) {
    for (const [key, bucket] of buckets) {
      refill(bucket, rule, at)
      if (bucket.tokens >= rule.burst) buckets.delete(key)
    }
  }

  function forgetRefilled() {
    const at = config.now()
    forgetFullBuckets(addresses, config.address, at)
    forgetFullBuckets(networks, config.network, at)
  }
  // The timer must not keep a stopping server alive.
  if (config.forgetEveryMs > 0) setInterval(forgetRefilled, config.forgetEveryMs).unref()

  function bucketOf(buckets: Map<string, Bucket>, key: string, rule: BucketRule, at: number) {
    let bucket = buckets.get(key)
    if (!bucket) {
      if (buckets.size >= config.maxClients) {
        forgetFullBuckets(buckets, rule, at)
        // Still too many: drop the oldest.
        for (const oldest of buckets.keys()) {
          if (buckets.size < config.maxClients) break
          buckets.delete(oldest)
        }
      }
      bucket = { tokens: rule.burst, updated: at }
      buckets.set(key, bucket)
    }
    refill(bucket, rule, at)
    return bucket
  }

  return {
    /** Takes one token for this address, its network and the endpoint, or says how long to wait. */
    take(address: string): RateDecision {
      const at = config.now()
      const checks: [Bucket, BucketRule][] = [
        [bucketOf(addresses, addressKey(address), config.address, at), config.address],
        [bucketOf(networks, networkOf(address), config.network, at), config.network],
        [global, config.global],
      ]
      refill(global, config.global, at)
      for (const [bucket, rule] of checks) {
        if (bucket.tokens < 1) return { ok: false, retryAfterSeconds: waitFor(bucket, rule) }
      }
      for (const [bucket] of checks) bucket.tokens -= 1
      return { ok: true }
    },
    /** How many addresses, and how many networks, are remembered now. */
    rememberedAddresses: () => addresses.size,
    rememberedNetworks: () => networks.size,
  }
}
export type RateLimiter = ReturnType<typeof createRateLimiter>
