/**
 * The attribute this behaviour looks for (a link). Post-build leaves the site's script off a page where no
 * behaviour finds its attribute.
 */
export const MARKER = "data-fade-out"

/** How long the page takes to fade out before the next one opens (docs/requirements/SPEC.md §2, Team member). */
const LEAVE_DELAY_MS = 300
/** Tailwind classes: written out whole here, so the stylesheet keeps them for the pages that load this module. */
const FADE_CLASSES = ["transition-opacity", "duration-300", "ease-out"]
const HIDDEN_CLASS = "opacity-0"

const isPlainLeftClick = (event: MouseEvent, link: HTMLAnchorElement) =>
  event.button === 0 &&
  !event.defaultPrevented &&
  !event.metaKey &&
  !event.ctrlKey &&
  !event.shiftKey &&
  !event.altKey &&
  link.target !== "_blank"

/**
 * Links marked `data-fade-out` (the team cards): a plain click glides to the top, fades the page out and
 * opens the link 300 ms later; with reduced motion it opens at once. Modifier and middle clicks are left
 * to the browser, and without JavaScript the card is an ordinary link.
 */
export function fadeOutLinks() {
  const main = document.getElementById("main")
  let isLeaving = false
  document.addEventListener("click", (event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(`a[${MARKER}]`) : null
    if (!link || !main || !isPlainLeftClick(event, link)) return
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return
    event.preventDefault()
    if (isLeaving) return
    isLeaving = true
    main.classList.add(...FADE_CLASSES, HIDDEN_CLASS)
    window.scrollTo({ top: 0, behavior: "smooth" })
    window.setTimeout(() => window.location.assign(link.href), LEAVE_DELAY_MS)
  })
  // Back to this page from the back-forward cache: it shows again as it was before the click.
  window.addEventListener("pageshow", (event) => {
    if (!event.persisted || !main) return
    main.classList.remove(HIDDEN_CLASS)
    isLeaving = false
  })
}
