/**
 * Rewrites a prerendered page so the first paint needs nothing but the HTML itself: its link to the
 * site's stylesheet becomes a `<style>` with only the rules the page can use (scripts/page-css.ts), its
 * classes get short names (scripts/short-class-names.ts), and what nothing on the page needs is left
 * out: the site's script where none of its behaviours finds its markup, React Router's marks on links
 * for its route discovery, and, on a page with no island to hydrate, the comments React puts between
 * adjacent texts so that hydration finds them apart.
 */
import { readFileSync } from "node:fs"
import { resolve } from "node:path"
import { pathToFileURL } from "node:url"
import { decodeHTMLAttribute } from "entities"
import { Parser } from "htmlparser2"
import { browserModuleEntries } from "./lib/vite-browser-modules.ts"
import { addElement, addScriptSource, cssForPage, emptyVocabulary, type Vocabulary } from "./page-css.ts"
import { type ClassAttribute, classAttributeAt, type Edit, shortClassNames, withEdits } from "./short-class-names.ts"

/** Beside the build (not served): each page's short class names with their originals, by the page's address. */
export const CLASS_NAMES_FILE = "class-names.json"

/** The attribute of the site script's loader that names its module (app/lib/site-script.ts). */
const SITE_SCRIPT_ATTRIBUTE = "data-site-script"
/** An element in the page: where its text starts and ends. */
type Place = { start: number; end: number }

/** What the build reads of a prerendered page, in one pass of htmlparser2 over it. */
export type PageReading = {
  /** Its tags, classes, ids and attributes: what its CSS can select. */
  vocabulary: Vocabulary
  /** Each `<link rel="stylesheet">`. */
  stylesheets: (Place & { href: string })[]
  /** The address of each `<script src>`. */
  scriptSources: string[]
  /** The site script's loader (app/lib/site-script.ts): the inline script that imports the module it names. */
  siteScriptLoader?: Place & { src: string }
  /** The module of each island the page marks (`data-island-src`). */
  islandSources: string[]
  /** Whether an island is hydrated here (`data-island`): React then needs its text separators. */
  hasIsland: boolean
  /** The text of each inline script the browser runs (not a JSON or JSON-LD data block). */
  inlineScripts: { text: string; isSiteScriptLoader: boolean }[]
  /** The text of each `<style>`. */
  styles: string[]
  /** Whether an element has a `style` attribute, which the pages' CSP forbids. */
  hasStyleAttribute: boolean
  /** Whether React Router's hydration is in the page: a script of its runtime data (`__reactRouter…`) or a module preload. */
  hasHydration: boolean
  /** React Router's marks for its route discovery (` data-discover="true"`), which nothing here uses. */
  discoverMarks: Place[]
  /** The comments React puts between adjacent texts (`<!-- -->`) so that hydration finds them apart. */
  textSeparators: Place[]
  /** Each class attribute, for short class names. */
  classAttributes: ClassAttribute[]
}

