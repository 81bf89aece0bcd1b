import { useEffect, useRef, useState } from "react"
import { cn } from "#app/lib/cn"
import { displayFigure, type Figure, formatFigure, parseFigure } from "#app/lib/figures"

const DURATION_MS = 1400
/** Zero is put in place a little before the figure scrolls into view, so no one sees it jump back. */
const PREPARE_MARGIN = "0px 0px 35% 0px"
/** Counting starts once the figure is clearly on screen. */
const START_MARGIN = "0px 0px -12% 0px"

const easeOut = (progress: number) => 1 - (1 - progress) ** 3

/**
 * A result figure ("+150%", "350+") that counts up from zero the first time it scrolls into view.
 *
 * The HTML holds the final figure, and so does the page without JavaScript, under reduced motion, and
 * for a figure already on screen when the page first hydrates (it has been read; it does not restart).
 * While counting, the final figure stays in the accessibility tree and only an `aria-hidden` copy
 * moves, its width held at the final figure's so nothing beside it shifts.
 */
export function CountUp({ value: typed, className }: { value: string; className?: string }) {
  const value = displayFigure(typed)
  const outer = useRef<HTMLSpanElement>(null)
  const [figure, setFigure] = useState<Figure>()

  useEffect(() => {
    const parsed = parseFigure(value)
    const element = outer.current
    if (!parsed || !element || !window.matchMedia("(prefers-reduced-motion: no-preference)").matches) return
    // The root marks the document once its first hydration is done; later pages are client navigations.
    let isFirstLook = document.documentElement.dataset.hydrated !== "true"
    let frame = 0
    let start: IntersectionObserver | undefined

    const count = () => {
      const startedAt = performance.now()
      const tick = (now: number) => {
        const progress = Math.min(1, (now - startedAt) / DURATION_MS)
        const copy = element.querySelector<HTMLElement>("[data-count-copy]")
        if (copy) copy.textContent = formatFigure(parsed, easeOut(progress) * parsed.amount)
        if (progress < 1) frame = requestAnimationFrame(tick)
        else {
          element.style.minWidth = ""
          element.dataset.countUp = "counted"
          setFigure(undefined)
        }
      }
      frame = requestAnimationFrame(tick)
    }

    const prepare = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return
        const box = entry.boundingClientRect
        const isOnScreen = box.top < window.innerHeight && box.bottom > 0
        // Marked for the browser tests: they scroll only after this first look, and wait for "counted".
        element.dataset.countUp = isFirstLook && isOnScreen ? "seen" : "waiting"
        if (isFirstLook && isOnScreen) return prepare.disconnect()
        isFirstLook = false
        if (!entry.isIntersecting) return
        prepare.disconnect()
        // Read from the observer's report rather than measured, which would force a layout.
        element.style.minWidth = `${box.width}px`
        setFigure(parsed)
        start = new IntersectionObserver(
          ([visible]) => {
            if (!visible?.isIntersecting) return
            start?.disconnect()
            count()
          },
          { rootMargin: START_MARGIN },
        )
        start.observe(element)
      },
      { rootMargin: PREPARE_MARGIN },
    )
    prepare.observe(element)

    return () => {
      prepare.disconnect()
      start?.disconnect()
      cancelAnimationFrame(frame)
    }
  }, [value])

  return (
    <span ref={outer} className={cn("inline-block tabular-nums", className)}>
      {figure ? (
        <>
          <span className="sr-only">{value}</span>
          <span
            aria-hidden="true"
            data-count-copy
            // Filled before the first paint; React leaves the text to the counter.
            ref={(node) => {
              if (node && !node.textContent) node.textContent = formatFigure(figure, 0)
            }}
          />
        </>
      ) : (
        value
      )}
    </span>
  )
}
