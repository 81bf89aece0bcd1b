/**
 * docs/requirements/RELIABILITY.md R-V1: every bad input of B3 against the real endpoint on 127.0.0.1 gets its 4xx,
 * JSON `{ success: false, message }` naming the problem without echoing the input, and stores nothing.
 */
import { randomUUID } from "node:crypto"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { createRateLimiter } from "#server/contact/rate-limit"
import {
  multipart,
  type Part,
  parseJson,
  post,
  type Submission,
  startTestServer,
  type TestServer,
  toParts,
  validSubmission,
} from "#tests/helpers/endpoint"
import { type RawResponse, send } from "#tests/helpers/http"

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server.close()
})

const form = (submission: Submission, headers: Record<string, string> = {}) => {
  const { body, contentType } = multipart(toParts(submission))
  return send(server.port, { body, headers: { "Content-Type": contentType, ...headers } })
}
const formParts = (parts: Part[], options?: Parameters<typeof multipart>[1]) => {
  const { body, contentType } = multipart(parts, options)
  return send(server.port, { body, headers: { "Content-Type": contentType } })
}
const without = (field: string) => {
  const { [field]: _removed, ...rest } = validSubmission()
  return rest
}

type Case = {
  id: number
  title: string
  run: () => Promise<RawResponse>
  status: number
  /** The message must say this (it names the problem). */
  says: RegExp
  /** The field the `errors` map must name. */
  field?: string
  /** Raw input that must not come back in the answer. */
  raw?: string
}

const bigMessage = "x".repeat(70 * 1024)
const manyFields = Array.from({ length: 1000 }, () => ({ name: "a", value: "b" }))

