/**
 * The one script every page loads (docs/decisions/012-scripts-only-where-a-page-needs-them.md): what native
 * HTML cannot do, in a few kilobytes and no framework. Each behaviour looks for the markup it serves and
 * does nothing on a page without it. A page the browser prerenders (Speculation Rules) waits until it is
 * shown, so the visit and what is on screen are those the visitor sees.
 */
import { recordVisit, visitStart } from "#app/lib/visit"
import { carousels } from "./carousel"
import { copyLinkButtons } from "./copy-link"
import { countUpFigures } from "./count-up"
import { summarizeEarlySubmits } from "./early-submit"
import { fadeOutLinks } from "./fade-out-links"
import { scrollToInitialTargets } from "./initial-target"
import { startIslands } from "./islands"
import { revealOnScroll } from "./reveal"
import { markSectionInView } from "./section-in-view"

function start() {
  recordVisit(visitStart(window.location, document.referrer))
  revealOnScroll()
  countUpFigures()
  carousels()
  copyLinkButtons()
  markSectionInView()
  fadeOutLinks()
  scrollToInitialTargets()
  summarizeEarlySubmits()
  startIslands()
  // The browser tests wait for this before they interact with the page.
  document.documentElement.dataset.enhanced = "true"
}

if ((document as Document & { prerendering?: boolean }).prerendering) {
  document.addEventListener("prerenderingchange", start, { once: true })
} else {
  start()
}
