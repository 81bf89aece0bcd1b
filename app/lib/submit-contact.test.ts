import { describe, expect, it } from "vitest"
import { contactFields } from "#shared/contact-schema"
import {
  buildContactBody,
  type ContactSubmission,
  type SubmitEnvironment,
  type SubmitOutcome,
  submitContact,
} from "./submit-contact"

const submission: ContactSubmission = {
  values: {
    name: "Renée O'Connor",
    email: "renee@example.com",
    company: "Corktown Bakery",
    services: ["SEO (Search Engine Optimization)"],
    budget: "",
    message: "A faster website, please.",
  },
  target: { mode: "embedded", endpoint: "/api/contact", accessKey: "site-key" },
  submissionId: "0b7f3a52-6c1e-4f4e-9d55-1f2f0c7c9a10",
  attribution: { source_page: "/services/search-engine-optimization", landing_page: "/pricing", utm_source: "news" },
}

type Call = { url: string; init: RequestInit }

/** A stand-in for fetch that records each call and answers with `reply`. */
function environment(reply: (call: Call) => Promise<Response> | Response, isOnline = () => true) {
  const calls: Call[] = []
  const env: SubmitEnvironment = {
    fetch: async (url, init) => {
      const call = { url: String(url), init: init ?? {} }
      calls.push(call)
      return reply(call)
    },
    isOnline,
    timeoutMs: 50,
  }
  return { env, calls }
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } })

describe("the multipart body", () => {
  it("holds the SPEC fields in order, the key, the idempotency key, then where the lead came from", () => {
    const body = buildContactBody(submission)
    expect([...body.keys()]).toEqual([
      ...contactFields,
      "access_key",
      "submission_id",
      "source_page",
      "landing_page",
      "utm_source",
    ])
    expect(body.get("services")).toBe("SEO (Search Engine Optimization)")
    expect(body.get("landing_page")).toBe("/pricing")
  })

  it("leaves the idempotency key out in hosted mode, and sends the honeypot only when filled", () => {
    const hosted = buildContactBody({ ...submission, target: { ...submission.target, mode: "hosted" } })
    expect(hosted.has("submission_id")).toBe(false)
    expect(hosted.get("source_page")).toBe("/services/search-engine-optimization")
    expect(buildContactBody(submission).has("botcheck")).toBe(false)
    expect(buildContactBody({ ...submission, honeypot: "bot" }).get("botcheck")).toBe("bot")
  })
})

describe("what an answer means (SPEC.md §8, RELIABILITY R-C3, R-C4, R-C6)", () => {
  const cases: [string, () => Response, SubmitOutcome][] = [
    ["success", () => json(200, { success: true, message: "Stored" }), { kind: "sent" }],
    [
      "a 400 naming fields keeps only known fields",
      () =>
        json(400, {
          success: false,
          message: "Please check the highlighted fields.",
          errors: { email: "Please enter a valid email address.", access_key: "x", name: "" },
        }),
      {
        kind: "refused",
        message: "Please check the highlighted fields.",
        fieldErrors: { email: "Please enter a valid email address." },
        canRetry: false,
      },
    ],
    [
      "the hosted service's body.message shape",
      () => json(403, { success: false, body: { message: "Invalid access key." } }),
      { kind: "refused", message: "Invalid access key.", fieldErrors: {}, canRetry: false },
    ],
    [
      "a 429 may be tried again by hand",
      () => json(429, { success: false, message: "Too many requests." }),
      { kind: "refused", message: "Too many requests.", fieldErrors: {}, canRetry: true },
    ],
    [
      "a 503 without a message",
      () => json(503, { success: false }),
      { kind: "refused", message: undefined, fieldErrors: {}, canRetry: true },
    ],
    ["neither flag nor message", () => json(500, {}), { kind: "malformed" }],
    ["an HTML error page", () => new Response("<h1>Bad gateway</h1>", { status: 502 }), { kind: "malformed" }],
  ]
  for (const [name, reply, outcome] of cases) {
    it(name, async () => {
      const { env, calls } = environment(reply)
      expect(await submitContact(submission, env)).toEqual(outcome)
      expect(calls).toHaveLength(1)
      expect(calls[0]!.url).toBe("/api/contact")
      expect(calls[0]!.init.method).toBe("POST")
      expect(new Headers(calls[0]!.init.headers).get("Accept")).toBe("application/json")
    })
  }
})

describe("when the network is not there", () => {
  it("offline: nothing is sent", async () => {
    const { env, calls } = environment(
      () => json(200, { success: true }),
      () => false,
    )
    expect(await submitContact(submission, env)).toEqual({ kind: "offline" })
    expect(calls).toHaveLength(0)
  })

  it("a dropped connection", async () => {
    const { env } = environment(() => {
      throw new TypeError("Failed to fetch")
    })
    expect(await submitContact(submission, env)).toEqual({ kind: "network" })
  })

  it("a connection lost because the browser went offline while sending", async () => {
    let online = true
    const { env } = environment(
      () => {
        online = false
        throw new TypeError("Failed to fetch")
      },
      () => online,
    )
    expect(await submitContact(submission, env)).toEqual({ kind: "offline" })
  })

  it("no answer within the time limit is a timeout, and the request is aborted", async () => {
    let signal: AbortSignal | undefined
    const { env } = environment(
      ({ init }) =>
        new Promise<Response>((_resolve, reject) => {
          signal = init.signal ?? undefined
          if (signal?.aborted) return reject(new DOMException("aborted", "AbortError"))
          signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")))
        }),
    )
    expect(await submitContact(submission, env)).toEqual({ kind: "timeout" })
    expect(signal?.aborted).toBe(true)
  })
})
