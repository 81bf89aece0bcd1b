import { expect, test } from "vitest"
import routes from "#app/routes"
import { routePatterns } from "../../app/content/paths.ts"
import { templatePaths } from "./served-site.ts"
import { sourceContent } from "./site-content.ts"

test("one page of each page type: the first page of every route, but the thanks page, the catch-all and the feeds", () => {
  const { catalog } = sourceContent()
  const paths = templatePaths()
  expect(paths).toContain("/")
  expect(paths).toContain(`/services/${catalog.services[0]!.slug}`)
  expect(paths).toContain(`/blog/${catalog.articles[0]!.slug}`)
  expect(paths).not.toContain("/thanks")
  expect(paths.filter((path) => path.startsWith("/team/"))).toEqual([`/team/${catalog.team[0]!.slug}`])
  expect(paths.some((path) => /\.\w+$/.test(path))).toBe(false)
  const pageRoutes = routePatterns(routes).filter(
    (pattern) => pattern !== "*" && pattern !== "thanks" && !/\.\w+$/.test(pattern),
  )
  expect(paths).toHaveLength(pageRoutes.length)
  expect(new Set(paths).size).toBe(paths.length)
}, 30_000)

test("a route added to the table is visited without a change to the list", () => {
  const [layout, ...resources] = routes
  const withCareers = [
    { ...layout!, children: [...layout!.children!, { path: "careers", file: "routes/careers.tsx" }] },
    ...resources,
  ]
  expect(templatePaths(withCareers)).toEqual([...templatePaths(), "/careers"])
}, 30_000)
