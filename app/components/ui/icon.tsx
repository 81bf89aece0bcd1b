import spriteUrl from "#app/generated/icon-sprite.svg?url"
import type { SpriteIconName } from "./icon-names"

type IconProps = {
  name: SpriteIconName
  className?: string
  /** Line weight on the 24-unit grid. */
  strokeWidth?: number
}

/**
 * A decorative line icon drawn from the shared sprite; the text beside it carries the meaning.
 * The sprite is one cached file, so icons add no JavaScript to the page.
 */
export function Icon({ name, className, strokeWidth = 2 }: IconProps) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      className={className}
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  )
}
