import { data, Link } from "react-router"
import { buttonClasses } from "#app/components/ui/button"
import { Container } from "#app/components/ui/layout"
import { getCatalog } from "#app/content/queries.server"
import type { Route } from "./+types/not-found"

/** Any path the site does not know: the 404 page, with a 404 status. */
export function loader() {
  return data({ page: getCatalog().pages.notFound }, { status: 404 })
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.page.seo.title },
  { name: "description", content: loaderData?.page.seo.description },
  { name: "robots", content: "noindex, follow" },
]

export default function NotFoundPage({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <section className="bg-pale">
      <Container className="min-h-[60vh] pt-16 pb-24 md:pt-24">
        <p
          aria-hidden="true"
          className="text-[7rem] leading-none font-black tracking-tighter text-brand md:text-[10rem]"
        >
          404
        </p>
        <h1 className="mt-2 text-h1-sm font-extrabold text-balance md:text-h1">{page.title}</h1>
        <p className="mt-4 max-w-xl text-lead text-balance text-slate">{page.description}</p>
        <div className="mt-10 flex flex-col items-start gap-4 sm:flex-row sm:items-center sm:gap-8">
          <Link to={page.homeLink.href} className={buttonClasses("primary")}>
            {page.homeLink.label}
          </Link>
          <Link to={page.supportLink.href} className="font-semibold text-brand underline underline-offset-4">
            {page.supportLink.label}
          </Link>
        </div>
      </Container>
    </section>
  )
}
