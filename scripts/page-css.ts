/**
 * Each page's own CSS: the site's stylesheet cut down to the rules the page's markup can use
 * (decision record 012, docs/decisions/012-scripts-only-where-a-page-needs-them.md). A rule is kept when some
 * selector of it could match: every part of it names a tag, class, id or attribute the page has, or one that
 * the page's scripts can add (their source, read as words the way Tailwind reads it); states such as `:hover`
 * or `:popover-open` and combinators are not judged, so nothing a visitor can bring about is lost. Then the
 * custom properties, `@property` registrations and keyframes that no kept rule reads go too.
 *
 * Every change to the CSS is made on Lightning CSS's syntax tree, by visitors (`transform({ visitor })`),
 * never on its text.
 */
import { invariant } from "@epic-web/invariant"
import { Parser } from "htmlparser2"
import {
  composeVisitors,
  type Declaration,
  type Rule,
  type Selector,
  type SelectorComponent,
  type TokenOrValue,
  transform,
  type Visitor,
} from "lightningcss"

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

/** Adds an element's tag, and its attributes (values decoded), classes and id. */
export function addElement(vocabulary: Vocabulary, tag: string, attributes: Record<string, string>) {
  vocabulary.tags.add(tag)
  for (const [attribute, value] of Object.entries(attributes)) {
    vocabulary.attributes.add(attribute)
    vocabulary.attributeValues.add(`${attribute}=${value}`)
    if (attribute === "class") for (const name of value.split(/\s+/)) if (name) vocabulary.classes.add(name)
    if (attribute === "id") vocabulary.ids.add(value)
  }
}

