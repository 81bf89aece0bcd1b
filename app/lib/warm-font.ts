import interFont from "#app/generated/inter-latin-subset.woff2?url"
import { afterFirstPaint } from "./after-first-paint"

/**
 * Fetches Inter into the cache once this page has painted, at low priority, so the visit's next page is
 * drawn in it from its first frame (app/root.tsx). A page already drawn in Inter has asked for it itself.
 * Fetched after the first paint rather than by a `<link rel="prefetch">` in the head: a file that arrives
 * before the largest paint counts towards it in Lighthouse's model.
 */
export function warmFont() {
  if (document.documentElement.dataset.font === "inter") return
  afterFirstPaint(() => {
    fetch(interFont, { priority: "low" })
      .then((response) => response.blob())
      .catch(() => {
        // Offline or refused: the next page is drawn in the fallback, as this one was.
      })
  })
}