const cases: Case[] = [
  { id: 1, title: "GET", run: () => send(server.port, { method: "GET" }), status: 405, says: /POST/ },
  {
    id: 2,
    title: "PUT",
    run: () =>
      send(server.port, {
        method: "PUT",
        body: "name=x",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
      }),
    status: 405,
    says: /POST/,
  },
  { id: 3, title: "TRACE", run: () => send(server.port, { method: "TRACE" }), status: 405, says: /POST/ },
  {
    id: 4,
    title: "text/plain body",
    run: () => send(server.port, { body: "name=x", headers: { "Content-Type": "text/plain" } }),
    status: 415,
    says: /multipart|URL-encoded|JSON/,
  },
  {
    id: 5,
    title: "malformed JSON",
    run: () =>
      send(server.port, { body: '{"name": "Ada", "email": ', headers: { "Content-Type": "application/json" } }),
    status: 400,
    says: /could not be read/,
  },
  {
    id: 6,
    title: "multipart without boundary",
    run: () =>
      send(server.port, {
        body: multipart(toParts(validSubmission())).body,
        headers: { "Content-Type": "multipart/form-data" },
      }),
    status: 400,
    says: /could not be read/,
  },
  {
    id: 7,
    title: "truncated multipart (no closing boundary)",
    run: () => formParts(toParts(validSubmission()), { close: false }),
    status: 400,
    says: /could not be read/,
  },
  {
    id: 8,
    title: "body over the limit with Content-Length",
    run: () => form(validSubmission({ message: bigMessage })),
    status: 413,
    says: /too large/,
  },
  {
    id: 9,
    title: "body over the limit, chunked, no length",
    run: () => {
      const { body, contentType } = multipart(toParts(validSubmission({ message: bigMessage })))
      return send(server.port, { body, chunked: true, headers: { "Content-Type": contentType } })
    },
    status: 413,
    says: /too large/,
  },
  {
    id: 10,
    title: "too many parts (1000 tiny fields)",
    run: () => formParts(manyFields, { boundary: "x" }),
    status: 413,
    says: /too many fields/,
  },
  {
    id: 11,
    title: "field name over 100 bytes",
    run: () => formParts([...toParts(validSubmission()), { name: "n".repeat(101), value: "v" }]),
    status: 400,
    says: /field name/,
    raw: "n".repeat(101),
  },
  { id: 12, title: "missing access_key", run: () => form(without("access_key")), status: 400, says: /access key/ },
  {
    id: 13,
    title: "wrong access_key",
    run: () => form(validSubmission({ access_key: "not-our-key-1234" })),
    status: 403,
    says: /access key/,
    raw: "not-our-key-1234",
  },
  { id: 14, title: "missing name", run: () => form(without("name")), status: 400, says: /check/, field: "name" },
  {
    id: 15,
    title: "whitespace-only name",
    run: () => form(validSubmission({ name: " \t\u3000 " })),
    status: 400,
    says: /check/,
    field: "name",
  },
  {
    id: 16,
    title: "name of 201 characters",
    run: () => form(validSubmission({ name: "N".repeat(201) })),
    status: 400,
    says: /check/,
    field: "name",
    raw: "N".repeat(201),
  },
  {
    id: 17,
    title: "name with CR/LF",
    run: () => form(validSubmission({ name: "Ada\r\nBcc: victim@example.com" })),
    status: 400,
    says: /check/,
    field: "name",
    raw: "Bcc: victim",
  },
  { id: 18, title: "missing email", run: () => form(without("email")), status: 400, says: /check/, field: "email" },
  {
    id: 19,
    title: "email without @",
    run: () => form(validSubmission({ email: "ada.example.com" })),
    status: 400,
    says: /check/,
    field: "email",
    raw: "ada.example.com",
  },
  {
    id: 20,
    title: "email of 255 characters",
    run: () => form(validSubmission({ email: `ada@${"d".repeat(246)}.com` })),
    status: 400,
    says: /check/,
    field: "email",
    raw: "d".repeat(246),
  },
  {
    id: 21,
    title: "email local part of 65 characters",
    run: () => form(validSubmission({ email: `${"l".repeat(65)}@example.com` })),
    status: 400,
    says: /check/,
    field: "email",
    raw: "l".repeat(65),
  },
  {
    id: 22,
    title: "email with CR/LF",
    run: () => form(validSubmission({ email: "ada@example.com\r\nBcc: x@example.com" })),
    status: 400,
    says: /check/,
    field: "email",
    raw: "Bcc: x",
  },
  {
    id: 23,
    title: "missing message",
    run: () => form(without("message")),
    status: 400,
    says: /check/,
    field: "message",
  },
  {
    id: 24,
    title: "whitespace-only message",
    run: () => form(validSubmission({ message: " \n\t\r\n " })),
    status: 400,
    says: /check/,
    field: "message",
  },
  {
    id: 25,
    title: "message of 5001 UTF-16 units, surrogate pair at the boundary",
    run: () => form(validSubmission({ message: `${"m".repeat(4999)}😀` })),
    status: 400,
    says: /check/,
    field: "message",
    raw: "m".repeat(4999),
  },
  {
    id: 26,
    title: "message with NUL",
    run: () => form(validSubmission({ message: "hello\u0000world" })),
    status: 400,
    says: /check/,
    field: "message",
    raw: "hello\u0000world",
  },
  {
    id: 27,
    title: "message with BEL/ESC",
    run: () => form(validSubmission({ message: "ring\u0007\u001b[31mred" })),
    status: 400,
    says: /check/,
    field: "message",
    raw: "\u001b[31m",
  },
  {
    id: 28,
    title: "invalid UTF-8 bytes in a field",
    run: () =>
      formParts([
        ...toParts(without("name")),
        { name: "name", value: Buffer.from([0x41, 0xff, 0xfe, 0xc3, 0x28, 0x42]) },
      ]),
    status: 400,
    says: /UTF-8/,
  },
  {
    id: 29,
    title: "services value not in the list",
    run: () => form(validSubmission({ services: "free-website-please" })),
    status: 400,
    says: /check/,
    field: "services",
    raw: "free-website-please",
  },
  {
    id: 30,
    title: "missing services",
    run: () => form(without("services")),
    status: 400,
    says: /check/,
    field: "services",
  },
  {
    id: 31,
    title: "company of 201 characters",
    run: () => form(validSubmission({ company: "C".repeat(201) })),
    status: 400,
    says: /check/,
    field: "company",
    raw: "C".repeat(201),
  },
  {
    id: 32,
    title: "budget of 101 characters",
    run: () => form(validSubmission({ budget: "B".repeat(101) })),
    status: 400,
    says: /check/,
    field: "budget",
    raw: "B".repeat(101),
  },
  {
    id: 33,
    title: "duplicate message part",
    run: () => formParts([...toParts(validSubmission()), { name: "message", value: "second copy of the message" }]),
    status: 400,
    says: /more than once/,
    raw: "second copy",
  },
  {
    id: 34,
    title: "unknown field",
    run: () => form(validSubmission({ favourite_colour_zz: "teal" })),
    status: 400,
    says: /don't accept/,
    raw: "favourite_colour_zz",
  },
  {
    id: 35,
    title: "file part (attachment)",
    run: () =>
      formParts([
        ...toParts(validSubmission()),
        { name: "attachment", value: "%PDF-1.4 fake", filename: "brief.pdf", contentType: "application/pdf" },
      ]),
    status: 400,
    says: /not supported/,
    raw: "brief.pdf",
  },
  {
    id: 36,
    title: "redirect to https://evil.example/",
    run: () => form(validSubmission({ redirect: "https://evil.example/" })),
    status: 400,
    says: /redirect/,
    raw: "evil.example",
  },
  {
    id: 37,
    title: "redirect to //evil.example",
    run: () => form(validSubmission({ redirect: "//evil.example" })),
    status: 400,
    says: /redirect/,
    raw: "evil.example",
  },
  {
    id: 38,
    title: "redirect to javascript:",
    run: () => form(validSubmission({ redirect: "javascript:alert(document.domain)" })),
    status: 400,
    says: /redirect/,
    raw: "javascript:",
  },
  {
    id: 39,
    title: "webhook to 127.0.0.1",
    run: () => form(validSubmission({ webhook: "http://127.0.0.1:9/hook" })),
    status: 400,
    says: /not supported/,
    raw: "127.0.0.1:9",
  },
  {
    id: 40,
    title: "foreign Origin header",
    run: () => form(validSubmission(), { Origin: "https://evil.example" }),
    status: 403,
    says: /other websites/,
    raw: "evil.example",
  },
]

