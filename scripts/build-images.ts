/**
 * Turns every picture in content/images into AVIF and WebP at the widths the pages use,
 * named by content hash so they can be cached for a year, and writes the manifest the pages read.
 * The manifest comes first and needs no encoding, so `npm run build` encodes while the site is built
 * (scripts/build.ts); a file already encoded with the same source and settings is kept.
 */
import { createHash } from "node:crypto"
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs"
import { dirname, join, relative } from "node:path"
import pLimit from "p-limit"
import sharp from "sharp"
import { z } from "zod"
import { GENERATED_CONTENT_FILE } from "../app/content/generated-content"
import { FALLBACK_WIDTH, IMAGE_MANIFEST_PATH, IMAGE_WIDTHS, type ImageManifest } from "../app/lib/image-manifest"
import { filesUnder } from "../server/build-files.ts"
import { readJsonFile } from "../server/json-file.ts"

const sourceDir = "content/images"
const outputDir = "public/img"
/** Files being encoded, outside public/ (git-ignored, on the same disk, so moving one in is atomic). */
const partsDir = ".cache/encoding"

const listImages = (dir: string) => filesUnder(dir).filter((path) => /\.(svg|png|jpe?g|webp|avif)$/i.test(path))

/**
 * Raster sources are the case-study screenshots, rendered at twice their slot's density, so a coarser
 * AVIF quantiser stays invisible. Encoding is most of a clean build's work, so each kind gets the lowest
 * effort that still pays: measured over all the pictures, AVIF effort 1 took 0.6 of effort 2's time for
 * screenshots 4 % larger, but for vector art 13 % larger, which keeps effort 2. WebP only reaches
 * browsers without AVIF: effort 2 took 0.63 of the default's time, for files 4.7 % larger.
 */
const encoders = {
  vector: { avif: { quality: 55, effort: 2 }, webp: { quality: 78, effort: 2 } },
  raster: { avif: { quality: 50, effort: 1 }, webp: { quality: 78, effort: 2 } },
}

/** Vector art is drawn at most this wide: its soft shapes gain nothing from more pixels. */
const VECTOR_TOP_WIDTH = Math.max(...IMAGE_WIDTHS)

type Focus = { x: number; y: number }

/**
 * For each picture the content uses, the width its widest use needs, and for each portrait its focal
 * point (both written by the content check).
 */
function contentNeeds(): { imageWidths: Record<string, number>; portraitFocus: Record<string, Focus> } {
  try {
    const generated = readJsonFile(
      GENERATED_CONTENT_FILE,
      z.object({
        imageWidths: z.record(z.string(), z.number()).optional(),
        portraitFocus: z.record(z.string(), z.object({ x: z.number(), y: z.number() })).optional(),
      }),
    )
    return { imageWidths: generated.imageWidths ?? {}, portraitFocus: generated.portraitFocus ?? {} }
  } catch {
    return { imageWidths: {}, portraitFocus: {} }
  }
}

/** A region of the source, in its pixels. */
type Crop = { left: number; top: number; width: number; height: number }

/**
 * The largest square of a photograph centred on its focal point, moved inwards where it would cross an
 * edge: people are shown as squares (round or rounded), so the file is cut to one rather than
 * stretched by the browser, and its srcset widths are the square's.
 */
export function squareAround(width: number, height: number, focus: Focus): Crop {
  const side = Math.min(width, height)
  const start = (length: number, percent: number) =>
    Math.round(Math.min(Math.max((length * percent) / 100 - side / 2, 0), length - side))
  return { left: start(width, focus.x), top: start(height, focus.y), width: side, height: side }
}

/** A picture's files still to encode, each at one width in one format. */
type PictureToEncode = {
  file: string
  isVector: boolean
  /** The source's own width, and the widest file made from it. */
  sourceWidth: number
  top: number
  /** A portrait's square, cut from the source before it is scaled. */
  crop?: Crop
  missing: { target: number; format: "avif" | "webp"; name: string }[]
}

/** A picture's manifest entry, from its bytes and size alone, and the encodings it lacks on disk. */
async function planImage(file: string, needed: number | undefined, focus: Focus | undefined) {
  const key = relative(sourceDir, file).split("\\").join("/")
  const input = readFileSync(file)
  const isVector = file.endsWith(".svg")
  const encoder = encoders[isVector ? "vector" : "raster"]
  const meta = await sharp(input).metadata()
  // A portrait is turned upright (its EXIF orientation) before it is cut, so its focus is read as it is seen.
  const isTurned = (meta.orientation ?? 1) >= 5
  const [upright, uprightHeight] = isTurned ? [meta.height, meta.width] : [meta.width, meta.height]
  const crop = focus && !isVector ? squareAround(upright ?? 0, uprightHeight ?? 0, focus) : undefined
  // The settings and the crop are part of the name, so a file encoded otherwise is never taken for this one.
  const hashed = createHash("sha256").update(input).update(JSON.stringify(encoder))
  if (crop) hashed.update(JSON.stringify(crop))
  const hash = hashed.digest("hex").slice(0, 10)
  const width = crop?.width ?? meta.width ?? 1200
  const height = crop?.height ?? meta.height ?? 800
  // Encoded up to what the widest use needs (twice its CSS width), never beyond the source; vector art
  // up to its cap; a picture no content field names, up to the standard widths.
  const limit = Math.min(needed ?? Number.POSITIVE_INFINITY, isVector ? VECTOR_TOP_WIDTH : width)
  const top = Number.isFinite(limit) ? Math.round(limit) : Math.min(width, VECTOR_TOP_WIDTH)
  const widths = [...IMAGE_WIDTHS.filter((candidate) => candidate < top), top]
  const base = key.replace(/\.[a-z]+$/i, "")
  const nameOf = (target: number, format: string) => `${base}-${target}.${hash}.${format}`
  const fallbackWidth = widths.find((target) => target >= FALLBACK_WIDTH) ?? top
  const entry = {
    width,
    height,
    avif: widths.map((target): [number, string] => [target, `/img/${nameOf(target, "avif")}`]),
    webp: [[fallbackWidth, `/img/${nameOf(fallbackWidth, "webp")}`] as [number, string]],
  }
  const toEncode = [
    ...widths.map((target) => ({ target, format: "avif" as const })),
    { target: fallbackWidth, format: "webp" as const },
  ]
  const missing = toEncode
    .map((file) => ({ ...file, name: nameOf(file.target, file.format) }))
    .filter(({ name }) => !existsSync(join(outputDir, name)))
  const picture: PictureToEncode = { file, isVector, sourceWidth: width, top, crop, missing }
  return { key, entry, picture }
}

