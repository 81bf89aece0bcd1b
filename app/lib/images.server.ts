// The manifest is built before the app and bundled into the server build, so a server rendering an
// unknown URL needs nothing from the source tree.

import type { ImageRef } from "#app/content/shared"
import manifestSource from "#app/generated/images.json?raw"
import { type ImageManifest, resolveFromManifest } from "./image-manifest"
import { resolveImagesIn } from "./resolve-images"

let manifest: ImageManifest | undefined

export function resolveImage(ref: ImageRef) {
  manifest ??= JSON.parse(manifestSource) as ImageManifest
  return resolveFromManifest(manifest, ref)
}

/** Resolves every image reference in loader data. */
export function withImages<T>(value: T) {
  return resolveImagesIn(value, resolveImage)
}
