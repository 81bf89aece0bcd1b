import { FaqSection } from "#app/components/pricing/faq-section"
import { CustomPlanSection, PlanCards, WhyChooseUsSection } from "#app/components/pricing/pricing-sections"
import { PageOpening } from "#app/components/sections/page-opening"
import { getCatalog } from "#app/content/queries.server"
import { menuCrumb, pageSeo } from "#app/content/seo.server"
import { metaTags } from "#app/lib/seo"
import type { Route } from "./+types/pricing"

export function loader() {
  const { pages, pricingPlans, faqs } = getCatalog()
  return {
    page: pages.pricing,
    plans: pricingPlans,
    faqs,
    seo: pageSeo({
      ...pages.pricing.seo,
      path: "/pricing",
      subject: { kind: "faqs" },
      trail: [menuCrumb("/pricing")],
    }),
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo)

/** The plans are the opening: price, what each includes and the way to start, before anything else. */
export default function PricingPage({ loaderData: { page, plans, faqs } }: Route.ComponentProps) {
  return (
    <>
      <PageOpening
        id="pricing-title"
        eyebrow={page.intro.eyebrow}
        title={page.intro.title}
        description={page.intro.description}
        layout="centred"
      >
        <PlanCards plans={plans} popularBadge={page.popularBadge} />
      </PageOpening>
      <CustomPlanSection customPlan={page.customPlan} />
      <WhyChooseUsSection whyChooseUs={page.whyChooseUs} />
      <FaqSection heading={page.faq} faqs={faqs} ask={page.cta} />
    </>
  )
}