describe("B3 bad inputs (R-V1)", () => {
  it.each(cases)("$id $title → $status", async ({ run, status, says, field, raw }) => {
    const before = await server.store.count()
    const response = await run()
    expect(response.status).toBe(status)
    expect(response.headers["content-type"]).toBe("application/json; charset=utf-8")
    expect(response.headers["cache-control"]).toBe("no-store")
    const json = parseJson(response.text)
    expect(json.success).toBe(false)
    expect(json.message).toMatch(says)
    if (field) expect(Object.keys(json.errors ?? {})).toContain(field)
    if (raw) expect(response.text).not.toContain(JSON.stringify(raw).slice(1, -1))
    if (status === 405) expect(response.headers.allow).toBe("POST")
    expect(await server.store.count()).toBe(before)
  })

  it("41 same idempotency key with a different payload → 422", async () => {
    const key = randomUUID()
    const first = await post(server.port, validSubmission({ submission_id: key }))
    expect(first.status).toBe(200)
    const before = await server.store.count()
    const second = await post(server.port, validSubmission({ submission_id: key, message: "A different message" }))
    expect(second.status).toBe(422)
    expect(second.json).toMatchObject({ success: false, message: expect.stringMatching(/already used/) })
    expect(second.text).not.toContain("A different message")
    expect(await server.store.count()).toBe(before)
    // The same payload again is a replay of the stored lead: success, nothing new.
    const replay = await post(server.port, validSubmission({ submission_id: key }))
    expect(replay.json).toEqual({ success: true, message: "Message sent successfully!" })
    expect(await server.store.count()).toBe(before)
  })

  it("42 burst past the rate limit → 429 with a coarse Retry-After", async () => {
    const limited = await startTestServer({ rateLimiter: createRateLimiter() })
    try {
      for (let index = 0; index < 5; index++) {
        const ok = await post(limited.port, validSubmission({ submission_id: randomUUID(), message: `Burst ${index}` }))
        expect(ok.status).toBe(200)
      }
      const before = await limited.store.count()
      const sixth = await post(limited.port, validSubmission({ submission_id: randomUUID(), message: "Burst 6" }))
      expect(sixth.status).toBe(429)
      expect(sixth.json).toMatchObject({ success: false, message: expect.stringMatching(/wait/) })
      expect(Number(sixth.headers["retry-after"]) % 60).toBe(0)
      expect(await limited.store.count()).toBe(before)
    } finally {
      await limited.close()
    }
  })

  it("covers at least the 42 numbered cases", () => {
    expect(cases.length + 2).toBe(42)
  })
})

