import { href } from "react-router"
import { getCatalog } from "#app/content/queries.server"

/** What a team card needs of each member, in display order: who they are and the project they led, if any. */
export function getTeamCards() {
  const { team, caseStudies } = getCatalog()
  return team.map(({ slug, name, position, owns, ledProject }) => {
    const study = caseStudies.find((candidate) => candidate.slug === ledProject)
    return {
      slug,
      name,
      position,
      owns,
      href: href("/team/:memberName", { memberName: slug }),
      ledProject: study && { client: study.client, href: href("/case-study/:slug", { slug: study.slug }) },
    }
  })
}
