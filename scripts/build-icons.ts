/**
 * Writes app/generated/icon-sprite.svg: one `<symbol>` per icon the site draws. Pages reference it
 * with `<use href>`, so icons cost the visitor one cached file instead of JavaScript.
 */
import { mkdirSync, writeFileSync } from "node:fs"
import { spriteIconNames } from "../app/components/ui/icon-names.ts"
import { lucideIconShapes } from "./lib/lucide.ts"

const symbols = spriteIconNames.map(
  (name) => `<symbol id="${name}" viewBox="0 0 24 24">${lucideIconShapes(name)}</symbol>`,
)
const sprite = `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>\n`
mkdirSync("app/generated", { recursive: true })
writeFileSync("app/generated/icon-sprite.svg", sprite)
console.log(`icons: ${symbols.length} symbols, ${sprite.length} bytes in app/generated/icon-sprite.svg`)
