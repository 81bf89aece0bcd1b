import { createElement } from "react"
import type { IconName, IconShape } from "./icon-names"
import shapes from "./icon-shapes.json"

// JSON's inferred type knows nothing of tuples; `npm run icons` writes the file and a unit test holds it to
// every name (scripts/build-icons.test.ts).
const iconShapes = shapes as unknown as Record<IconName, IconShape[]>

type IconProps = {
  name: IconName
  /** Sets its size (`size-5`): the icon has none of its own. */
  className: string
  /** Line weight on the 24-unit grid. */
  strokeWidth?: number
}

/**
 * A decorative line icon, drawn inline; the text beside it carries the meaning. Inline rather than from
 * a shared sprite file: a page then asks for nothing more before its largest paint, and the browser does
 * not lay out every icon again when a sprite arrives (decision record 024). How a line is drawn (no fill, the
 * text colour, round ends and joins) is the `icon-line` utility, fewer bytes than the same four
 * attributes on every icon even compressed; only its weight, which some icons change, is set here.
 */
export function Icon({ name, className, strokeWidth = 2 }: IconProps) {
  return (
    <svg aria-hidden="true" className={`icon-line ${className}`} viewBox="0 0 24 24" strokeWidth={strokeWidth}>
      {iconShapes[name].map(([tag, attributes], index) =>
        // Keys are positions: an icon's shapes never change order.
        createElement(tag, { key: index, ...attributes }),
      )}
    </svg>
  )
}
