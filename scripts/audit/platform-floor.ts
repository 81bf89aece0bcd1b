/**
 * References audited beside the site. The platform floor: a minimal complete page (inline CSS, no
 * script, no picture, no font) served on loopback with the site's own response headers, once as they
 * are and once without Cross-Origin-Opener-Policy; it shows what this machine, Chromium and
 * Lighthouse allow. And the built site itself served without that one header, which shows how much
 * of a page's blocking time comes from the browsing-context switch the header causes.
 */
import { createServer, type RequestListener } from "node:http"
import type { AddressInfo } from "node:net"
import { join } from "node:path"
import { invariant } from "@epic-web/invariant"
import { sendFile } from "../../server/http/send-file.ts"
import { notFoundPageFor } from "../../server/not-found-pages.ts"
import { baseHeaders, contentSecurityPolicy } from "../../server/security-headers.ts"
import { loadStaticFiles } from "../../server/static-files.ts"

/**
 * A minimal complete page: one heading and two paragraphs, inline CSS, no script, no picture, no web font.
 * The audit's platform floor and bench:pages' reference page. Its icon is an empty address in the page, as
 * the site's is in its pages: without one, Chromium asks for /favicon.ico while the page loads, and
 * Lighthouse counts that request in the largest paint whenever it ends first.
 */
export const minimalPage = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Platform floor</title>
<meta name="description" content="A minimal page with inline styles and no scripts, used to measure what the browser and network allow.">
<link rel="icon" href="data:,">
<style>body{margin:0;font:18px/1.6 system-ui,sans-serif;color:#0a0d14}main{max-width:40rem;margin:0 auto;padding:3rem 1.5rem}h1{font-size:2.5rem;line-height:1.1}</style>
</head>
<body>
<main>
<h1>Platform floor</h1>
<p>This page has nothing to load but itself, so its timings are the least any page can have on this machine.</p>
<p>No script, no picture and no web font: what the browser, the network and the machine allow.</p>
</main>
</body>
</html>
`

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

/** Serves the page on a free loopback port; stop it with `stop()`. */
export function startPlatformFloor() {
  return listen((req, res) => {
    if (!Object.values(platformFloorPaths).includes(req.url as never)) {
      res.writeHead(404, baseHeaders())
      res.end()
      return
    }
    const headers: Record<string, string> = {
      ...baseHeaders(),
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-cache",
      "Content-Security-Policy": contentSecurityPolicy(minimalPage),
    }
    if (req.url === platformFloorPaths["minimal page, site headers without COOP"])
      delete headers["Cross-Origin-Opener-Policy"]
    res.writeHead(200, headers)
    res.end(minimalPage)
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
