/**
 * Turns every picture in content/images into AVIF and WebP at the widths the pages use,
 * named by content hash so they can be cached for a year, and writes the manifest the pages read.
 */
import { createHash } from "node:crypto"
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { dirname, join, relative } from "node:path"
import sharp from "sharp"
import { GENERATED_CONTENT_FILE } from "../app/content/load-content"
import { IMAGE_MANIFEST_PATH, IMAGE_WIDTHS, type ImageManifest } from "../app/lib/image-manifest"

const sourceDir = "content/images"
const outputDir = "public/img"

function listImages(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return listImages(path)
    return /\.(svg|png|jpe?g|webp|avif)$/i.test(entry.name) ? [path] : []
  })
}

/**
 * Raster sources are the case-study screenshots, rendered at twice their slot's density, so a coarser
 * AVIF quantiser stays invisible; they are the heaviest pictures on the site, and the featured one is
 * the case-study page's largest paint, so they get a tighter encoder effort than the artwork. Effort 3
 * costs a quarter of effort 4's time for files about 5 % larger; 2 a half of 3's for 10 % more.
 */
const encoders = {
  vector: { avif: { quality: 55, effort: 2 }, webp: { quality: 78 } },
  raster: { avif: { quality: 50, effort: 3 }, webp: { quality: 78 } },
}

/** Vector art is drawn at most this wide: its soft shapes gain nothing from more pixels. */
const VECTOR_TOP_WIDTH = IMAGE_WIDTHS.at(-1)!

/** For each picture the content uses, the width its widest use needs (written by the content check). */
function neededWidths(): Record<string, number> {
  try {
    return (
      (JSON.parse(readFileSync(GENERATED_CONTENT_FILE, "utf8")) as { imageWidths?: Record<string, number> })
        .imageWidths ?? {}
    )
  } catch {
    return {}
  }
}

async function processImage(file: string, needed: number | undefined): Promise<[string, ImageManifest[string]]> {
  const key = relative(sourceDir, file).split("\\").join("/")
  const input = readFileSync(file)
  const isVector = file.endsWith(".svg")
  const encoder = encoders[isVector ? "vector" : "raster"]
  // The settings are part of the name, so a file encoded with other settings is never taken for this one.
  const hash = createHash("sha256").update(input).update(JSON.stringify(encoder)).digest("hex").slice(0, 10)
  const meta = await sharp(input).metadata()
  const width = meta.width ?? 1200
  const height = meta.height ?? 800
  // Encoded up to what the widest use needs (twice its CSS width), never beyond the source; vector art
  // up to its cap; a picture no content field names, up to the standard widths.
  const limit = Math.min(needed ?? Number.POSITIVE_INFINITY, isVector ? VECTOR_TOP_WIDTH : width)
  const top = Number.isFinite(limit) ? Math.round(limit) : Math.min(width, VECTOR_TOP_WIDTH)
  const widths = [...IMAGE_WIDTHS.filter((candidate) => candidate < top), top]
  const base = key.replace(/\.[a-z]+$/i, "")
  const variants = { avif: [] as [number, string][], webp: [] as [number, string][] }
  const missing = widths.flatMap((target) =>
    (["avif", "webp"] as const)
      .map((format) => ({ target, format, name: `${base}-${target}.${hash}.${format}` }))
      .filter(({ name }) => !existsSync(join(outputDir, name))),
  )
  // Vector art is drawn once, at the largest width needed, and each smaller file is scaled from that.
  const source =
    missing.length > 0 && isVector
      ? await sharp(input, { density: Math.max(72, (72 * top) / width) })
          .resize({ width: top })
          .png()
          .toBuffer()
      : input
  for (const { target, format, name } of missing) {
    const out = join(outputDir, name)
    mkdirSync(dirname(out), { recursive: true })
    const pipeline = sharp(source).resize({ width: target })
    await (format === "avif" ? pipeline.avif(encoder.avif) : pipeline.webp(encoder.webp)).toFile(out)
  }
  for (const target of widths) {
    for (const format of ["avif", "webp"] as const)
      variants[format].push([target, `/img/${base}-${target}.${hash}.${format}`])
  }
  return [key, { width, height, avif: variants.avif, webp: variants.webp }]
}

/** Encodings of pictures that changed or left stay out of the build: only what the manifest lists ships. */
function removeUnlisted(manifest: ImageManifest): number {
  const listed = new Set(
    Object.values(manifest).flatMap((entry) => [...entry.avif, ...entry.webp].map(([, url]) => join("public", url))),
  )
  const unlisted = existsSync(outputDir) ? listImages(outputDir).filter((path) => !listed.has(path)) : []
  for (const path of unlisted) rmSync(path)
  return unlisted.length
}

async function main() {
  const files = listImages(sourceDir).sort()
  const needed = neededWidths()
  const manifest: ImageManifest = {}
  const queue = [...files]
  const workers = Array.from({ length: 2 }, async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const [key, entry] = await processImage(file, needed[relative(sourceDir, file).split("\\").join("/")])
      manifest[key] = entry
    }
  })
  await Promise.all(workers)
  const stale = removeUnlisted(manifest)
  const sorted = Object.fromEntries(Object.entries(manifest).sort(([a], [b]) => a.localeCompare(b)))
  mkdirSync(dirname(IMAGE_MANIFEST_PATH), { recursive: true })
  writeFileSync(IMAGE_MANIFEST_PATH, `${JSON.stringify(sorted, null, 1)}\n`)
  console.log(`images: ${files.length} sources → ${IMAGE_MANIFEST_PATH}${stale ? `; ${stale} old files removed` : ""}`)
}

await main()
