/**
 * Short class names on each built page (docs/decisions/012-scripts-only-where-a-page-needs-them.md).
 * Tailwind's names (`md:grid-cols-[minmax(0,1fr)_22rem]`) are a quarter of a page's HTML and a third of
 * its CSS; a page gets, in its markup and in its own rules alike, a name of one or two letters for each,
 * the most used first. A class that a script of the page names keeps its name, so what scripts look for
 * and add still matches. The names are the page's own: no other page or file reads them.
 */
import { decodeHTML } from "entities"
import { Parser } from "htmlparser2"
import type { Selector, SelectorComponent } from "lightningcss"
import { minified } from "./page-css.ts"

/** A class attribute of a start tag: where its quoted value is in the page, and its names as written. */
export type ClassAttribute = { start: number; end: number; names: string[] }

/**
 * The class attribute htmlparser2 has just read (its `onattribute`, with entities left as written), or none
 * for another attribute. The attribute ends at `parser.endIndex`, its value and quotes just before it.
 */
export function classAttributeAt(
  parser: Parser,
  name: string,
  rawValue: string,
  quote: string | null | undefined,
): ClassAttribute | undefined {
  if (name !== "class" || quote === undefined) return undefined
  return {
    start: parser.endIndex - rawValue.length - (quote ? 2 : 0),
    end: parser.endIndex,
    names: rawValue.split(/\s+/).filter(Boolean),
  }
}

/** Every class attribute of the start tags of `html`: comments and the text of script, style, textarea and title are text. */
function classAttributesOf(html: string) {
  const attributes: ClassAttribute[] = []
  const parser = new Parser(
    {
      onattribute(name, rawValue, quote) {
        const attribute = classAttributeAt(parser, name, rawValue, quote)
        if (attribute) attributes.push(attribute)
      },
    },
    { decodeEntities: false },
  )
  parser.end(html)
  return attributes
}

/** A piece of a page put in place of the text from `start` to `end`. */
export type Edit = { start: number; end: number; text: string }

/** `text` with each edit made (edits that do not overlap, in any order). */
export function withEdits(text: string, edits: Edit[]) {
  const pieces: string[] = []
  let copiedUpTo = 0
  for (const { start, end, text: replacement } of edits.toSorted((a, b) => a.start - b.start)) {
    pieces.push(text.slice(copiedUpTo, start), replacement)
    copiedUpTo = end
  }
  pieces.push(text.slice(copiedUpTo))
  return pieces.join("")
}

/** Each class attribute's names passed through `rename` (which gets them decoded), as edits of the page. */
const renamedClasses = (attributes: ClassAttribute[], rename: (name: string) => string): Edit[] =>
  attributes.map(({ start, end, names }) => ({
    start,
    end,
    text: `"${names.map((raw) => escapeName(rename(decodeHTML(raw)), raw)).join(" ")}"`,
  }))

/** `html` with each class attribute's names passed through `rename` (which gets them decoded). */
export const mapClassAttributes = (html: string, rename: (name: string) => string) =>
  withEdits(html, renamedClasses(classAttributesOf(html), rename))

/** A class name as it is written in a double-quoted attribute: the original text when it is unchanged. */
function escapeName(name: string, raw: string) {
  if (decodeHTML(raw) === name) return raw
  return name.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;")
}

/** The class names of the markup, each with how many elements carry it. */
function classCounts(attributes: ClassAttribute[]) {
  const counts = new Map<string, number>()
  for (const { names } of attributes) {
    for (const raw of names) counts.set(decodeHTML(raw), (counts.get(decodeHTML(raw)) ?? 0) + 1)
  }
  return counts
}

const letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
const followers = `${letters}0123456789`

/** The nth short name: a, b, …, Z, aa, ba, …; a letter first, so it is a CSS identifier as it is. */
function shortName(index: number) {
  let name = letters.charAt(index % letters.length)
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
export function renameSelector(selector: Selector, rename: (name: string) => string): Selector {
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
  return minified(css, {
    // biome-ignore lint/correctness/noComponentHookFactories: a Lightning CSS visitor key, not a component
    Selector: (selector) => renameSelector(selector, rename),
  })
}

/**
 * Short names for a page's classes (all but those in `keep`), given its class attributes (classAttributeAt)
 * and `css`, its own rules: the edits that rename them in the page, its rules renamed, and the names given,
 * short to original.
 */
export function shortClassNames(attributes: ClassAttribute[], css: string, keep: (name: string) => boolean) {
  const counts = classCounts(attributes)
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
    edits: renamedClasses(attributes, rename),
    css: renameStylesheetClasses(css, rename),
    originals: Object.fromEntries([...shortByOriginal].map(([original, short]) => [short, original])),
  }
}

/** A page whose classes (all but those in `keep`) have short names, in its markup and in `css`, its own rules. */
export function shortenClassNames(html: string, css: string, keep: (name: string) => boolean) {
  const short = shortClassNames(classAttributesOf(html), css, keep)
  return { html: withEdits(html, short.edits), css: short.css, originals: short.originals }
}
