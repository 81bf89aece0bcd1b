/** Validates all content: schemas, unique slugs, references, links and images. Exits non-zero naming each problem. */

import { loadContent } from "../app/content/content.server.ts"
import { ContentError } from "../app/content/errors.ts"

try {
  const { catalog, paths } = loadContent()
  console.log(
    `content: ok — ${catalog.services.length} services, ${catalog.caseStudies.length} case studies, ${catalog.articles.length} articles, ${catalog.team.length} team members, ${paths.length} pages`,
  )
} catch (error) {
  if (!(error instanceof ContentError)) throw error
  console.error(error.message)
  process.exit(1)
}
