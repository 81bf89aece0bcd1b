import spriteUrl from "#app/generated/icon-sprite.svg?url"
import type { SpriteIconName } from "./icon-names"

type IconProps = {
  name: SpriteIconName
  /** Sets its size (`size-5`): the icon has none of its own. */
  className: string
  /** Line weight on the 24-unit grid. */
  strokeWidth?: number
}

/**
 * A decorative line icon drawn from the shared sprite; the text beside it carries the meaning.
 * The sprite is one cached file, so icons add no JavaScript to the page. How a line is drawn (no fill,
 * the text colour, round ends and joins) is set once on each symbol of the sprite; only its weight,
 * which some icons change, is set here, and the symbol inherits it.
 */
export function Icon({ name, className, strokeWidth = 2 }: IconProps) {
  return (
    <svg aria-hidden="true" className={className} viewBox="0 0 24 24" strokeWidth={strokeWidth}>
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  )
}
