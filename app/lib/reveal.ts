import { useEffect } from "react"
import { useLocation } from "react-router"

/**
 * Fades marked elements in as they scroll into view, once each. Elements already on screen when the
 * page first hydrates are left alone, so the first paint never flickers; without JavaScript nothing is hidden.
 *
 * Which elements are on screen is asked of an IntersectionObserver rather than measured: measuring
 * would force the browser to lay out the sections it is skipping until they near the screen.
 */
export function useRevealOnScroll() {
  const { pathname } = useLocation()
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new page brings new elements to watch
  useEffect(() => {
    const root = document.documentElement
    const pending = [...document.querySelectorAll<HTMLElement>("[data-reveal]:not([data-revealed])")]
    const animateOnEntry = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue
          ;(entry.target as HTMLElement).dataset.revealed = "animate"
          animateOnEntry.unobserve(entry.target)
        }
      },
      { rootMargin: "0px 0px -8% 0px" },
    )
    const watch = () => {
      for (const element of pending) if (!element.dataset.revealed) animateOnEntry.observe(element)
    }
    if (root.classList.contains("js-reveal")) {
      watch()
      return () => animateOnEntry.disconnect()
    }
    // First page: its first report says which elements are on screen; those stay as they are,
    // and only then are the others hidden until they scroll in.
    const firstLook = new IntersectionObserver((entries) => {
      firstLook.disconnect()
      for (const entry of entries) if (entry.isIntersecting) (entry.target as HTMLElement).dataset.revealed = "instant"
      root.classList.add("js-reveal")
      watch()
    })
    for (const element of pending) firstLook.observe(element)
    return () => {
      firstLook.disconnect()
      animateOnEntry.disconnect()
    }
  }, [pathname])
}
