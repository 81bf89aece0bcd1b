import { Picture } from "#app/components/ui/picture"
import { cn } from "#app/lib/cn"
import type { ResolvedImage } from "#app/lib/image-manifest"
import { imageSlots } from "#app/lib/image-sizes"

const sizes = {
  sm: { className: "size-10 text-sm", slot: imageSlots.avatarSmall.sizes },
  md: { className: "size-14 text-lg", slot: imageSlots.avatarMedium.sizes },
  lg: { className: "size-16 text-xl sm:size-20 sm:text-2xl", slot: imageSlots.avatarLarge.sizes },
  xl: { className: "size-20 text-2xl sm:size-24 sm:text-3xl", slot: imageSlots.avatarExtraLarge.sizes },
}

const rings = { line: "ring-1 ring-line", white: "ring-4 ring-white" }

type AvatarProps = {
  /** The person's name: their initials stand in for a photograph. */
  name: string
  /**
   * A real photograph of the person, already cut to a square around its focal point by the image build;
   * the site draws no faces, so without one it shows initials.
   */
  portrait?: ResolvedImage
  /**
   * Where the photograph is the page's picture of the person (their profile), it keeps its alt text;
   * elsewhere it sits beside their name and would only repeat it.
   */
  isDescribed?: boolean
  /** In the first screen: fetched at once rather than when scrolled near. */
  isEager?: boolean
  size: keyof typeof sizes
  ring?: keyof typeof rings
  /** Adds behaviour (transitions, shadows), never size or shape. */
  className?: string
}

/** "Andre Whitfield" → "AW": the first letters of the first and last words. */
function initials(name: string) {
  const words = name.trim().split(/\s+/)
  const first = words[0]?.[0] ?? ""
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? "") : ""
  return `${first}${last}`.toUpperCase()
}

/**
 * A person, small and round, always beside their name: a photograph when the agency has one, otherwise
 * their initials on the brand colour. Beside the name it repeats, assistive technology skips it.
 */
export function Avatar({
  name,
  portrait,
  isDescribed = false,
  isEager = false,
  size,
  ring = "line",
  className,
}: AvatarProps) {
  if (portrait)
    return (
      // The frame holds the size in any flex row (a <picture> would shrink and squeeze the photograph).
      <span
        className={cn(
          "inline-flex shrink-0 overflow-hidden rounded-full bg-brand-soft",
          sizes[size].className,
          rings[ring],
          className,
        )}
      >
        <Picture
          image={isDescribed ? portrait : { ...portrait, alt: "" }}
          sizes={sizes[size].slot}
          isEager={isEager}
          className={cn("object-cover", sizes[size].className)}
        />
      </span>
    )
  return (
    <span
      aria-hidden="true"
      className={cn(
        "inline-flex shrink-0 items-center justify-center rounded-full bg-brand font-extrabold tracking-tight text-white select-none",
        sizes[size].className,
        rings[ring],
        className,
      )}
    >
      {initials(name)}
    </span>
  )
}
