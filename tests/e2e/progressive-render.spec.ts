import type { Page } from "@playwright/test"
import { budgets } from "../../scripts/audit/budgets.ts"
import { templatePaths } from "../../scripts/lib/served-site.ts"
import { expect, test } from "./fixtures"

/**
 * A browser paints a page before it has read all of it: when the HTML arrives over a slow network, or
 * when a slow phone's parser pauses. Whatever is on screen then must already be where it ends up, or
 * the page jumps as the rest arrives: a layout shift, which Lighthouse counts. The risk is a layout
 * whose earlier items depend on later ones: a reordered column, an item centred against a taller one.
 *
 * Each page is rendered whole, then cut before every block and every flex or grid item on the first
 * screen: the document as the parser holds it at that moment, the rest not yet read. Going from each
 * cut to the next is scored the way the browser scores a shift (share of the screen that moved × how
 * far it moved), and the sum, as if the page had been painted at every cut, must stay within the CLS
 * budget.
 */
test.use({ javaScriptEnabled: false })

type Box = { index: number; top: number; left: number; width: number; height: number; label: string }

/** Every box of the body in document order (SVG internals have no box of their own), and the cuts. */
function measure(page: Page) {
  return page.evaluate(() => {
    const elements = [...document.body.querySelectorAll("*")]
    const screenHeight = window.innerHeight
    const boxes = elements.flatMap((element, index) => {
      if (element instanceof SVGElement && !(element instanceof SVGSVGElement)) return []
      const { top, left, width, height } = element.getBoundingClientRect()
      const classes = element.getAttribute("class")?.slice(0, 60) ?? ""
      const label = `<${element.tagName.toLowerCase()}${classes ? ` class="${classes}…"` : ""}>`
      return [{ index, top, left, width, height, label }]
    })
    const cuts = elements.flatMap((element, index) => {
      const parent = element.parentElement
      if (!parent || !element.previousElementSibling) return []
      // Before every block or item: a growing one moves what came before it when its container centres
      // its content or aligns it to the end.
      const isBox = !getComputedStyle(element).display.startsWith("inline")
      return isBox && parent.getBoundingClientRect().top < screenHeight ? [index] : []
    })
    return { boxes, cuts, screen: { width: window.innerWidth, height: screenHeight } }
  })
}

/**
 * The boxes the document would have if the parser had stopped before each cut, from the last cut to the
 * first: the element at the cut and everything after it in document order are removed in place (the
 * target, then whatever follows it inside each of its ancestors, which stay open as the parser would hold
 * them), and the rest is measured. Each cut's document is a prefix of the next one's, so removing from the
 * end reaches every cut in one pass, on the same layout engine and the same loaded fonts and pictures.
 */
function boxesAtEachCut(page: Page, cuts: number[]) {
  return page.evaluate((cutIndexes) => {
    const body = document.body
    const byCut: Record<number, [number, number, number, number, number][]> = {}
    for (const cutIndex of [...cutIndexes].sort((a, b) => b - a)) {
      const target = body.querySelectorAll("*")[cutIndex]!
      for (let node: Element | null = target; node && node !== body; node = node.parentElement)
        while (node.nextSibling) node.nextSibling.remove()
      target.remove()
      byCut[cutIndex] = [...body.querySelectorAll("*")].flatMap((element, index) => {
        if (element instanceof SVGElement && !(element instanceof SVGSVGElement)) return []
        const { top, left, width, height } = element.getBoundingClientRect()
        return [[index, top, left, width, height] as [number, number, number, number, number]]
      })
    }
    return byCut
  }, cuts)
}

/**
 * The layout-shift score of going from `before` to `after`: the share of the screen covered by the moved
 * boxes, before and after, times the longest move as a share of the screen's larger side.
 */
function shiftScore(before: Box[], after: Map<number, Box>, screen: { width: number; height: number }) {
  const cell = 4
  const columns = Math.ceil(screen.width / cell)
  const covered = new Uint8Array(columns * Math.ceil(screen.height / cell))
  const cover = (box: Box) => {
    const top = Math.max(0, Math.floor(box.top / cell))
    const bottom = Math.min(screen.height, box.top + box.height) / cell
    const left = Math.max(0, Math.floor(box.left / cell))
    const right = Math.min(screen.width, box.left + box.width) / cell
    for (let row = top; row < bottom; row++)
      for (let column = left; column < right; column++) covered[row * columns + column] = 1
  }
  const isVisible = (box: Box) => box.width * box.height > 0 && box.top < screen.height && box.top + box.height > 0
  let distance = 0
  const moved: string[] = []
  for (const box of before) {
    const final = after.get(box.index)
    if (!final) continue
    if (final.label !== box.label) throw new Error(`the cut document reads differently: ${box.label} is ${final.label}`)
    // Only what was seen can be seen to move; a box that appears, from nothing, is new content.
    if (!isVisible(box)) continue
    const move = Math.max(Math.abs(final.top - box.top), Math.abs(final.left - box.left))
    if (move < 1) continue
    cover(box)
    cover(final)
    distance = Math.max(distance, move)
    moved.push(`${box.label} ${Math.round(move)} px`)
  }
  const impact = covered.reduce((sum, value) => sum + value, 0) / covered.length
  return { score: impact * (distance / Math.max(screen.width, screen.height)), moved }
}

for (const width of [390, 768, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    for (const path of [...templatePaths(), "/does-not-exist", "/team/no-such-member"]) {
      test(`${path}: a page painted before it is fully read does not move as the rest arrives`, async ({ page }) => {
        test.slow()
        // A visit's first page is drawn in the local fallback face only, so every render, the cuts' too,
        // sets the same text.
        await page.goto(path, { waitUntil: "load" })
        const whole = await measure(page)
        const finalBoxes = new Map(whole.boxes.map((box) => [box.index, box]))
        const boxesByCut = await boxesAtEachCut(page, whole.cuts)

        // As if the browser painted at every cut in turn, then the whole page: each move is scored once,
        // between the two paints it happens in.
        let total = 0
        const shifts: string[] = []
        let painted: Box[] | undefined
        const paint = (boxes: Box[], label: string) => {
          if (painted) {
            const { score, moved } = shiftScore(painted, new Map(boxes.map((box) => [box.index, box])), whole.screen)
            total += score
            if (score > 0) shifts.push(`${score.toFixed(4)} ${label}: ${moved.slice(0, 3).join(", ")}`)
          }
          painted = boxes
        }
        for (const cut of whole.cuts) {
          const boxes = boxesByCut[cut]!.map(([index, top, left, width, height]) => ({
            index,
            top,
            left,
            width,
            height,
            label: finalBoxes.get(index)!.label,
          }))
          paint(boxes, `on reaching ${finalBoxes.get(cut)?.label}`)
        }
        paint(whole.boxes, "on reaching the end")
        expect(whole.cuts.length).toBeGreaterThan(0)
        expect(total, shifts.sort().reverse().slice(0, 8).join("\n")).toBeLessThanOrEqual(budgets.cls)
      })
    }
  })
}
