/**
 * The two not-found pages, rendered once at build into files of their own: 404.html for any unknown
 * address (static hosts serve it too) and team/404.html, "Team member not found", for an unknown team
 * member. `example` is an address each one answers; our server answers from these files.
 */
export const notFoundPages = [
  { example: "/does-not-exist", file: "/404.html" },
  { example: "/team/no-such-member", file: "/team/404.html" },
] as const
