/**
 * References audited beside the site. The platform floor: a minimal complete page (inline CSS, no
 * script, no picture, the site's font loaded as the site loads it) served on loopback with the site's
 * own response headers, once as they are and once without Cross-Origin-Opener-Policy; it shows what this
 * machine, Chromium and Lighthouse allow. And the built site itself served without that one header, which shows how much
 * of a page's blocking time comes from the browsing-context switch the header causes.
 */
import { readFileSync } from "node:fs"
import { createServer, type RequestListener } from "node:http"
import type { AddressInfo } from "node:net"
import { join } from "node:path"
import { invariant } from "@epic-web/invariant"
import { sendFile } from "../../server/http/send-file.ts"
import { notFoundPageFor } from "../../server/not-found-pages.ts"
import { baseHeaders, contentSecurityPolicy } from "../../server/security-headers.ts"
import { loadStaticFiles } from "../../server/static-files.ts"

/** How a build loads its face: the preload tag of its pages' heads and the `@font-face` rule of their CSS. */
export type BuildFont = { href: string; preloadTag: string; fontFaceRule: string }

/**
 * The web font exactly as the built site loads it, read from its home page: the `<link rel="preload">`
 * tag for the font and the `@font-face` rule naming the same file, so the reference page asks for the same
 * file the same way and is measured with the same cost (docs/decisions/029-the-brand-face-on-every-first-page.md).
 * None for a build whose first pages ask for no font (those before that decision): its reference asks for
 * none either, so a build from before can be measured against its own kind of reference.
 */
export function fontOfBuild(buildDir: string): BuildFont | undefined {
  const html = readFileSync(join(buildDir, "client", "index.html"), "utf8")
  const preloadTag = html.match(/<link(?=[^>]*\bas="font")[^>]*>/)?.[0]
  const href = preloadTag?.match(/\bhref="([^"]+)"/)?.[1]
  if (!preloadTag || !href) return undefined
  const fontFaceRule = html.match(
    new RegExp(`@font-face\\{[^}]*url\\(${href.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\)[^}]*\\}`),
  )?.[0]
  if (!fontFaceRule) throw new Error(`${buildDir}: no @font-face rule names ${href}`)
  return { href, preloadTag, fontFaceRule }
}

/** The family a `@font-face` rule declares, as CSS names it. */
const familyOf = (rule: string) => rule.match(/font-family:\s*("?)([^;"]+)\1/)?.[2]?.trim() ?? "sans-serif"

/**
 * A minimal complete page: one heading and two paragraphs, inline CSS, no script, no picture, and the
 * site's web font asked for the way the site asks for it. The audit's platform floor and bench:pages'
 * reference page. Its icon is an empty address in the page, as the site's is in its pages: without one,
 * Chromium asks for /favicon.ico while the page loads, and Lighthouse counts that request in the largest
 * paint whenever it ends first.
 */
export function referencePage(font: BuildFont | undefined) {
  const family = font ? `"${familyOf(font.fontFaceRule)}",system-ui,sans-serif` : "system-ui,sans-serif"
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${font?.preloadTag ?? ""}
<title>Platform floor</title>
<meta name="description" content="A minimal page with inline styles and no scripts, used to measure what the browser and network allow.">
<link rel="icon" href="data:,">
<style>${font?.fontFaceRule ?? ""}body{margin:0;font:18px/1.6 ${family};color:#0a0d14}main{max-width:40rem;margin:0 auto;padding:3rem 1.5rem}h1{font-size:2.5rem;line-height:1.1}</style>
</head>
<body>
<main>
<h1>Platform floor</h1>
<p>This page has nothing to load but itself and the site's font, so its timings are the least any page can have on this machine.</p>
<p>No script and no picture: what the browser, the network and the machine allow.</p>
</main>
</body>
</html>
`
}

export const platformFloorPaths = {
  "minimal page, site headers": "/",
  "minimal page, site headers without COOP": "/without-coop",
} as const

async function listen(handler: RequestListener) {
  const server = createServer(handler)
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  return { origin: `http://127.0.0.1:${port}`, stop: () => server.close() }
}

/** Serves the reference page of the build in `buildDir`, and its font file, on a free loopback port; stop it with `stop()`. */
export function startPlatformFloor(buildDir: string) {
  const font = fontOfBuild(buildDir)
  const page = referencePage(font)
  const fontFile = font && loadStaticFiles(join(buildDir, "client"), {}).get(font.href)
  if (font && !fontFile) throw new Error(`${buildDir}: no file at ${font.href}`)
  return listen((req, res) => {
    if (fontFile && req.url === font?.href) return sendFile(req, res, fontFile)
    if (!Object.values(platformFloorPaths).includes(req.url as never)) {
      res.writeHead(404, baseHeaders())
      res.end()
      return
    }
    const headers: Record<string, string> = {
      ...baseHeaders(),
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-cache",
      "Content-Security-Policy": contentSecurityPolicy(page),
    }
    if (req.url === platformFloorPaths["minimal page, site headers without COOP"])
      delete headers["Cross-Origin-Opener-Policy"]
    res.writeHead(200, headers)
    res.end(page)
  })
}

/**
 * Serves the built pages and files, with every header of the production server but COOP; unknown
 * paths get the site's 404 pages, as from the production server.
 */
export function startSiteWithoutCoop(buildDir: string) {
  const files = loadStaticFiles(join(buildDir, "client"), {})
  for (const file of files.values()) delete file.headers["Cross-Origin-Opener-Policy"]
  return listen((req, res) => {
    const path = new URL(req.url ?? "/", "http://localhost").pathname
    const file = files.get(path)
    if (file) return sendFile(req, res, file)
    const notFound = files.get(notFoundPageFor(path).file)
    invariant(notFound, `the build has no ${notFoundPageFor(path).file}, the not-found page for ${path}`)
    sendFile(req, res, notFound, 404)
  })
}
