import { describe, expect, it } from "vitest"
import {
  ATTRIBUTION_LIMITS,
  cleanAttribution,
  emailProblem,
  fieldProblem,
  LIMITS,
  normalize,
  validateContact,
} from "./contact-schema"

const services = ["web-design", "seo"]
const valid = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  company: "",
  services: ["seo"],
  budget: "$500-$5,000",
  message: "Hello",
}

describe("contact schema (docs/requirements/RELIABILITY.md B2)", () => {
  it("accepts a valid submission and returns it trimmed and NFC-normalised", () => {
    const result = validateContact({ ...valid, name: "  Zoe\u0308  ", message: "\n Cafe\u0301 \n" }, services)
    expect(result).toEqual({ ok: true, values: { ...valid, name: "Zoë", message: "Café" } })
  })

  it("counts a line break as one character, as the browser does, whether it arrives as CRLF or LF", () => {
    expect(normalize("one\r\ntwo\rthree\n")).toBe("one\ntwo\nthree")
    const lines = `${"a".repeat(2499)}\r\n${"b".repeat(2500)}`
    expect(fieldProblem("message", normalize(lines), services)).toBeUndefined()
  })

  it("counts length in UTF-16 units after trimming, like maxlength", () => {
    expect(fieldProblem("message", normalize(` ${"a".repeat(5000)} `), services)).toBeUndefined()
    expect(fieldProblem("message", `${"a".repeat(4998)}😀`, services)).toBeUndefined()
    expect(fieldProblem("message", `${"a".repeat(4999)}😀`, services)).toBe("tooLong")
    expect(fieldProblem("name", "n".repeat(LIMITS.name + 1), services)).toBe("tooLong")
    expect(fieldProblem("budget", "b".repeat(LIMITS.budget + 1), services)).toBe("tooLong")
    expect(fieldProblem("company", "c".repeat(LIMITS.company + 1), services)).toBe("tooLong")
  })

  it("refuses control characters, allowing line breaks and tabs only in the message", () => {
    expect(fieldProblem("name", "Ada\nLovelace", services)).toBe("invalid")
    expect(fieldProblem("message", "line one\r\nline\ttwo", services)).toBeUndefined()
    expect(fieldProblem("message", "bell\u0007", services)).toBe("invalid")
    expect(fieldProblem("message", "nul\u0000", services)).toBe("invalid")
    expect(fieldProblem("company", "x\u0085y", services)).toBe("invalid")
    expect(fieldProblem("message", "lone \ud800 surrogate", services)).toBe("invalid")
  })

  it("checks email addresses as B2 describes", () => {
    expect(emailProblem("o'brien@example.ie")).toBeUndefined()
    expect(emailProblem("first.last+tag@sub.example.co.uk")).toBeUndefined()
    expect(emailProblem("")).toBe("required")
    expect(emailProblem("no-at.example.com")).toBe("invalid")
    expect(emailProblem("two@@example.com")).toBe("invalid")
    expect(emailProblem("a@localhost")).toBe("invalid")
    expect(emailProblem("a b@example.com")).toBe("invalid")
    // R-F1: an encoded word in the local part would be decoded into another address by a mail program.
    expect(emailProblem("=?utf-8?q?attacker=40evil.example?=@example.com")).toBe("invalid")
    expect(emailProblem("x=?utf-8?b?YUBiLmNvbQ==?=@example.com")).toBe("invalid")
    expect(emailProblem("a=b?c@example.com")).toBeUndefined()
    expect(emailProblem('"quoted"@example.com')).toBe("invalid")
    expect(emailProblem("a<b@example.com")).toBe("invalid")
    expect(emailProblem(`${"l".repeat(64)}@example.com`)).toBeUndefined()
    expect(emailProblem(`${"l".repeat(65)}@example.com`)).toBe("tooLong")
    expect(emailProblem(`a@${"d".repeat(250)}.com`)).toBe("tooLong")
  })

  it("requires a service from the list, at most ten, no repeats", () => {
    expect(fieldProblem("services", [], services)).toBe("required")
    expect(fieldProblem("services", [""], services)).toBe("required")
    expect(fieldProblem("services", ["seo", "web-design"], services)).toBeUndefined()
    expect(fieldProblem("services", ["seo", "seo"], services)).toBe("invalid")
    expect(fieldProblem("services", ["SEO"], services)).toBe("invalid")
  })

  it("names every field with a problem", () => {
    const result = validateContact({ ...valid, name: " ", email: "x", services: [], message: "" }, services)
    expect(result).toEqual({
      ok: false,
      errors: { name: "required", email: "invalid", services: "required", message: "required" },
    })
  })
})

describe("cleanAttribution", () => {
  it("keeps same-site paths and drops anything that could point elsewhere", () => {
    expect(cleanAttribution("source_page", "/services/email-marketing")).toBe("/services/email-marketing")
    expect(cleanAttribution("landing_page", "//evil.example/")).toBeUndefined()
    expect(cleanAttribution("landing_page", "https://evil.example/")).toBeUndefined()
    expect(cleanAttribution("landing_page", "/\\evil.example")).toBeUndefined()
  })
  it("removes control characters and cuts long values without splitting a surrogate pair", () => {
    expect(cleanAttribution("utm_source", "news\r\nletter")).toBe("newsletter")
    const long = `${"a".repeat(ATTRIBUTION_LIMITS.utm - 1)}😀`
    expect(cleanAttribution("utm_campaign", long)).toBe("a".repeat(ATTRIBUTION_LIMITS.utm - 1))
    expect(cleanAttribution("source_page", `/${"x".repeat(500)}`)).toHaveLength(ATTRIBUTION_LIMITS.path)
  })
})

describe("invisible text", () => {
  it("counts a value of zero-width characters as empty", () => {
    expect(fieldProblem("name", normalize("\u200b\u200b"), [])).toBe("required")
    expect(fieldProblem("message", normalize("\u2060 \ufeff"), [])).toBe("required")
    expect(fieldProblem("company", normalize("\u200d"), [])).toBe("invalid")
    expect(fieldProblem("name", normalize("Zoë\u200d"), [])).toBeUndefined()
  })
})
