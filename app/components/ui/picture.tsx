import { preload } from "react-dom"
import type { ResolvedImage } from "#app/lib/image-manifest"

type PictureProps = {
  image: ResolvedImage
  /** The slot's width at each breakpoint, so the browser picks the right file. */
  sizes: string
  className?: string
  /** The page's largest above-the-fold picture: fetched first, never lazy. */
  isPriority?: boolean
}

export function Picture({ image, sizes, className, isPriority = false }: PictureProps) {
  // The head asks for the AVIF file the first <source> will pick, so it is fetched before the
  // parser reaches the picture. Browsers without AVIF ignore the hint (its type) rather than fetch
  // a file they will not show.
  if (isPriority)
    preload(image.src, {
      as: "image",
      type: "image/avif",
      imageSrcSet: image.avifSrcSet,
      imageSizes: sizes,
      fetchPriority: "high",
    })
  return (
    <picture>
      <source type="image/avif" srcSet={image.avifSrcSet} sizes={sizes} />
      <source type="image/webp" srcSet={image.webpSrcSet} sizes={sizes} />
      <img
        src={image.src}
        alt={image.alt}
        width={image.width}
        height={image.height}
        sizes={sizes}
        className={className}
        loading={isPriority ? "eager" : "lazy"}
        decoding={isPriority ? "sync" : "async"}
        fetchPriority={isPriority ? "high" : "auto"}
      />
    </picture>
  )
}
