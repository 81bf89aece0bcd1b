/**
 * Rewrites a prerendered page so the first paint needs nothing but the HTML itself: its link to the
 * site's stylesheet becomes a `<style>` with only the rules the page can use (scripts/page-css.ts).
 */
import { addMarkup, addScriptSource, cssForPage, emptyVocabulary } from "./page-css.ts"

const stylesheetLink = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"\/>/g

/** The addresses of the scripts a page loads, itself or through an island it marks. */
export function scriptsOf(html: string) {
  return [
    ...[...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map(([, src]) => src!),
    ...[...html.matchAll(/\sdata-island-src="([^"]+)"/g)].map(([, src]) => src!),
  ]
}

type InlineOptions = {
  /** The site's stylesheet at an address, as compactStylesheet leaves it. */
  stylesheet: (href: string) => string
  /** The source of the app/ modules a script is made from, for the classes and attributes it can add. */
  scriptSources: (src: string) => string[]
}

export function inlinePageStyles(html: string, { stylesheet, scriptSources }: InlineOptions) {
  const vocabulary = emptyVocabulary()
  addMarkup(vocabulary, html)
  for (const src of scriptsOf(html)) for (const source of scriptSources(src)) addScriptSource(vocabulary, source)
  return html.replace(stylesheetLink, (_link, href: string) => {
    const css = cssForPage(stylesheet(href), vocabulary).replace(/<\/style/gi, "<\\/style")
    return `<style>${css}</style>`
  })
}
