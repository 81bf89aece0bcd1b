import { cn } from "#app/lib/cn"
import { displayFigure } from "#app/lib/figures"

/**
 * A result figure ("+150%", "350+") that counts up from zero the first time it scrolls into view
 * (app/browser/count-up.ts does the counting). The HTML holds the final figure, and so does the page
 * without JavaScript, under reduced motion, and for a figure already on screen when the page opens.
 */
export function CountUp({ value, className }: { value: string; className?: string }) {
  return (
    <span data-count-up="" className={cn("inline-block tabular-nums", className)}>
      {displayFigure(value)}
    </span>
  )
}
