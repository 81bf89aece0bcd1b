/** Lucide's line icons (ISC licence), read from lucide-static at build time as plain SVG shapes. */
import { readFileSync } from "node:fs"
import { createRequire } from "node:module"

const require = createRequire(import.meta.url)

/** The shapes inside one icon's 24-unit `<svg>`, without the wrapper and its stroke settings. */
export function lucideIconShapes(name: string): string {
  const file = require.resolve(`lucide-static/icons/${name}.svg`)
  const inner = /<svg[^>]*>([\s\S]*)<\/svg>/.exec(readFileSync(file, "utf8"))?.[1]
  if (!inner?.trim()) throw new Error(`lucide-static has no shapes for the icon "${name}"`)
  return inner.replace(/\s*\n\s*/g, "").replace(/\s+\/>/g, "/>")
}
