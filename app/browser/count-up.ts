import { formatFigure, parseFigure } from "#app/lib/figures"

/**
 * The attribute this behaviour looks for (a figure, holding its state once the script runs). Post-build
 * leaves the site's script off a page where no behaviour finds its attribute.
 */
export const MARKER = "data-count-up"

const DURATION_MS = 1400
/** Zero is put in place a little before the figure scrolls into view, so no one sees it jump back. */
const PREPARE_SHARE = 0.35
const PREPARE_MARGIN = `0px 0px ${PREPARE_SHARE * 100}% 0px`
/** Counting starts once the figure is clearly on screen. */
const START_MARGIN = "0px 0px -12% 0px"

const easeOut = (progress: number) => 1 - (1 - progress) ** 3

/**
 * Counts each figure marked by the CountUp component up from zero the first time it scrolls into view.
 * A figure already on screen when the page opens has been read and stays as it is. While counting, the
 * final figure stays in the accessibility tree and only an `aria-hidden` copy moves, its width held at
 * the final figure's so nothing beside it shifts. The state is in `data-count-up` ("seen", "waiting",
 * "counted"), which the browser tests follow.
 */
export function countUpFigures() {
  if (!window.matchMedia("(prefers-reduced-motion: no-preference)").matches) return
  for (const element of document.querySelectorAll<HTMLElement>(`[${MARKER}]`)) {
    const value = element.textContent ?? ""
    const figure = parseFigure(value)
    if (!figure) continue
    let isFirstLook = true

    const count = (copy: HTMLElement) => {
      const startedAt = performance.now()
      const tick = (now: number) => {
        const progress = Math.min(1, (now - startedAt) / DURATION_MS)
        copy.textContent = formatFigure(figure, easeOut(progress) * figure.amount)
        if (progress < 1) return requestAnimationFrame(tick)
        element.replaceChildren(value)
        element.style.minWidth = ""
        element.setAttribute(MARKER, "counted")
      }
      requestAnimationFrame(tick)
    }

    const prepare = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return
        const box = entry.boundingClientRect
        // The screen's bottom edge, from the report: reading window.innerHeight forced a layout.
        const screenBottom = entry.rootBounds ? entry.rootBounds.bottom / (1 + PREPARE_SHARE) : Number.POSITIVE_INFINITY
        const isOnScreen = box.top < screenBottom && box.bottom > 0
        element.setAttribute(MARKER, isFirstLook && isOnScreen ? "seen" : "waiting")
        if (isFirstLook && isOnScreen) return prepare.disconnect()
        isFirstLook = false
        if (!entry.isIntersecting) return
        prepare.disconnect()
        // Read from the observer's report rather than measured, which would force a layout.
        element.style.minWidth = `${box.width}px`
        const spoken = document.createElement("span")
        spoken.className = "sr-only"
        spoken.textContent = value
        const copy = document.createElement("span")
        copy.setAttribute("aria-hidden", "true")
        copy.textContent = formatFigure(figure, 0)
        element.replaceChildren(spoken, copy)
        const start = new IntersectionObserver(
          ([visible]) => {
            if (!visible?.isIntersecting) return
            start.disconnect()
            count(copy)
          },
          { rootMargin: START_MARGIN },
        )
        start.observe(element)
      },
      { rootMargin: PREPARE_MARGIN },
    )
    prepare.observe(element)
  }
}
