/**
 * How the server's modules depend on each other, read from their import lines: no module imports a module
 * that (through others) imports it back, and none reads the content sources under content/ (the server gets
 * the site's words from the checked content the pages are built from, app/content/content.server.ts).
 */
import { readdirSync, readFileSync } from "node:fs"
import { dirname, join, normalize, relative } from "node:path"
import { describe, expect, it } from "vitest"

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [path] : []
  })
}

/** The modules a file imports for their values (type-only imports vanish at run time and are left out). */
function valueImports(file: string): string[] {
  const text = readFileSync(file, "utf8")
  return [...text.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+"([^"]+)"/gms)].map((match) => match[1]!)
}

const files = sourceFiles("server")
const resolveLocal = (from: string, specifier: string) => {
  if (specifier.startsWith("#server/")) return `${normalize(join("server", specifier.slice("#server/".length)))}.ts`
  if (specifier.startsWith(".")) return `${normalize(join(dirname(from), specifier))}.ts`
  return undefined
}

describe("the server's imports", () => {
  it("form no cycle", () => {
    const graph = new Map(
      files.map((file) => [
        file,
        valueImports(file)
          .map((specifier) => resolveLocal(file, specifier))
          .filter((target): target is string => target !== undefined && files.includes(target)),
      ]),
    )
    const cycles: string[] = []
    const visit = (file: string, path: string[]) => {
      if (path.includes(file)) {
        cycles.push([...path.slice(path.indexOf(file)), file].map((item) => relative("server", item)).join(" → "))
        return
      }
      for (const next of graph.get(file) ?? []) visit(next, [...path, file])
    }
    for (const file of files) visit(file, [])
    expect([...new Set(cycles)]).toEqual([])
  })

  it("never reach into content/", () => {
    const offenders = files.flatMap((file) =>
      valueImports(file)
        .filter(
          (specifier) =>
            specifier.startsWith("#content/") || /(^|\/)content\//.test(resolveLocal(file, specifier) ?? ""),
        )
        .map((specifier) => `${file}: ${specifier}`),
    )
    expect(offenders).toEqual([])
  })
})
