/**
 * Before any test: the checked content the site and the lead service read (app/generated/content.json),
 * written again when a content file is newer, so unit tests can run before the first build.
 */
import { existsSync, readdirSync, statSync } from "node:fs"
import { join } from "node:path"
import { GENERATED_CONTENT_FILE } from "../app/content/generated-content.ts"
import { writeSiteContent } from "../scripts/lib/site-content.ts"

function newestChange(dir: string): number {
  return Math.max(
    0,
    ...readdirSync(dir, { withFileTypes: true }).map((entry) =>
      entry.isDirectory() ? newestChange(join(dir, entry.name)) : statSync(join(dir, entry.name)).mtimeMs,
    ),
  )
}

export default function writeContentIfStale() {
  const isStale =
    !existsSync(GENERATED_CONTENT_FILE) || statSync(GENERATED_CONTENT_FILE).mtimeMs < newestChange("content")
  if (isStale) writeSiteContent()
}
