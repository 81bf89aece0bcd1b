import { index, layout, type RouteConfig, route } from "@react-router/dev/routes"

/** The site's URL contract: every URL pattern, once. */
export default [
  layout("routes/site-layout.tsx", [
    index("routes/home.tsx"),
    route("about-us", "routes/about.tsx"),
    route("services", "routes/services.tsx"),
    route("services/:slug", "routes/service.tsx"),
    route("pricing", "routes/pricing.tsx"),
    route("case-studies", "routes/case-studies.tsx"),
    route("case-study/:slug", "routes/case-study.tsx"),
    route("blogs", "routes/blog-index.tsx", { id: "blog-index" }),
    route("blog-category/:category", "routes/blog-index.tsx", { id: "blog-category" }),
    route("blog/:slug", "routes/blog-post.tsx"),
    route("contact-us", "routes/contact.tsx"),
    route("team", "routes/team.tsx"),
    route("team/:memberName", "routes/team-member.tsx"),
    route("privacy", "routes/privacy.tsx"),
    route("accessibility", "routes/accessibility.tsx"),
    route("thanks", "routes/thanks.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
  route("sitemap.xml", "routes/resources/sitemap.ts"),
  route("robots.txt", "routes/resources/robots.ts"),
  route("blog/feed.xml", "routes/resources/blog-feed.ts"),
] satisfies RouteConfig
