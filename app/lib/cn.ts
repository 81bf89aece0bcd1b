import { type ClassValue, clsx } from "clsx"
import { extendTailwindMerge } from "tailwind-merge"

// Our named type scale (text-h1, text-lead…) must count as font sizes, or tailwind-merge drops colours beside them.
const merge = extendTailwindMerge({
  extend: { classGroups: { "font-size": [{ text: ["display", "h1", "h1-sm", "h2", "h2-sm", "h3", "h4", "lead"] }] } },
})

export function cn(...classes: ClassValue[]) {
  return merge(clsx(classes))
}
