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
