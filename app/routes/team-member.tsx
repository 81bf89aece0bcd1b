import { data, isRouteErrorResponse, Link } from "react-router"
import { PageIntro } from "#app/components/sections/page-intro"
import { getCatalog, getTeamMember, teamHref, withImages } from "#app/content/queries.server"
import { metaTags } from "#app/lib/seo"
import { pageSeo } from "#app/lib/seo.server"
import type { Route } from "./+types/team-member"

export function loader({ params }: Route.LoaderArgs) {
  const member = getTeamMember(params.memberName)
  const copy = getCatalog().pages.team
  if (!member) throw data({ notFound: copy.notFound }, { status: 404 })
  return {
    member: withImages(member),
    copy: copy.member,
    seo: pageSeo({ ...member.seo, path: teamHref(member.slug), type: "profile", image: member.image }),
  }
}

export const meta: Route.MetaFunction = ({ loaderData, error }) =>
  loaderData
    ? metaTags(loaderData.seo)
    : [
        { title: isRouteErrorResponse(error) ? error.data?.notFound?.title : undefined },
        { name: "robots", content: "noindex, follow" },
      ]

export default function TeamMemberPage({ loaderData: { member } }: Route.ComponentProps) {
  return <PageIntro eyebrow={member.position} title={member.name} description={member.bio} />
}

/** An unknown name: the page says so, with a real 404 status. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error) || error.status !== 404 || !error.data?.notFound) throw error
  const { title, description, link } = error.data.notFound as {
    title: string
    description: string
    link: { label: string; href: string }
  }
  return (
    <PageIntro title={title} description={description}>
      <Link to={link.href} className="mt-8 inline-flex font-semibold text-brand underline underline-offset-4">
        {link.label}
      </Link>
    </PageIntro>
  )
}
