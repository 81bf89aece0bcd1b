import { href } from "react-router"
import { CaseStudyTeaserSection } from "#app/components/sections/case-study-teaser-section"
import { ContactSection } from "#app/components/services/contact-section"
import { ServiceCardsSection } from "#app/components/services/service-cards-section"
import { ServiceHeroSection } from "#app/components/services/service-hero-section"
import { caseStudyNamed, referenced } from "#app/content/checked-references"
import { getContactFormData } from "#app/content/forms.server"
import { getCatalog, getQuotedWork, getService, getServiceProof, withImages } from "#app/content/queries.server"
import { menuCrumb, pageSeo } from "#app/content/seo.server"
import { metaTags } from "#app/lib/seo"
import type { Route } from "./+types/service"

export function loader({ params }: Route.LoaderArgs) {
  const service = getService(params.slug)
  const { pages, team, caseStudies } = getCatalog()
  const owner = referenced(
    team,
    (member) => member.id === service.owner,
    `team member "${service.owner}", the owner of the service "${service.slug}"`,
  )
  const proof = getServiceProof(service.proof)
  return {
    service,
    work: getQuotedWork(service.proof),
    workImage: withImages(caseStudyNamed(caseStudies, service.proof.caseStudy).cardImage),
    owner: {
      name: owner.name,
      portrait: owner.portrait && withImages(owner.portrait),
      position: owner.position,
      href: href("/team/:memberName", { memberName: owner.slug }),
    },
    labels: pages.services.servicePage,
    caseStudyTeaser: withImages(proof.teaser),
    quote: proof.testimonial && {
      id: proof.testimonial.id,
      quote: proof.testimonial.quote,
      name: proof.testimonial.name,
      title: proof.testimonial.title,
      portrait: proof.testimonial.portrait,
    },
    form: getContactFormData(service.id),
    seo: pageSeo({
      ...service.seo,
      path: href("/services/:slug", { slug: service.slug }),
      subject: { kind: "service", service },
      trail: [menuCrumb("/services"), { name: service.title, path: href("/services/:slug", { slug: service.slug }) }],
    }),
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo)

export default function ServicePage({
  loaderData: { service, work, workImage, owner, labels, caseStudyTeaser, quote, form },
}: Route.ComponentProps) {
  return (
    <>
      <ServiceHeroSection hero={service.hero} proof={work} work={workImage} owner={owner} labels={labels} />
      <ServiceCardsSection heading={service.cardsSection} cards={service.cards} />
      <CaseStudyTeaserSection teaser={caseStudyTeaser} quote={quote} />
      <ContactSection
        heading={service.formSection}
        icon={service.icon}
        highlights={service.formSection.highlights}
        form={form}
      />
    </>
  )
}
