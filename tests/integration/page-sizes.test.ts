import { request } from "node:http"
import { join } from "node:path"
import { afterAll, beforeAll, expect, test } from "vitest"
import { readJsonFile } from "#server/json-file"
import { buildDir, serveBuiltSite } from "#tests/helpers/site"
import { pagePaths } from "../../scripts/lib/site-content.ts"
import { BROWSER_MODULES_RECORD, browserModulesRecordSchema } from "../../scripts/lib/vite-browser-modules.ts"
import { readPage, readScriptSources } from "../../scripts/optimize-html.ts"

const KB = 1024
/**
 * What the first round trip of a new connection carries: TCP's initial window of ten segments of 1,460
 * bytes (RFC 6928). A page whose response, headers and brotli body together, fits in it is read whole
 * one round trip after it is asked for; one byte more costs a second round trip before the first paint
 * (150 ms on Lighthouse's phone, docs/decisions/030-every-page-in-one-round-trip.md).
 */
const FIRST_ROUND_TRIP = 10 * 1460
const budgets = { firstRoundTrip: FIRST_ROUND_TRIP, gzip: 16 * KB, inlineCss: 15 * KB, siteScriptBrotli: 3.5 * KB }
/** The measures a page has, each with its budget. */
type Measure = "firstRoundTrip" | "gzip" | "inlineCss"

/**
 * What every page carries before its own content: the header, the mobile menu and the footer, with the
 * base styles and the fallback font faces, about 8 KB of rules.
 */
const shell = "Header, mobile menu and footer with the base styles and the fallback font faces take about 8 KB of rules"

/** The pages that cannot fit one budget: the pages (a pattern), the measure, its limit here, and why. */
const exceptions: { pages: RegExp; measure: Measure; limit: number; reason: string }[] = [
  {
    pages: /^\/$/,
    measure: "inlineCss",
    limit: 18.5 * KB,
    reason: `${shell}; the home page shows a part of every section of the site: its hero, figures, all six services in full, process, teasers, testimonials and article cards, with the most icons of any page (the rule that draws them is fewer bytes than their attributes)`,
  },
  {
    pages: /^\/about-us$/,
    measure: "inlineCss",
    limit: 18 * KB,
    reason: `${shell}; About adds the wall of client sites, figures, values, the team grid, the offices map and testimonials`,
  },
  {
    pages: /^\/contact-us$/,
    measure: "inlineCss",
    limit: 16 * KB,
    reason: `${shell}; Contact adds the phone and email as large tap targets, the office card and the quote form, whose 2.5 KB of class names keep their Tailwind names because its script renders them again`,
  },
  {
    pages: /^\/services\/[^/]+$/,
    measure: "inlineCss",
    limit: 19 * KB,
    reason: `${shell}; a service page adds its opening with a client's site, cards, the case-study teaser with its client's words, and the quote form, whose 2.5 KB of class names keep their Tailwind names because its script renders them again`,
  },
]

const limitFor = (path: string, measure: Measure) =>
  exceptions.find((exception) => exception.measure === measure && exception.pages.test(path))?.limit ?? budgets[measure]

let origin = ""
let close = () => {}

beforeAll(async () => {
  ;({ origin, close } = await serveBuiltSite())
})
afterAll(() => close())

/** The number of bytes the server sends for a path in an encoding. */
async function sentBytes(path: string, encoding: string) {
  const response = await fetch(`${origin}${path}`, { headers: { "Accept-Encoding": encoding } })
  await response.arrayBuffer()
  return Number(response.headers.get("content-length"))
}

/** The whole response to a browser's request for a page: its status line and headers, as sent, and its brotli body. */
function responseBytes(path: string) {
  return new Promise<{ head: number; body: number }>((resolve, reject) => {
    const asked = request(
      `${origin}${path}`,
      { headers: { "Accept-Encoding": "gzip, deflate, br, zstd" } },
      (response) => {
        const lines = [`HTTP/${response.httpVersion} ${response.statusCode} ${response.statusMessage}`]
        for (let index = 0; index < response.rawHeaders.length; index += 2)
          lines.push(`${response.rawHeaders[index]}: ${response.rawHeaders[index + 1]}`)
        let body = 0
        response.on("data", (chunk: Buffer) => {
          body += chunk.length
        })
        response.on("end", () => resolve({ head: Buffer.byteLength(`${lines.join("\r\n")}\r\n\r\n`), body }))
        response.on("error", reject)
      },
    )
    asked.on("error", reject)
    asked.end()
  })
}

type Row = {
  path: string
  brotli: number
  /** The response's headers and its brotli body. */
  firstRoundTrip: number
  gzip: number
  inlineCss: number
  scripts: string[]
  islands: string[]
  hasBehaviourMarkup: boolean
  /** React Router's runtime data, which no page should carry. */
  hasRouterData: boolean
}

