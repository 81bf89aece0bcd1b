/**
 * After the React Router build: the redirect table, headers and a 404 page for static hosts, each page's
 * own CSS inlined, checks on the prerendered HTML, and brotli/gzip forms of every text file.
 */
import { readFileSync, rmSync, writeFileSync } from "node:fs"
import { availableParallelism } from "node:os"
import { join, relative, resolve } from "node:path"
import { pathToFileURL } from "node:url"
import { promisify } from "node:util"
import { brotliCompress, constants, gzipSync } from "node:zlib"
import pLimit from "p-limit"
import { createRequestHandler, type ServerBuild } from "react-router"
import { z } from "zod"
import { analyticsOrigin, formOrigin } from "../config/build.ts"
import { buildConfig, buildOutputDir } from "../config/environment.server.ts"
import { filesUnder } from "../server/build-files.ts"
import { BUILD_CONTENT_FILE, endpointContentOf, PROBLEM_PAGE_CSS } from "../server/contact/endpoint-content.ts"
import { renderProblemPage } from "../server/contact/problem-page.ts"
import { parseJson, readJsonFile } from "../server/json-file.ts"
import { notFoundPages, TEAM_MEMBER_NOT_FOUND_PAGE } from "../server/not-found-pages.ts"
import { baseHeaders } from "../server/security-headers.ts"
import { buildHtmlHeaders, isCompressible, urlPathOf } from "../server/static-files.ts"
import { contactFields } from "../shared/contact-schema.ts"
import { withAnalytics } from "./analytics-tag.ts"
import { buildCache, cacheKey, sourcesOf } from "./lib/build-cache.ts"
import { sourceContent } from "./lib/site-content.ts"
import { BROWSER_MODULES_RECORD, browserModulesRecordSchema } from "./lib/vite-browser-modules.ts"
import { CLASS_NAMES_FILE, inlinePageStyles, readPage, readScriptSources } from "./optimize-html.ts"
import { addMarkup, compactStylesheet, cssForPage, emptyVocabulary } from "./page-css.ts"

const buildDir = buildOutputDir()
const clientDir = join(buildDir, "client")

// Redirects in the `_redirects` format most static hosts read (our server reads its 301s), and the
// team member not-found page for one unknown name under /team/ (a placeholder is one path segment).
const { redirects } = sourceContent()
writeFileSync(
  join(clientDir, "_redirects"),
  `${[...redirects.map(({ from, to }) => `${from} ${to} 301`), `${TEAM_MEMBER_NOT_FOUND_PAGE.under}:member ${TEAM_MEMBER_NOT_FOUND_PAGE.file} 404`].join("\n")}\n`,
)

const build = (await import(pathToFileURL(resolve(buildDir, "server/index.js")).href)) as ServerBuild
const render = createRequestHandler(build, "production")
for (const { example, file } of notFoundPages) {
  const response = await render(new Request(`http://localhost${example}`))
  if (response.status !== 404) throw new Error(`post-build: ${example} answered ${response.status}, not 404`)
  writeFileSync(join(clientDir, file), await response.text())
}

