/**
 * Each page's own CSS: the site's stylesheet cut down to the rules the page's markup can use
 * (docs/decisions/012-scripts-only-where-a-page-needs-them.md). A rule is kept when some selector of it
 * could match: every part of it names a tag, class, id or attribute the page has, or one that the page's
 * scripts can add (their source, read as words the way Tailwind reads it); states such as `:hover` or
 * `:popover-open` and combinators are not judged, so nothing a visitor can bring about is lost. Then the
 * custom properties, `@property` registrations and keyframes that no kept rule reads go too.
 */
import { Parser } from "htmlparser2"
import { type Selector, type SelectorComponent, transform } from "lightningcss"

/** What a page's markup, and the scripts that can change it, can offer a selector. */
export type Vocabulary = {
  tags: Set<string>
  classes: Set<string>
  ids: Set<string>
  attributes: Set<string>
  /** `name=value` of each attribute in the markup. */
  attributeValues: Set<string>
  /** Words of the page's scripts: class names, attribute names and values they may set. */
  scriptWords: Set<string>
}

export function emptyVocabulary(): Vocabulary {
  return {
    tags: new Set(),
    classes: new Set(),
    ids: new Set(),
    attributes: new Set(),
    attributeValues: new Set(),
    scriptWords: new Set(),
  }
}

/** Adds the tags, classes, ids and attributes of an HTML document or fragment. */
export function addMarkup(vocabulary: Vocabulary, html: string) {
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        vocabulary.tags.add(name)
        for (const [attribute, value] of Object.entries(attributes)) {
          vocabulary.attributes.add(attribute)
          vocabulary.attributeValues.add(`${attribute}=${value}`)
          if (attribute === "class") for (const name of value.split(/\s+/)) if (name) vocabulary.classes.add(name)
          if (attribute === "id") vocabulary.ids.add(value)
        }
      },
    },
    { lowerCaseTags: true, lowerCaseAttributeNames: true },
  )
  parser.end(html)
}

const kebab = (word: string) => word.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)

/**
 * Adds the words of a script's source, comments left out: anything between quotes, spaces and JSX
 * brackets, as Tailwind reads a source file for class names. A name set through `dataset.someName`
 * counts as `data-some-name`.
 */
