/**
 * The two not-found pages, rendered once at build into files of their own: 404.html for any unknown
 * address (static hosts serve it too) and team/404.html, "Team member not found"
 * (docs/requirements/SPEC.md §8), for an unknown team member. `example` is an address each one answers.
 */
export const NOT_FOUND_PAGE = { example: "/does-not-exist", file: "/404.html" } as const
export const TEAM_MEMBER_NOT_FOUND_PAGE = {
  example: "/team/no-such-member",
  file: "/team/404.html",
  /** The folder of team members' pages: one unknown name under it is a member who is not there. */
  under: "/team/",
} as const
export const notFoundPages = [NOT_FOUND_PAGE, TEAM_MEMBER_NOT_FOUND_PAGE] as const

/** The not-found page that answers an unknown path: one segment under /team/ asks for a team member. */
export function notFoundPageFor(path: string) {
  const { under } = TEAM_MEMBER_NOT_FOUND_PAGE
  const isTeamMember = path.startsWith(under) && path.length > under.length && !path.slice(under.length).includes("/")
  return isTeamMember ? TEAM_MEMBER_NOT_FOUND_PAGE : NOT_FOUND_PAGE
}