// First paint from the HTML alone: each page inlines the rules it can use, those its markup names and
// those its scripts can add (read from their app/ sources, listed by the browser-modules plugin).
const browserModules = readJsonFile(join(buildDir, BROWSER_MODULES_RECORD), browserModulesRecordSchema)
const sourcesByUrl = new Map(
  await Promise.all(
    Object.values(browserModules).map(async ({ url, sources }) => [url, await readScriptSources(sources)] as const),
  ),
)
const stylesheets = new Map<string, string>()
const stylesheet = (href: string) => {
  const read = stylesheets.get(href) ?? compactStylesheet(readFileSync(join(clientDir, href), "utf8"))
  stylesheets.set(href, read)
  return read
}
const htmlFiles = filesUnder(clientDir).filter((name) => name.endsWith(".html"))
// A page's rules are chosen again only when its markup, the stylesheet, its scripts or the choosing code change.
const pageStyles = buildCache("page-css")
const chooser = sourcesOf("scripts/page-css.ts", "scripts/short-class-names.ts", "scripts/optimize-html.ts")
// Each page's short class names with their originals, by address: not served, read by the browser test
// that draws each page with the whole stylesheet.
const classNames: Record<string, Record<string, string>> = {}
for (const file of htmlFiles) {
  const html = readFileSync(file, "utf8")
  const scriptSources = (src: string) => sourcesByUrl.get(src) ?? []
  const reading = readPage(html)
  const inputs = reading.stylesheets.map(({ href }) => stylesheet(href))
  const scripts = reading.scriptSources.flatMap(scriptSources)
  const key = cacheKey(chooser, html, ...inputs, ...scripts.map(({ source }) => source))
  const { page, originals } = await pageStyles.get(key, async () => {
    const inlined = inlinePageStyles(html, { stylesheet, scriptSources }, reading)
    return { page: Buffer.from(inlined.html), originals: Buffer.from(JSON.stringify(inlined.originalClassNames)) }
  })
  classNames[urlPathOf(relative(clientDir, file))] = parseJson(
    originals.toString("utf8"),
    z.record(z.string(), z.string()),
    `the short class names of ${relative(clientDir, file)} (.cache/build/page-css)`,
  )
  writeFileSync(file, withAnalytics(page.toString("utf8"), buildConfig().analytics))
}
writeFileSync(join(buildDir, CLASS_NAMES_FILE), JSON.stringify(classNames))

// The whole stylesheet as the pages took their parts of it, kept beside the build (not served): the
// browser tests check that each page looks the same with it as with its own part.
const [siteStylesheet] = stylesheets.keys()
if (!siteStylesheet) throw new Error("post-build: no page links the site's stylesheet")
writeFileSync(join(buildDir, "site.css"), stylesheet(siteStylesheet))

// The endpoint's own HTML page, rendered by the server when a post without JavaScript has problems: its
// rules, chosen from the template with every problem shown, kept beside the server bundle.
const endpoint = endpointContentOf(sourceContent().catalog)
const everyProblem = Object.fromEntries(contactFields.map((field) => [field, field]))
const problemPage = renderProblemPage({
  copy: endpoint.copy,
  services: endpoint.services,
  message: "",
  errors: everyProblem,
  values: {
    name: "",
    email: "",
    company: "",
    services: [],
    budget: "",
    message: "",
    access_key: "",
    attribution: {},
  },
  backHref: "/",
})
const problemVocabulary = emptyVocabulary()
addMarkup(problemVocabulary, problemPage)
writeFileSync(join(buildDir, PROBLEM_PAGE_CSS), cssForPage(stylesheet(siteStylesheet), problemVocabulary))
// The content the pages were built from, for a running server that takes this build without a restart.
writeFileSync(join(buildDir, BUILD_CONTENT_FILE), JSON.stringify({ catalog: sourceContent().catalog }))

// React Router's client build (route modules, its runtime, the stylesheet) is loaded by no page any more:
// only the browser modules are, so nothing else ships. Nor do the `.data` files its prerender writes for
// client-side navigation: no page runs React Router's router in the browser to ask for them.
const browserModuleFiles = new Set(Object.values(browserModules).map(({ url }) => join(clientDir, url)))
for (const file of filesUnder(join(clientDir, "assets"))) {
  if (/\.(js|css)$/.test(file) && !browserModuleFiles.has(file)) rmSync(file)
}
for (const file of filesUnder(clientDir)) if (file.endsWith(".data")) rmSync(file)

