import { expect, test } from "vitest"
import { mapClassAttributes, shortenClassNames } from "./short-class-names"

const keepNone = () => false

test("the most used classes get the shortest names, in the markup and in the rules alike", () => {
  const html = '<p class="text-lg font-bold">a</p><p class="font-bold">b</p>'
  const css = ".font-bold{font-weight:700}.text-lg{font-size:1.125rem}"
  const short = shortenClassNames(html, css, keepNone)
  expect(short.html).toBe('<p class="b a">a</p><p class="a">b</p>')
  expect(short.css).toBe(".a{font-weight:700}.b{font-size:1.125rem}")
  expect(short.originals).toEqual({ a: "font-bold", b: "text-lg" })
})

test("classes inside :is(), :where(), :has() and :not(), and in arbitrary variants, are renamed too", () => {
  const html = '<div class="group bg-white"><p class="group-hover:underline [.bg-white+&amp;]:pt-0">x</p></div>'
  const css =
    ".group-hover\\:underline:is(:where(.group):hover *){text-decoration-line:underline}" +
    ".bg-white+.\\[\\.bg-white\\+\\&\\]\\:pt-0{padding-top:0}div:has(>.bg-white){color:red}p:not(.group){color:blue}"
  const short = shortenClassNames(html, css, keepNone)
  const names = Object.fromEntries(Object.entries(short.originals).map(([name, original]) => [original, name]))
  expect(short.css).toBe(
    `.${names["group-hover:underline"]}:is(:where(.${names.group}):hover *){text-decoration-line:underline}` +
      `.${names["bg-white"]}+.${names["[.bg-white+&]:pt-0"]}{padding-top:0}div:has(>.${names["bg-white"]}){color:red}p:not(.${names.group}){color:#00f}`,
  )
  expect(short.html).not.toMatch(/group|bg-white|&amp;/)
})

test("a class a script names keeps its name, and no short name takes a name in use", () => {
  const html = '<p class="is-open sr-only a">x</p>'
  const css = ".is-open{display:block}.sr-only{position:absolute}.a{color:red}.b{color:blue}"
  const short = shortenClassNames(html, css, (name) => name === "is-open")
  expect(short.html).toBe('<p class="is-open d c">x</p>')
  expect(short.css).toBe(".is-open{display:block}.d{position:absolute}.c{color:red}.b{color:#00f}")
})

test("only class attributes of start tags change: comments, scripts, text and other attributes stay", () => {
  const html = [
    '<!-- <p class="x"> -->',
    '<script type="application/ld+json">{"class":"x","html":"<p class=\\"x\\">"}</script>',
    '<img alt="a > b class=&quot;x&quot;" class="x">',
    '<p data-class="x">class="x"</p>',
    '<textarea><b class="x"></b></textarea>',
  ].join("")
  expect(mapClassAttributes(html, () => "y")).toBe(
    html.replace('alt="a > b class=&quot;x&quot;" class="x"', 'alt="a > b class=&quot;x&quot;" class="y"'),
  )
})
