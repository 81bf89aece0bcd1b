/**
 * The attribute this behaviour looks for (a row of slides). Post-build leaves the site's script off a page
 * where no behaviour finds its attribute.
 */
export const MARKER = "data-carousel"

/** How long a scroll has been still before it counts as settled, where the scrollend event is missing. */
const SETTLE_MS = 150

const pad = (value: number) => String(value).padStart(2, "0")

/**
 * Rows of slides marked `data-carousel` (the testimonials), which scroll snapping already moves one slide
 * at a time: the buttons that control a row (`aria-controls`, `data-carousel-step="1"` or `"-1"`) glide
 * to the next or previous slide and wrap around, and the position shown beside them follows the row.
 * Once the row has settled, the slides out of view are marked `data-away` (hidden, so assistive
 * technology reads the one shown and announces the next); any scroll shows them all again first, so
 * a finger dragging the row sees the next slide come in.
 */
export function carousels() {
  const hasScrollEnd = "onscrollend" in window
  for (const row of document.querySelectorAll<HTMLElement>(`[${MARKER}]`)) {
    const slides = [...row.children] as HTMLElement[]
    if (slides.length < 2) continue
    const buttons = document.querySelectorAll<HTMLButtonElement>(`[aria-controls="${row.id}"][data-carousel-step]`)
    const position = document.querySelector(`[data-carousel-position="${row.id}"]`)
    let current = 0

    const offsetOf = (index: number) => slides[index]!.offsetLeft - slides[0]!.offsetLeft
    const settle = () => {
      const scrolled = row.scrollLeft
      current = slides.reduce(
        (nearest, _slide, index) =>
          Math.abs(offsetOf(index) - scrolled) < Math.abs(offsetOf(nearest) - scrolled) ? index : nearest,
        0,
      )
      if (position) position.textContent = pad(current + 1)
      for (const [index, slide] of slides.entries()) slide.toggleAttribute("data-away", index !== current)
    }
    const showAll = () => {
      for (const slide of slides) slide.removeAttribute("data-away")
    }

    let timer = 0
    row.addEventListener("scroll", () => {
      showAll()
      if (hasScrollEnd) return
      window.clearTimeout(timer)
      timer = window.setTimeout(settle, SETTLE_MS)
    })
    row.addEventListener("scrollend", settle)

    for (const button of buttons) {
      button.addEventListener("click", () => {
        const target = (current + Number(button.dataset.carouselStep) + slides.length) % slides.length
        const isReduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches
        showAll()
        if (position) position.textContent = pad(target + 1)
        current = target
        row.scrollTo({ left: offsetOf(target), behavior: isReduced ? "instant" : "smooth" })
      })
    }
    // The row opens on its first slide; nothing needs measuring for that.
    for (const slide of slides.slice(1)) slide.setAttribute("data-away", "")
  }
}
