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
import { siteScriptTag } from "../app/lib/site-script.ts"
import { executableInlineScripts } from "../server/security-headers.ts"
import { browserModuleEntries } from "./lib/vite-browser-modules.ts"
import { addMarkup, addScriptSource, cssForPage, emptyVocabulary } from "./page-css.ts"
import { shortenClassNames } from "./short-class-names.ts"

/** Beside the build (not served): each page's short class names with their originals, by the page's address. */
export const CLASS_NAMES_FILE = "class-names.json"

const stylesheetLink = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"\/>/g

/** The addresses of the scripts a page loads, itself or through an island it marks. */
export function scriptsOf(html: string) {
  return [
    ...[...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map(([, src]) => src!),
    ...[...html.matchAll(siteScriptTag)].map(([, src]) => src!),
    ...[...html.matchAll(/\sdata-island-src="([^"]+)"/g)].map(([, src]) => src!),
  ]
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

/** A script's modules as read from the repository, each behaviour with what it says of itself. */
export const readScriptSources = (paths: string[]): Promise<ScriptSource[]> =>
  Promise.all(
    paths.map(async (path) => ({ path, source: readFileSync(path, "utf8"), ...(await behaviourExports(path)) })),
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
export function inlinePageStyles(page: string, { stylesheet, scriptSources }: InlineOptions) {
  const vocabulary = emptyVocabulary()
  addMarkup(vocabulary, page)
  const attributes = new Set(vocabulary.attributes)
  const html = page.replace(siteScriptTag, (loader, src: string) => {
    const modules = scriptSources(src)
    if (!hasWorkOn(modules, attributes)) return ""
    // Loaded after the page, the script would miss a tap that comes first: such a page runs it as it is parsed.
    const answersFirstTouch = modules.some((module) => module.isNeededAtFirstTouch && actsOn(module, attributes))
    return answersFirstTouch ? `<script type="module" src="${src}"></script>` : loader
  })
  for (const src of scriptsOf(html)) {
    for (const module of scriptSources(src)) if (actsOn(module, attributes)) addScriptSource(vocabulary, module.source)
  }
  for (const source of executableInlineScripts(html)) addScriptSource(vocabulary, source)
  // The page's rules from each stylesheet it links, together in one `<style>` where the first link was.
  const hrefs = [...html.matchAll(stylesheetLink)].map(([, href]) => href!)
  const css = hrefs.map((href) => cssForPage(stylesheet(href), vocabulary)).join("")
  // A class a script of the page names (to find it or to add it) keeps its name.
  const short = shortenClassNames(html.replaceAll(' data-discover="true"', ""), css, (name) =>
    vocabulary.scriptWords.has(name),
  )
  const styled = short.html.replace(stylesheetLink, (_link, href: string) =>
    href === hrefs[0] ? `<style>${short.css.replace(/<\/style/gi, "<\\/style")}</style>` : "",
  )
  return {
    html: html.includes("data-island=") ? styled : styled.replaceAll("<!-- -->", ""),
    originalClassNames: short.originals,
  }
}
