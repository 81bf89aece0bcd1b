import { describe, expect, it } from "vitest"
import { chooseEncoding, ifNoneMatchMatches } from "./negotiation"
import { readRequestTarget, sanitizeQuery } from "./request-target"

const pages = new Set(["/", "/about-us", "/services/email-marketing"])
const read = (url: string) => readRequestTarget(url, (path) => pages.has(path))

describe("reading the request target", () => {
  it("keeps a page's own URL as it is", () => {
    expect(read("/about-us")).toEqual({ kind: "path", path: "/about-us", query: "" })
    expect(read("/about-us?ref=x")).toEqual({ kind: "path", path: "/about-us", query: "?ref=x" })
    expect(read("/")).toEqual({ kind: "path", path: "/", query: "" })
  })

  it("sends other spellings of a path to its own URL, on this site", () => {
    expect(read("/about-us/")).toMatchObject({ kind: "redirect", location: "/about-us" })
    expect(read("/About-Us?x=1")).toMatchObject({ kind: "redirect", location: "/about-us?x=1" })
    expect(read("//services//email-marketing/")).toMatchObject({
      kind: "redirect",
      location: "/services/email-marketing",
    })
    expect(read("/services/./x/../email-marketing")).toMatchObject({
      kind: "redirect",
      location: "/services/email-marketing",
    })
    expect(read("//evil.example/")).toMatchObject({ kind: "redirect", location: "/evil.example" })
    expect(read("/caf%C3%A9/")).toMatchObject({ kind: "redirect", location: "/caf%C3%A9" })
    expect(read("/%E2%82%AC/")).toMatchObject({ kind: "redirect", location: "/%E2%82%AC" })
    // Unknown paths keep their capitals: only pages are re-spelled.
    expect(read("/Not-A-Page")).toEqual({ kind: "path", path: "/Not-A-Page", query: "" })
  })

  it("never redirects through an encoded slash or backslash", () => {
    expect(read("/%2F%2Fevil.example/")).toEqual({ kind: "path", path: "///evil.example", query: "" })
    expect(read("/%5Cevil.example/")).toMatchObject({ kind: "path" })
    expect(read("/\\evil.example/")).toMatchObject({ kind: "path" })
    expect(read("/%252F%252Fevil.example/")).toMatchObject({ kind: "redirect", location: "/%252F%252Fevil.example" })
  })

  it("refuses what cannot be decoded", () => {
    expect(read("/%E2%82")).toEqual({ kind: "bad" })
    expect(read("/%zz")).toEqual({ kind: "bad" })
    expect(read("/%0d%0a/")).toEqual({ kind: "bad" })
    expect(read("/a%00b")).toEqual({ kind: "bad" })
    expect(read("*")).toEqual({ kind: "bad" })
    expect(read("/caf\u00c3\u00a9")).toEqual({ kind: "path", path: "/café", query: "" })
    expect(read("/\u00ff")).toEqual({ kind: "bad" })
  })

  it("ignores the host of an absolute-form target", () => {
    expect(read("http://evil.example/about-us/")).toMatchObject({ kind: "redirect", location: "/about-us" })
  })

  it("percent-encodes a query's raw characters", () => {
    expect(sanitizeQuery('?q=a b"<\u00e9>&p=100%')).toBe("?q=a%20b%22%3C%E9%3E&p=100%25")
    expect(read("/about-us/?q=\r\n")).toMatchObject({ kind: "redirect", location: "/about-us?q=%0D%0A" })
  })
})

describe("negotiation", () => {
  it("honours q-values, case and wildcards in Accept-Encoding", () => {
    expect(chooseEncoding("gzip, deflate, br", ["br", "gzip"])).toBe("br")
    expect(chooseEncoding("br;q=0, gzip", ["br", "gzip"])).toBe("gzip")
    expect(chooseEncoding("BR, GZIP", ["br", "gzip"])).toBe("br")
    expect(chooseEncoding("gzip;q=1, br;q=0.5", ["br", "gzip"])).toBe("gzip")
    expect(chooseEncoding("*", ["br", "gzip"])).toBe("br")
    expect(chooseEncoding("*;q=0, identity", ["br", "gzip"])).toBeUndefined()
    expect(chooseEncoding("identity", ["br", "gzip"])).toBeUndefined()
    expect(chooseEncoding(undefined, ["br", "gzip"])).toBeUndefined()
  })

  it("compares If-None-Match weakly, across lists and with *", () => {
    expect(ifNoneMatchMatches('"abc"', '"abc"')).toBe(true)
    expect(ifNoneMatchMatches('W/"abc"', '"abc"')).toBe(true)
    expect(ifNoneMatchMatches('"x", W/"abc"', '"abc"')).toBe(true)
    expect(ifNoneMatchMatches('"x, y", "z"', '"abc"')).toBe(false)
    expect(ifNoneMatchMatches("*", '"abc"')).toBe(true)
    expect(ifNoneMatchMatches(undefined, '"abc"')).toBe(false)
    expect(ifNoneMatchMatches('"abc"', undefined)).toBe(false)
  })
})
