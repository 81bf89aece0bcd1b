/**
 * The attribute this behaviour looks for (the current item of a row). Post-build leaves the site's script
 * off a page where no behaviour finds its attribute.
 */
export const MARKER = "data-initial-target"

/**
 * A row that scrolls sideways opens with its current item (marked `data-initial-target`) in its middle,
 * so a phone shows the category being read rather than the first few. CSS says this with
 * `scroll-initial-target`; this does the same in browsers without it, moving the row only, never the page.
 */
export function scrollToInitialTargets() {
  if (CSS.supports("scroll-initial-target", "nearest")) return
  for (const item of document.querySelectorAll<HTMLElement>(`[${MARKER}]`)) {
    const row = item.closest("nav")
    if (!row || row.scrollWidth <= row.clientWidth) continue
    const itemBox = item.getBoundingClientRect()
    const rowBox = row.getBoundingClientRect()
    // In the middle of the row, as the CSS property places an item aligned to the centre; the browser
    // stops at either end.
    row.scrollLeft += itemBox.left + itemBox.width / 2 - (rowBox.left + rowBox.width / 2)
  }
}
