/**
 * Each page's inline CSS in two builds, side by side: `npx tsx scripts/compare-page-css.ts <client dir>
 * <client dir>` (each a build's `client/` folder, or a copy of one). Bytes as written and as brotli sends
 * them, per page and in total, for weighing a change to the stylesheet or to page-css.ts by what the
 * pages carry (docs/decisions/012-scripts-only-where-a-page-needs-them.md).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs"
import { join, relative } from "node:path"
import { brotliCompressSync, constants } from "node:zlib"
import { readPage } from "./optimize-html.ts"

const [before, after] = process.argv.slice(2)
if (!before || !after || !existsSync(before) || !existsSync(after)) {
  console.error("Usage: npx tsx scripts/compare-page-css.ts <client dir before> <client dir after>")
  process.exit(1)
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? htmlFiles(join(dir, entry.name))
      : entry.name.endsWith(".html")
        ? [join(dir, entry.name)]
        : [],
  )
}

/** A page's `<style>` text, as written and as brotli at the quality the build compresses with. */
function inlineCss(file: string) {
  const css = readPage(readFileSync(file, "utf8")).styles.join("")
  const brotli = brotliCompressSync(css, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length
  return { raw: Buffer.byteLength(css), brotli }
}

const pages = htmlFiles(before).map((file) => relative(before, file))
const missing = pages.filter((page) => !existsSync(join(after, page)))
if (missing.length > 0) {
  console.error(`compare-page-css: ${after} has no ${missing.join(", ")}`)
  process.exit(1)
}

const signed = (bytes: number) => (bytes > 0 ? `+${bytes}` : String(bytes))
const rows = pages
  .sort()
  .map((page) => ({ page, before: inlineCss(join(before, page)), after: inlineCss(join(after, page)) }))
console.log("| Page | Raw before | Raw after | Brotli before | Brotli after | Brotli change |")
console.log("|---|---|---|---|---|---|")
for (const { page, before, after } of rows) {
  console.log(
    `| ${page} | ${before.raw} | ${after.raw} | ${before.brotli} | ${after.brotli} | ${signed(after.brotli - before.brotli)} |`,
  )
}
const total = (side: "before" | "after", measure: "raw" | "brotli") =>
  rows.reduce((sum, row) => sum + row[side][measure], 0)
const changes = rows.map((row) => row.after.brotli - row.before.brotli)
const count = (isCounted: (change: number) => boolean) => changes.filter(isCounted).length
const brotliChange = signed(total("after", "brotli") - total("before", "brotli"))
console.log(
  [
    `\n${rows.length} pages: raw ${total("before", "raw")} → ${total("after", "raw")} bytes,`,
    `brotli ${total("before", "brotli")} → ${total("after", "brotli")} bytes (${brotliChange});`,
    `per page brotli ${signed(Math.min(...changes))} to ${signed(Math.max(...changes))},`,
    `${count((change) => change < 0)} smaller, ${count((change) => change === 0)} the same, ${count((change) => change > 0)} larger`,
  ].join(" "),
)
