/**
 * docs/recipes.md names only what exists: every identifier and every file it writes in backticks is in the
 * repository's source, so a renamed helper or a moved file turns this red instead of leaving a recipe that
 * cannot be followed. The recipes' own example (a careers page, a behaviour marked `data-example`) is what a
 * reader adds, so its names are left out.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs"
import { basename, join } from "node:path"
import { describe, expect, test } from "vitest"

/** The names the recipes' example introduces: a reader's new page and behaviour, not the repository's. */
const example = /careers|example/i
/** Words of JavaScript and of the recipes' prose that are no identifier of ours. */
const notOurs = new Set(["export", "const", "true", "false", "document", "querySelectorAll", "classList", "add"])

/** The repository's source files, as the test finds them on disk (no git needed): folders of code and the root's configuration. */
function sourceFilesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory())
      return ["node_modules", "generated", "+types"].includes(entry.name) ? [] : sourceFilesUnder(path)
    return /\.(tsx?|json|css|ya?ml)$/.test(entry.name) ? [path] : []
  })
}
const sources = [
  ...["app", "config", "editor", "scripts", "server", "shared", "tests", "tools"].flatMap(sourceFilesUnder),
  ...readdirSync(".").filter((file) => /\.(tsx?|json)$/.test(file) && file !== "package-lock.json"),
]
const fileNames = new Set(sources.map((file) => basename(file)))
// An identifier counts where code defines or uses it, not where a test (this one among them) names it.
const sourceText = sources
  .filter((file) => !/\.(test|spec)\.ts$/.test(file))
  .map((file) => readFileSync(file, "utf8"))
  .join("\n")

/** A span that names a file or folder: a path with a slash, or a file name with its extension. */
const isPath = (span: string) => /^[#.\w@-][\w./#@+-]*\/[\w./<>@+-]*$|^[\w.-]+\.(tsx?|css|json|ya?ml)$/.test(span)

/** Whether a path the recipes name exists: as written, with an extension, or (a bare file name) anywhere. */
function pathExists(span: string) {
  const path = span.replace(/^#app\//, "app/").replace(/\/$/, "")
  // A module named as an import beside the file that imports it (`./fixtures`).
  if (path.startsWith("./")) return [".ts", ".tsx"].some((extension) => fileNames.has(`${path.slice(2)}${extension}`))
  if (!path.includes("/")) return fileNames.has(path)
  return ["", ".ts", ".tsx"].some((extension) => existsSync(`${path}${extension}`))
}

/**
 * The identifiers a code span holds: camelCase or SCREAMING_CASE words, and any word called as a function
 * (`start()`, `relation(…)`).
 */
function identifiersOf(span: string) {
  const words = [...span.matchAll(/[A-Za-z_$][\w$]*(?=(\s*\()?)/g)].map((match) => ({
    word: match[0],
    isCalled: match[1] !== undefined,
  }))
  return words.filter(
    ({ word, isCalled }) =>
      (isCalled || /[a-z][A-Z]/.test(word) || /^[A-Z][A-Z_]{2,}$/.test(word)) &&
      !notOurs.has(word) &&
      !example.test(word),
  )
}

/** What docs/recipes.md names in backticks that the repository does not have. */
function missingNames(recipes: string) {
  const spans = [...recipes.matchAll(/(`+)(.+?)\1/g)].map((match) => match[2]!.trim())
  const missing = new Set<string>()
  for (const span of spans) {
    if (example.test(span) && isPath(span)) continue
    if (isPath(span)) {
      if (!span.includes("<") && !pathExists(span)) missing.add(span)
      continue
    }
    for (const { word, isCalled } of identifiersOf(span)) {
      // A function the recipes call must be called or defined as one somewhere: `page` is a word anywhere.
      const name = word.replace(/\$/g, "\\$")
      const use = isCalled
        ? `\\b${name}(<[^>]*>)?\\(|\\bfunction\\s+${name}\\b|\\b(const|let)\\s+${name}\\s*=\\s*(async\\s*)?(\\(|function)`
        : `\\b${name}\\b`
      if (!new RegExp(use).test(sourceText)) missing.add(word)
    }
  }
  return [...missing]
}

describe("docs/recipes.md", () => {
  const recipes = readFileSync("docs/recipes.md", "utf8")

  test("names no identifier or file that exists nowhere in the source", () => {
    expect(missingNames(recipes)).toEqual([])
  })

  test("the check finds a helper, a constant and a file that do not exist", () => {
    const broken = [
      '`careersPage: editorPage("Careers page", pages.careers.file, { … })`',
      "`behaviourMarkers` in `scripts/optimize-html.ts`",
      "`NO_SUCH_LIMIT`, `app/content/no-such-module.ts`, `sitePaths` and `templatePaths()`",
    ].join("\n")
    expect(missingNames(broken)).toEqual([
      "editorPage",
      "behaviourMarkers",
      "NO_SUCH_LIMIT",
      "app/content/no-such-module.ts",
    ])
  })
})
