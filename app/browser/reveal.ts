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
 * One observer does both: its first report on an element says whether it is on screen, from the boxes
 * the report carries (measuring would force a layout of the whole page), and its later reports say when
 * it scrolls in. The page is changed once at load, in the frame after the first report: the on-screen
 * elements marked and one class on the root, so the style of the rest is worked out in one pass
 * (docs/decisions/015-each-page-laid-out-once.md).
 */
/** An element fades in once it is this share of the screen's height above the bottom edge. */
const ENTRY_SHARE = 0.08

export function revealOnScroll() {
  const pending = document.querySelectorAll<HTMLElement>(`[${MARKER}]`)
  if (pending.length === 0) return
  const reported = new WeakSet<Element>()
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const element = entry.target as HTMLElement
        if (!reported.has(element)) {
          reported.add(element)
          // The screen's bottom edge, from the report: reading window.innerHeight forced a layout.
          const screenBottom = entry.rootBounds ? entry.rootBounds.bottom / (1 - ENTRY_SHARE) : Number.POSITIVE_INFINITY
          const box = entry.boundingClientRect
          if (box.top >= screenBottom || box.bottom <= 0) continue
          element.dataset.revealed = "instant"
        } else if (entry.isIntersecting) {
          element.dataset.revealed = "animate"
        } else {
          continue
        }
        observer.unobserve(element)
      }
      document.documentElement.classList.add("js-reveal")
    },
    { rootMargin: `0px 0px -${ENTRY_SHARE * 100}% 0px` },
  )
  for (const element of pending) observer.observe(element)
}
