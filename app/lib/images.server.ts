import { readFileSync } from "node:fs"
import { join } from "node:path"
import type { ImageRef } from "#app/content/shared"
import { IMAGE_MANIFEST_PATH, type ImageManifest, resolveFromManifest } from "./image-manifest"
import { resolveImagesIn } from "./resolve-images"

let manifest: ImageManifest | undefined

export function resolveImage(ref: ImageRef) {
  manifest ??= JSON.parse(readFileSync(join(process.cwd(), IMAGE_MANIFEST_PATH), "utf8")) as ImageManifest
  return resolveFromManifest(manifest, ref)
}

/** Resolves every image reference in loader data. */
export function withImages<T>(value: T) {
  return resolveImagesIn(value, resolveImage)
}