/** Encodes one picture's missing files; each appears under its name only once it is whole. */
async function encodePicture({ file, isVector, sourceWidth, top, crop, missing }: PictureToEncode) {
  mkdirSync(partsDir, { recursive: true })
  const input = readFileSync(file)
  const encoder = encoders[isVector ? "vector" : "raster"]
  // Vector art is drawn once, at the largest width needed, and each smaller file is scaled from that.
  const source = isVector
    ? await sharp(input, { density: Math.max(72, (72 * top) / sourceWidth) })
        .resize({ width: top })
        // Stored, not compressed: it is read once per file made from it and never kept.
        .png({ compressionLevel: 0 })
        .toBuffer()
    : crop
      ? await sharp(input).rotate().extract(crop).png({ compressionLevel: 0 }).toBuffer()
      : input
  for (const { target, format, name } of missing) {
    const out = join(outputDir, name)
    mkdirSync(dirname(out), { recursive: true })
    const pipeline = sharp(source).resize({ width: target })
    // Written elsewhere and moved in: Vite copying public/ meanwhile takes the whole file or none.
    const part = join(partsDir, `${process.pid}-${name.replaceAll("/", "_")}`)
    await (format === "avif" ? pipeline.avif(encoder.avif) : pipeline.webp(encoder.webp)).toFile(part)
    renameSync(part, out)
  }
}

/** Encodings of pictures that changed or left stay out of the build: only what the manifest lists ships. */
function removeUnlisted(manifest: ImageManifest): number {
  const listed = new Set(listedFiles(manifest).map((path) => join("public", path)))
  const unlisted = existsSync(outputDir) ? filesUnder(outputDir).filter((path) => !listed.has(path)) : []
  for (const path of unlisted) rmSync(path)
  return unlisted.length
}

/**
 * The manifest the pages read (no file needs to be encoded for that) and the encodings missing on disk,
 * grouped by picture, so they can be made while the site is built.
 */
export async function planImages() {
  const files = listImages(sourceDir).sort()
  const { imageWidths, portraitFocus } = contentNeeds()
  const plans = await Promise.all(
    files.map((file) => {
      const key = relative(sourceDir, file).split("\\").join("/")
      return planImage(file, imageWidths[key], portraitFocus[key])
    }),
  )
  const manifest: ImageManifest = Object.fromEntries(
    plans.map(({ key, entry }) => [key, entry] as const).sort(([a], [b]) => a.localeCompare(b)),
  )
  const pictures = plans.map(({ picture }) => picture).filter(({ missing }) => missing.length > 0)
  return { sources: files.length, manifest, pictures }
}

/** Writes the manifest and removes the encodings it no longer lists. */
export function writeManifest({ sources, manifest, pictures }: Awaited<ReturnType<typeof planImages>>) {
  const stale = removeUnlisted(manifest)
  mkdirSync(dirname(IMAGE_MANIFEST_PATH), { recursive: true })
  writeFileSync(IMAGE_MANIFEST_PATH, `${JSON.stringify(manifest, null, 1)}\n`)
  console.log(
    `images: ${sources} sources → ${IMAGE_MANIFEST_PATH}; ${pictures.flatMap(({ missing }) => missing).length} files to encode${stale ? `; ${stale} old files removed` : ""}`,
  )
}

/** A picture's share of the encoding work: the pixels it draws and encodes. */
const workOf = ({ isVector, top, missing }: PictureToEncode) =>
  (isVector ? top ** 2 : 0) + missing.reduce((sum, { target }) => sum + target ** 2, 0)

/**
 * Encodes the pictures two at a time, each on one thread: the AVIF encoder keeps a core busy alone, and
 * libvips' own threads beside it only added work (a clean encode took 74 s of CPU instead of 65). The
 * largest go first, so the last minutes never leave a core idle behind one large picture.
 */
export function encodeImages(pictures: PictureToEncode[]) {
  sharp.concurrency(1)
  return pLimit(2).map(
    pictures.toSorted((a, b) => workOf(b) - workOf(a)),
    encodePicture,
  )
}

/** Every file the manifest lists, as a path under the public folder. */
export const listedFiles = (manifest: ImageManifest) =>
  Object.values(manifest).flatMap((entry) => [...entry.avif, ...entry.webp].map(([, url]) => url.slice(1)))