export function addScriptSource(vocabulary: Vocabulary, source: string) {
  // Comments add nothing to a page; their words ("table of contents") would keep rules for nothing.
  const code = source.replace(/\/\*[\s\S]*?\*\/|(^|\s)\/\/.*$/gm, "$1")
  for (const word of code.split(/[\s"'`<>{}(),;=]+/)) if (word) vocabulary.scriptWords.add(word)
  for (const [, name] of code.matchAll(/\bdataset\.(\w+)/g)) vocabulary.scriptWords.add(`data-${kebab(name!)}`)
}

/** Pseudo-elements that exist only on some elements: `::placeholder` needs an input or a text area. */
const pseudoElementHosts: [RegExp, string[]][] = [
  [/^placeholder$/, ["input", "textarea"]],
  [/^file-selector-button$/, ["input"]],
  [/^backdrop$/, ["dialog", "[popover]"]],
  [/^-webkit-(calendar-picker-indicator|inner-spin-button|outer-spin-button|search-decoration)$/, ["input"]],
  [/^-webkit-(date-and-time-value|datetime-edit.*)$/, ["input"]],
  [/^-webkit-details-marker$/, ["summary"]],
]

/** Pseudo-classes whose selectors are alternatives, any of which may match. */
const alternatives = new Set(["is", "where", "any", "has"])

function hasWord(vocabulary: Vocabulary, word: string) {
  return vocabulary.scriptWords.has(word)
}

function componentMayMatch(component: SelectorComponent, vocabulary: Vocabulary): boolean {
  switch (component.type) {
    case "type":
      return vocabulary.tags.has(component.name) || hasWord(vocabulary, component.name)
    case "class":
      return vocabulary.classes.has(component.name) || hasWord(vocabulary, component.name)
    case "id":
      return vocabulary.ids.has(component.name) || hasWord(vocabulary, component.name)
    case "attribute": {
      const name = component.name.toLowerCase()
      const inMarkup = vocabulary.attributes.has(name)
      const inScripts = hasWord(vocabulary, name)
      if (!inMarkup && !inScripts) return false
      const operation = component.operation
      if (operation?.operator !== "equal") return true
      return vocabulary.attributeValues.has(`${name}=${operation.value}`) || hasWord(vocabulary, operation.value)
    }
    case "pseudo-class": {
      if (alternatives.has(component.kind) && "selectors" in component && Array.isArray(component.selectors)) {
        return (component.selectors as Selector[]).some((selector) => selectorMayMatch(selector, vocabulary))
      }
      // States (:hover, :open, :popover-open), :not(), :root and the like decide nothing here.
      return true
    }
    case "pseudo-element": {
      const name = component.kind === "custom" && "name" in component ? component.name : component.kind
      const hosts = pseudoElementHosts.find(([pattern]) => pattern.test(name))?.[1]
      if (!hosts) return true
      return hosts.some((host) =>
        host.startsWith("[") ? vocabulary.attributes.has(host.slice(1, -1)) : vocabulary.tags.has(host),
      )
    }
    default:
      return true
  }
}

function selectorMayMatch(selector: Selector, vocabulary: Vocabulary) {
  return selector.every((component) => componentMayMatch(component, vocabulary))
}

const version = (major: number, minor = 0) => (major << 16) | (minor << 8)
export const tailwindTargets = {
  chrome: version(111),
  safari: version(16, 4),
  ios_saf: version(16, 4),
  firefox: version(128),
}

const variableReference = /var\(\s*(--[\w-]+)/g

/**
 * The site's stylesheet made smaller once, before any page takes its part of it, without changing what
 * any rule does:
 * - Theme values are written where they are read: `var(--spacing)` becomes `.25rem`, so
 *   `calc(.25rem * 3)` folds to `.75rem` (Tailwind's `@theme inline`, for the default theme too). Only
 *   variables the theme declares once and nothing else sets are folded, so no cascade changes. Tailwind's
 *   own inline theme made every page's CSS larger: it writes translucent colours as long `oklab()` values
 *   (decision 010 has the figures).
 * - Tailwind's second version of each translucent colour, for browsers with `color-mix()`, goes: mixed
 *   with transparent in Oklab it is the first version, the hex colour with that alpha.
 * - Tailwind's fallback for browsers without `@property` goes (Safari before 16.4, Firefox before 128,
 *   below Tailwind's own targets): it set every `--tw-` variable on every element, so a page could
 *   not tell the variables it never sets, whose values are then folded (cssForPage).
 * - A declaration repeated in one rule (a Lightning CSS quirk with `-webkit-text-decoration`) is written once.
 */
export function compactStylesheet(css: string) {
  const themeBlock = /@layer theme\{:root,:host\{([^{}]*)\}\}/.exec(css)
  let rest = css
  if (themeBlock) {
    const values = new Map<string, string>()
    for (const declaration of splitOutside(themeBlock[1]!, ";").filter((part) => part.trim())) {
      const colon = declaration.indexOf(":")
      if (colon > 0) values.set(declaration.slice(0, colon).trim(), declaration.slice(colon + 1).trim())
    }
    const fold = (text: string) => {
      let folded = text
      for (let pass = 0; pass < 5; pass++) {
        // var(--name) and var(--name, fallback): the fallback never applies to a declared value.
        folded = folded.replace(
          /var\((--[\w-]+)(,[^()]*)?\)/g,
          (reference, name: string) => values.get(name) ?? reference,
        )
      }
      return folded
    }
    rest = css.replace(themeBlock[0], "@layer theme{}")
    for (const name of [...values.keys()]) if (rest.includes(`${name}:`)) values.delete(name)
    for (const [name, value] of values) values.set(name, fold(value))
    rest = fold(rest)
    // What is still read through var() keeps its declaration; the rest is unused after folding.
    const stillRead = readVariables(rest)
    const kept = [...values].filter(([name]) => stillRead.has(name))
    rest = rest.replace(
      "@layer theme{}",
      `@layer theme{:root,:host{${kept.map(([name, value]) => `${name}:${value}`).join(";")}}}`,
    )
  }
  const folded = transform({ filename: "site.css", code: Buffer.from(rest), minify: true, targets: tailwindTargets })
  const compacted = withoutBlocks(withoutBlocks(folded.code.toString(), colorMixCondition), propertiesFallback)
  return withoutRepeatedDeclarations(compacted)
}

/** `text` split at each `separator` outside brackets and strings: a block's declarations, a list's layers. */
function splitOutside(text: string, separator: ";" | ",") {
  const parts: string[] = []
  let depth = 0
  let quote = ""
  let start = 0
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!
    if (quote) {
      if (char === quote) quote = ""
    } else if (char === '"' || char === "'") quote = char
    else if (char === "(") depth++
    else if (char === ")") depth--
    else if (char === separator && depth === 0) {
      parts.push(text.slice(start, index))
      start = index + 1
    }
  }
  parts.push(text.slice(start))
  return parts
}

/** The blocks that only repeat, for browsers with `color-mix()`, the colour before them. */
const colorMixCondition = "@supports (color:color-mix(in lab, red, red)){"
/** Tailwind's layer of `--tw-` values for browsers without `@property`. */
const propertiesFallback = "@layer properties{"

/** `css` without each block that opens with `opening` (up to and including its `{`). */
function withoutBlocks(css: string, opening: string) {
  let result = ""
  let index = 0
  for (;;) {
    const start = css.indexOf(opening, index)
    if (start < 0) return result + css.slice(index)
    result += css.slice(index, start)
    let depth = 0
    let end = start
    for (; end < css.length; end++) {
      if (css[end] === "{") depth++
      else if (css[end] === "}" && --depth === 0) break
    }
    index = end + 1
  }
}

export const withoutRepeatedDeclarations = (css: string) => css.replace(/([{;])([^;{}]+;)\2+/g, "$1$2")

/** Names of the custom properties some `var()` of the stylesheet reads. */
function readVariables(css: string) {
  return new Set([...css.matchAll(variableReference)].map(([, name]) => name!))
}

/** Where `var(` calls start and end in `css`, outermost first, with the name and the fallback's text. */
function* variableCalls(css: string) {
  for (let start = css.indexOf("var("); start >= 0; start = css.indexOf("var(", start + 1)) {
    let depth = 0
    let comma = -1
    let end = start + 3
    for (; end < css.length; end++) {
      const char = css[end]
      if (char === "(") depth++
      else if (char === ")" && --depth === 0) break
      else if (char === "," && depth === 1 && comma < 0) comma = end
    }
    const name = css.slice(start + 4, comma < 0 ? end : comma).trim()
    yield { start, end: end + 1, name, fallback: comma < 0 ? undefined : css.slice(comma + 1, end) }
    start = end
  }
}

/** Every `var()` in `css` replaced by what `resolve` gives for it, or left as it is (its fallback resolved). */
function replaceVariables(css: string, resolve: (name: string, fallback: string | undefined) => string | undefined) {
  let result = ""
  let index = 0
  for (const call of variableCalls(css)) {
    const fallback = call.fallback === undefined ? undefined : replaceVariables(call.fallback, resolve)
    const value = resolve(call.name, fallback)
    result +=
      css.slice(index, call.start) + (value ?? `var(${call.name}${fallback === undefined ? "" : `,${fallback}`})`)
    index = call.end
  }
  return result + css.slice(index)
}

/**
 * Each variable that no kept rule sets (but to its registered initial value), and no script can set,
 * has the same value on every element: its registered initial value, or else its fallback. Tailwind's
 * utilities read many that a page never sets (`--tw-ring-shadow` without any ring); the value is
 * written in their place. Not for a variable registered with a type, whose value is computed to that
 * type before it is used.
 */
function foldUnsetVariables(css: string, vocabulary: Vocabulary) {
  const initialValues = new Map<string, string | undefined>()
  const typed = new Set<string>()
  for (const [, name, descriptors] of css.matchAll(/@property\s+(--[\w-]+)\s*\{([^}]*)\}/g)) {
    initialValues.set(name!, /initial-value:([^;}]*)/.exec(descriptors!)?.[1]?.trim())
    // A typed value is computed (`<length>` 0 is 0px, which calc() can add to 1px); its text is not.
    if (!/syntax:\s*"\*"/.test(descriptors!)) typed.add(name!)
  }
  const declarations = css.replace(/@property\s+--[\w-]+\s*\{[^}]*\}/g, "")
  // Set to anything but its initial value (`space-y-4` sets --tw-space-y-reverse to its initial 0).
  const changed = new Set(
    [...declarations.matchAll(/[{;\s](--[\w-]+)\s*:([^;{}]*)/g)]
      .filter(([, name, value]) => !initialValues.has(name!) || initialValues.get(name!) !== value!.trim())
      .map(([, name]) => name!),
  )
  const isFoldable = (name: string) => !changed.has(name) && !typed.has(name) && !hasWord(vocabulary, name)
  return replaceVariables(css, (name, fallback) => {
    if (!isFoldable(name)) return undefined
    return initialValues.get(name) ?? fallback
  })
}

/** A number as Lightning CSS writes it: no leading zero, no float noise. */
const shortNumber = (value: number) => String(Number(value.toFixed(6))).replace(/^(-?)0\./, "$1.")

/**
 * Products of a length and a number in custom properties' values, worked out: `--tw-translate-y:
 * calc(.25rem * -24)` is `-6rem`. Lightning CSS works them out everywhere else, but leaves a custom
 * property's value as it is written.
 */
function withCustomPropertyProducts(css: string) {
  return css.replace(/(--[\w-]+:)([^;{}]*)/g, (_declaration, name: string, value: string) => {
    const folded = value.replace(
      /calc\((-?\d*\.?\d+)([a-z%]*) \* (-?\d*\.?\d+)\)/g,
      (_product, length: string, unit: string, factor: string) =>
        `${shortNumber(Number(length) * Number(factor))}${unit}`,
    )
    return name + folded
  })
}

/** A shadow that is transparent and has no size draws nothing; a list of them keeps one. */
const emptyShadow = /^(0 0|0 0 0|0 0 0 0) (#0000|transparent)$/

/** Each `box-shadow` list without the empty shadows that folding left in it (the unused ring and inset layers). */
function withoutEmptyShadows(css: string) {
  return css.replace(/box-shadow:([^;{}]*)/g, (declaration, list: string) => {
    const layers = splitOutside(list, ",")
    const drawn = layers.filter((layer) => !emptyShadow.test(layer.trim()))
    if (drawn.length === layers.length) return declaration
    return `box-shadow:${drawn.length > 0 ? drawn.join(",") : "0 0 #0000"}`
  })
}

/** Names used as an animation somewhere outside the keyframes that define them. */
function readAnimationNames(css: string) {
  const outsideKeyframes = css.replace(/@keyframes\s+[\w-]+\s*\{(?:[^{}]*\{[^{}]*\})*[^{}]*\}/g, "")
  return new Set(outsideKeyframes.split(/[^\w-]+/))
}

/**
 * The rules of `css` that the page described by `vocabulary` can use, minified. Custom properties,
 * `@property` rules and keyframes nobody reads are dropped until nothing more goes (a variable's value
 * can be the only reader of another).
 */
export function cssForPage(css: string, vocabulary: Vocabulary) {
  // Rules and declarations are only ever removed: lightningcss cannot read back every node it hands out.
  const run = (code: string, usedVariables?: Set<string>, usedAnimations?: Set<string>) =>
    transform({
      filename: "page.css",
      code: Buffer.from(code),
      minify: true,
      // Tailwind's own targets: a second pass then changes nothing but what is removed.
      targets: tailwindTargets,
      visitor: {
        Rule: {
          style: (rule) =>
            rule.value.selectors.some((selector) => selectorMayMatch(selector, vocabulary)) ? undefined : [],
          property: (rule) => (usedVariables && !usedVariables.has(rule.value.name) ? [] : undefined),
          keyframes(rule) {
            const name = rule.value.name.value
            return usedAnimations && typeof name === "string" && !usedAnimations.has(name) ? [] : undefined
          },
        },
        // A selector list keeps only the selectors that may match (the rule stays when one does).
        // biome-ignore lint/correctness/noComponentHookFactories: a Lightning CSS visitor key, not a component
        Selector: (selector) => (selectorMayMatch(selector, vocabulary) ? undefined : []),
        Declaration: {
          // Lightning CSS reads a property it does not know (-webkit-line-clamp) as "custom" too: only
          // custom properties (--name) are judged.
          custom: (declaration) =>
            usedVariables && declaration.name.startsWith("--") && !usedVariables.has(declaration.name) ? [] : undefined,
        },
      },
    }).code.toString()

  let result = withoutRepeatedDeclarations(run(css))
  for (let pass = 0; pass < 5; pass++) {
    const folded = withCustomPropertyProducts(withoutEmptyShadows(foldUnsetVariables(result, vocabulary)))
    const next = withoutRepeatedDeclarations(run(folded, readVariables(folded), readAnimationNames(folded)))
    if (next === result) break
    result = next
  }
  return result
}
