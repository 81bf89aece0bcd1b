/**
 * Writes app/generated/inter-latin-subset.woff2: Inter with only the glyphs the site can show and
 * only the weights it uses. It is the one font file a first visit fetches, so each kilobyte counts;
 * Vite names the result by its content, so a change of characters is a new file to caches.
 *
 * And app/generated/font-fallbacks.css: the system fonts text is drawn in until Inter arrives (Arial, or
 * its metric twin Liberation Sans; Roboto on Android), each scaled to Inter's metrics as read from the
 * font file (Capsize): the same ascent, descent and line gap, and the same average character width, so
 * the page paints its text at once and hardly moves when Inter replaces it.
 *
 * Characters: printable ASCII (what visitors type into the form) plus every other character in the
 * copy and the components, typed or escaped. A character outside the set (an accent a visitor types) is drawn by the
 * metric-matched fallback font instead. Glyphs that only OpenType features reach (stylistic sets,
 * tabular and case-sensitive forms, contextual alternates) are left out: the site turns none of
 * them on, and they are a third of the file.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs"
import { createRequire } from "node:module"
import { join } from "node:path"
import { createFontStack, type FontMetrics } from "@capsizecss/core"
import arial from "@capsizecss/metrics/arial"
import roboto from "@capsizecss/metrics/roboto"
import { fromFile } from "@capsizecss/unpack/fs"
import { invariant } from "@epic-web/invariant"
import subsetFont from "subset-font"
import { buildCache, cacheKey, sourcesOf } from "./lib/build-cache.ts"

const require = createRequire(import.meta.url)
const sourcePath = require.resolve("@fontsource-variable/inter/files/inter-latin-wght-normal.woff2")
const source = readFileSync(sourcePath)
const SUBSET_FONT_PATH = "app/generated/inter-latin-subset.woff2"
const FALLBACKS_PATH = "app/generated/font-fallbacks.css"

function listTextFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === "generated" ? [] : listTextFiles(path)
    return /\.(tsx?|mdx?|css)$/.test(entry.name) ? [path] : []
  })
}

const sources = [...listTextFiles("content"), ...listTextFiles("app")].map((file) => readFileSync(file, "utf8"))
const characters = new Set<string>()
for (let code = 0x20; code <= 0x7e; code++) characters.add(String.fromCharCode(code))
for (const text of sources) {
  for (const character of text) if (character > "~") characters.add(character)
  // Characters written as escapes ("\u00a0", a no-break space in copy; "\u2212", the minus sign of a figure).
  for (const [, code] of text.matchAll(/\\u([0-9a-fA-F]{4})/g)) {
    invariant(code !== undefined, "an escape matched without its four hex digits")
    characters.add(String.fromCharCode(Number.parseInt(code, 16)))
  }
}

// Tailwind's weight utilities that occur in the components, plus the body text's regular weight.
const weights: Record<string, number> = {
  thin: 100,
  extralight: 200,
  light: 300,
  normal: 400,
  medium: 500,
  semibold: 600,
  bold: 700,
  extrabold: 800,
  black: 900,
}
const used = new Set([400])
for (const text of sources)
  for (const [, name] of text.matchAll(
    /\bfont-(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)\b/g,
  )) {
    const weight = name === undefined ? undefined : weights[name]
    invariant(weight !== undefined, `font-${name} matched, a weight the table of weights lacks`)
    used.add(weight)
  }
const range = { min: Math.min(...used), max: Math.max(...used) }

// Subsetting takes seconds; the same characters and weights give the same file, kept between builds.
const subsets = buildCache("font")
const subsetKey = cacheKey(
  sourcesOf("scripts/build-font.ts"),
  source,
  [...characters].sort().join(""),
  `${range.min}-${range.max}`,
)
const { "subset.woff2": subset } = await subsets.get(subsetKey, async () => ({
  "subset.woff2": Buffer.from(
    await subsetFont(source, [...characters].join(""), {
      targetFormat: "woff2",
      variationAxes: { wght: range },
      noLayoutClosure: true,
    }),
  ),
}))
subsets.finish()
mkdirSync("app/generated", { recursive: true })
writeFileSync(SUBSET_FONT_PATH, subset)
console.log(
  `font: ${characters.size} characters, weights ${range.min}–${range.max}, ${source.length} → ${subset.length} bytes in ${SUBSET_FONT_PATH}`,
)

// Each fallback by the name systems know it by: Arial, or its metric twin Liberation Sans on Linux;
// Roboto on Android. Bold text gets Arial's own bold, not a regular thickened by the browser, which is
// narrower than Inter's bold and wraps headlines onto fewer lines than Inter will. Capsize has no bold
// metrics, so the bold's average width is read from Liberation Sans Bold (in units of 2048). Roboto keeps
// one face: every face is inlined in every page.
type FallbackFace = { metrics: FontMetrics; localNames: string[] }
const arialBold: FontMetrics = {
  ...arial,
  fullName: "Arial Bold",
  xWidthAvg: 983,
  subsets: { ...arial.subsets, latin: { xWidthAvg: 983 } },
}
const fallbacks: { family: string; regular: FallbackFace; bold?: FallbackFace }[] = [
  {
    family: "Inter Fallback",
    regular: { metrics: arial, localNames: ["Arial", "Liberation Sans"] },
    bold: { metrics: arialBold, localNames: ["Arial Bold", "Liberation Sans Bold"] },
  },
  { family: "Inter Fallback Roboto", regular: { metrics: roboto, localNames: ["Roboto", "Roboto-Regular"] } },
]

// The regular face (no weight given: it serves every weight without a face of its own) is scaled to
// Inter Regular; one bold face for semibold and bold, scaled to Inter Bold; one for extrabold and black
// (the headlines), scaled to Inter ExtraBold. Weights a few tenths of a percent apart share a face.
const interAt = (weight: number) =>
  fromFile(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff2`))
const boldClasses = [
  { weights: [600, 700], scaledTo: 700 },
  { weights: [800, 900], scaledTo: 800 },
].filter(({ weights }) => weights.some((weight) => used.has(weight)))
const interRegular = await fromFile(sourcePath)
// No line-gap-override: every element sets its line height, so a font's line gap never reaches the layout.
const faceCss = (family: string, face: FallbackFace, inter: FontMetrics, weights?: number[]) => {
  const [fontFace] = createFontStack([inter, face.metrics], { fontFaceFormat: "styleObject" }).fontFaces
  invariant(fontFace, `Capsize made no @font-face for ${family}`)
  const { ascentOverride, descentOverride, sizeAdjust } = fontFace["@font-face"]
  return [
    "@font-face {",
    `  font-family: "${family}";`,
    ...(weights ? [`  font-weight: ${weights.join(" ")};`] : []),
    `  src: ${face.localNames.map((name) => `local("${name}")`).join(", ")};`,
    `  ascent-override: ${ascentOverride};`,
    `  descent-override: ${descentOverride};`,
    `  size-adjust: ${sizeAdjust};`,
    "}",
  ].join("\n")
}
const faces: string[] = []
for (const { family, regular, bold } of fallbacks) {
  faces.push(faceCss(family, regular, interRegular))
  if (bold)
    for (const { weights, scaledTo } of boldClasses) faces.push(faceCss(family, bold, await interAt(scaledTo), weights))
}
writeFileSync(
  FALLBACKS_PATH,
  `/* Written by scripts/build-font.ts from Inter's metrics at each weight: do not edit. */\n${faces.join("\n")}\n`,
)
console.log(
  `font: ${fallbacks.map(({ family }) => family).join(", ")} scaled to Inter, bold faces for weights ${boldClasses.map(({ weights }) => weights.join("–")).join(", ")}, in ${FALLBACKS_PATH}`,
)
