import { preload } from "react-dom"
import type { ResolvedImage } from "#app/lib/image-manifest"

/**
 * A second picture, of another shape, for the screens that match `media` (art direction). It shows
 * the same thing, so the main image's alt text describes both.
 */
export type PictureVariant = { media: string; image: ResolvedImage; sizes: string }

type PictureProps = {
  image: ResolvedImage
  /** The slot's width at each breakpoint, so the browser picks the right file. */
  sizes: string
  /** Shown instead of `image` where its media query matches, with its own width, height and sizes. */
  variant?: PictureVariant
  className?: string
  /** The page's largest above-the-fold picture: fetched first, never lazy. */
  isPriority?: boolean
}

function preloadAvif(image: ResolvedImage, sizes: string, media?: string) {
  preload(image.src, {
    as: "image",
    type: "image/avif",
    imageSrcSet: image.avifSrcSet,
    imageSizes: sizes,
    fetchPriority: "high",
    media,
  })
}

export function Picture({ image, sizes, variant, className, isPriority = false }: PictureProps) {
  // The head asks for the AVIF file the first matching <source> will pick, so it is fetched before
  // the parser reaches the picture. Browsers without AVIF ignore the hint (its type) rather than
  // fetch a file they will not show; with a variant, each hint carries its media query, so only
  // the file for this screen is fetched.
  if (isPriority) {
    if (variant) preloadAvif(variant.image, variant.sizes, variant.media)
    preloadAvif(image, sizes, variant ? `not all and ${variant.media}` : undefined)
  }
  return (
    <picture>
      {variant
        ? (["avif", "webp"] as const).map((format) => (
            <source
              key={format}
              type={`image/${format}`}
              media={variant.media}
              srcSet={format === "avif" ? variant.image.avifSrcSet : variant.image.webpSrcSet}
              sizes={variant.sizes}
              width={variant.image.width}
              height={variant.image.height}
            />
          ))
        : null}
      <source type="image/avif" srcSet={image.avifSrcSet} sizes={sizes} />
      <source type="image/webp" srcSet={image.webpSrcSet} sizes={sizes} />
      <img
        src={image.src}
        alt={image.alt}
        width={image.width}
        height={image.height}
        className={className}
        loading={isPriority ? "eager" : "lazy"}
        decoding={isPriority ? "sync" : "async"}
        fetchPriority={isPriority ? "high" : undefined}
      />
    </picture>
  )
}
