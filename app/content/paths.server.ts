import { loadContent } from "./load-content"

/** Prerendered at build time: every page of the site. */
export function prerenderPaths() {
  return loadContent().paths
}
