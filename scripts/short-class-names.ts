/**
 * Short class names on each built page (docs/decisions/012-scripts-only-where-a-page-needs-them.md).
 * Tailwind's names (`md:grid-cols-[minmax(0,1fr)_22rem]`) are a quarter of a page's HTML and a third of
 * its CSS; a page gets, in its markup and in its own rules alike, a name of one or two letters for each,
 * the most used first. A class that a script of the page names keeps its name, so what scripts look for
 * and add still matches. The names are the page's own: no other page or file reads them.
 */
import { decodeHTML } from "entities"
import { Parser } from "htmlparser2"
import { type Selector, type SelectorComponent, transform } from "lightningcss"
import { tailwindTargets, withoutRepeatedDeclarations } from "./page-css.ts"

/** `html` with each class attribute's names passed through `rename` (which gets them decoded). */
export function mapClassAttributes(html: string, rename: (name: string) => string) {
  const pieces: string[] = []
  let copiedUpTo = 0
  const parser = new Parser(
    {
      // Attributes of start tags only: the parser reads comments and the text of script, style, textarea
      // and title as text. The value comes as written (entities undecoded), so unchanged names keep their bytes.
      onattribute(name, rawValue, quote) {
        if (name !== "class" || quote === undefined) return
        // The attribute ends at parser.endIndex, its value and quotes just before it.
        const valueStart = parser.endIndex - rawValue.length - (quote ? 2 : 0)
        const names = rawValue.split(/\s+/).filter(Boolean)
        pieces.push(html.slice(copiedUpTo, valueStart))
        pieces.push(`"${names.map((raw) => escapeName(rename(decodeHTML(raw)), raw)).join(" ")}"`)
        copiedUpTo = parser.endIndex
      },
    },
    { decodeEntities: false },
  )
  parser.end(html)
  pieces.push(html.slice(copiedUpTo))
  return pieces.join("")
}

/** A class name as it is written in a double-quoted attribute: the original text when it is unchanged. */
function escapeName(name: string, raw: string) {
  if (decodeHTML(raw) === name) return raw
  return name.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;")
}

/** The class names of the markup, each with how many elements carry it. */
function classCounts(html: string) {
  const counts = new Map<string, number>()
  mapClassAttributes(html, (name) => {
    counts.set(name, (counts.get(name) ?? 0) + 1)
    return name
  })
  return counts
}

const letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
const followers = `${letters}0123456789`

/** The nth short name: a, b, …, Z, aa, ba, …; a letter first, so it is a CSS identifier as it is. */
function shortName(index: number) {
  let name = letters[index % letters.length]!
  for (let rest = Math.floor(index / letters.length); rest > 0; rest = Math.floor((rest - 1) / followers.length)) {
    name += followers[(rest - 1) % followers.length]
  }
  return name
}

/** The class names in the selectors of `css`. */
function classesOfStylesheet(css: string) {
  const classes = new Set<string>()
  renameStylesheetClasses(css, (name) => {
    classes.add(name)
    return name
  })
  return classes
}

/** Pseudo-classes that take a list of selectors. */
const selectorLists = new Set(["is", "where", "any", "has", "not"])

/** A selector with each class in it, at any depth (`:is()`, `:has()`, `:not()`), passed through `rename`. */
function renameSelector(selector: Selector, rename: (name: string) => string): Selector {
  return selector.map((component): SelectorComponent => {
    if (component.type === "class") return { ...component, name: rename(component.name) }
    if (component.type === "pseudo-class" && selectorLists.has(component.kind) && "selectors" in component) {
      const inner = component.selectors as Selector[]
      return { ...component, selectors: inner.map((each) => renameSelector(each, rename)) } as SelectorComponent
    }
    return component
  })
}

/** `css` (already minified) with each class in its selectors passed through `rename`. */
function renameStylesheetClasses(css: string, rename: (name: string) => string) {
  const renamed = transform({
    filename: "page.css",
    code: Buffer.from(css),
    minify: true,
    targets: tailwindTargets,
    visitor: {
      // biome-ignore lint/correctness/noComponentHookFactories: a Lightning CSS visitor key, not a component
      Selector: (selector) => renameSelector(selector, rename),
    },
  }).code.toString()
  return withoutRepeatedDeclarations(renamed)
}

/**
 * A page whose classes (all but those in `keep`) have short names, in its markup and in `css`, its own
 * rules; with the names given, short to original.
 */
export function shortenClassNames(html: string, css: string, keep: (name: string) => boolean) {
  const counts = classCounts(html)
  const taken = new Set([...counts.keys(), ...classesOfStylesheet(css)])
  const renamed = [...counts]
    .filter(([name]) => !keep(name))
    .sort(([a, countA], [b, countB]) => countB - countA || (a < b ? -1 : 1))
  const shortByOriginal = new Map<string, string>()
  let next = 0
  for (const [original] of renamed) {
    let name = shortName(next++)
    while (taken.has(name) || keep(name)) name = shortName(next++)
    shortByOriginal.set(original, name)
  }
  const rename = (name: string) => shortByOriginal.get(name) ?? name
  return {
    html: mapClassAttributes(html, rename),
    css: renameStylesheetClasses(css, rename),
    originals: Object.fromEntries([...shortByOriginal].map(([original, short]) => [short, original])),
  }
}
