import { createHash } from "node:crypto"
import { lstatSync } from "node:fs"
import { extname, relative } from "node:path"
import { brotliCompressSync, constants, gzipSync } from "node:zlib"
import { filesUnder, readBuildFile } from "./build-files"
import { baseHeaders, contentSecurityPolicy, type HeaderOptions } from "./security-headers"

const HTML_TYPE = "text/html; charset=utf-8"
const contentTypes: Record<string, string> = {
  ".html": HTML_TYPE,
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".ico": "image/x-icon",
  ".webmanifest": "application/manifest+json",
}

const compressible = /^(text\/|application\/(json|xml|manifest)|image\/svg)/

export type StaticFile = {
  body: Buffer
  brotli?: Buffer
  gzip?: Buffer
  headers: Record<string, string>
}

/** Hashed build output never changes under its name; everything else is checked on every visit. */
const isImmutable = (urlPath: string) =>
  urlPath.startsWith("/assets/") || /^\/img\/.+\.[0-9a-f]{10}\.\w+$/.test(urlPath)

/** URL path a built file answers: about-us/index.html → /about-us, index.html → /. */
export function urlPathOf(file: string) {
  const path = `/${file.split("\\").join("/")}`
  if (path === "/index.html") return "/"
  if (path.endsWith("/index.html")) return path.slice(0, -"/index.html".length)
  return path
}

export function buildHtmlHeaders(html: string, options: HeaderOptions) {
  return {
    ...baseHeaders(),
    "Content-Type": HTML_TYPE,
    "Cache-Control": "no-cache",
    "Content-Security-Policy": contentSecurityPolicy(html, options),
  }
}

/** Compressed forms of a file the build left as it was, made quickly at load: the build compresses its own harder (scripts/post-build.ts). */
function compress(body: Buffer) {
  return {
    brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
    gzip: gzipSync(body, { level: 6 }),
  }
}

export const isCompressible = (file: string) => compressible.test(contentTypes[extname(file)] ?? "")

/** What a file and its compressed forms were on disk when read, with the header options its headers came from. */
const sourceOf = new WeakMap<StaticFile, string>()

function signatureOf(file: string, options: HeaderOptions) {
  const stats = [file, `${file}.br`, `${file}.gz`].map((path) => {
    const stat = lstatSync(path, { bigint: true, throwIfNoEntry: false })
    return stat ? `${stat.ino}:${stat.size}:${stat.mtimeNs}` : "none"
  })
  return JSON.stringify([...stats, options.formOrigin ?? null, options.analyticsOrigin ?? null])
}

/** A file's precompressed form the build wrote beside it: a regular file of the build, or none. */
function companion(clientDir: string, file: string) {
  return lstatSync(file, { throwIfNoEntry: false })?.isFile() ? readBuildFile(clientDir, file) : undefined
}

/**
 * Reads the whole client build into memory once, with its headers and compressed forms,
 * so serving a page is a map lookup and a write. Only the build's regular files are read (build-files.ts): a
 * link, whatever it points at, is no file of the site. A file of `previous` (the build served until now) that is
 * still the same file on disk, unchanged since it was read, is kept rather than read again: a switch of
 * builds then costs the files that changed.
 */
export function loadStaticFiles(clientDir: string, options: HeaderOptions, previous?: ReadonlyMap<string, StaticFile>) {
  const files = new Map<string, StaticFile>()
  for (const file of filesUnder(clientDir)) {
    if (file.endsWith(".br") || file.endsWith(".gz")) continue
    const urlPath = urlPathOf(relative(clientDir, file))
    // Files for static hosts; this server answers those paths itself (the 404 pages are taken out by the caller).
    if (urlPath === "/_redirects" || urlPath === "/_headers") continue
    const signature = signatureOf(file, options)
    const known = previous?.get(urlPath)
    if (known && sourceOf.get(known) === signature) {
      files.set(urlPath, known)
      continue
    }
    const body = readBuildFile(clientDir, file)
    const type = contentTypes[extname(file)] ?? "application/octet-stream"
    const headers: Record<string, string> =
      type === HTML_TYPE
        ? buildHtmlHeaders(body.toString("utf8"), options)
        : {
            ...baseHeaders(),
            "Content-Type": type,
            "Cache-Control": isImmutable(urlPath)
              ? "public, max-age=31536000, immutable"
              : "public, max-age=0, must-revalidate",
          }
    headers.ETag = `"${createHash("sha1").update(body).digest("base64url").slice(0, 22)}"`
    const [brotli, gzip] = [companion(clientDir, `${file}.br`), companion(clientDir, `${file}.gz`)]
    const entry: StaticFile = { body, headers, ...(brotli ? { brotli } : {}), ...(gzip ? { gzip } : {}) }
    if (!entry.brotli && compressible.test(type) && body.length > 512) Object.assign(entry, compress(body))
    sourceOf.set(entry, signature)
    files.set(urlPath, entry)
  }
  return files
}
