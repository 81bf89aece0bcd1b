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
import subsetFont from "subset-font"

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
  for (const [, code] of text.matchAll(/\\u([0-9a-fA-F]{4})/g))
    characters.add(String.fromCharCode(Number.parseInt(code!, 16)))
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
  for (const [, name] of text.matchAll(/\bfont-(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)\b/g))
    used.add(weights[name!]!)
const range = { min: Math.min(...used), max: Math.max(...used) }

const subset = await subsetFont(source, [...characters].join(""), {
  targetFormat: "woff2",
  variationAxes: { wght: range },
  noLayoutClosure: true,
})
mkdirSync("app/generated", { recursive: true })
writeFileSync(SUBSET_FONT_PATH, subset)
console.log(
  `font: ${characters.size} characters, weights ${range.min}–${range.max}, ${source.length} → ${subset.length} bytes in ${SUBSET_FONT_PATH}`,
)

// Each fallback's names as systems know it: Arial's metric twin on Linux, Roboto's forms on Android.
const fallbacks: { family: string; metrics: FontMetrics; localNames: string[] }[] = [
  { family: "Inter Fallback", metrics: arial, localNames: ["Arial", "ArialMT", "Liberation Sans", "LiberationSans"] },
  { family: "Inter Fallback Roboto", metrics: roboto, localNames: ["Roboto", "Roboto Regular", "Roboto-Regular"] },
]
const inter = await fromFile(sourcePath)
const faces = fallbacks.map(({ family, metrics, localNames }) => {
  const [face] = createFontStack([inter, metrics], { fontFaceFormat: "styleObject" }).fontFaces
  const { ascentOverride, descentOverride, lineGapOverride = "0%", sizeAdjust } = face!["@font-face"]
  return [
    "@font-face {",
    `  font-family: "${family}";`,
    `  src: ${localNames.map((name) => `local("${name}")`).join(", ")};`,
    `  ascent-override: ${ascentOverride};`,
    `  descent-override: ${descentOverride};`,
    `  line-gap-override: ${lineGapOverride};`,
    `  size-adjust: ${sizeAdjust};`,
    "}",
  ].join("\n")
})
writeFileSync(
  FALLBACKS_PATH,
  `/* Written by scripts/build-font.ts from ${inter.fullName}'s metrics: do not edit. */\n${faces.join("\n")}\n`,
)
console.log(
  `font: ${fallbacks.map(({ family }) => family).join(", ")} scaled to ${inter.fullName} in ${FALLBACKS_PATH}`,
)
