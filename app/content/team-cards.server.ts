import { href } from "react-router"
import { getCatalog, withImages } from "#app/content/queries.server"

/** What a team card needs of each member, in display order, with portraits resolved. */
export function getTeamCards() {
  return withImages(
    getCatalog().team.map(({ slug, name, position, owns, image }) => ({
      slug,
      name,
      position,
      owns,
      image,
      href: href("/team/:memberName", { memberName: slug }),
    })),
  )
}
