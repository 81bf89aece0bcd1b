/**
 * A row that scrolls sideways opens at its current item (marked `data-initial-target`), so a phone shows
 * the category being read rather than the first few. CSS says this with `scroll-initial-target`; this does
 * the same in browsers without it, by moving the row only, never the page.
 */
export function scrollToInitialTargets() {
  if (CSS.supports("scroll-initial-target", "nearest")) return
  for (const item of document.querySelectorAll<HTMLElement>("[data-initial-target]")) {
    const row = item.closest("nav")
    if (!row || row.scrollWidth <= row.clientWidth) continue
    const itemBox = item.getBoundingClientRect()
    const rowBox = row.getBoundingClientRect()
    const overflow = itemBox.right - rowBox.right
    if (overflow > 0) row.scrollLeft += overflow
  }
}
