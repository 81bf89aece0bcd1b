import { expect, test } from "vitest"
import { addMarkup, addScriptSource, compactStylesheet, cssForPage, emptyVocabulary } from "./page-css"

function pageCss(css: string, html: string, scripts: string[] = []) {
  const vocabulary = emptyVocabulary()
  addMarkup(vocabulary, html)
  for (const source of scripts) addScriptSource(vocabulary, source)
  return cssForPage(css, vocabulary)
}

test("keeps the rules whose classes, tags and attributes the page has, in every media query and state", () => {
  const css = `.a{color:red}.b{color:blue}@media (width>=40rem){.sm\\:a{color:green}.b{margin:0}}
    .a:hover{color:pink}details[open] .a{color:gold}.c[aria-current=page]{color:teal}table{border:0}`
  const html = '<details open><p class="a sm:a">x</p><a class="c" aria-current="page">y</a></details>'
  expect(pageCss(css, html)).toBe(
    ".a{color:red}@media (width>=40rem){.sm\\:a{color:green}}.a:hover{color:pink}details[open] .a{color:gold}.c[aria-current=page]{color:teal}",
  )
})

test("keeps a selector of a list that may match and drops the others", () => {
  expect(pageCss(".a,.b,:where(.c>p){margin:0}", '<p class="a">x</p>')).toBe(".a{margin:0}")
  expect(pageCss(":is(.a,.b) span{margin:0}", '<p class="b"><span>x</span></p>')).toBe(":is(.a,.b) span{margin:0}")
})

test("an attribute value the markup lacks keeps its rule only if a script can set it", () => {
  const css = "[data-state=open]{opacity:1}[data-state=shut]{opacity:0}"
  expect(pageCss(css, '<div data-state="open"></div>')).toBe("[data-state=open]{opacity:1}")
  expect(pageCss(css, '<div data-state="open"></div>', ['element.dataset.state = "shut"'])).toBe(
    "[data-state=open]{opacity:1}[data-state=shut]{opacity:0}",
  )
})

test("a script's classes and dataset names count, its comments do not", () => {
  const css = ".opacity-0{opacity:0}.table{display:table}[data-count-up]{display:inline-block}"
  const script = `// fills the table of contents
    element.classList.add("opacity-0"); element.dataset.countUp = "seen"`
  expect(pageCss(css, "<p>x</p>", [script])).toBe(".opacity-0{opacity:0}[data-count-up]{display:inline-block}")
})

test("pseudo-elements of form controls need the control", () => {
  const css = "::placeholder{opacity:1}::-webkit-datetime-edit{padding:0}::selection{color:red}"
  expect(pageCss(css, "<p>x</p>")).toBe("::selection{color:red}")
  expect(pageCss(css, "<input>")).toBe(
    "::placeholder{opacity:1}::-webkit-datetime-edit{padding:0}::selection{color:red}",
  )
})

test("custom properties, registrations and keyframes that no kept rule reads are dropped", () => {
  const css = `:root{--used:1px;--unused:2px;--chain:var(--used)}.a{margin:var(--chain);animation:spin 1s}
    .b{animation:fade 1s}@property --used{syntax:"*";inherits:false}@property --unused{syntax:"*";inherits:false}
    @keyframes spin{to{rotate:1turn}}@keyframes fade{to{opacity:0}}`
  const result = pageCss(css, '<p class="a">x</p>')
  expect(result).toContain("--used:1px")
  expect(result).toContain("--chain:var(--used)")
  expect(result).toContain("@property --used")
  expect(result).toContain("@keyframes spin")
  expect(result).not.toMatch(/--unused|fade/)
})

test("a property Lightning CSS does not know is kept, not taken for an unread variable", () => {
  const css = ".line-clamp-3{-webkit-line-clamp:3;-webkit-box-orient:vertical;display:-webkit-box;overflow:hidden}"
  expect(pageCss(css, '<p class="line-clamp-3">x</p>')).toContain("-webkit-line-clamp:3")
})

test("the stylesheet is compacted without changing a rule: theme values folded, color-mix repeats dropped", () => {
  const css = `@layer theme{:root,:host{--spacing:.25rem;--color-ink:#0a0d14;--font:var(--family);--family:Inter}}
    @layer utilities{.mt-3{margin-top:calc(var(--spacing) * 3)}.text-ink{color:var(--color-ink)}.f{font-family:var(--font)}
    .bg-ink\\/60{background-color:#0a0d1499}@supports (color:color-mix(in lab, red, red)){.bg-ink\\/60{background-color:color-mix(in oklab,var(--color-ink) 60%,transparent)}}}`
  const result = compactStylesheet(css)
  expect(result).toContain(".mt-3{margin-top:.75rem}")
  expect(result).toContain(".text-ink{color:#0a0d14}")
  expect(result).toContain(".f{font-family:Inter}")
  expect(result).toContain(".bg-ink\\/60{background-color:#0a0d1499}")
  expect(result).not.toContain("color-mix")
  expect(result).not.toContain("--spacing")
})

