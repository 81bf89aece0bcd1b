/**
 * Property-based tests of the shared schema against the real endpoint (docs/requirements/RELIABILITY.md R-V2..R-V5).
 * Generators come from the rules of shared/contact-schema.ts, the module the browser also runs.
 */
import { randomUUID } from "node:crypto"
import fc from "fast-check"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { loadCatalog } from "#app/content/load-content"
import {
  type ContactField,
  type ContactInput,
  contactFields,
  emailProblem,
  fieldProblem,
  LIMITS,
  normalize,
  normalizeInput,
} from "#shared/contact-schema"
import { parseJson, startTestServer, TEST_KEY, type TestServer } from "#tests/helpers/endpoint"
import { send } from "#tests/helpers/http"

/** The values the form sends for services: each service's label, as the dropdown shows it. */
const formLabels = loadCatalog().services.map((service) => service.formLabel)

let server: TestServer
let serviceLabels: readonly string[]
beforeAll(async () => {
  server = await startTestServer()
  serviceLabels = server.services
})
afterAll(async () => {
  await server.close()
})

const runs = (count: number) => ({ numRuns: Number(process.env.PROPERTY_RUNS_SCALE ?? 1) * count })

/** Strings people really send: Unicode of every plane, emoji, RTL, quotes, markup, SQL. */
const nasty = fc.constantFrom(
  "<script>alert('x')</script>",
  "'; DROP TABLE leads; --",
  '<img src=x onerror="alert(1)">',
  "مرحبا بالعالم",
  "שלום עולם",
  "👩🏽‍💻🚀✨",
  "Zoë Ångström-Ñúñez",
  "Café", // NFD: e + combining acute, stored as NFC
  "\"quoted\" & 'single'",
  "\\u0000 literally",
  "{{7*7}} %s %n",
  "𝔘𝔫𝔦𝔠𝔬𝔡𝔢",
)

const textArb = (max: number, allowLines: boolean) =>
  fc
    .oneof(
      { weight: 3, arbitrary: fc.string({ unit: "binary", maxLength: Math.min(max, 300) }) },
      { weight: 2, arbitrary: nasty },
      { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }) },
      {
        weight: 1,
        arbitrary: fc
          .tuple(nasty, fc.constantFrom(" ", "\t", "\n", "\r\n", "\u00a0"))
          .map(([text, space]) => `${space}${text}${space}`),
      },
    )
    .map((value) => (allowLines ? value : value.replace(/[\r\n]/g, " ")))

const emailArb = fc
  .oneof(
    fc.emailAddress(),
    fc.constantFrom("o'brien@example.ie", "zoë@example.com", "first.last+quotes@sub.example.co.uk", "a@b.io"),
  )
  .filter((email) => emailProblem(normalize(email)) === undefined)

const validFieldArb = (field: Exclude<ContactField, "email" | "services">) => {
  const rules = { name: LIMITS.name, company: LIMITS.company, budget: LIMITS.budget, message: LIMITS.message }
  const isRequired = field === "name" || field === "message"
  return textArb(rules[field], field === "message").filter(
    (value) => fieldProblem(field, normalize(value), []) === undefined && (!isRequired || normalize(value) !== ""),
  )
}

const validInputArb: fc.Arbitrary<ContactInput> = fc.record({
  name: validFieldArb("name"),
  email: emailArb,
  company: fc.oneof(fc.constant(""), validFieldArb("company")),
  services: fc.subarray(formLabels, {
    minLength: 1,
    maxLength: 3,
  }),
  budget: fc.oneof(fc.constant(""), validFieldArb("budget")),
  message: validFieldArb("message"),
})

/** Sends a submission as JSON (lone surrogates survive JSON, unlike UTF-8 form bodies) or multipart. */
async function submit(input: Record<string, unknown>, encoding: "json" | "multipart" = "json") {
  const fields = { access_key: TEST_KEY, submission_id: randomUUID(), ...input }
  if (encoding === "json") {
    const response = await send(server.port, {
      body: JSON.stringify(fields),
      headers: { "Content-Type": "application/json" },
    })
    return { ...response, json: parseJson(response.text), submissionId: fields.submission_id }
  }
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) form.append(name, String(item))
  }
  const request = new Request("http://x", { method: "POST", body: form })
  const body = Buffer.from(await request.arrayBuffer())
  const response = await send(server.port, {
    body,
    headers: { "Content-Type": request.headers.get("content-type")! },
  })
  return { ...response, json: parseJson(response.text), submissionId: fields.submission_id }
}

