/**
 * Writes app/generated/icon-sprite.svg: one `<symbol>` per icon the site draws. Pages reference it
 * with `<use href>`, so icons cost the visitor one cached file instead of JavaScript.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs"
import { createRequire } from "node:module"
import { spriteIconNames } from "../app/components/ui/icon-names.ts"

const require = createRequire(import.meta.url)

/** Lucide's line icons (ISC licence): the shapes inside one icon's 24-unit `<svg>`, without its wrapper. */
function lucideIconShapes(name: string): string {
  const inner = /<svg[^>]*>([\s\S]*)<\/svg>/.exec(
    readFileSync(require.resolve(`lucide-static/icons/${name}.svg`), "utf8"),
  )?.[1]
  if (!inner?.trim()) throw new Error(`lucide-static has no shapes for the icon "${name}"`)
  return inner.replace(/\s*\n\s*/g, "").replace(/\s+\/>/g, "/>")
}

// Lucide's drawing attributes, set once per symbol rather than on every icon of every page; the line
// weight is left to the icon (app/components/ui/icon.tsx), which some icons change.
const symbols = spriteIconNames.map(
  (name) =>
    `<symbol id="${name}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-linecap="round" stroke-linejoin="round">${lucideIconShapes(name)}</symbol>`,
)
const sprite = `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>\n`
mkdirSync("app/generated", { recursive: true })
writeFileSync("app/generated/icon-sprite.svg", sprite)
console.log(`icons: ${symbols.length} symbols, ${sprite.length} bytes in app/generated/icon-sprite.svg`)