test("a variable no kept rule sets is written in place, its registration dropped, and empty shadows go", () => {
  const css = `@property --tw-ring-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}
    @property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}
    @property --tw-shadow-color{syntax:"*";inherits:false}@property --tw-leading{syntax:"*";inherits:false}
    .shadow{--tw-shadow:0 1px 2px var(--tw-shadow-color,#0000001a);box-shadow:var(--tw-ring-shadow),var(--tw-shadow)}
    .text-lg{font-size:1.125rem;line-height:var(--tw-leading,1.5)}.leading-8{--tw-leading:2rem;line-height:2rem}`
  const result = pageCss(css, '<p class="shadow text-lg">x</p>')
  expect(result).toBe(
    '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}' +
      ".shadow{--tw-shadow:0 1px 2px #0000001a;box-shadow:var(--tw-shadow)}.text-lg{font-size:1.125rem;line-height:1.5}",
  )
  // Set on the page, or by a script, a variable keeps being read.
  expect(pageCss(css, '<p class="text-lg leading-8">x</p>')).toContain("line-height:var(--tw-leading,1.5)")
  expect(pageCss(css, '<p class="text-lg">x</p>', ['element.style.setProperty("--tw-leading", "2")'])).toContain(
    "line-height:var(--tw-leading,1.5)",
  )
})

test("a variable registered with a type keeps being read: its initial value is a computed length, not text", () => {
  const css = `@property --tw-ring-offset-width{syntax:"<length>";inherits:false;initial-value:0}
    .ring-1{box-shadow:0 0 0 calc(1px + var(--tw-ring-offset-width)) red}`
  expect(pageCss(css, '<p class="ring-1">x</p>')).toContain("calc(1px + var(--tw-ring-offset-width))")
})

test("a variable set only to its initial value is folded too, and products in custom properties are worked out", () => {
  const css = `@property --tw-space-y-reverse{syntax:"*";inherits:false;initial-value:0}
    @property --tw-translate-y{syntax:"*";inherits:false;initial-value:0}
    :where(.space-y-2>:not(:last-child)){--tw-space-y-reverse:0;margin-block-start:calc(.5rem * var(--tw-space-y-reverse));margin-block-end:calc(.5rem * calc(1 - var(--tw-space-y-reverse)))}
    .hover\\:-translate-y-6:hover{--tw-translate-y:calc(.25rem * -24);translate:0 var(--tw-translate-y)}`
  expect(pageCss(css, '<div class="space-y-2 hover:-translate-y-6"><p>x</p><p>y</p></div>')).toBe(
    '@property --tw-translate-y{syntax:"*";inherits:false;initial-value:0}' +
      ":where(.space-y-2>:not(:last-child)){margin-block:0 .5rem}.hover\\:-translate-y-6:hover{--tw-translate-y:-6rem;translate:0 var(--tw-translate-y)}",
  )
})

test("a vendor-prefixed copy Lightning CSS writes again itself stays one copy, however many passes", () => {
  const css = `.a{-webkit-text-decoration:inherit;-webkit-text-decoration:inherit;text-decoration:inherit}
    .m{-webkit-mask-composite:source-in;-webkit-mask-composite:source-in;mask-composite:intersect}`
  const once = compactStylesheet(css)
  expect(once).toBe(
    ".a{-webkit-text-decoration:inherit;text-decoration:inherit}.m{-webkit-mask-composite:source-in;mask-composite:intersect}",
  )
  expect(pageCss(once, '<p class="a m">x</p>')).toBe(once)
})

test("a whole percentage written in for a variable keeps its form: 100%, not 100.0%", () => {
  const css = `@property --to{syntax:"*";inherits:false;initial-value:100%}
    .fade{--mask:linear-gradient(black,transparent var(--to));mask-image:var(--mask)}`
  expect(pageCss(css, '<p class="fade">x</p>')).toContain("transparent 100%)")
})

test("a theme variable that something else sets too is neither written in nor dropped", () => {
  const css = `@layer theme{:root,:host{--color-accent:#240cf3;--spacing:.25rem}}
    @layer utilities{.text-accent{color:var(--color-accent)}.dark{--color-accent:#c6f906}.p-1{padding:var(--spacing)}}`
  const result = compactStylesheet(css)
  expect(result).toContain("@layer theme{:root,:host{--color-accent:#240cf3}}")
  expect(result).toContain(".text-accent{color:var(--color-accent)}")
  expect(result).toContain(".p-1{padding:.25rem}")
})
