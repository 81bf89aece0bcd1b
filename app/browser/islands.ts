/** For a tab in the background, which draws no frame: the islands start after this long anyway. */
const FALLBACK_MS = 3000

/**
 * Starts the page's islands (elements marked `data-island-src`: the quote form) once the page has loaded,
 * its first frame is on screen and two more frames have been drawn, so the opening picture is shown
 * too: their module never competes with the HTML, the font and that picture, and everything that works
 * without JavaScript (the form's native post) works until then.
 */
export function startIslands() {
  const sources = new Set(
    [...document.querySelectorAll<HTMLElement>("[data-island-src]")].map((island) => island.dataset.islandSrc ?? ""),
  )
  sources.delete("")
  if (sources.size === 0) return
  let isStarted = false
  const start = () => {
    if (isStarted) return
    isStarted = true
    for (const source of sources) void import(/* @vite-ignore */ source)
  }
  window.setTimeout(start, FALLBACK_MS)
  // Both the load event and the first presented frame: a frame can be drawn well before it is on screen.
  const loaded =
    document.readyState === "complete"
      ? null
      : new Promise((done) => window.addEventListener("load", done, { once: true }))
  const shown = PerformanceObserver.supportedEntryTypes.includes("paint")
    ? new Promise<void>((done) =>
        new PerformanceObserver((_list, observer) => {
          observer.disconnect()
          done()
        }).observe({ type: "paint", buffered: true }),
      )
    : null
  void Promise.all([loaded, shown]).then(() =>
    requestAnimationFrame(() => requestAnimationFrame(() => window.setTimeout(start, 0))),
  )
}
