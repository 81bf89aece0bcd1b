import { href } from "react-router"
import { CaseStudyHeroSection } from "#app/components/case-studies/case-study-hero-section"
import { CaseStudyOverviewSection } from "#app/components/case-studies/case-study-overview-section"
import { CaseStudyResultsSection } from "#app/components/case-studies/case-study-results-section"
import { CaseStudyStorySection } from "#app/components/case-studies/case-study-story-section"
import { NextStudySection } from "#app/components/case-studies/next-study-section"
import { getCaseStudy, getCatalog, shownFigures, withImages } from "#app/content/queries.server"
import { menuCrumb, pageSeo } from "#app/content/seo.server"
import { metaTags } from "#app/lib/seo"
import type { Route } from "./+types/case-study"

export function loader({ params }: Route.LoaderArgs) {
  const { caseStudy, related } = getCaseStudy(params.slug)
  const { pages, navigation, testimonials } = getCatalog()
  // The teaser's portrait picture belongs to the home and service pages, not this one.
  const { teaserImage: _teaserImage, ...study } = caseStudy
  // The client's first testimonial (testimonials arrive in order); a client that may be a real business has none.
  const testimonial = testimonials.find((candidate) => candidate.caseStudy === caseStudy.slug)
  return {
    caseStudy: withImages(study),
    figures: shownFigures(caseStudy.overview.resultsData).figures,
    clientVoice: testimonial
      ? withImages({
          id: testimonial.id,
          quote: testimonial.quote,
          name: testimonial.name,
          title: testimonial.title,
          client: caseStudy.client,
          portrait: testimonial.portrait,
        })
      : undefined,
    related: withImages(
      related.map(({ slug, cardTitle, tag, excerpt, cardImage }) => ({ slug, cardTitle, tag, excerpt, cardImage })),
    ),
    labels: pages.caseStudyLabels,
    backLink: { label: pages.caseStudies.intro.eyebrow },
    newTabLabel: navigation.footer.newTab,
    banner: pages.banner,
    seo: pageSeo({
      ...caseStudy.seo,
      path: href("/case-study/:slug", { slug: caseStudy.slug }),
      type: "article",
      trail: [
        menuCrumb("/case-studies"),
        { name: caseStudy.client, path: href("/case-study/:slug", { slug: caseStudy.slug }) },
      ],
    }),
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo)

export default function CaseStudyPage({
  loaderData: { caseStudy, figures, clientVoice, related, labels, backLink, newTabLabel, banner },
}: Route.ComponentProps) {
  return (
    <>
      <CaseStudyHeroSection caseStudy={caseStudy} labels={labels} backLink={backLink} newTabLabel={newTabLabel} />
      <div data-case-study-body>
        <CaseStudyOverviewSection
          heading={figures.length > 0 ? labels.resultsHeading : labels.briefHeading}
          overview={caseStudy.overview}
          figures={figures}
        />
        {/* A client that may be a real business has no "before" told about it (app/content/honest-attribution.ts). */}
        {caseStudy.challenges ? (
          <CaseStudyStorySection
            id="challenge-title"
            eyebrow={labels.challengeHeading}
            block={caseStudy.challenges}
            variant="challenge"
          />
        ) : null}
        <CaseStudyStorySection
          id="solution-title"
          eyebrow={labels.solutionHeading}
          block={caseStudy.solutions}
          variant="solution"
        />
        <CaseStudyResultsSection
          eyebrow={labels.resultsListHeading}
          results={caseStudy.results}
          clientVoice={clientVoice}
        />
      </div>
      <NextStudySection studies={related} labels={labels} banner={banner} />
    </>
  )
}
