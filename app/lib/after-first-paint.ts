/** For a tab in the background, which draws no frame: what waits for the first paint runs after this anyway. */
const FALLBACK_MS = 3000

/**
 * Runs `run` once the page has loaded and its first frame is on screen, plus two frames, so the opening
 * picture is shown too: for work the first screen must not wait on.
 */
export function afterFirstPaint(run: () => void) {
  let hasRun = false
  const once = () => {
    if (hasRun) return
    hasRun = true
    run()
  }
  window.setTimeout(once, FALLBACK_MS)
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
    requestAnimationFrame(() => requestAnimationFrame(() => window.setTimeout(once, 0))),
  )
}
