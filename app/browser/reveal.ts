/**
 * The attribute this behaviour looks for (an element to fade in). Post-build leaves the site's script off a
 * page where no behaviour finds its attribute.
 */
export const MARKER = "data-reveal"

/**
 * Fades marked elements (`data-reveal`) in as they scroll into view, once each. Elements already on
 * screen when the page opens are left alone, so the first paint never flickers; without JavaScript
 * nothing is hidden (app.css hides them only under the `js-reveal` class set here).
 *
 * Which elements are on screen is asked of an IntersectionObserver rather than measured: measuring
 * would force a layout of the whole page.
 */
export function revealOnScroll() {
  const pending = [...document.querySelectorAll<HTMLElement>(`[${MARKER}]`)]
  if (pending.length === 0) return
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
  // Its first report says which elements are on screen; those stay as they are, and only then are the
  // others hidden until they scroll in.
  const firstLook = new IntersectionObserver((entries) => {
    firstLook.disconnect()
    for (const entry of entries) if (entry.isIntersecting) (entry.target as HTMLElement).dataset.revealed = "instant"
    document.documentElement.classList.add("js-reveal")
    for (const element of pending) if (!element.dataset.revealed) animateOnEntry.observe(element)
  })
  for (const element of pending) firstLook.observe(element)
}
