import { useEffect } from "react"
import { useLocation } from "react-router"

/**
 * Fades marked elements in as they scroll into view, once each. Elements already on screen when the
 * page first hydrates are left alone, so the first paint never flickers; without JavaScript nothing is hidden.
 */
export function useRevealOnScroll() {
  const { pathname } = useLocation()
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new page brings new elements to watch
  useEffect(() => {
    const root = document.documentElement
    const isFirstRun = !root.classList.contains("js-reveal")
    const pending = [...document.querySelectorAll<HTMLElement>("[data-reveal]:not([data-revealed])")]
    if (isFirstRun) {
      for (const element of pending) {
        const box = element.getBoundingClientRect()
        if (box.top < window.innerHeight && box.bottom > 0) element.dataset.revealed = "instant"
      }
      root.classList.add("js-reveal")
    }
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue
          ;(entry.target as HTMLElement).dataset.revealed = "animate"
          observer.unobserve(entry.target)
        }
      },
      { rootMargin: "0px 0px -8% 0px" },
    )
    for (const element of pending) if (!element.dataset.revealed) observer.observe(element)
    return () => observer.disconnect()
  }, [pathname])
}
