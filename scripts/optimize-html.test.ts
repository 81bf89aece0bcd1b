import { expect, test } from "vitest"
import { siteScriptLoader } from "../app/lib/site-script"
import { behaviourMarker, inlinePageStyles, readPage, scriptsOf } from "./optimize-html"

const css = ".a{color:red}.b{color:blue}.faded{opacity:0}.island-only{color:green}"
const stylesheet = () => css
const page = (body: string) =>
  `<html><head><link rel="stylesheet" href="/assets/root.css"/></head><body>${body}<script data-site-script="/assets/site.js">${siteScriptLoader}</script></body></html>`

test("the stylesheet's link becomes the page's own rules, with short class names, and React Router's link marks go", () => {
  const { html, originalClassNames } = inlinePageStyles(page('<a class="a" href="/" data-discover="true">x</a>'), {
    stylesheet,
    scriptSources: () => [],
  })
  const [short] = Object.keys(originalClassNames)
  expect(originalClassNames).toEqual({ [short!]: "a" })
  expect(html).toContain(`<style>.${short}{color:red}</style>`)
  expect(html).toContain(`<a class="${short}" href="/">x</a>`)
  expect(html).not.toContain("root.css")
  expect(html).not.toContain("data-discover")
})

test("a behaviour of the site's script adds its classes only to pages with the markup it acts on", () => {
  const fadeOut = {
    path: "app/browser/fade.ts",
    source: 'document.querySelector("[data-fade]"); add("faded")',
    marker: "data-fade",
  }
  const scriptSources = (src: string) => (src === "/assets/site.js" ? [fadeOut] : [])
  const withoutMarkup = inlinePageStyles(page('<p class="a">x</p>'), { stylesheet, scriptSources }).html
  expect(withoutMarkup).not.toContain(".faded")
  // Nor does such a page load the script: its loader goes with the rules.
  expect(withoutMarkup).not.toContain("data-site-script")
  expect(inlinePageStyles(page('<p class="a" data-fade="">x</p>'), { stylesheet, scriptSources }).html).toContain(
    ".faded{opacity:0}",
  )
})

test("the site's script loads after the page, unless a behaviour on the page must answer its first touch", () => {
  const behaviour = (marker: string, isNeededAtFirstTouch: boolean) => ({
    path: `app/browser/${marker}.ts`,
    source: "",
    marker,
    isNeededAtFirstTouch,
  })
  const scriptSources = () => [behaviour("data-fade", false), behaviour("data-form", true)]
  const loadedAfter = inlinePageStyles(page('<p data-fade="">x</p>'), { stylesheet, scriptSources }).html
  expect(loadedAfter).toContain(`<script data-site-script="/assets/site.js">${siteScriptLoader}</script>`)
  expect(loadedAfter).not.toContain('type="module"')
  const withForm = inlinePageStyles(page('<p data-fade="">x</p><div data-form="">y</div>'), {
    stylesheet,
    scriptSources,
  })
  expect(withForm.html).toContain('<script type="module" src="/assets/site.js" fetchpriority="low"></script>')
  expect(withForm.html).not.toContain("data-site-script")
  expect(scriptsOf(withForm.html)).toEqual(["/assets/site.js"])
})

test("an inline script of the page keeps the rules for the attributes it sets", () => {
  const themed = `${css}html[data-font="inter"]{font-family:serif}`
  const inline = '<script>document.documentElement.dataset.font="inter"</script>'
  const { html } = inlinePageStyles(page(`${inline}<p class="a">x</p>`), {
    stylesheet: () => themed,
    scriptSources: () => [],
  })
  expect(html).toContain("html[data-font=inter]{font-family:serif}")
  expect(
    inlinePageStyles(page('<p class="a">x</p>'), { stylesheet: () => themed, scriptSources: () => [] }).html,
  ).not.toContain("data-font")
})

test("an island's module counts for the page that marks it, and keeps React's text separators", () => {
  const body = '<div data-island="form" data-island-src="/assets/form.js"><p class="a">a<!-- -->b</p></div>'
  const scriptSources = (src: string) =>
    src === "/assets/form.js" ? [{ path: "app/components/form.tsx", source: '<p className="island-only">' }] : []
  const { html } = inlinePageStyles(page(body), { stylesheet, scriptSources })
  expect(scriptsOf(page(body))).toEqual(["/assets/site.js", "/assets/form.js"])
  expect(html).toContain(".island-only{color:green}")
  expect(html).toContain("a<!-- -->b")
  // A page with nothing to hydrate does without them.
  expect(inlinePageStyles(page('<p class="a">a<!-- -->b</p>'), { stylesheet, scriptSources }).html).toContain("ab")
})

test("a behaviour's marker is the attribute it exports and looks for; the scripts' entries and other modules have none", async () => {
  expect(await behaviourMarker("app/browser/carousel.ts")).toBe("data-carousel")
  expect(await behaviourMarker("app/browser/islands.ts")).toBe("data-island-src")
  expect(await behaviourMarker("app/browser/site.ts")).toBeUndefined()
  expect(await behaviourMarker("app/browser/quote-form.tsx")).toBeUndefined()
  expect(await behaviourMarker("app/lib/visit.ts")).toBeUndefined()
})

test("one reading of a page finds what the build needs, in elements only: never in text, comments or data", () => {
  const html = [
    '<html><head><link rel="stylesheet" href="/assets/root.css"/><link rel="modulepreload" href="/assets/x.js"/>',
    '<script type="application/ld+json">{"a":"<link rel=\\"stylesheet\\" href=\\"/no.css\\">"}</script></head>',
    '<body><!-- <script src="/commented.js"></script> --><p style="color:red" data-discover="true">a<!-- -->b</p>',
    '<textarea><script src="/typed.js"></script></textarea><div data-island="form" data-island-src="/assets/form.js"></div>',
    '<script src="/assets/site.js"></script><script>window.__reactRouterContext={}</script>',
    `<script data-site-script="/assets/site.js">${siteScriptLoader}</script></body></html>`,
  ].join("")
  const page = readPage(html)
  expect(page.stylesheets.map(({ href }) => href)).toEqual(["/assets/root.css"])
  expect(page.scriptSources).toEqual(["/assets/site.js"])
  expect(page.siteScriptLoader?.src).toBe("/assets/site.js")
  expect(page.islandSources).toEqual(["/assets/form.js"])
  expect(page.inlineScripts).toEqual([
    { text: "window.__reactRouterContext={}", isSiteScriptLoader: false },
    { text: siteScriptLoader, isSiteScriptLoader: true },
  ])
  expect(page).toMatchObject({ hasIsland: true, hasStyleAttribute: true, hasHydration: true })
  // Each place is where its text is: taking them out leaves the page without them.
  const cut = (places: { start: number; end: number }[]) =>
    places.toReversed().reduce((text, { start, end }) => text.slice(0, start) + text.slice(end), html)
  expect(cut(page.discoverMarks)).toBe(html.replace(' data-discover="true"', ""))
  expect(cut(page.textSeparators)).toBe(html.replace("a<!-- -->b", "ab"))
  expect(cut(page.stylesheets)).toBe(html.replace('<link rel="stylesheet" href="/assets/root.css"/>', ""))
  expect(cut([page.siteScriptLoader!])).toBe(
    html.replace(`<script data-site-script="/assets/site.js">${siteScriptLoader}</script>`, ""),
  )
})