// Headers for static hosts that read a `_headers` file (Netlify, Cloudflare Pages): each page's
// own CSP with its inline-script hashes, year-long caching for hashed files. Our server sets the same.
const headerOptions = { formOrigin: formOrigin(buildConfig()), analyticsOrigin: analyticsOrigin(buildConfig()) }
const headerBlock = (path: string, headers: Record<string, string>) =>
  [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join("\n")
// A host answers an unknown address with its not-found page under that address's headers, so those pages have none here.
const notFoundFiles = new Set<string>(notFoundPages.map(({ file }) => join(clientDir, file)))
const pageHeaders = filesUnder(clientDir)
  .filter((name) => name.endsWith(".html") && !notFoundFiles.has(name))
  .map((file) => {
    const { "Content-Type": _type, ...headers } = buildHtmlHeaders(readFileSync(file, "utf8"), headerOptions)
    return headerBlock(urlPathOf(relative(clientDir, file)), headers)
  })
const immutable = { ...baseHeaders(), "Cache-Control": "public, max-age=31536000, immutable" }
writeFileSync(
  join(clientDir, "_headers"),
  `${[headerBlock("/assets/*", immutable), headerBlock("/img/*", immutable), ...pageHeaders].join("\n\n")}\n`,
)

const problems: string[] = []
const files = filesUnder(clientDir).filter((file) => !file.endsWith(".br") && !file.endsWith(".gz"))
// Only the browser modules are scripts, and only they are loaded (docs/decisions/012-scripts-only-where-a-page-needs-them.md),
// with the analytics service's script when the build turns it on.
const analyticsScript = buildConfig().analytics?.scriptUrl
for (const file of files.filter((name) => name.endsWith(".html"))) {
  const page = readPage(readFileSync(file, "utf8"))
  if (page.hasStyleAttribute)
    problems.push(`${relative(clientDir, file)}: has a style="" attribute (the CSP forbids inline styles)`)
  for (const src of page.scriptSources) {
    if (!sourcesByUrl.has(src) && src !== analyticsScript)
      problems.push(`${relative(clientDir, file)}: loads ${src}, which is not a browser module`)
  }
  if (page.hasHydration) problems.push(`${relative(clientDir, file)}: carries React Router's hydration scripts`)
}
if (problems.length > 0) {
  console.error(`post-build checks failed:\n${problems.map((line) => `  - ${line}`).join("\n")}`)
  process.exit(1)
}

// Hashed scripts are compressed once and cached for a year, and a page's gzip form is what a browser
// without brotli waits for in its first round trip: both are worth Zopfli's extra seconds (3–5% smaller
// than zlib's best). One iteration: over all pages it came within 0.2% of five in 0.7 of the time, and
// within 0.4% of fifteen. Imported here:
// its Emscripten runtime installs process-wide error handlers that garble earlier failures.
const { gzipAsync } = await import("@gfx/zopfli")
const isWorthZopfli = (file: string) => /[\\/]assets[\\/].+\.js$|\.html$/.test(file)
const compressedForms = buildCache("compressed")
const compressor = sourcesOf("scripts/post-build.ts", "server/static-files.ts")
const brotli = promisify(brotliCompress)
const toCompress = files.filter(isCompressible).flatMap((file) => {
  const body = readFileSync(file)
  return body.length < 512 ? [] : [{ file, body }]
})
// Brotli runs on libuv's threads while Zopfli holds this one, so both cores work.
const compressOne = async ({ file, body }: { file: string; body: Buffer }) => {
  const { br, gz } = await compressedForms.get(cacheKey(compressor, relative(clientDir, file), body), async () => {
    const [br, gz] = await Promise.all([
      brotli(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      }),
      isWorthZopfli(file) ? gzipAsync(body, { numiterations: 1 }).then(Buffer.from) : gzipSync(body, { level: 9 }),
    ])
    return { br, gz }
  })
  writeFileSync(`${file}.br`, br)
  writeFileSync(`${file}.gz`, gz)
}
await pLimit(availableParallelism()).map(toCompress, compressOne)
console.log(
  `post-build: ${redirects.length} redirects, ${notFoundPages.length} not-found pages, ${toCompress.length} files compressed (${compressedForms.finish()}), page CSS (${pageStyles.finish()})`,
)