describe("answers", () => {
  it("stores a valid multipart lead and answers in the Web3Forms shape", async () => {
    const response = await post(server.port, validSubmission({ submission_id: randomUUID() }))
    expect(response.status).toBe(200)
    expect(response.json).toEqual({ success: true, message: "Message sent successfully!" })
    expect(response.headers["cache-control"]).toBe("no-store")
  })

  it("accepts URL-encoded and JSON bodies", async () => {
    const urlencoded = new URLSearchParams(validSubmission({ message: "Sent URL-encoded" }) as Record<string, string>)
    const a = await send(server.port, {
      body: urlencoded.toString(),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    })
    expect(a.status).toBe(200)
    const b = await send(server.port, {
      body: JSON.stringify({
        ...validSubmission({ message: "Sent as JSON" }),
        services: ["SEO (Search Engine Optimization)", "Pay Per Click"],
        botcheck: false,
      }),
      headers: { "Content-Type": "application/json" },
    })
    expect(b.status).toBe(200)
    const stored = (await server.store.list()).at(-1)!
    expect(stored).toMatchObject({
      message: "Sent as JSON",
      services: ["SEO (Search Engine Optimization)", "Pay Per Click"],
      status: "new",
    })
  })

  it("accepts the same-origin Origin and a configured one", async () => {
    const same = await post(server.port, validSubmission({ message: "Same origin" }), {
      Origin: `http://127.0.0.1:${server.port}`,
    })
    expect(same.status).toBe(200)
  })

  it("R-D7: a filled honeypot is stored as spam and answered like a success", async () => {
    const response = await post(server.port, validSubmission({ message: "Honeypot filled", botcheck: "Ada" }))
    expect(response.json).toEqual({ success: true, message: "Message sent successfully!" })
    expect((await server.store.list({ status: "spam" })).map((lead) => lead.message)).toContain("Honeypot filled")
  })

  it("R-D9: an identical (email, message) pair without a key within 10 minutes is stored once", async () => {
    const submission = validSubmission({ message: `No key, sent twice ${randomUUID()}` })
    const before = await server.store.count()
    expect((await post(server.port, submission)).json.success).toBe(true)
    expect((await post(server.port, submission)).json).toEqual({ success: true, message: "Message sent successfully!" })
    expect(await server.store.count()).toBe(before + 1)
  })

  it("a native post (no JavaScript) is redirected to /thanks with 303", async () => {
    const { body, contentType } = multipart(toParts(validSubmission({ message: "Sent without JavaScript" })))
    const response = await send(server.port, {
      body,
      headers: { "Content-Type": contentType, Accept: "text/html", "Sec-Fetch-Mode": "navigate" },
    })
    expect(response.status).toBe(303)
    expect(response.headers.location).toBe("/thanks")
    expect((await server.store.list()).at(-1)).toMatchObject({ message: "Sent without JavaScript", channel: "form" })
  })

  it("a native post with problems gets an HTML page listing them, its values kept and escaped", async () => {
    const { body, contentType } = multipart(
      toParts(validSubmission({ name: '<img src=x onerror="alert(1)">', email: "not-an-email", message: "" })),
    )
    const before = await server.store.count()
    const response = await send(server.port, {
      body,
      headers: { "Content-Type": contentType, Accept: "text/html", "Sec-Fetch-Mode": "navigate" },
    })
    expect(response.status).toBe(400)
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8")
    expect(response.text).toContain("Please enter a valid email address")
    expect(response.text).toContain("Please tell us a little about your project.")
    expect(response.text).toContain('value="&lt;img src=x onerror=&quot;alert(1)&quot;&gt;"')
    expect(response.text).not.toContain("<img src=x")
    expect(response.text).toContain('href="/contact-us"')
    expect(await server.store.count()).toBe(before)
  })

  it("logs lead events by id and field names only, never what was typed (R-S10)", async () => {
    await post(server.port, validSubmission({ message: "A secret plan for a\r\nfake log line" }))
    const logged = server.logs.join("\n")
    expect(logged).toMatch(
      /contact stored id=\d+ status=new channel=fetch fields=name,email,company,services,budget,message/,
    )
    expect(logged).not.toContain("secret plan")
    expect(logged).not.toContain("ada@example.com")
  })
})

