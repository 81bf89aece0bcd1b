/**
 * `npm run icons` writes app/components/ui/icon-shapes.json: for each icon the site draws, the shapes
 * inside its 24-unit `<svg>`, as element names and attributes, from the installed lucide-static. Each
 * icon is drawn inline (app/components/ui/icon.tsx), so a page asks for no icon file and the browser lays
 * nothing out again when one arrives (decision record 024). The file is kept in the repository, so the types and
 * the browser's bundle have it before any build; a unit test holds it to the names and to lucide-static.
 */
import { execFileSync } from "node:child_process"
import { readFileSync, writeFileSync } from "node:fs"
import { createRequire } from "node:module"
import { fileURLToPath } from "node:url"
import { Parser } from "htmlparser2"
import { allIconNames, type IconShape } from "../app/components/ui/icon-names.ts"

const require = createRequire(import.meta.url)

/**
 * Lucide's line icons (ISC licence): the shapes inside one icon's 24-unit `<svg>`, each as its element
 * name and attributes, so the component draws them as elements and no markup is written raw.
 */
function lucideIconShapes(name: string): IconShape[] {
  const shapes: IconShape[] = []
  let depth = 0
  // Anything but shapes directly inside the `<svg>` (a group, text, a comment) would be dropped without a word.
  let isUnexpected = false
  const parser = new Parser(
    {
      onopentag(tag, attributes) {
        depth += 1
        if (depth === 2) shapes.push([tag, attributes])
        if (depth > 2) isUnexpected = true
      },
      onclosetag() {
        depth -= 1
      },
      ontext(text) {
        if (depth > 0 && text.trim()) isUnexpected = true
      },
      oncomment() {
        if (depth > 0) isUnexpected = true
      },
    },
    { xmlMode: true },
  )
  parser.end(readFileSync(require.resolve(`lucide-static/icons/${name}.svg`), "utf8"))
  if (shapes.length === 0 || isUnexpected) {
    throw new Error(`lucide-static's icon "${name}" is not a list of shapes inside its <svg>`)
  }
  return shapes
}

export const ICON_SHAPES_FILE = "app/components/ui/icon-shapes.json"

/** Every icon's shapes, by name, in the order of the names. */
export const iconShapes = () => Object.fromEntries(allIconNames.map((name) => [name, lucideIconShapes(name)]))

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(ICON_SHAPES_FILE, JSON.stringify(iconShapes()))
  execFileSync("npx", ["biome", "format", "--write", ICON_SHAPES_FILE], { stdio: "ignore" })
  console.log(`icons: ${allIconNames.length} icons in ${ICON_SHAPES_FILE}`)
}
