import { FaqSection } from "#app/components/pricing/faq-section"
import { PricingPlansSection, WhyChooseUsSection } from "#app/components/pricing/pricing-sections"
import { PageIntro } from "#app/components/sections/page-intro"
import { getCatalog } from "#app/content/queries.server"
import { metaTags } from "#app/lib/seo"
import { pageSeo } from "#app/lib/seo.server"
import type { Route } from "./+types/pricing"

export function loader() {
  const { pages, pricingPlans, faqs } = getCatalog()
  return { page: pages.pricing, plans: pricingPlans, faqs, seo: pageSeo({ ...pages.pricing.seo, path: "/pricing" }) }
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo)

export default function PricingPage({ loaderData: { page, plans, faqs } }: Route.ComponentProps) {
  return (
    <>
      <PageIntro eyebrow={page.intro.eyebrow} title={page.intro.title} description={page.intro.description} />
      <PricingPlansSection plans={plans} popularBadge={page.popularBadge} customPlan={page.customPlan} />
      <WhyChooseUsSection whyChooseUs={page.whyChooseUs} />
      <FaqSection heading={page.faq} faqs={faqs} />
    </>
  )
}
