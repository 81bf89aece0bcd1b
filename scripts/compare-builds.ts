/**
 * Two builds' public files side by side, for a change that should not alter what the site serves:
 * `npx tsx scripts/compare-builds.ts <build dir before> <build dir after>` (each a `build/` folder, or a copy
 * of one). Every uncompressed file of `client/` is compared byte for byte; a file whose name carries a
 * content hash is paired by its name without it. A page that differs is compared again with the hashed
 * addresses in it written without their hashes and its short class names turned back into the originals
 * (each build's `class-names.json`), so what is left is a real difference. Prints a line per file that
 * differs and the counts; exits 1 when any file differs even so.
 */
import { existsSync, readFileSync } from "node:fs"
import { join, relative } from "node:path"
import { transform } from "lightningcss"
import { z } from "zod"
import { filesUnder } from "../server/build-files.ts"
import { readJsonFile } from "../server/json-file.ts"
import { urlPathOf } from "../server/static-files.ts"
import { readPage } from "./optimize-html.ts"
import { mapClassAttributes, renameSelector } from "./short-class-names.ts"

const [before, after] = process.argv.slice(2)
if (!before || !after || !existsSync(join(before, "client")) || !existsSync(join(after, "client"))) {
  console.error("Usage: npx tsx scripts/compare-builds.ts <build dir before> <build dir after>")
  process.exit(1)
}

/** `name-Hash8.ext` (Vite's content hash) as `name.ext`. */
const withoutHash = (path: string) => path.replace(/-[\w-]{8}(\.\w+)$/, "$1")

function publicFiles(build: string) {
  const client = join(build, "client")
  const files = filesUnder(client).filter((file) => !/\.(br|gz)$/.test(file))
  return new Map(files.map((file) => [withoutHash(relative(client, file)), file]))
}

const classNamesSchema = z.record(z.string(), z.record(z.string(), z.string()))
const classNamesOf = (build: string) => readJsonFile(join(build, "class-names.json"), classNamesSchema)

/** A page with its hashed addresses unhashed and its short class names (markup and rules) back to the originals. */
function normalised(html: string, originals: Record<string, string>) {
  const original = (name: string) => originals[name] ?? name
  let page = mapClassAttributes(html, original).replace(/\/assets\/[\w.-]+/g, withoutHash)
  for (const css of readPage(page).styles) {
    const renamed = transform({
      filename: "page.css",
      code: Buffer.from(css),
      minify: true,
      visitor: {
        // biome-ignore lint/correctness/noComponentHookFactories: a Lightning CSS visitor key, not a component
        Selector: (selector) => renameSelector(selector, original),
      },
    }).code.toString()
    page = page.replace(css, renamed)
  }
  return page
}

const [filesBefore, filesAfter] = [publicFiles(before), publicFiles(after)]
const [namesBefore, namesAfter] = [classNamesOf(before), classNamesOf(after)]
const counts = { identical: 0, sameOnceNormalised: 0, differ: 0, onlyBefore: 0, onlyAfter: 0 }
for (const [name, file] of filesBefore) {
  const other = filesAfter.get(name)
  if (!other) {
    counts.onlyBefore++
    console.log(`only before: ${name}`)
    continue
  }
  const [a, b] = [readFileSync(file), readFileSync(other)]
  if (a.equals(b)) {
    counts.identical++
    continue
  }
  if (name.endsWith(".html")) {
    const path = urlPathOf(name)
    const [pageBefore, pageAfter] = [
      normalised(a.toString("utf8"), namesBefore[path] ?? {}),
      normalised(b.toString("utf8"), namesAfter[path] ?? {}),
    ]
    if (pageBefore === pageAfter) {
      counts.sameOnceNormalised++
      continue
    }
    let at = 0
    while (pageBefore[at] === pageAfter[at]) at++
    console.log(
      `differs: ${name} at ${at}:\n  before …${pageBefore.slice(at - 60, at + 60)}…\n  after  …${pageAfter.slice(at - 60, at + 60)}…`,
    )
  } else {
    console.log(`differs: ${name} (${a.length} → ${b.length} bytes)`)
  }
  counts.differ++
}
for (const name of filesAfter.keys()) {
  if (!filesBefore.has(name)) {
    counts.onlyAfter++
    console.log(`only after: ${name}`)
  }
}
console.log(
  `${counts.identical} files identical, ${counts.sameOnceNormalised} pages the same once hashed addresses and short class names are restored, ${counts.differ} differ, ${counts.onlyBefore} only before, ${counts.onlyAfter} only after`,
)
process.exit(counts.differ + counts.onlyBefore + counts.onlyAfter > 0 ? 1 : 0)
