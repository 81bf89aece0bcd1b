import { data, href, isRouteErrorResponse } from "react-router"
import type { TeamCardMember } from "#app/components/team/team-card"
import { TeamMemberNotFound } from "#app/components/team/team-member-not-found"
import {
  TeamMemberAboutSection,
  TeamMemberExperienceSection,
  TeamMemberHeroSection,
  TeamMemberWorkSection,
} from "#app/components/team/team-member-sections"
import { getCatalog, getTeamMember, labelledSocialLinks, postCard, withImages } from "#app/content/queries.server"
import { pageSeo } from "#app/content/seo.server"
import { getTeamCards } from "#app/content/team-cards.server"
import { metaTags } from "#app/lib/seo"
import type { Route } from "./+types/team-member"

/** How many of their articles a person's page ends with. */
const MAX_ARTICLES = 2

export function loader({ params }: Route.LoaderArgs) {
  const member = getTeamMember(params.memberName)
  const { pages, services, articles, caseStudies } = getCatalog()
  const copy = pages.team
  if (!member) throw data({ notFound: copy.notFound, members: getTeamCards() }, { status: 404 })
  const socialLinks = labelledSocialLinks(member.socialLinks, (network) =>
    copy.member.socialLinkLabel.replace("{name}", member.name).replace("{network}", network),
  )
  // Articles arrive newest first.
  const written = articles.filter((article) => article.author === member.id)
  const ledProject = caseStudies.find((study) => study.slug === member.ledProject)
  return {
    member: { ...member, socialLinks, portrait: member.portrait && withImages(member.portrait) },
    leads: services
      .filter((service) => service.owner === member.id)
      .map((service) => ({ title: service.title, href: href("/services/:slug", { slug: service.slug }) })),
    ledStudy:
      ledProject &&
      withImages({
        slug: ledProject.slug,
        cardTitle: ledProject.cardTitle,
        tag: ledProject.tag,
        excerpt: ledProject.excerpt,
        cardImage: ledProject.cardImage,
      }),
    // Two at most beside the study: the work section is a closing, not an archive.
    writtenArticles: withImages(written.slice(0, MAX_ARTICLES).map(postCard)),
    readMore: pages.caseStudyLabels.readMore,
    copy: copy.member,
    backLink: { label: copy.member.backToTeam, href: "/team" },
    banner: pages.banner,
    seo: pageSeo({
      ...member.seo,
      path: href("/team/:memberName", { memberName: member.slug }),
      type: "profile",
      subject: { kind: "person", member },
      trail: [
        { name: copy.intro.eyebrow, path: "/team" },
        { name: member.name, path: href("/team/:memberName", { memberName: member.slug }) },
      ],
    }),
  }
}

export const meta: Route.MetaFunction = ({ loaderData, error }) => {
  if (loaderData) return metaTags(loaderData.seo)
  const notFound = isRouteErrorResponse(error) ? error.data?.notFound : undefined
  return [
    { title: notFound?.title },
    { name: "description", content: notFound?.description },
    { name: "robots", content: "noindex, follow" },
  ]
}

export default function TeamMemberPage({
  loaderData: { member, leads, ledStudy, writtenArticles, readMore, copy, backLink, banner },
}: Route.ComponentProps) {
  return (
    <>
      <TeamMemberHeroSection
        name={member.name}
        portrait={member.portrait}
        position={member.position}
        bio={member.bio}
        owns={member.owns}
        email={member.email}
        socialLinks={member.socialLinks}
        leads={leads}
        labels={copy}
        backLink={backLink}
      />
      <TeamMemberAboutSection heading={copy.aboutHeading} paragraphs={member.about} />
      <TeamMemberExperienceSection
        heading={copy.experienceHeading}
        highlightsHeading={copy.highlightsHeading}
        experience={member.experience}
        highlights={member.highlights}
      />
      <TeamMemberWorkSection
        heading={copy.workHeading.replace("{name}", member.name)}
        ledStudy={ledStudy}
        articles={writtenArticles}
        readMore={readMore}
        banner={banner}
      />
    </>
  )
}

type NotFoundData = {
  notFound: { title: string; description: string; link: { label: string; href: string }; suggestionsHeading: string }
  members: TeamCardMember[]
}

/** An unknown name: the page says so, with a real 404 status. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error) || error.status !== 404 || !error.data?.notFound) throw error
  const { notFound, members } = error.data as NotFoundData
  return <TeamMemberNotFound {...notFound} members={members} />
}
