import { Picture } from "#app/components/ui/picture"
import { cn } from "#app/lib/cn"
import type { ResolvedImage } from "#app/lib/image-manifest"
import { imageSlots } from "#app/lib/image-sizes"

const sizes = {
  sm: { className: "size-10", slot: imageSlots.avatarSmall.sizes },
  md: { className: "size-14", slot: imageSlots.avatarMedium.sizes },
  lg: { className: "size-16 sm:size-20", slot: imageSlots.avatarLarge.sizes },
  xl: { className: "size-20 sm:size-24", slot: imageSlots.avatarExtraLarge.sizes },
}

const rings = { line: "ring-1 ring-line", white: "ring-4 ring-white" }

type AvatarProps = {
  image: ResolvedImage
  size: keyof typeof sizes
  ring?: keyof typeof rings
  /** A portrait beside the person's name says nothing the name does not; only a lone one keeps its alt text. */
  isNamedElsewhere?: boolean
  /** Adds behaviour (transitions, shadows), never size or shape. */
  className?: string
}

/** A person's portrait, small and round: people are shown beside the words that carry the weight. */
export function Avatar({ image, size, ring = "line", isNamedElsewhere = true, className }: AvatarProps) {
  return (
    <Picture
      image={isNamedElsewhere ? { ...image, alt: "" } : image}
      sizes={sizes[size].slot}
      className={cn("shrink-0 rounded-full bg-brand-soft object-cover", sizes[size].className, rings[ring], className)}
    />
  )
}
