// The manifest is built before the app and bundled into the server build, so a server rendering an
// unknown URL needs nothing from the source tree.

import type { ImageRef } from "#app/content/shared"
import { type ImageManifest, imageManifestSchema, resolveFromManifest } from "./image-manifest"
import { resolveImagesIn } from "./resolve-images"

// A glob rather than an import: code that never resolves an image (unit tests on a fresh clone) loads
// without the manifest existing yet.
const manifestSource = Object.values(
  import.meta.glob<string>("../generated/images.json", { query: "?raw", import: "default", eager: true }),
)[0]

let manifest: ImageManifest | undefined

export function resolveImage(ref: ImageRef) {
  if (manifestSource === undefined) throw new Error("images: app/generated/images.json is missing; run npm run build")
  manifest ??= imageManifestSchema.parse(JSON.parse(manifestSource))
  return resolveFromManifest(manifest, ref)
}

/** Resolves every image reference in loader data. */
export function withImages<T>(value: T) {
  return resolveImagesIn(value, resolveImage)
}