/** The page's facts the build needs (PageReading), from one pass of htmlparser2; entities are left as written. */
export function readPage(html: string): PageReading {
  const reading: PageReading = {
    vocabulary: emptyVocabulary(),
    stylesheets: [],
    scriptSources: [],
    islandSources: [],
    hasIsland: false,
    inlineScripts: [],
    styles: [],
    hasStyleAttribute: false,
    hasHydration: false,
    discoverMarks: [],
    textSeparators: [],
    classAttributes: [],
  }
  // The script or style element being read: its text comes in pieces.
  let open: { tag: "script" | "style"; text: string; isRun: boolean; loader?: Place & { src: string } } | undefined
  const parser = new Parser(
    {
      onattribute(name, rawValue, quote) {
        const classAttribute = classAttributeAt(parser, name, rawValue, quote)
        if (classAttribute) reading.classAttributes.push(classAttribute)
        if (name === "data-discover" && rawValue === "true" && quote === '"') {
          // The attribute ends at parser.endIndex (its closing quote just before it); its space goes with it.
          const start = parser.endIndex - ' data-discover="true"'.length
          if (html[start] === " ") reading.discoverMarks.push({ start, end: parser.endIndex })
        }
      },
      onopentag(tag, rawAttributes) {
        const attributes = Object.fromEntries(
          Object.entries(rawAttributes).map(([name, value]) => [name, decodeHTMLAttribute(value)]),
        )
        addElement(reading.vocabulary, tag, attributes)
        const place = { start: parser.startIndex, end: parser.endIndex + 1 }
        if ("style" in attributes) reading.hasStyleAttribute = true
        if (attributes["data-island"] !== undefined) reading.hasIsland = true
        if (attributes["data-island-src"] !== undefined) reading.islandSources.push(attributes["data-island-src"])
        if (tag === "link" && attributes.rel === "stylesheet" && attributes.href) {
          reading.stylesheets.push({ ...place, href: attributes.href })
        }
        if (tag === "link" && attributes.rel === "modulepreload") reading.hasHydration = true
        if (tag === "style") open = { tag, text: "", isRun: false }
        if (tag === "script") {
          if (attributes.src !== undefined) reading.scriptSources.push(attributes.src)
          const loaderSrc = attributes[SITE_SCRIPT_ATTRIBUTE]
          open = {
            tag,
            text: "",
            isRun: attributes.src === undefined && !/^application\/(ld\+)?json$/i.test(attributes.type ?? ""),
            loader: loaderSrc === undefined ? undefined : { ...place, src: loaderSrc },
          }
        }
      },
      ontext(text) {
        if (open) open.text += text
      },
      onclosetag(tag) {
        if (!open || tag !== open.tag) return
        if (open.tag === "style") reading.styles.push(open.text)
        else {
          if (open.text.includes("__reactRouter")) reading.hasHydration = true
          if (open.loader) reading.siteScriptLoader = { ...open.loader, end: parser.endIndex + 1 }
          if (open.isRun) reading.inlineScripts.push({ text: open.text, isSiteScriptLoader: open.loader !== undefined })
        }
        open = undefined
      },
      oncomment(text) {
        if (text === " ") reading.textSeparators.push({ start: parser.startIndex, end: parser.endIndex + 1 })
      },
    },
    { decodeEntities: false },
  )
  parser.end(html)
  return reading
}

/** The addresses of the scripts a page loads, itself or through an island it marks. */
export function scriptsOf(html: string) {
  const { scriptSources, siteScriptLoader, islandSources } = readPage(html)
  return [...scriptSources, ...(siteScriptLoader ? [siteScriptLoader.src] : []), ...islandSources]
}

/**
 * A module's source, by the path it has in the repository. A behaviour of the site's script (a module of
 * app/browser/ other than the scripts' entries) has its `marker`: the attribute of the markup it serves.
 */
export type ScriptSource = { path: string; source: string; marker?: string; isNeededAtFirstTouch?: boolean }

type InlineOptions = {
  /** The site's stylesheet at an address, as compactStylesheet leaves it. */
  stylesheet: (href: string) => string
  /** The app/ modules a script is made from, for the classes and attributes they can add. */
  scriptSources: (src: string) => ScriptSource[]
}

const scriptEntries = new Set<string>(Object.values(browserModuleEntries))

/**
 * What the behaviour module at `path` says of itself, from one import: its marker, the `MARKER` it exports
 * and looks for itself, so the two cannot differ; and whether it must be listening from a page's first
 * touch (it exports `NEEDED_AT_FIRST_TOUCH`), so a page with its markup runs the site's script as it is
 * parsed. Nothing for a module that is no behaviour.
 */
async function behaviourExports(path: string): Promise<Pick<ScriptSource, "marker" | "isNeededAtFirstTouch">> {
  if (!path.startsWith("app/browser/") || scriptEntries.has(path)) return {}
  const { MARKER, NEEDED_AT_FIRST_TOUCH } = (await import(pathToFileURL(resolve(path)).href)) as {
    MARKER?: unknown
    NEEDED_AT_FIRST_TOUCH?: unknown
  }
  if (typeof MARKER !== "string" || !MARKER.startsWith("data-"))
    throw new Error(`${path}: a behaviour of the site's script exports the data- attribute it looks for as MARKER`)
  return { marker: MARKER, isNeededAtFirstTouch: NEEDED_AT_FIRST_TOUCH === true }
}

