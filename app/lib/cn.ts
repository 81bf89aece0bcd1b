import { type ClassValue, clsx } from "clsx"

/**
 * Joins class names. It does not resolve conflicts between Tailwind classes (tailwind-merge would
 * cost 9 KB of gzipped JavaScript on every page), so components offer variants instead of
 * accepting overrides of the same property.
 */
export function cn(...classes: ClassValue[]) {
  return clsx(classes)
}
