import { invariant } from "@epic-web/invariant"

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
    const [first, ...others] = slides
    if (!first || others.length === 0) continue
    const buttons = document.querySelectorAll<HTMLButtonElement>(`[aria-controls="${row.id}"][data-carousel-step]`)
    const position = document.querySelector(`[data-carousel-position="${row.id}"]`)
    let current = 0

    const offsetOf = (slide: HTMLElement) => slide.offsetLeft - first.offsetLeft
    const settle = () => {
      const scrolled = row.scrollLeft
      const distances = slides.map((slide) => Math.abs(offsetOf(slide) - scrolled))
      current = distances.indexOf(Math.min(...distances))
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
        const slide = slides[target]
        invariant(slide, "a carousel step found no slide to move to")
        const isReduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches
        showAll()
        if (position) position.textContent = pad(target + 1)
        current = target
        row.scrollTo({ left: offsetOf(slide), behavior: isReduced ? "instant" : "smooth" })
      })
    }
    // The row opens on its first slide; nothing needs measuring for that.
    for (const slide of others) slide.setAttribute("data-away", "")
  }
}