describe("R-V2 round trip", () => {
  it("stores every valid submission exactly as normalised, with no escaping or mangling", async () => {
    await fc.assert(
      fc.asyncProperty(
        validInputArb,
        fc.constantFrom("json" as const, "multipart" as const),
        async (input, encoding) => {
          const response = await submit(input, encoding)
          expect(response.status).toBe(200)
          expect(response.json).toEqual({ success: true, message: "Message sent successfully!" })
          const row = server.store.db
            .prepare("SELECT name, email, company, services, budget, message FROM leads WHERE submission_id = ?")
            .get(response.submissionId) as Record<string, string>
          const expected = normalizeInput(input)
          expect({ ...row, services: JSON.parse(row.services!) }).toEqual(expected)
        },
      ),
      runs(1000),
    )
  }, 120_000)
})

/** Values of one field around its rules: boundary lengths, surrogate pairs, control characters, lone surrogates. */
function anyValueArb(field: ContactField): fc.Arbitrary<string> {
  if (field === "services") {
    return fc.oneof(
      fc.constantFrom(
        ...formLabels,
        "",
        " Pay Per Click ",
        "pay per click",
        "Pay Per Click\u0000",
        "ppc",
        "web-design",
      ),
      fc.string({ maxLength: 20 }),
    )
  }
  const max = field === "email" ? LIMITS.email : LIMITS[field]
  const near = fc.integer({ min: Math.max(0, max - 2), max: max + 2 })
  return fc.oneof(
    fc.string({ unit: "binary", maxLength: 60 }),
    near.map((length) => "a".repeat(length)),
    near.map((length) => `${"b".repeat(Math.max(0, length - 2))}😀`),
    near.map((length) => ` ${"c".repeat(length)}\t`),
    fc.constantFrom(
      "",
      "   ",
      "\u0000",
      "x\u0007y",
      "x\u001by",
      "a\r\nb",
      "tab\there",
      "\ud800lone",
      "lone\udc00",
      "\u0085nel",
    ),
    field === "email"
      ? fc.oneof(
          emailArb,
          fc.integer({ min: 62, max: 66 }).map((length) => `${"l".repeat(length)}@example.com`),
          fc.constantFrom(
            "a@b",
            "@example.com",
            "a@@example.com",
            "a b@example.com",
            "a<b@example.com",
            "a@-x.com",
            "o'brien@example.ie",
          ),
        )
      : nasty,
  )
}

const baseInput = (): Record<string, string | string[]> => ({
  name: "Grace Hopper",
  email: "grace@example.com",
  company: "",
  services: [formLabels[0]!],
  budget: "",
  message: "Please call me about a new website.",
})

describe("R-V3 client and server agree", () => {
  it.each(contactFields)(
    "on every generated %s",
    async (field) => {
      await fc.assert(
        fc.asyncProperty(anyValueArb(field), async (value) => {
          const client = fieldProblem(
            field,
            field === "services" ? [normalize(value)] : normalize(value),
            serviceLabels,
          )
          const response = await submit({ ...baseInput(), [field]: field === "services" ? [value] : value })
          if (client === undefined) {
            expect(response.status).toBe(200)
          } else {
            expect(response.status).toBe(400)
            const sentences = server.copy.form.errors[field] as Record<string, string>
            expect(response.json.errors?.[field]).toBe(sentences[client] ?? sentences.invalid)
          }
        }),
        runs(120),
      )
    },
    60_000,
  )
})

