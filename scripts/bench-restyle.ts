/**
 * `npm run bench:restyle`: what the page's CSS costs Chromium once the page has loaded, whole and with each
 * kind of rule taken out (docs/decisions/026-the-figures-left-are-the-parser-a-picture-and-a-new-document.md). For one
 * page per template and the reference page of bench:pages, in a phone's viewport, it hides the body, shows
 * it again and times the style recalculation of every element and the layout of the page that follows,
 * 21 times, and reports the median of the two together: with all the CSS, and without `@property` rules,
 * the base layer, `:has()` rules, `@font-face` rules, media queries, the utilities layer, and without any
 * CSS. Together, because Chromium sometimes lays a page out while it styles it (for a closed `<details>`,
 * say), and the split would then say nothing.
 *
 * It answers whether the rules make styling slow, apart from the parser's passes during a load that
 * bench:layouts lists. Uses the existing build (`npm run build` first); `-- / /pricing` measures the pages
 * named. The table goes to stdout and reports/bench-restyle.md.
 */
import { mkdirSync, writeFileSync } from "node:fs"
import { resolve } from "node:path"
import { chromium } from "@playwright/test"
import { chromiumArgs, chromiumPath } from "./lib/chromium.ts"
import { REFERENCE_PATH, startServerWithReference } from "./lib/page-trace.ts"
import { templatePaths } from "./lib/served-site.ts"

const chosenPaths = process.argv.slice(2).filter((arg) => arg.startsWith("/"))
const buildDir = resolve(process.env.BUILD_DIR ?? "build")
const repeats = 21

/** Which rules each variant takes out of every style sheet of the page; `all` of the full CSS is none. */
const variants = {
  "all rules": "none",
  "no @property": "property",
  "no base layer": "base",
  "no :has()": "has",
  "no @font-face": "font-face",
  "no media queries": "media",
  "no utilities layer": "utilities",
  "no CSS": "everything",
} as const
type Removal = (typeof variants)[keyof typeof variants]

type Cost = { elements: number; ms: number }

/**
 * Runs in the page. Written without named inner functions: the script runner names functions with a
 * helper that does not exist in the page.
 */
function removeRulesAndTime([removal, repeats]: [Removal, number]): Cost {
  const groups: (CSSStyleSheet | CSSGroupingRule)[] = [...document.styleSheets]
  for (let group = groups.pop(); group !== undefined; group = groups.pop()) {
    // Last to first, so deleting a rule leaves the indexes of those still to come as they were.
    for (const [index, rule] of Array.from(group.cssRules, (cssRule, index) => [index, cssRule] as const).reverse()) {
      const removed =
        removal === "everything" ||
        (removal === "property" && rule instanceof CSSPropertyRule) ||
        (removal === "font-face" && rule instanceof CSSFontFaceRule) ||
        (removal === "media" && rule instanceof CSSMediaRule) ||
        (removal === "has" && rule instanceof CSSStyleRule && rule.selectorText.includes(":has(")) ||
        (removal === "base" && rule instanceof CSSLayerBlockRule && rule.name === "base") ||
        (removal === "utilities" && rule instanceof CSSLayerBlockRule && rule.name === "utilities")
      if (removed) group.deleteRule(index)
      else if (rule instanceof CSSGroupingRule) groups.push(rule)
    }
  }
  const times: number[] = []
  for (let round = 0; round < repeats; round++) {
    document.body.style.display = "none"
    void document.body.offsetHeight
    const shown = performance.now()
    document.body.style.display = ""
    void document.body.offsetHeight
    times.push(performance.now() - shown)
  }
  return {
    elements: document.getElementsByTagName("*").length,
    ms: times.sort((a, b) => a - b)[Math.floor(repeats / 2)] ?? Number.NaN,
  }
}

async function main() {
  const server = await startServerWithReference(buildDir, "bench:restyle")
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
  const paths = [REFERENCE_PATH, ...(chosenPaths.length > 0 ? chosenPaths : templatePaths())]
  const lines = [
    `bench:restyle, ${new Date().toISOString()}: the whole page styled and laid out again after load, 412 × 823 px, no CPU slowdown; median of ${repeats}, style and layout together in ms.`,
    "",
    `| Page | Elements | ${Object.keys(variants).join(" | ")} |`,
    `|---|---|${Object.keys(variants)
      .map(() => "---")
      .join("|")}|`,
  ]
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } })
    for (const path of paths) {
      const cells: string[] = []
      let elements = 0
      for (const removal of Object.values(variants)) {
        await page.goto(`${server.origin}${path}`, { waitUntil: "load" })
        const cost = await page.evaluate(removeRulesAndTime, [removal, repeats] as [Removal, number])
        elements = cost.elements
        cells.push(cost.ms.toFixed(1))
      }
      const line = `| ${path} | ${elements} | ${cells.join(" | ")} |`
      console.error(line)
      lines.push(line)
    }
  } finally {
    await browser.close()
    server.stop()
  }
  const report = lines.join("\n")
  console.log(report)
  mkdirSync("reports", { recursive: true })
  writeFileSync("reports/bench-restyle.md", `${report}\n`)
}

await main()
