import { invariant } from "@epic-web/invariant"

/**
 * The entry a reference in the content names. The catalog refuses content whose references name no entry
 * (`relation` and `checkResult` in ./catalog.ts), so finding none here is a bug in that check, never an
 * editor's mistake; `what` names the entry and where the reference to it is written.
 */
export function referenced<T>(entries: readonly T[], isNamed: (entry: T) => boolean, what: string): T {
  const entry = entries.find(isNamed)
  invariant(entry, `no ${what}: the content check should have refused the reference to it`)
  return entry
}

/** The case study a slug in the content names. */
export const caseStudyNamed = <T extends { slug: string }>(caseStudies: readonly T[], slug: string) =>
  referenced(caseStudies, (study) => study.slug === slug, `case study "${slug}"`)

/** The team member who wrote an article. */
export const authorOf = <T extends { id: string }>(team: readonly T[], article: { slug: string; author: string }) =>
  referenced(
    team,
    (member) => member.id === article.author,
    `team member "${article.author}", the author of "${article.slug}"`,
  )