const invalidValueArb: Record<ContactField, fc.Arbitrary<string>> = {
  name: fc.oneof(
    fc.constantFrom("", "  \t "),
    fc.string({ maxLength: 20 }).map((text) => `${text}\n${text}`),
    fc.integer({ min: 201, max: 400 }).map((length) => "n".repeat(length)),
    fc.string({ maxLength: 10 }).map((text) => `${text}\u0000`),
  ),
  email: fc.oneof(
    fc.constantFrom(
      "",
      "plainaddress",
      "a@b",
      "a@@b.com",
      "a b@c.com",
      "a<b@c.com",
      'a"b@c.com',
      "a@c.com\r\nBcc: x@y.z",
    ),
    fc.integer({ min: 65, max: 80 }).map((length) => `${"l".repeat(length)}@example.com`),
  ),
  company: fc.oneof(
    fc.integer({ min: 201, max: 300 }).map((length) => "c".repeat(length)),
    fc.string({ maxLength: 10 }).map((text) => `${text}\u0001`),
  ),
  services: fc.oneof(
    fc.constant(""),
    fc.string({ minLength: 1, maxLength: 20 }).filter((id) => !formLabels.includes(normalize(id))),
  ),
  budget: fc.oneof(
    fc.integer({ min: 101, max: 200 }).map((length) => "$".repeat(length)),
    fc.string({ maxLength: 10 }).map((text) => `${text}\u001f`),
  ),
  message: fc.oneof(
    fc.constantFrom("", " \n\n "),
    fc.integer({ min: 5001, max: 5100 }).map((length) => "m".repeat(length)),
    fc.string({ maxLength: 30 }).map((text) => `${text}\u0007`),
  ),
}

describe("R-V4 one invalid field", () => {
  it("yields 400 naming exactly that field, and stores nothing", async () => {
    const fieldAndValue = fc
      .constantFrom(...contactFields)
      .chain((field) => invalidValueArb[field].map((value) => ({ field, value })))
    await fc.assert(
      fc.asyncProperty(validInputArb, fieldAndValue, async (input, { field, value }) => {
        const before = await server.store.count()
        const response = await submit({ ...input, [field]: field === "services" ? [value] : value })
        expect(response.status).toBe(400)
        expect(Object.keys(response.json.errors ?? {})).toEqual([field])
        expect(await server.store.count()).toBe(before)
      }),
      runs(300),
    )
  }, 60_000)
})

describe("R-V5 random bodies", () => {
  it("never give a 5xx, never crash, always answer within 2 s", async () => {
    const contentType = fc.oneof(
      fc.constantFrom(
        "multipart/form-data; boundary=xyz",
        "multipart/form-data",
        "multipart/form-data; boundary=",
        "application/x-www-form-urlencoded",
        "application/x-www-form-urlencoded; charset=iso-8859-1",
        "application/json",
        "application/json; charset=utf-16",
        "text/plain",
        "",
        "multipart/mixed; boundary=xyz",
      ),
      fc.string({ maxLength: 40 }).filter((value) => [...value].every((char) => char >= " " && char <= "~")),
    )
    const body = fc.oneof(
      { weight: 4, arbitrary: fc.uint8Array({ maxLength: 2048 }) },
      { weight: 1, arbitrary: fc.uint8Array({ minLength: 60 * 1024, maxLength: 128 * 1024 }) },
      {
        weight: 2,
        arbitrary: fc
          .tuple(fc.string({ maxLength: 200 }), fc.uint8Array({ maxLength: 200 }))
          .map(([text, bytes]) =>
            Buffer.concat([Buffer.from(`--xyz\r\nContent-Disposition: form-data; name="${text}"\r\n\r\n`), bytes]),
          ),
      },
    )
    await fc.assert(
      fc.asyncProperty(body, contentType, fc.boolean(), async (bytes, type, chunked) => {
        // R-V5 measures the answer with a per-request timeout of 2 s: a request left unanswered fails here.
        const response = await send(server.port, {
          body: Buffer.from(bytes),
          chunked,
          headers: type ? { "Content-Type": type } : {},
          timeoutMs: 2_000,
        })
        expect(response.status).toBeGreaterThanOrEqual(200)
        expect(response.status).toBeLessThan(500)
      }),
      runs(500),
    )
    const alive = await submit(baseInput())
    expect(alive.status).toBe(200)
  }, 120_000)
})
