/**
 * The platform floor: a minimal complete page (inline CSS, no script, no picture, no font) served on
 * loopback with the site's own response headers, once as they are and once without
 * Cross-Origin-Opener-Policy. Audited beside the site, it shows what this machine, Chromium and
 * Lighthouse allow, and how much of a timing comes from the headers rather than from the page.
 */
import { createServer } from "node:http"
import type { AddressInfo } from "node:net"
import { baseHeaders, contentSecurityPolicy } from "../../server/security-headers.ts"

const page = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Platform floor</title>
<meta name="description" content="A minimal page with inline styles and no scripts, used to measure what the browser and network allow.">
<style>body{margin:0;font:18px/1.6 system-ui,sans-serif;color:#0a0d14}main{max-width:40rem;margin:0 auto;padding:3rem 1.5rem}h1{font-size:2.5rem;line-height:1.1}</style>
</head>
<body>
<main>
<h1>Platform floor</h1>
<p>This page has nothing to load but itself, so its timings are the least any page can have on this machine.</p>
</main>
</body>
</html>
`

export const platformFloorPaths = {
  "site headers": "/",
  "site headers without COOP": "/without-coop",
} as const

/** Serves the page on a free loopback port; stop it with `stop()`. */
export async function startPlatformFloor() {
  const server = createServer((req, res) => {
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
    if (req.url === platformFloorPaths["site headers without COOP"]) delete headers["Cross-Origin-Opener-Policy"]
    res.writeHead(200, headers)
    res.end(page)
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  return { origin: `http://127.0.0.1:${port}`, stop: () => server.close() }
}
