import { preload } from "react-dom"
import type { ResolvedImage } from "#app/lib/image-manifest"
import { sharpPixelWidth } from "#app/lib/image-sizes"

/**
 * A second picture, of another shape, for the screens that match `media` (art direction). It shows
 * the same thing, so the main image's alt text describes both.
 */
type PictureVariant = { media: string; image: ResolvedImage; sizes: string }

type CommonProps = {
  image: ResolvedImage
  /** The slot's width at each breakpoint, so the browser picks the right file. */
  sizes: string
  className?: string
  /** In the first screen but not its main picture (a portrait beside a headline): not lazy, not preloaded. */
  isEager?: boolean
}

/**
 * The page's largest above-the-fold picture is fetched first, never lazy (`isPriority`). `{ media }`
 * marks a picture that is above the fold only on the screens the query matches: elsewhere the browser
 * fetches it at its usual priority, after what the first screen shows. A picture with a variant is a
 * priority on every screen or on none, so it cannot take a query.
 */
type PictureProps = CommonProps &
  (
    | { variant?: undefined; isPriority?: boolean | { media: string } }
    | {
        /** Shown instead of `image` where its media query matches, with its own width, height and sizes. */
        variant: PictureVariant
        isPriority?: boolean
      }
  )

/**
 * The srcset's files up to the first that covers twice the slot's widest display: a browser never picks
 * a larger one for these `sizes`, and each file named costs the page bytes before its first paint.
 */
function usefulSrcSet(srcSet: string, sizes: string) {
  const needed = sharpPixelWidth({ sizes })
  const candidates = srcSet.split(", ")
  const covering = candidates.findIndex(
    (candidate) => Number.parseInt(candidate.slice(candidate.lastIndexOf(" ")), 10) >= needed,
  )
  return covering === -1 ? srcSet : candidates.slice(0, covering + 1).join(", ")
}

function preloadAvif(image: ResolvedImage, sizes: string, media?: string) {
  preload(image.src, {
    as: "image",
    type: "image/avif",
    imageSrcSet: usefulSrcSet(image.avifSrcSet, sizes),
    imageSizes: sizes,
    fetchPriority: "high",
    media,
  })
}

export function Picture({ image, sizes, variant, className, isPriority = false, isEager = false }: PictureProps) {
  // The head asks for the AVIF file the first matching <source> will pick, so it is fetched before
  // the parser reaches the picture. Browsers without AVIF ignore the hint (its type) rather than
  // fetch a file they will not show; with a variant, each hint carries its media query, so only
  // the file for this screen is fetched.
  const everywhere = isPriority === true
  if (typeof isPriority === "object") {
    preloadAvif(image, sizes, isPriority.media)
  } else if (everywhere) {
    if (variant) preloadAvif(variant.image, variant.sizes, variant.media)
    preloadAvif(image, sizes, variant ? `not all and ${variant.media}` : undefined)
  }
  // AVIF in every width; a browser without it shows the one WebP file of `src`
  // (docs/decisions/030-every-page-in-one-round-trip.md).
  return (
    <picture>
      {variant ? (
        <source
          type="image/avif"
          media={variant.media}
          srcSet={usefulSrcSet(variant.image.avifSrcSet, variant.sizes)}
          sizes={variant.sizes}
          width={variant.image.width}
          height={variant.image.height}
        />
      ) : null}
      <source type="image/avif" srcSet={usefulSrcSet(image.avifSrcSet, sizes)} sizes={sizes} />
      <img
        src={image.src}
        alt={image.alt}
        width={image.width}
        height={image.height}
        className={className}
        loading={isPriority || isEager ? "eager" : "lazy"}
        // Never "sync": a large picture decoded on the main thread holds up the frame that shows the
        // text beside it (docs/decisions/015-each-page-laid-out-once.md).
        decoding="async"
        fetchPriority={everywhere ? "high" : undefined}
      />
    </picture>
  )
}
