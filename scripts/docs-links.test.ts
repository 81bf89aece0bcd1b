/**
 * The documentation's own links lead somewhere: every link and picture of README.md and docs/ that names a
 * file of the repository names one that exists, and so does every `docs/….md` a source comment cites
 * (docs/decisions/README.md asks code to name the record it follows).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs"
import { dirname, join } from "node:path"
import type { Nodes } from "mdast"
import { fromMarkdown } from "mdast-util-from-markdown"
import { visit } from "unist-util-visit"
import { expect, test } from "vitest"

const root = join(import.meta.dirname, "..")

function filesUnder(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return filesUnder(path, keep)
    return keep(entry.name) ? [path] : []
  })
}

/** The targets of a document's links and pictures that are files of this repository, not pages or anchors. */
function fileTargets(markdown: string) {
  const targets: string[] = []
  visit(fromMarkdown(markdown) as Nodes, (node) => {
    if (node.type !== "link" && node.type !== "image") return
    const [path] = node.url.split("#")
    // Another site, an e-mail address, an anchor of the same page, or a path of the site itself.
    if (!path || /^[a-z][a-z+.-]*:/i.test(path) || path.startsWith("/")) return
    targets.push(decodeURIComponent(path))
  })
  return targets
}

test("every link of the documentation to a file of the repository names one that exists", () => {
  const documents = ["README.md", ...filesUnder("docs", (name) => name.endsWith(".md"))]
  const missing = documents.flatMap((document) =>
    fileTargets(readFileSync(join(root, document), "utf8"))
      .filter((target) => !existsSync(join(root, dirname(document), target)))
      .map((target) => `${document} → ${target}`),
  )
  expect(documents.length).toBeGreaterThan(30)
  expect(missing).toEqual([])
})

test("every documentation file a source comment cites exists", () => {
  const sourceDirs = ["app", "config", "editor", "server", "shared", "scripts", "tests", "tools"].filter((dir) =>
    existsSync(join(root, dir)),
  )
  const sources = sourceDirs.flatMap((dir) => filesUnder(dir, (name) => /\.(ts|tsx|mts|css)$/.test(name)))
  const cited = sources.flatMap((source) =>
    [...readFileSync(join(root, source), "utf8").matchAll(/\bdocs\/[\w./-]+?\.md\b/g)].map((match) => ({
      source,
      path: match[0],
    })),
  )
  const missing = cited
    .filter(({ path }) => !existsSync(join(root, path)))
    .map(({ source, path }) => `${source} → ${path}`)
  expect(cited.length).toBeGreaterThan(20)
  expect(missing).toEqual([])
})
