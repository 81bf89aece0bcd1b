import type { ImageRef } from "#app/content/shared"
import type { ResolvedImage } from "./image-manifest"

/** The shape of content once every image reference in it has been resolved to encoded files. */
export type WithImages<T> = T extends ImageRef
  ? ResolvedImage
  : T extends (infer Item)[]
    ? WithImages<Item>[]
    : T extends object
      ? { [K in keyof T]: WithImages<T[K]> }
      : T

const isImageRef = (value: object): value is ImageRef =>
  "src" in value && "alt" in value && typeof value.src === "string" && /\.(svg|png|jpe?g|webp|avif)$/.test(value.src)

/** Replaces every image reference in a content tree with its resolved, responsive form. */
export function resolveImagesIn<T>(value: T, resolve: (ref: ImageRef) => ResolvedImage): WithImages<T> {
  if (Array.isArray(value)) return value.map((item) => resolveImagesIn(item, resolve)) as WithImages<T>
  if (value && typeof value === "object") {
    if (isImageRef(value)) return resolve(value) as WithImages<T>
    return Object.fromEntries(
      Object.entries(value).map(([key, child]) => [key, resolveImagesIn(child, resolve)]),
    ) as WithImages<T>
  }
  return value as WithImages<T>
}
