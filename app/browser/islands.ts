import { afterFirstPaint } from "#app/lib/after-first-paint"

/**
 * The attribute this behaviour looks for (an island, holding its module's address). Post-build leaves the
 * site's script off a page where no behaviour finds its attribute.
 */
export const MARKER = "data-island-src"

/** What shows that a visitor is reaching into an island: pointing at it, touching it, focusing or typing in it. */
const REACHING = ["pointerover", "pointerdown", "focusin", "keydown", "input"] as const
/** How near the screen an island's module is fetched: within a screen's height of it, ahead of the scrolling. */
const NEAR = "100% 0px"

const hasStored = (key: string | undefined) => {
  try {
    return Boolean(key && window.sessionStorage.getItem(key) !== null)
  } catch {
    return false
  }
}

/**
 * Starts each island of the page (an element marked `data-island-src`: the quote form) when the visitor
 * first reaches into it: React's runtime is the heaviest script the site has, and running it (about a
 * quarter of a second of a phone's main thread) is left until the visitor uses the form. Its module is
 * fetched before that, once the island comes within a screen of the view and the page has loaded and
 * painted, so the visitor's first touch waits for no network. Until it has hydrated, the island works
 * as its HTML does, with early-submit.ts showing a form's problems, and what was typed meanwhile is kept
 * (use-contact-draft.ts). An island with something of this visit to restore (`data-island-stored` names
 * its sessionStorage key: the form's draft) starts as soon as the page has loaded and painted, so what
 * the visitor typed is back at once.
 */
export function startIslands() {
  for (const island of document.querySelectorAll<HTMLElement>(`[${MARKER}]`)) {
    const source = island.getAttribute(MARKER)
    if (!source) continue
    let isStarted = false
    const start = (event?: Event) => {
      // A touch on Send is answered first, by early-submit.ts; React follows as its summary takes focus.
      if ((event?.target as Element | undefined)?.closest("[type=submit]")) return
      for (const type of REACHING) island.removeEventListener(type, start)
      if (isStarted) return
      isStarted = true
      void import(/* @vite-ignore */ source)
    }
    for (const type of REACHING) island.addEventListener(type, start, { passive: true })
    // A visitor who reached a field before this script ran (a fast tab, a slow phone) is already inside.
    if (island.contains(document.activeElement)) start()
    else if (hasStored(island.dataset.islandStored)) afterFirstPaint(start)
    // Fetched into the cache only: evaluating it is the work left for the visitor's first touch. The island
    // itself takes no box (display: contents); its first element does, and an island without one is never
    // near the screen: its module waits for the visitor's first touch.
    const box = island.firstElementChild
    if (!box) continue
    const near = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        near.disconnect()
        afterFirstPaint(() => fetch(source).then((response) => response.blob()))
      },
      { rootMargin: NEAR },
    )
    near.observe(box)
  }
}
