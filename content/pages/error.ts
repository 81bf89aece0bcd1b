/** Shown only when something unexpected breaks a page; kept tiny because it ships with every page. */
export const errorPage = {
  title: "Something went wrong on our side",
  description: "Please try again in a moment. If it keeps happening, call or email us and we will sort it out.",
  homeLink: "Back to the homepage",
}
