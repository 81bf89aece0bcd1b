import { AboutTeaserSection } from "#app/components/home/about-teaser-section"
import { BlogTeaserSection } from "#app/components/home/blog-teaser-section"
import { ClientsSection } from "#app/components/home/clients-section"
import { HomeHeroSection } from "#app/components/home/home-hero-section"
import { ProcessSection } from "#app/components/home/process-section"
import { ServicesAccordionSection } from "#app/components/home/services-accordion-section"
import { CaseStudyTeaserSection } from "#app/components/sections/case-study-teaser-section"
import { CtaSection } from "#app/components/sections/cta-section"
import { TestimonialsSection } from "#app/components/sections/testimonials-section"
import {
  getCaseStudyTeaser,
  getCatalog,
  getClientStories,
  getHomeWork,
  getTestimonials,
  postCard,
  serviceSummary,
  withImages,
} from "#app/content/queries.server"
import { pageSeo } from "#app/content/seo.server"
import { metaTags } from "#app/lib/seo"
import type { Route } from "./+types/home"

/** How many of the newest articles the blog teaser shows. */
const TEASER_POSTS = 3

export function loader() {
  const { pages, services, articles } = getCatalog()
  const page = pages.home
  return {
    page: withImages(page),
    work: getHomeWork(),
    clientStories: getClientStories(),
    services: services.map(serviceSummary),
    caseStudyTeaser: withImages(getCaseStudyTeaser()),
    testimonials: getTestimonials(page.testimonials.testimonials),
    posts: withImages(articles.slice(0, TEASER_POSTS).map(postCard)),
    seo: pageSeo({ ...page.seo, path: "/", subject: { kind: "home" } }),
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo)

export default function HomePage({
  loaderData: { page, work, clientStories, services, caseStudyTeaser, testimonials, posts },
}: Route.ComponentProps) {
  return (
    <>
      <HomeHeroSection hero={page.hero} work={work} />
      <ClientsSection copy={page.clients} stories={clientStories} />
      <ServicesAccordionSection heading={page.services} services={services} />
      <ProcessSection process={page.process} />
      <AboutTeaserSection about={page.about} />
      <CaseStudyTeaserSection teaser={caseStudyTeaser} />
      <TestimonialsSection copy={page.testimonials} testimonials={testimonials} />
      <BlogTeaserSection blog={page.blog} posts={posts} />
      <CtaSection cta={page.cta} />
    </>
  )
}
