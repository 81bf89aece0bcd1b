/**
 * How the server's modules depend on each other, read from their import lines: no module imports a module
 * that (through others) imports it back, and none reads the content sources under content/ (the server gets
 * the site's words from the checked content the pages are built from, app/content/content.server.ts). Its
 * settings come from config/ and the form's rules from shared/, which app/ uses too: of app/ the server takes
 * only that checked content, and only config/environment.server.ts reads the environment.
 */
import { readdirSync, readFileSync } from "node:fs"
import { dirname, join, normalize, relative } from "node:path"
import { describe, expect, it } from "vitest"

function sourceFiles(dir: string, { withTests = false } = {}): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path, { withTests })
    return /\.tsx?$/.test(entry.name) && (withTests || !entry.name.endsWith(".test.ts")) ? [path] : []
  })
}

/** Every module a file imports, for its values or its types, as written. */
const allImports = (file: string) =>
  [...readFileSync(file, "utf8").matchAll(/^(?:import|export)\s[^;]*?from\s+"([^"]+)"/gms)].map((match) => match[1]!)

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

  it("take their settings from config/ and the form's rules from shared/: of app/, only the content model", () => {
    // Tests count: a test that reads the settings through app/ ties the server to app/ just as much.
    const offenders = sourceFiles("server", { withTests: true }).flatMap((file) =>
      allImports(file)
        .map((specifier) =>
          specifier.startsWith("#app/")
            ? specifier.slice(1)
            : specifier.startsWith(".")
              ? relative(".", join(dirname(file), specifier))
              : undefined,
        )
        .filter((target) => target?.startsWith("app/") && !target.startsWith("app/content/"))
        .map((target) => `${file}: ${target}`),
    )
    expect(offenders).toEqual([])
  })
})

describe("the environment", () => {
  it("is read by config/environment.server.ts alone", () => {
    const readers = ["app", "config", "server", "shared"]
      .flatMap((dir) => sourceFiles(dir))
      .filter((file) => /\bprocess\.env\b/.test(readFileSync(file, "utf8").replace(/^\s*(\/\/|\/?\*).*$/gm, "")))
    expect(readers).toEqual(["config/environment.server.ts"])
  })
})
