import { href } from "react-router"
import { getCatalog, withImages } from "#app/content/queries.server"

/**
 * What a team card needs of each member, in display order: who they are, their portrait if the agency
 * has one, and the project they led, if any.
 */
export function getTeamCards() {
  const { team, caseStudies } = getCatalog()
  return team.map(({ slug, name, position, owns, ledProject, portrait }) => {
    const study = caseStudies.find((candidate) => candidate.slug === ledProject)
    return {
      slug,
      name,
      position,
      owns,
      portrait: portrait && withImages(portrait),
      href: href("/team/:memberName", { memberName: slug }),
      ledProject: study && { client: study.client, href: href("/case-study/:slug", { slug: study.slug }) },
    }
  })
}
