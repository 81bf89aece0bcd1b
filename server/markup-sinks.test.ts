/** docs/requirements/RELIABILITY.md R-S9: no raw-HTML sinks in our code, so text from a lead can never become markup. */
import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { describe, expect, it } from "vitest"

const root = join(import.meta.dirname, "..")
const sinks = /dangerouslySetInnerHTML|\.innerHTML|\.outerHTML|insertAdjacentHTML|document\.write\(/

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === "generated" ? [] : sourceFiles(path)
    return /\.(tsx?|mjs|js)$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : []
  })
}

describe("R-S9 markup sinks", () => {
  it("app/, server/, config/ and shared/ never write raw HTML, except one JSON-LD helper that escapes <", () => {
    const hits = ["app", "server", "config", "shared"].flatMap((dir) =>
      sourceFiles(join(root, dir)).filter((file) => sinks.test(readFileSync(file, "utf8"))),
    )
    const unreviewed = hits.filter((file) => {
      const source = readFileSync(file, "utf8")
      const onlyJsonLd =
        !/innerHTML|outerHTML|insertAdjacentHTML|document\.write/.test(
          source.replace(/dangerouslySetInnerHTML/g, ""),
        ) &&
        /ld\+json/.test(source) &&
        /\\u003c/.test(source)
      return !onlyJsonLd
    })
    expect(unreviewed.map((file) => file.slice(root.length + 1))).toEqual([])
    expect(hits.length).toBeLessThanOrEqual(1)
  })
})
