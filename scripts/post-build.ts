/**
 * After the React Router build: the redirect table, headers and a 404 page for static hosts,
 * checks on the prerendered HTML, and brotli/gzip forms of every text file.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs"
import { join, relative } from "node:path"
import { createRequestHandler, type ServerBuild } from "react-router"
import { analyticsOrigin, buildConfig, buildOutputDir, formOrigin } from "../app/config.server.ts"
import { writeBuildInfo } from "../server/build-info.ts"
import { baseHeaders } from "../server/security-headers.ts"
import { buildHtmlHeaders, compress, isCompressible, urlPathOf } from "../server/static-files.ts"
import { withAnalytics } from "./analytics-tag.ts"
import { sourceContent } from "./lib/site-content.ts"
import { deferHydration, inlineStylesheets } from "./optimize-html.ts"

const buildDir = buildOutputDir()
const clientDir = join(buildDir, "client")

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
  )
}

// Redirects in the `_redirects` format most static hosts read (our server reads its 301s), and the
// team member not-found page for unknown /team/ paths.
const { redirects } = sourceContent()
writeFileSync(
  join(clientDir, "_redirects"),
  `${[...redirects.map(({ from, to }) => `${from} ${to} 301`), "/team/* /team/404.html 404"].join("\n")}\n`,
)

// The two not-found pages, rendered once: 404.html for any unknown path (static hosts serve it too), and
// team/404.html, "Team member not found", for unknown team members. Our server answers from these.
const build = (await import(join(process.cwd(), buildDir, "server/index.js"))) as ServerBuild
const render = createRequestHandler(build, "production")
for (const [path, file] of [
  ["/404", "404.html"],
  ["/team/no-such-member", "team/404.html"],
] as const) {
  const response = await render(new Request(`http://localhost${path}`))
  if (response.status !== 404) throw new Error(`post-build: ${path} answered ${response.status}, not 404`)
  writeFileSync(join(clientDir, file), await response.text())
}

// First paint from the HTML alone: inline CSS, hydration scripts after the first frame.
const readAsset = (path: string) => readFileSync(join(clientDir, path), "utf8")
for (const file of walk(clientDir).filter((name) => name.endsWith(".html"))) {
  const page = deferHydration(inlineStylesheets(readFileSync(file, "utf8"), readAsset))
  writeFileSync(file, withAnalytics(page, buildConfig().analytics))
}

// Headers for static hosts that read a `_headers` file (Netlify, Cloudflare Pages): each page's
// own CSP with its inline-script hashes, year-long caching for hashed files. Our server sets the same.
const headerOptions = { formOrigin: formOrigin(buildConfig()), analyticsOrigin: analyticsOrigin(buildConfig()) }
const headerBlock = (path: string, headers: Record<string, string>) =>
  [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join("\n")
const pageHeaders = walk(clientDir)
  .filter((name) => name.endsWith(".html") && !name.endsWith("404.html"))
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
const files = walk(clientDir).filter((file) => !file.endsWith(".br") && !file.endsWith(".gz"))
for (const file of files.filter((name) => name.endsWith(".html"))) {
  const html = readFileSync(file, "utf8")
  if (/\sstyle="/.test(html))
    problems.push(`${relative(clientDir, file)}: has a style="" attribute (the CSP forbids inline styles)`)
}
// The boot script registers the route modules and only then imports the client entry, which starts
// hydration; a chunk that imported the entry would start it before the routes are registered.
const scripts = walk(join(clientDir, "assets")).filter((name) => name.endsWith(".js"))
for (const file of scripts) {
  if (/from\s*"\.\/entry\.client-[\w-]+\.js"|import\("\.\/entry\.client-/.test(readFileSync(file, "utf8")))
    problems.push(`${relative(clientDir, file)}: imports the client entry chunk`)
}
if (problems.length > 0) {
  console.error(`post-build checks failed:\n${problems.map((line) => `  - ${line}`).join("\n")}`)
  process.exit(1)
}

// Hashed scripts and styles are compressed once and cached for a year, so their gzip form is worth
// Zopfli's extra seconds (about 3% smaller than zlib's best); pages keep zlib's level 9.
// Imported here: its Emscripten runtime installs process-wide error handlers that garble earlier failures.
const { gzipAsync } = await import("@gfx/zopfli")
const isHashedAsset = (file: string) => /[\\/]assets[\\/].+\.(js|css)$/.test(file)
let compressed = 0
for (const file of files) {
  if (!isCompressible(file)) continue
  const body = readFileSync(file)
  if (body.length < 512) continue
  const { brotli, gzip } = compress(body, 11)
  writeFileSync(`${file}.br`, brotli)
  writeFileSync(`${file}.gz`, isHashedAsset(file) ? await gzipAsync(body, { numiterations: 15 }) : gzip)
  compressed++
}
console.log(`post-build: ${redirects.length} redirects, 404.html, ${compressed} files compressed`)

// Written last: `npm start` takes a build without it as unfinished and builds again; the server checks
// its environment against the settings recorded here.
writeBuildInfo(buildDir, { builtAt: new Date().toISOString(), config: buildConfig() })
