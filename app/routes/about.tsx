import { AboutHeroSection, AboutTeamSection, MissionSection, ValuesSection } from "#app/components/about/about-sections"
import { OfficesSection } from "#app/components/about/offices-section"
import { ClosingBand } from "#app/components/sections/closing-band"
import { TestimonialsSection } from "#app/components/sections/testimonials-section"
import { getOfficesMap } from "#app/content/office-pins.server"
import { getCatalog, getTestimonials, withImages } from "#app/content/queries.server"
import { menuCrumb, pageSeo } from "#app/content/seo.server"
import { getTeamCards } from "#app/content/team-cards.server"
import { metaTags } from "#app/lib/seo"
import type { Route } from "./+types/about"

/** The wall holds the lead and four more beside the link to all case studies: three rows of three. */
const WORK_SHOWN = 5

/** Clients' sites, the one the page names first, then the catalog's order. */
function aboutWork() {
  const { pages, caseStudies } = getCatalog()
  const { work } = pages.about.hero
  const lead = caseStudies.filter((study) => study.slug === work.lead)
  const others = caseStudies.filter((study) => study.slug !== work.lead)
  const studies = [...lead, ...others]
    .slice(0, WORK_SHOWN)
    .map(({ slug, client, cardImage }) => ({ slug, client, cardImage }))
  return { label: work.label, allLabel: work.allLabel, studies: withImages(studies) }
}

export function loader() {
  const { pages, site } = getCatalog()
  const page = pages.about
  return {
    page: withImages(page),
    work: aboutWork(),
    // The opening shows every client's site and the testimonials name two clients, so the cards leave out
    // the project each person led (their profile and the team page show it): no client is named three times.
    members: getTeamCards().map(({ ledProject: _ledProject, ...member }) => member),
    ownsLabel: pages.team.member.ownsLabel,
    ledLabel: pages.team.member.ledProjectLabel,
    offices: site.offices,
    officesMap: getOfficesMap(site.offices, page.offices.mapAlt),
    testimonials: getTestimonials(page.testimonials.testimonials),
    seo: pageSeo({ ...page.seo, path: "/about-us", subject: { kind: "business" }, trail: [menuCrumb("/about-us")] }),
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo)

export default function AboutPage({
  loaderData: { page, work, members, ownsLabel, ledLabel, offices, officesMap, testimonials },
}: Route.ComponentProps) {
  return (
    <>
      <AboutHeroSection {...page.hero} work={work} />
      <MissionSection mission={page.mission} />
      <ValuesSection values={page.values} />
      <AboutTeamSection team={page.team} members={members} ownsLabel={ownsLabel} ledLabel={ledLabel} />
      <OfficesSection {...page.offices} offices={offices} map={officesMap} />
      <TestimonialsSection copy={page.testimonials} testimonials={testimonials} />
      <ClosingBand cta={page.cta} />
    </>
  )
}
