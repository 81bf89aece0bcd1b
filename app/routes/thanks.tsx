import { Link } from "react-router"
import { buttonClasses } from "#app/components/ui/button"
import { Icon } from "#app/components/ui/icon"
import { Container, Eyebrow } from "#app/components/ui/layout"
import { getCatalog } from "#app/content/queries.server"
import { pageSeo } from "#app/content/seo.server"
import { metaTags } from "#app/lib/seo"
import type { Route } from "./+types/thanks"

/** Where a quote request sent without JavaScript lands (303 from POST /api/contact). Not indexed. */
export function loader() {
  const page = getCatalog().forms.thanks
  return { page, seo: pageSeo({ ...page.seo, path: "/thanks", isIndexable: false }) }
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo)

export default function ThanksPage({ loaderData: { page } }: Route.ComponentProps) {
  return <ThanksSection page={page} />
}

function ThanksSection({ page }: { page: Route.ComponentProps["loaderData"]["page"] }) {
  return (
    <section className="relative overflow-hidden bg-pale hero-glow">
      <Container className="relative py-16 md:py-24">
        <div className="mx-auto max-w-2xl rounded-panel bg-white px-5 py-8 text-center shadow-card sm:p-12" data-reveal>
          <span
            aria-hidden="true"
            className="mx-auto flex size-18 items-center justify-center rounded-full bg-lime text-ink"
          >
            <Icon name="circle-check" className="size-9" />
          </span>
          <Eyebrow className="mt-8">{page.tag}</Eyebrow>
          <h1 className="text-display font-extrabold text-balance">{page.title}</h1>
          <p className="mt-5 text-lead text-pretty text-slate">{page.description}</p>
          <ol className="mt-10 space-y-4 text-left">
            {page.nextSteps.map((step, index) => (
              <li key={step} className="flex items-start gap-4 rounded-card bg-pale p-4">
                <span
                  aria-hidden="true"
                  className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand text-sm font-bold text-white"
                >
                  {index + 1}
                </span>
                <span className="pt-1 text-ink">{step}</span>
              </li>
            ))}
          </ol>
          <div className="mt-10 flex flex-col items-center justify-center gap-4 sm:flex-row">
            <Link to={page.homeLink.href} className={buttonClasses("primary")}>
              {page.homeLink.label}
            </Link>
            <Link to={page.secondaryLink.href} className={buttonClasses("outline")}>
              {page.secondaryLink.label}
            </Link>
          </div>
        </div>
      </Container>
    </section>
  )
}
