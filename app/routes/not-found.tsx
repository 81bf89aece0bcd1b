import { invariant } from "@epic-web/invariant"
import { data, Link } from "react-router"
import { CaseStudyCard } from "#app/components/case-studies/case-study-card"
import { buttonClasses } from "#app/components/ui/button"
import { Icon } from "#app/components/ui/icon"
import { Container } from "#app/components/ui/layout"
import { getCatalog, withImages } from "#app/content/queries.server"
import type { Route } from "./+types/not-found"

/** Any path the site does not know: the 404 page, with a 404 status, and the ways on from it. */
export function loader() {
  const { pages, caseStudies } = getCatalog()
  const [newest] = caseStudies.toSorted((a, b) => b.completedOn.localeCompare(a.completedOn))
  // The home page's work is a case study, so the catalog always holds one.
  invariant(newest, "no case study for the not-found page to show")
  const { slug, cardTitle, tag, excerpt, cardImage } = newest
  return data(
    { page: pages.notFound, recentWork: withImages({ slug, cardTitle, tag, excerpt, cardImage }) },
    { status: 404 },
  )
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.page.seo.title },
  { name: "description", content: loaderData?.page.seo.description },
  { name: "robots", content: "noindex, follow" },
]

export default function NotFoundPage({ loaderData: { page, recentWork } }: Route.ComponentProps) {
  return (
    <section className="bg-pale">
      {/* Phones: one column. 768: the opening across, then the ways on beside the latest work. From 1024:
          the opening above the ways on, the latest work beside both. */}
      <Container className="grid gap-x-6 gap-y-12 pt-12 pb-20 md:grid-cols-2 md:pt-20 md:pb-24 lg:gap-10">
        <div className="md:col-span-2 lg:col-span-1">
          <p aria-hidden="true" className="text-figure font-black text-brand">
            404
          </p>
          <h1 className="mt-2 text-display font-extrabold text-balance">{page.title}</h1>
          <p className="mt-4 max-w-xl text-lead text-balance text-slate">{page.description}</p>
          <div className="mt-8 flex flex-col items-start gap-4 sm:flex-row sm:items-center sm:gap-8">
            <Link to={page.homeLink.href} className={buttonClasses("primary")}>
              {page.homeLink.label}
            </Link>
            <Link to={page.supportLink.href} className="font-semibold text-brand underline underline-offset-4">
              {page.supportLink.label}
            </Link>
          </div>
        </div>
        {/* Placed in its column before the latest work arrives, so a page shown as it loads never moves it. */}
        <nav aria-labelledby="not-found-sections" className="lg:col-start-1">
          <h2 id="not-found-sections" className="text-h3 font-bold">
            {page.sectionsHeading}
          </h2>
          <ul className="mt-5 border-t border-line">
            {page.sections.map((section) => (
              <li key={section.href} className="border-b border-line">
                <Link to={section.href} className="group flex items-center gap-4 py-4 hover:text-brand">
                  <span className="flex-1">
                    <span className="block font-semibold text-ink group-hover:text-brand">{section.label}</span>
                    <span className="block text-sm text-slate">{section.description}</span>
                  </span>
                  <Icon name="arrow-right" className="size-4 shrink-0 text-brand" />
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="not-found-work" className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <h2 id="not-found-work" className="text-h3 font-bold">
            {page.recentWorkHeading}
          </h2>
          <CaseStudyCard caseStudy={recentWork} linkLabel={page.recentWorkLink} className="mt-5" />
        </section>
      </Container>
    </section>
  )
}
