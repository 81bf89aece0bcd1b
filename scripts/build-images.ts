/**
 * Turns every picture in content/images into AVIF and WebP at the widths the pages use,
 * named by content hash so they can be cached for a year, and writes the manifest the pages read.
 */
import { createHash } from "node:crypto"
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { dirname, join, relative } from "node:path"
import sharp from "sharp"
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
 * the case-study page's largest paint, so they also get the slower, tighter encoder effort.
 */
const encoders = {
  vector: { avif: { quality: 55, effort: 3 }, webp: { quality: 78 } },
  raster: { avif: { quality: 50, effort: 4 }, webp: { quality: 78 } },
}

async function processImage(file: string): Promise<[string, ImageManifest[string]]> {
  const key = relative(sourceDir, file).split("\\").join("/")
  const input = readFileSync(file)
  const isVector = file.endsWith(".svg")
  const encoder = encoders[isVector ? "vector" : "raster"]
  // The settings are part of the name, so a file encoded with other settings is never taken for this one.
  const hash = createHash("sha256").update(input).update(JSON.stringify(encoder)).digest("hex").slice(0, 10)
  const meta = await sharp(input).metadata()
  const width = meta.width ?? 1200
  const height = meta.height ?? 800
  const widths = IMAGE_WIDTHS.filter((candidate) => candidate < width)
  // The largest variant is the source's own width. Vector art stops at the largest standard width;
  // a raster source wider than that was made for a wide slot on 2× screens (the case-study
  // pictures: 1216 CSS px needs 2432) and keeps its width.
  const top = isVector ? Math.min(width, IMAGE_WIDTHS.at(-1)!) : width
  if (!widths.includes(top)) widths.push(top)
  const base = key.replace(/\.[a-z]+$/i, "")
  const variants = { avif: [] as [number, string][], webp: [] as [number, string][] }
  for (const target of widths) {
    for (const format of ["avif", "webp"] as const) {
      const name = `${base}-${target}.${hash}.${format}`
      const out = join(outputDir, name)
      if (!existsSync(out)) {
        mkdirSync(dirname(out), { recursive: true })
        // Vector art is rasterised at the density that gives the target width, so it stays sharp.
        const pipeline = sharp(input, isVector ? { density: Math.max(72, (72 * target) / width) } : {}).resize({
          width: target,
        })
        await (format === "avif" ? pipeline.avif(encoder.avif) : pipeline.webp(encoder.webp)).toFile(out)
      }
      variants[format].push([target, `/img/${name}`])
    }
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
  const manifest: ImageManifest = {}
  const queue = [...files]
  const workers = Array.from({ length: 2 }, async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const [key, entry] = await processImage(file)
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