describe("B2 details", () => {
  const expectRefused = async (response: RawResponse, says: RegExp, before: number) => {
    expect(response.status).toBe(400)
    expect(parseJson(response.text).message).toMatch(says)
    expect(await server.store.count()).toBe(before)
  }

  it("refuses a JSON body that gives a field twice (JSON.parse would keep the last)", async () => {
    const before = await server.store.count()
    const body = `{"name":"Ada","email":"ada@example.com","services":["Pay Per Click"],"message":"first","access_key":"${validSubmission().access_key}","message":"second"}`
    await expectRefused(
      await send(server.port, { body, headers: { "Content-Type": "application/json" } }),
      /message more than once/,
      before,
    )
    const unknown = `{"name":"Ada","x-extra":"1","x-extra":"2"}`
    const answer = await send(server.port, { body: unknown, headers: { "Content-Type": "application/json" } })
    expect(parseJson(answer.text).message).toBe("The form contains a field we don't accept.")
  })

  it("counts a name of zero-width characters as missing", async () => {
    const before = await server.store.count()
    const response = await post(server.port, validSubmission({ name: "\u200b\u200c\u2060" }))
    expect(response.status).toBe(400)
    expect(response.json.errors?.name).toBe("Please enter your name.")
    expect(await server.store.count()).toBe(before)
  })

  it("refuses a multipart part that declares another charset instead of storing garbled text", async () => {
    const before = await server.store.count()
    const parts = toParts(validSubmission({ message: "Caf\u00e9 au lait" })).map((part) =>
      part.name === "message" ? { ...part, contentType: "text/plain; charset=iso-8859-1" } : part,
    )
    await expectRefused(await formParts(parts), /UTF-8/, before)
  })

  it("never repeats the name of a field it does not know", async () => {
    const response = await form({ ...validSubmission(), "<script>x</script>": "1" })
    expect(response.status).toBe(400)
    expect(parseJson(response.text).message).toBe("The form contains a field we don't accept.")
  })

  it("keeps where the lead came from, cleaned, and takes the page from the Referer without JavaScript", async () => {
    const key = randomUUID()
    const response = await post(
      server.port,
      validSubmission({
        submission_id: key,
        source_page: "/services/email-marketing",
        landing_page: "/pricing",
        utm_source: "newsletter\r\n",
        utm_campaign: "fall-2026",
      }),
    )
    expect(response.status).toBe(200)
    expect((await server.store.list()).find((lead) => lead.submissionId === key)?.attribution).toEqual({
      source_page: "/services/email-marketing",
      landing_page: "/pricing",
      utm_source: "newsletter",
      utm_campaign: "fall-2026",
    })

    const { body, contentType } = multipart(toParts(validSubmission({ message: `From the pricing page ${key}` })))
    const native = await send(server.port, {
      body,
      headers: {
        "Content-Type": contentType,
        Accept: "text/html",
        "Sec-Fetch-Mode": "navigate",
        Host: `127.0.0.1:${server.port}`,
        Referer: `http://127.0.0.1:${server.port}/pricing`,
      },
    })
    expect(native.status).toBe(303)
    expect((await server.store.list()).at(-1)?.attribution).toEqual({ source_page: "/pricing" })
  })

  it("drops attribution that points off the site instead of refusing the lead", async () => {
    const key = randomUUID()
    const response = await post(
      server.port,
      validSubmission({ submission_id: key, source_page: "//evil.example/", landing_page: "javascript:alert(1)" }),
    )
    expect(response.status).toBe(200)
    expect((await server.store.list()).find((lead) => lead.submissionId === key)?.attribution).toEqual({})
  })
})

describe("the page a visitor without JavaScript gets back", () => {
  it("shows every field of the form again, with where the visit came from kept for the next try", async () => {
    const { body, contentType } = multipart(
      toParts(validSubmission({ email: "not-an-email", source_page: "/pricing", utm_source: 'news"letter' })),
    )
    const response = await send(server.port, {
      body,
      headers: { "Content-Type": contentType, Accept: "text/html", "Sec-Fetch-Mode": "navigate" },
    })
    expect(response.status).toBe(400)
    for (const field of ["name", "email", "company", "services", "budget", "message"]) {
      expect(response.text, field).toContain(`name="${field}"`)
    }
    expect(response.text).toContain('<input type="hidden" name="source_page" value="/pricing">')
    expect(response.text).toContain('<input type="hidden" name="utm_source" value="news&quot;letter">')
    expect(response.text).toContain('<option value="SEO (Search Engine Optimization)" selected>')
  })
})
