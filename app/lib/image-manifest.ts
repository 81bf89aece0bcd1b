import { invariant } from "@epic-web/invariant"
import { z } from "zod"

/** Widths, in CSS pixels × density, that each picture is encoded at; 240 serves small portraits and logos. */
export const IMAGE_WIDTHS = [240, 480, 800, 1200, 1600]

/**
 * The width of the one WebP file each picture also has: what a browser without AVIF shows (a phone's
 * full width at twice its density), and the file a share card or structured data names.
 */
export const FALLBACK_WIDTH = 800

export const IMAGE_MANIFEST_PATH = "app/generated/images.json"

const variants = z.array(z.tuple([z.number().int().positive(), z.string().startsWith("/img/")]))

/**
 * Source path under content/images → its size and encoded variants ([width, url] pairs), as the image
 * build writes it: AVIF in each width, WebP in the fallback width only.
 */
export const imageManifestSchema = z.record(
  z.string(),
  z.object({ width: z.number().positive(), height: z.number().positive(), avif: variants, webp: variants }),
)
export type ImageManifest = z.infer<typeof imageManifestSchema>

/** What a page needs to draw one picture. */
export type ResolvedImage = {
  alt: string
  width: number
  height: number
  src: string
  avifSrcSet: string
}

export function resolveFromManifest(manifest: ImageManifest, ref: { src: string; alt: string }): ResolvedImage {
  const entry = manifest[ref.src]
  if (!entry) throw new Error(`No encoded image for content/images/${ref.src}; run the image build`)
  const toSrcSet = (variants: [number, string][]) => variants.map(([width, url]) => `${url} ${width}w`).join(", ")
  const fallback = entry.webp[0]
  invariant(fallback, `No WebP encoding of content/images/${ref.src} in the image manifest; run the image build`)
  return {
    alt: ref.alt,
    width: entry.width,
    height: entry.height,
    src: fallback[1],
    avifSrcSet: toSrcSet(entry.avif),
  }
}