/** The behaviour module at `path`'s marker (behaviourExports); undefined for a module that is no behaviour. */
export const behaviourMarker = async (path: string) => (await behaviourExports(path)).marker

/**
 * A script's modules as read from the repository, each behaviour with what it says of itself. Only what a
 * module runs or embeds (code, JSON data such as the icons' shapes) is a source of words; a file it only
 * takes the address of (the font the site's script warms) is not.
 */
export const readScriptSources = (paths: string[]): Promise<ScriptSource[]> =>
  Promise.all(
    paths
      .filter((path) => /\.([cm]?[jt]sx?|json)$/.test(path))
      .map(async (path) => ({ path, source: readFileSync(path, "utf8"), ...(await behaviourExports(path)) })),
  )

/**
 * Whether a module can act on this page. A behaviour acts only on the markup it looks for; every other
 * module (the script's entry, what it imports from elsewhere) may act on any page that loads it.
 */
const actsOn = ({ marker }: ScriptSource, attributes: Set<string>) => marker === undefined || attributes.has(marker)

/**
 * Whether a script has work on this page: one of its behaviours finds its markup here. The entry and
 * what it runs on every page are no reason by themselves: the visit's record, the one such thing, is
 * taken by the next page that loads the script, from its referrer (app/lib/visit.ts).
 */
function hasWorkOn(modules: ScriptSource[], attributes: Set<string>) {
  const markers = modules.flatMap(({ marker }) => marker ?? [])
  return markers.length === 0 || markers.some((marker) => attributes.has(marker))
}

/**
 * The page, and the original name of each short class name it was given (for the check that it looks
 * as it would with the whole stylesheet).
 */
export function inlinePageStyles(
  page: string,
  { stylesheet, scriptSources }: InlineOptions,
  reading: PageReading = readPage(page),
) {
  const { vocabulary, siteScriptLoader: loader } = reading
  const attributes = new Set(vocabulary.attributes)
  const edits: Edit[] = []
  const loaded = [...reading.scriptSources, ...reading.islandSources]
  let isLoaderKept = false
  if (loader) {
    const modules = scriptSources(loader.src)
    // Loaded after the page, the script would miss a tap that comes first: such a page runs it as it is parsed.
    // A module runs after the parse whatever its priority, so it is fetched at low priority, after the font
    // and the first screen's picture rather than beside them.
    const answersFirstTouch = modules.some((module) => module.isNeededAtFirstTouch && actsOn(module, attributes))
    if (!hasWorkOn(modules, attributes)) edits.push({ ...loader, text: "" })
    else {
      loaded.push(loader.src)
      if (answersFirstTouch)
        edits.push({ ...loader, text: `<script type="module" src="${loader.src}" fetchpriority="low"></script>` })
      else isLoaderKept = true
    }
  }
  for (const src of loaded) {
    for (const module of scriptSources(src)) if (actsOn(module, attributes)) addScriptSource(vocabulary, module.source)
  }
  for (const { text, isSiteScriptLoader } of reading.inlineScripts) {
    if (!isSiteScriptLoader || isLoaderKept) addScriptSource(vocabulary, text)
  }
  // The page's rules from each stylesheet it links, together in one `<style>` where the first link was.
  const css = reading.stylesheets.map(({ href }) => cssForPage(stylesheet(href), vocabulary)).join("")
  // A class a script of the page names (to find it or to add it) keeps its name.
  const short = shortClassNames(reading.classAttributes, css, (name) => vocabulary.scriptWords.has(name))
  const styleElement = `<style>${short.css.replace(/<\/style/gi, "<\\/style")}</style>`
  edits.push(
    ...short.edits,
    ...reading.stylesheets.map((link, index) => ({ ...link, text: index === 0 ? styleElement : "" })),
    ...reading.discoverMarks.map((mark) => ({ ...mark, text: "" })),
    ...(reading.hasIsland ? [] : reading.textSeparators.map((separator) => ({ ...separator, text: "" }))),
  )
  return { html: withEdits(page, edits), originalClassNames: short.originals }
}
