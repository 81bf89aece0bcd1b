import { useEffect } from "react"
import { useLocation, useNavigationType } from "react-router"

export const prefersReducedMotion = () => window.matchMedia("(prefers-reduced-motion: reduce)").matches

export function scrollToTop() {
  window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? "instant" : "smooth" })
}

/** After following a link, glide back to the top (or to the linked section); back and forward keep their place. */
export function useScrollToTopOnNavigation() {
  const { pathname, hash, key } = useLocation()
  const navigationType = useNavigationType()
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per navigation, identified by its key
  useEffect(() => {
    if (navigationType === "POP") return
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null
    if (target) target.scrollIntoView({ behavior: prefersReducedMotion() ? "instant" : "smooth" })
    else scrollToTop()
  }, [key])
  return pathname
}