async function measure(path: string): Promise<Row> {
  const html = await (await fetch(`${origin}${path}`, { headers: { "Accept-Encoding": "identity" } })).text()
  const page = readPage(html)
  const sent = await responseBytes(path)
  return {
    path,
    brotli: sent.body,
    firstRoundTrip: sent.head + sent.body,
    gzip: await sentBytes(path, "gzip"),
    inlineCss: page.styles.reduce((sum, css) => sum + Buffer.byteLength(css), 0),
    scripts: [...page.scriptSources, ...(page.siteScriptLoader ? [page.siteScriptLoader.src] : [])],
    islands: page.islandSources,
    hasBehaviourMarkup: [...page.vocabulary.attributes].some((attribute) => siteBehaviourMarkers.has(attribute)),
    hasRouterData: page.hasHydration,
  }
}

const paths = [...pagePaths(), "/does-not-exist", "/team/no-such-member"]

/** The markup the site's script acts on: the attribute each of its behaviours (app/browser/) exports as its marker. */
const { site } = readJsonFile(join(buildDir(), BROWSER_MODULES_RECORD), browserModulesRecordSchema)
if (!site) throw new Error(`${BROWSER_MODULES_RECORD} names no site script`)
const siteBehaviourMarkers = new Set((await readScriptSources(site.sources)).flatMap(({ marker }) => marker ?? []))

test("every page's HTML, inline CSS and scripts are within the first round trip's budgets", async () => {
  const rows = await Promise.all(paths.map(measure))
  const siteScripts = new Set(rows.flatMap((row) => row.scripts))
  // One script, the site's own module, on every page that has something for it to do.
  expect([...siteScripts]).toHaveLength(1)
  const [siteScript] = siteScripts
  const siteScriptBrotli = await sentBytes(siteScript!, "br")
  const islandScripts = new Set(rows.flatMap((row) => row.islands))
  const islandBrotli = new Map(
    await Promise.all([...islandScripts].map(async (src) => [src, await sentBytes(src, "br")] as const)),
  )

  const kb = (bytes: number) => (bytes / KB).toFixed(1)
  console.log(
    [
      `Site script ${siteScript}: ${kb(siteScriptBrotli)} KB brotli on ${rows.filter((row) => row.scripts.length > 0).length} of ${rows.length} pages; ${[...islandBrotli].map(([src, bytes]) => `${src}: ${kb(bytes)} KB brotli, fetched as the form nears the screen and run when a visitor reaches into it`).join("; ")}`,
      `| Page | HTML brotli | With its headers, of ${FIRST_ROUND_TRIP} bytes | HTML gzip | Inline CSS | React |`,
      "|---|---|---|---|---|---|",
      ...rows.map(
        (row) =>
          `| ${row.path} | ${kb(row.brotli)} | ${row.firstRoundTrip} | ${kb(row.gzip)} | ${kb(row.inlineCss)} | ${row.islands.length > 0 ? "when the form is reached" : "none"} |`,
      ),
    ].join("\n"),
  )

  const over = rows.flatMap((row) =>
    (["firstRoundTrip", "gzip", "inlineCss"] as const)
      .filter((measure) => row[measure] > limitFor(row.path, measure))
      .map((measure) => `${row.path}: ${measure} ${row[measure]} bytes > ${limitFor(row.path, measure)} bytes`),
  )
  expect(over).toEqual([])
  expect(siteScriptBrotli, "the site's own module, brotli").toBeLessThanOrEqual(budgets.siteScriptBrotli)
  // React only where the quote form is, and only as the form's island: no page loads it by itself.
  for (const row of rows) {
    const hasForm = row.islands.length > 0
    expect(row.scripts, row.path).toEqual(row.hasBehaviourMarkup ? [siteScript] : [])
    expect(row.hasRouterData, row.path).toBe(false)
    if (!hasForm) expect(row.islands, row.path).toEqual([])
  }
  // Both kinds are built: pages with behaviours, and pages (the privacy notice, the 404s) with none.
  expect(rows.filter((row) => row.scripts.length === 0).length).toBeGreaterThan(0)
  expect(rows.filter((row) => row.scripts.length > 0).length).toBeGreaterThan(0)
})

test("every exception still holds a page that needs it", async () => {
  // A line of the table that no page needs any more is taken out, so the budgets stay the rule.
  const rows = await Promise.all(paths.map(measure))
  for (const exception of exceptions) {
    const pages = rows.filter((row) => exception.pages.test(row.path))
    expect(pages.length, String(exception.pages)).toBeGreaterThan(0)
    expect(
      pages.some((row) => row[exception.measure] > budgets[exception.measure]),
      `${exception.pages} ${exception.measure}`,
    ).toBe(true)
  }
})
