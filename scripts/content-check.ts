/**
 * `npm run content:check`, the build's first step: validates all content (schemas, unique slugs,
 * references, links, images) and writes it to app/generated/content.json for the site. Exits
 * non-zero naming each problem.
 */
import { ContentError } from "../app/content/errors.ts"
import { GENERATED_CONTENT_FILE } from "../app/content/generated-content.ts"
import { writeSiteContent } from "./lib/site-content.ts"

try {
  const { catalog, paths } = writeSiteContent()
  console.log(
    `content: ok — ${catalog.services.length} services, ${catalog.caseStudies.length} case studies, ${catalog.articles.length} articles, ${catalog.team.length} team members, ${paths.length} pages → ${GENERATED_CONTENT_FILE}`,
  )
} catch (error) {
  if (!(error instanceof ContentError)) throw error
  console.error(error.message)
  process.exit(1)
}
