import { getSitePaths } from "./content.server"

/** Prerendered at build time: every page of the site. */
export function prerenderPaths() {
  return getSitePaths()
}
