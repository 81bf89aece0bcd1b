/**
 * `npm run bench:variant`: what a change to the built pages would do to Lighthouse's figures, before
 * making it in the source (docs/decisions/026-the-figures-left-are-the-parser-a-picture-and-a-new-document.md). It
 * copies the build, changes every page of the copy, and runs Lighthouse (mobile, simulated) on the build
 * and on the copy, interleaved, with bench:pages' reference page beside them; it reports the medians of
 * first and largest paint, blocking time, and the main thread's work with its Style & Layout part.
 *
 *   --replace 'from|||to'   replaces every `from` with `to` in each page (repeatable)
 *   --css 'rules'           appends rules to each page's inline style sheet
 *   --no-lazy-files         lazy pictures keep their boxes but name no file, so none is fetched
 *   --rounds N              rounds (3)
 *   --write-only            writes the changed copy to build-variant/ beside the build and measures nothing,
 *                           for `npm run bench:pages -- --baseline build-variant` to trace it in turn
 *   / /pricing              the pages to measure (one per template when none is named)
 *
 * A page's compressed forms are written again with brotli 11 and gzip 9, close to what the build writes.
 * Uses the existing build (`npm run build` first); the table goes to stdout and reports/bench-variant.md.
 */
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { join, resolve } from "node:path"
import { brotliCompressSync, constants, gzipSync } from "node:zlib"
import { filesUnder } from "../server/build-files.ts"
import { runLighthouse } from "./audit/lighthouse-run.ts"
import { chromiumPath } from "./lib/chromium.ts"
import { median } from "./lib/median.ts"
import { REFERENCE_PATH, startServerWithReference } from "./lib/page-trace.ts"
import { templatePaths } from "./lib/served-site.ts"

const args = process.argv.slice(2)
const valuesOf = (flag: string) => args.flatMap((arg, index) => (args[index - 1] === flag ? [arg] : []))
const replacements = valuesOf("--replace").map((pair) => {
  const [from, to = ""] = pair.split("|||")
  if (!from) throw new Error(`--replace needs 'from|||to', got ${pair}`)
  return { from, to }
})
const addedCss = valuesOf("--css").join("")
const withoutLazyFiles = args.includes("--no-lazy-files")
const writeOnly = args.includes("--write-only")
const rounds = Number(valuesOf("--rounds")[0] ?? 3)
const flagsWithValues = new Set(["--replace", "--css", "--rounds"])
const chosenPaths = args.filter((arg, index) => arg.startsWith("/") && !flagsWithValues.has(args[index - 1] ?? ""))
const buildDir = resolve(process.env.BUILD_DIR ?? "build")
// Beside the build, where the server bundle finds its packages (build-*/ is ignored by git).
const variantDir = resolve(buildDir, "..", "build-variant")

/** A `<picture>` whose `<img>` is lazy, with every address taken out of it; its width and height stay. */
const lazyPicture = /<picture>(?:(?!<\/picture>)[\s\S])*?loading="lazy"[\s\S]*?<\/picture>/g
const withoutAddresses = (picture: string) =>
  picture.replaceAll(" srcSet=", " data-srcset=").replaceAll(" src=", " data-src=")

function changePage(html: string) {
  let changed = html
  for (const { from, to } of replacements) changed = changed.replaceAll(from, to)
  if (addedCss) changed = changed.replace("</style>", `${addedCss}</style>`)
  if (withoutLazyFiles) changed = changed.replace(lazyPicture, withoutAddresses)
  return changed
}

function writeVariant() {
  rmSync(variantDir, { recursive: true, force: true })
  cpSync(buildDir, variantDir, { recursive: true })
  let pagesChanged = 0
  for (const file of filesUnder(join(variantDir, "client")).filter((path) => path.endsWith(".html"))) {
    const html = readFileSync(file, "utf8")
    const changed = changePage(html)
    if (changed === html) continue
    pagesChanged++
    writeFileSync(file, changed)
    writeFileSync(`${file}.br`, brotliCompressSync(changed, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }))
    writeFileSync(`${file}.gz`, gzipSync(changed, { level: 9 }))
  }
  if (pagesChanged === 0) throw new Error("the change left every page as it was")
  return pagesChanged
}

type Figures = { fcp: number[]; lcp: number[]; tbt: number[]; styleLayout: number[]; mainThread: number[] }
const noFigures = (): Figures => ({ fcp: [], lcp: [], tbt: [], styleLayout: [], mainThread: [] })

async function main() {
  const pagesChanged = writeVariant()
  if (writeOnly) {
    console.log(`bench:variant: ${pagesChanged} pages changed in ${variantDir}`)
    return
  }
  const builds = {
    build: await startServerWithReference(buildDir, "bench:variant"),
    variant: await startServerWithReference(variantDir, "bench:variant"),
  }
  const paths = [REFERENCE_PATH, ...(chosenPaths.length > 0 ? chosenPaths : templatePaths())]
  const figures = new Map<string, Figures>()
  try {
    for (let round = 1; round <= rounds; round++) {
      for (const path of paths) {
        for (const [name, server] of Object.entries(builds)) {
          // The reference page is the same in both copies.
          if (path === REFERENCE_PATH && name === "variant") continue
          const key = `${path} ${name}`
          const row = figures.get(key) ?? noFigures()
          figures.set(key, row)
          const result = await runLighthouse(`${server.origin}${path}`, chromiumPath)
          row.fcp.push(result.fcp)
          row.lcp.push(result.lcp)
          row.tbt.push(result.tbt)
          row.styleLayout.push(result.styleLayoutMs)
          row.mainThread.push(result.mainThreadMs)
          console.error(
            `round ${round}/${rounds} ${key}: FCP ${Math.round(result.fcp)} LCP ${Math.round(result.lcp)} style & layout ${Math.round(result.styleLayoutMs)}`,
          )
        }
      }
    }
  } finally {
    for (const server of Object.values(builds)) server.stop()
    rmSync(variantDir, { recursive: true, force: true })
  }
  const change = [
    ...replacements.map(({ from, to }) => `\`${from}\` → \`${to}\``),
    ...(addedCss ? [`CSS added: \`${addedCss}\``] : []),
    ...(withoutLazyFiles ? ["lazy pictures name no file"] : []),
  ].join("; ")
  const cell = (values: number[]) => String(Math.round(median(values)))
  const spread = (values: number[]) => `${cell(values)} (${values.map((value) => Math.round(value)).join(", ")})`
  const report = [
    `bench:variant, ${new Date().toISOString()}: ${change}, on ${pagesChanged} pages; Lighthouse mobile, simulated, median of ${rounds} rounds, interleaved; ms (each round's value in brackets for LCP and Style & Layout).`,
    "",
    "| Page | Build | FCP | LCP | TBT | Style & Layout | Main thread |",
    "|---|---|---|---|---|---|---|",
    ...[...figures.entries()].map(([key, row]) => {
      const [path, name] = key.split(" ")
      return `| ${path} | ${name} | ${cell(row.fcp)} | ${spread(row.lcp)} | ${cell(row.tbt)} | ${spread(row.styleLayout)} | ${cell(row.mainThread)} |`
    }),
  ].join("\n")
  console.log(report)
  mkdirSync("reports", { recursive: true })
  writeFileSync("reports/bench-variant.md", `${report}\n`)
}

await main()