/** Adds the tags, classes, ids and attributes of an HTML document or fragment. */
export function addMarkup(vocabulary: Vocabulary, html: string) {
  const parser = new Parser({ onopentag: (tag, attributes) => addElement(vocabulary, tag, attributes) })
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
  for (const [, name] of code.matchAll(/\bdataset\.(\w+)/g)) {
    invariant(name !== undefined, "a dataset property matched without its name")
    vocabulary.scriptWords.add(`data-${kebab(name)}`)
  }
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
const tailwindTargets = {
  chrome: version(111),
  safari: version(16, 4),
  ios_saf: version(16, 4),
  firefox: version(128),
}

type Tokens = TokenOrValue[]
type SiteVisitor = Visitor<never>

/** A node as Lightning CSS reads it back: it hands out `null` for what is absent, but reads back only a missing key. */
function readable<T>(node: T): T {
  if (Array.isArray(node)) return node.map(readable) as T
  if (node === null || typeof node !== "object") return node
  return Object.fromEntries(
    Object.entries(node).flatMap(([key, value]) => (value === null ? [] : [[key, readable(value)]])),
  ) as T
}

/** Each token of `tokens`, and of the functions and fallbacks inside them. */
function* eachToken(tokens: Tokens): Generator<TokenOrValue> {
  for (const token of tokens) {
    yield token
    if (token.type === "function") yield* eachToken(token.value.arguments)
    else if ((token.type === "var" || token.type === "env") && token.value.fallback)
      yield* eachToken(token.value.fallback)
  }
}

/** `tokens` with `change` made to each, inside functions and fallbacks first; a list it returns takes the token's place. */
function mapTokens(tokens: Tokens, change: (token: TokenOrValue) => TokenOrValue | Tokens): Tokens {
  return tokens.flatMap((token) => {
    if (token.type === "function") {
      return change({ ...token, value: { ...token.value, arguments: mapTokens(token.value.arguments, change) } })
    }
    if (token.type === "var" && token.value.fallback) {
      return change({ ...token, value: { ...token.value, fallback: mapTokens(token.value.fallback, change) } })
    }
    return change(token)
  })
}

const isWhiteSpace = (token: TokenOrValue) => token.type === "token" && token.value.type === "white-space"
const isComma = (token: TokenOrValue) => token.type === "token" && token.value.type === "comma"

/** A declaration's property without its vendor prefix, whether Lightning CSS parsed it or not. */
function propertyOf(declaration: Declaration) {
  if (declaration.property === "custom") return declaration.value.name.replace(/^-(webkit|moz|ms|o)-/, "")
  if (declaration.property === "unparsed") return declaration.value.propertyId.property
  return declaration.property
}

/** Whether Lightning CSS writes `declaration` again itself: it is a vendor-prefixed copy of another in `list`. */
function isReprinted(declaration: Declaration, list: Declaration[]) {
  if (
    declaration.property === "unparsed" &&
    (declaration.value.propertyId as { vendor_prefix?: string[] }).vendor_prefix?.length
  ) {
    const value = JSON.stringify(declaration.value.value)
    return list.some(
      (other) =>
        other.property === "unparsed" &&
        other.value.propertyId.property === declaration.value.propertyId.property &&
        !(other.value.propertyId as { vendor_prefix?: string[] }).vendor_prefix?.length &&
        JSON.stringify(other.value.value) === value,
    )
  }
  if (declaration.property === "custom" && /^-(webkit|moz|ms|o)-/.test(declaration.value.name)) {
    const property = propertyOf(declaration)
    return list.some((other) => other !== declaration && !isPrefixedCustom(other) && propertyOf(other) === property)
  }
  return false
}
const isPrefixedCustom = (declaration: Declaration) =>
  declaration.property === "custom" && /^-(webkit|moz|ms|o)-/.test(declaration.value.name)

/**
 * Lightning CSS writes the vendor-prefixed copies a declaration needs for the targets, but where it does not
 * parse the declaration (one holding var() or a CSS-wide keyword, or a -webkit- property it does not know) it
 * keeps the copy it finds as well: each pass over its own output would add one more
 * (`-webkit-text-decoration:inherit` twice, then three times). Such a copy beside its original is left out
 * before printing, and the printer writes it once, as the targets need it. Only ever removed: a declaration
 * handed back to Lightning CSS loses how its numbers were written (`100%` comes back as `100.0%`).
 */
function withoutReprintedCopies(): SiteVisitor {
  // The copies in the rule being visited, as Lightning CSS hands each declaration to the visitor.
  let copies: string[] = []
  return {
    Rule: {
      style(rule) {
        const { declarations = [], importantDeclarations = [] } = rule.value.declarations
        copies = [declarations, importantDeclarations].flatMap((list) =>
          list
            .filter((declaration) => isReprinted(declaration, list))
            .map((declaration) => JSON.stringify(declaration)),
        )
        return undefined
      },
    },
    Declaration(declaration) {
      if (copies.length === 0) return undefined
      const index = copies.indexOf(JSON.stringify(declaration))
      if (index < 0) return undefined
      copies.splice(index, 1)
      return []
    },
  }
}

/**
 * A percentage handed back to Lightning CSS (in a value written in for a var()) has lost the integer it was
 * written as and prints as `100.0%`; each whole percentage is read again as the text it stands for.
 */
const wholePercentages: SiteVisitor = {
  Token: {
    percentage: (token) => (Number.isInteger(token.value * 100) ? { raw: `${token.value * 100}%` } : undefined),
  },
}

/** `css` through Lightning CSS with `visitor`'s changes, minified for Tailwind's targets. */
export function minified(css: string, visitor?: SiteVisitor) {
  return transform({
    filename: "site.css",
    code: Buffer.from(css),
    minify: true,
    targets: tailwindTargets,
    visitor: composeVisitors([
      withoutReprintedCopies(),
      wholePercentages,
      ...(visitor ? [visitor] : []),
    ]) as SiteVisitor,
  }).code.toString()
}

/**
 * `css` with `visitor`'s changes only: neither minified nor written for targets. A value put in place of a
 * var() is read as a property's own value only when the result is parsed again (minified), where
 * `calc(.25rem * 3)` becomes `.75rem`.
 */
const rewritten = (css: string, visitor: SiteVisitor) =>
  transform({ filename: "site.css", code: Buffer.from(css), visitor }).code.toString()

/** `css` read by `visitor`, which changes nothing. */
function read(css: string, visitor: SiteVisitor) {
  transform({ filename: "site.css", code: Buffer.from(css), visitor })
}

type LayerBlock = Extract<Rule, { type: "layer-block" }>
const isLayer = (rule: LayerBlock, name: string) => rule.value.name?.length === 1 && rule.value.name[0] === name

/** The theme's own rule, `:root,:host` in `@layer theme`, as Tailwind writes its variables. */
function themeRuleOf(rule: LayerBlock) {
  if (!isLayer(rule, "theme")) return undefined
  const isRootAndHost = (selectors: Selector[]) =>
    selectors.length === 2 &&
    selectors.every((selector, index) => {
      const [only, ...rest] = selector
      return rest.length === 0 && only?.type === "pseudo-class" && only.kind === (index === 0 ? "root" : "host")
    })
  return rule.value.rules.find((inner) => inner.type === "style" && isRootAndHost(inner.value.selectors))
}

/**
 * The theme's variables that can be written where they are read: declared once, in the theme and nowhere
 * else, so their value is the same on every element. Each value has the theme's other variables written in.
 */
function foldableTheme(css: string) {
  const theme = new Map<string, Tokens>()
  const timesDeclared = new Map<string, number>()
  read(css, {
    Rule: {
      "layer-block"(rule) {
        const themeRule = themeRuleOf(rule)
        if (themeRule?.type !== "style") return
        for (const declaration of themeRule.value.declarations?.declarations ?? []) {
          if (declaration.property === "custom") theme.set(declaration.value.name, declaration.value.value)
        }
      },
    },
    Declaration: {
      custom(declaration) {
        timesDeclared.set(declaration.name, (timesDeclared.get(declaration.name) ?? 0) + 1)
      },
    },
  })
  const foldable = new Map([...theme].filter(([name]) => timesDeclared.get(name) === 1))
  // A theme variable may read another (--default-font-family: var(--font-sans)); five levels are plenty.
  const resolve = (tokens: Tokens, depth: number): Tokens =>
    depth > 5
      ? tokens
      : mapTokens(tokens, (token) => {
          const folded = token.type === "var" ? foldable.get(token.value.name.ident) : undefined
          return folded ? resolve(folded, depth + 1) : token
        })
  return new Map([...foldable].map(([name, tokens]) => [name, readable(resolve(tokens, 0))]))
}

/** Whether a `@supports` block only repeats, for browsers with `color-mix()`, the colour before it. */
const isColorMixRepeat = (condition: unknown) =>
  JSON.stringify(condition) ===
  JSON.stringify({ type: "declaration", propertyId: { property: "color" }, value: "color-mix(in lab, red, red)" })

/**
 * The site's stylesheet made smaller once, before any page takes its part of it, without changing what
 * any rule does:
 * - Theme values are written where they are read: `var(--spacing)` becomes `.25rem`, so
 *   `calc(.25rem * 3)` folds to `.75rem` (Tailwind's `@theme inline`, for the default theme too). Only
 *   variables the theme declares once and nothing else sets are folded, so no cascade changes. Tailwind's
 *   own inline theme made every page's CSS larger: it writes translucent colours as long `oklab()` values
 *   (decision record 012 has the figures).
 * - Tailwind's second version of each translucent colour, for browsers with `color-mix()`, goes: mixed
 *   with transparent in Oklab it is the first version, the hex colour with that alpha.
 * - Tailwind's fallback for browsers without `@property` goes (Safari before 16.4, Firefox before 128,
 *   below Tailwind's own targets): it set every `--tw-` variable on every element, so a page could
 *   not tell the variables it never sets, whose values are then folded (cssForPage).
 * - A vendor-prefixed copy Lightning CSS would write twice is written once (withoutReprintedCopies).
 */
export function compactStylesheet(css: string) {
  const theme = foldableTheme(css)
  const folded = rewritten(css, {
    // biome-ignore lint/correctness/noComponentHookFactories: a Lightning CSS visitor key, not a component
    Variable: (variable) => theme.get(variable.name.ident),
    Declaration: {
      // The theme's own declaration of each variable written in where it is read: the only one of that name.
      custom: (declaration) => (theme.has(declaration.name) ? [] : undefined),
    },
  })
  return minified(folded, {
    Rule: {
      supports: (rule) => (isColorMixRepeat(rule.value.condition) ? [] : undefined),
      "layer-block": (rule) => (isLayer(rule, "properties") ? [] : undefined),
    },
  })
}

/** What a page's CSS registers and sets: each registered variable's initial value and type, and what is set. */
function readVariables(css: string) {
  const initialValues = new Map<string, Tokens | undefined>()
  const typed = new Set<string>()
  const values = new Map<string, string[]>()
  read(css, {
    Rule: {
      property(rule) {
        const { name, syntax, initialValue } = rule.value
        initialValues.set(name, initialValue?.type === "token-list" ? initialValue.value : undefined)
        // A typed value is computed (`<length>` 0 is 0px, which calc() can add to 1px); its text is not.
        if (syntax.type !== "universal") typed.add(name)
      },
    },
    Declaration: {
      custom(declaration) {
        if (!declaration.name.startsWith("--")) return
        values.set(declaration.name, [...(values.get(declaration.name) ?? []), JSON.stringify(declaration.value)])
      },
    },
  })
  // Set to anything but its initial value (`space-y-4` sets --tw-space-y-reverse to its initial 0).
  const changed = new Set(
    [...values]
      .filter(
        ([name, set]) =>
          !initialValues.has(name) || set.some((value) => value !== JSON.stringify(initialValues.get(name))),
      )
      .map(([name]) => name),
  )
  return { initialValues, typed, changed }
}

/**
 * Each variable that no kept rule sets (but to its registered initial value), and no script can set,
 * has the same value on every element: its registered initial value, or else its fallback. Tailwind's
 * utilities read many that a page never sets (`--tw-ring-shadow` without any ring); the value is
 * written in their place. Not for a variable registered with a type, whose value is computed to that
 * type before it is used.
 */
function foldUnsetVariables(css: string, vocabulary: Vocabulary) {
  const { initialValues, typed, changed } = readVariables(css)
  const isFoldable = (name: string) => !changed.has(name) && !typed.has(name) && !hasWord(vocabulary, name)
  return rewritten(css, {
    // On the way out, so that a fallback has had its own var() written in first.
    VariableExit(variable) {
      const name = variable.name.ident
      if (!isFoldable(name)) return undefined
      const value = initialValues.get(name) ?? variable.fallback ?? undefined
      return value ? readable(value) : undefined
    },
  })
}

/** The variables some var() reads, and the words of every value (a keyframes' name among them where it is used). */
function readUsage(css: string) {
  const variables = new Set<string>()
  const words = new Set<string>()
  const addWords = (tokens: Tokens) => {
    for (const token of eachToken(tokens)) {
      if (token.type === "token" && token.value.type === "ident") words.add(token.value.value)
      if (token.type === "animation-name" && token.value.type !== "none") words.add(token.value.value)
    }
  }
  read(css, {
    Variable(variable) {
      variables.add(variable.name.ident)
    },
    Declaration(declaration) {
      if (declaration.property === "custom") addWords(declaration.value.value)
      else if (declaration.property === "unparsed") addWords(declaration.value.value)
      else if (declaration.property === "animation") {
        for (const { name } of declaration.value) if (name.type !== "none") words.add(name.value)
      } else if (declaration.property === "animation-name") {
        for (const name of declaration.value) if (name.type !== "none") words.add(name.value)
      }
    },
  })
  return { variables, words }
}

/** A zero length, as a shadow's offset, blur or spread. */
const isZero = (token: TokenOrValue) =>
  (token.type === "token" && token.value.type === "number" && token.value.value === 0) ||
  (token.type === "length" && token.value.value === 0)
const isTransparentBlack = (color: unknown) =>
  JSON.stringify(color) === JSON.stringify({ type: "rgb", r: 0, g: 0, b: 0, alpha: 0 })

/** A shadow that is transparent and has no size draws nothing: `0 0 #0000`, with a zero blur and spread or not. */
function isEmptyShadowLayer(layer: Tokens) {
  const parts = layer.filter((token) => !isWhiteSpace(token))
  const color = parts.at(-1)
  return (
    parts.length >= 3 &&
    parts.length <= 5 &&
    color?.type === "color" &&
    isTransparentBlack(color.value) &&
    parts.slice(0, -1).every(isZero)
  )
}

/** `tokens` split at each comma outside a function: the layers of a list. */
function layersOf(tokens: Tokens) {
  let layer: Tokens = []
  const layers = [layer]
  for (const token of tokens) {
    if (isComma(token)) {
      layer = []
      layers.push(layer)
    } else layer.push(token)
  }
  return layers
}

/** Each `box-shadow` list without the empty shadows that folding left in it (the unused ring and inset layers). */
const withoutEmptyShadows: SiteVisitor = {
  Declaration: {
    "box-shadow"(declaration) {
      if (declaration.property === "unparsed") {
        const layers = layersOf(declaration.value.value)
        const drawn = layers.filter((layer) => !isEmptyShadowLayer(layer))
        if (drawn.length === layers.length) return undefined
        const comma: TokenOrValue = { type: "token", value: { type: "comma" } }
        const value = drawn.flatMap((layer, index) => (index === 0 ? layer : [comma, ...layer]))
        return readable({ ...declaration, value: { ...declaration.value, value } })
      }
      if (declaration.property !== "box-shadow") return undefined
      const zero = (length: unknown) =>
        JSON.stringify(length) === JSON.stringify({ type: "value", value: { unit: "px", value: 0 } })
      const isEmpty = (shadow: (typeof declaration.value)[number]) =>
        !shadow.inset &&
        isTransparentBlack(shadow.color) &&
        [shadow.xOffset, shadow.yOffset, shadow.blur, shadow.spread].every(zero)
      const drawn = declaration.value.filter((shadow) => !isEmpty(shadow))
      if (drawn.length === declaration.value.length) return undefined
      return readable({ ...declaration, value: drawn.length > 0 ? drawn : declaration.value.slice(0, 1) })
    },
  },
}

/** A number as the build writes a worked-out product: six decimals at most, no float noise. */
const rounded = (value: number) => Number(value.toFixed(6))

/**
 * Products of a length and a number in custom properties' values, worked out: `--tw-translate-y:
 * calc(.25rem * -24)` is `-6rem`. Lightning CSS works them out everywhere else, but leaves a custom
 * property's value as it is written.
 */
const withCustomPropertyProducts: SiteVisitor = {
  Declaration: {
    custom(declaration) {
      let isChanged = false
      const value = mapTokens(declaration.value, (token) => {
        if (token.type !== "function" || token.value.name !== "calc") return token
        const [length, times, factor, ...rest] = token.value.arguments.filter((part) => !isWhiteSpace(part))
        if (rest.length > 0 || times?.type !== "token" || times.value.type !== "delim" || times.value.value !== "*")
          return token
        if (factor?.type !== "token" || factor.value.type !== "number") return token
        isChanged = true
        if (length?.type === "length") {
          return { ...length, value: { ...length.value, value: rounded(length.value.value * factor.value.value) } }
        }
        if (length?.type === "token" && length.value.type === "number") {
          return { ...length, value: { ...length.value, value: rounded(length.value.value * factor.value.value) } }
        }
        isChanged = false
        return token
      })
      return isChanged ? readable({ property: "custom" as const, value: { ...declaration, value } }) : undefined
    },
  },
}

/** Custom properties, `@property` registrations and keyframes that nothing in `used` reads, left out. */
const withoutUnread = ({ variables, words }: ReturnType<typeof readUsage>): SiteVisitor => ({
  Rule: {
    property: (rule) => (variables.has(rule.value.name) ? undefined : []),
    keyframes(rule) {
      const name = rule.value.name.value
      return typeof name === "string" && !words.has(name) ? [] : undefined
    },
  },
  Declaration: {
    // Lightning CSS reads a property it does not know (-webkit-line-clamp) as "custom" too: only
    // custom properties (--name) are judged.
    custom: (declaration) => (declaration.name.startsWith("--") && !variables.has(declaration.name) ? [] : undefined),
  },
})

/**
 * The rules of `css` that the page described by `vocabulary` can use, minified. Custom properties,
 * `@property` rules and keyframes nobody reads are dropped until nothing more goes (a variable's value
 * can be the only reader of another).
 */
export function cssForPage(css: string, vocabulary: Vocabulary) {
  const matching: SiteVisitor = {
    Rule: {
      style: (rule) =>
        rule.value.selectors.some((selector) => selectorMayMatch(selector, vocabulary)) ? undefined : [],
    },
    // A selector list keeps only the selectors that may match (the rule stays when one does).
    // biome-ignore lint/correctness/noComponentHookFactories: a Lightning CSS visitor key, not a component
    Selector: (selector) => (selectorMayMatch(selector, vocabulary) ? undefined : []),
  }
  let result = minified(css, matching)
  for (let pass = 0; pass < 5; pass++) {
    const folded = foldUnsetVariables(result, vocabulary)
    const next = minified(
      folded,
      composeVisitors([
        matching,
        withoutEmptyShadows,
        withCustomPropertyProducts,
        withoutUnread(readUsage(folded)),
      ]) as SiteVisitor,
    )
    if (next === result) break
    result = next
  }
  return result
}
