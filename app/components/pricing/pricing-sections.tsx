import { ButtonLink } from "#app/components/ui/button"
import { Icon } from "#app/components/ui/icon"
import { Section, SectionHeading } from "#app/components/ui/layout"
import type { PricingPage } from "#app/content/pages"
import type { PricingPlan } from "#app/content/pricing"
import { cn } from "#app/lib/cn"
import { formatDollars } from "#app/lib/numbers"

function PlanCard({ plan, popularBadge }: { plan: PricingPlan; popularBadge: string }) {
  const headingId = `plan-${plan.id}`
  const isPopular = plan.isPopular
  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        "relative flex flex-col rounded-panel p-7 md:p-9",
        // Tablets: one plan per row, its features in a second column beside the price; the empty fourth
        // row takes what a long list adds, so the button keeps its height under the price. Every item
        // names its column, so the first ones are where they belong before the list has arrived.
        "md:max-lg:grid md:max-lg:grid-cols-2 md:max-lg:grid-rows-[auto_auto_auto_1fr_auto] md:max-lg:gap-x-12",
        // Wide screens: the three plans share their rows, so prices, lists and buttons line up across.
        "lg:grid lg:row-span-5 lg:grid-rows-subgrid lg:gap-y-0",
        isPopular
          ? "bg-ink text-white shadow-lift ring-2 ring-lime lg:-mt-6 lg:pt-15"
          : "bg-white shadow-card ring-1 ring-line",
      )}
      data-reveal
    >
      <div className="flex items-center justify-between gap-4 md:max-lg:col-start-1">
        <h2 id={headingId} className="text-h3 font-bold">
          {plan.title}
        </h2>
        {isPopular ? (
          <p className="inline-flex items-center gap-1.5 rounded-full bg-lime px-3.5 py-1 text-sm font-bold text-ink">
            <Icon name="sparkles" className="size-4" />
            {popularBadge}
          </p>
        ) : null}
      </div>
      <p className={cn("mt-3 text-pretty md:max-lg:col-start-1", isPopular ? "text-white/75" : "text-slate")}>
        {plan.description}
      </p>
      <p className="mt-6 md:max-lg:col-start-1">
        <span className="block text-figure font-extrabold tracking-tight">{formatDollars(plan.price)}</span>
        <span className={cn("mt-1 block text-sm", isPopular ? "text-white/70" : "text-slate")}>{plan.priceNote}</span>
      </p>
      <ul
        className={cn(
          "mt-6 flex-1 space-y-3 border-t pt-6",
          "md:max-lg:col-start-2 md:max-lg:row-span-5 md:max-lg:row-start-1 md:max-lg:mt-0 md:max-lg:border-t-0 md:max-lg:border-l md:max-lg:pt-0 md:max-lg:pl-12",
          isPopular ? "border-white/15" : "border-line",
        )}
      >
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-3">
            <span
              className={cn(
                "mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full",
                isPopular ? "bg-lime text-ink" : "bg-brand-soft text-brand",
              )}
            >
              <Icon name="check" className="size-3.5" strokeWidth={3} />
            </span>
            <span className={isPopular ? "text-white/90" : "text-ink/85"}>{feature}</span>
          </li>
        ))}
      </ul>
      <ButtonLink
        to={plan.cta.href}
        variant={isPopular ? "lime" : "primary"}
        className="mt-8 w-full md:max-lg:col-start-1 md:max-lg:row-start-5 md:max-lg:self-end"
        aria-label={`${plan.cta.label}: ${plan.title}`}
      >
        {plan.cta.label}
        <Icon name="arrow-right" className="size-4" />
      </ButtonLink>
    </article>
  )
}

/** The three packages side by side, Growth raised and marked Popular: the page's opening shows them whole. */
export function PlanCards({ plans, popularBadge }: { plans: PricingPlan[]; popularBadge: string }) {
  return (
    <div className="grid items-stretch gap-6 lg:grid-cols-3 lg:grid-rows-[auto_auto_auto_1fr_auto] lg:gap-6 lg:pt-6 xl:gap-8">
      {plans.map((plan) => (
        <PlanCard key={plan.id} plan={plan} popularBadge={popularBadge} />
      ))}
    </div>
  )
}

/** For projects no package fits: what we build to order, and how to ask. */
export function CustomPlanSection({ customPlan }: { customPlan: PricingPage["customPlan"] }) {
  return (
    <Section aria-labelledby="custom-plan-heading">
      <aside
        aria-labelledby="custom-plan-heading"
        className="relative isolate overflow-hidden rounded-panel bg-brand p-8 text-white shadow-lift md:p-12"
        data-reveal
      >
        <div
          aria-hidden="true"
          className="absolute -top-24 -right-24 -z-10 size-80 rounded-full bg-lime/25 blur-glow"
        />
        <div className="grid gap-10 lg:grid-cols-2 lg:items-center lg:gap-16">
          <div>
            <h2 id="custom-plan-heading" className="text-h2 font-bold text-balance">
              {customPlan.title}
            </h2>
            <p className="mt-4 text-lead text-pretty text-white/85">{customPlan.description}</p>
            <ButtonLink to={customPlan.cta.href} variant="lime" className="mt-8">
              {customPlan.cta.label}
              <Icon name="arrow-right" className="size-4" />
            </ButtonLink>
          </div>
          <ul className="grid gap-x-8 gap-y-4 sm:grid-cols-2">
            {customPlan.points.map((point) => (
              <li key={point} className="flex gap-3 border-t border-white/20 pt-4">
                <Icon name="check" className="mt-0.5 size-5 shrink-0 text-lime" strokeWidth={2.5} />
                <span className="font-medium">{point}</span>
              </li>
            ))}
          </ul>
        </div>
      </aside>
    </Section>
  )
}

/** What every plan includes, whichever one a visitor picks. */
export function WhyChooseUsSection({ whyChooseUs }: { whyChooseUs: PricingPage["whyChooseUs"] }) {
  return (
    <Section tone="pale" aria-labelledby="why-heading">
      <SectionHeading
        id="why-heading"
        eyebrow={whyChooseUs.eyebrow}
        title={whyChooseUs.title}
        description={whyChooseUs.description}
      />
      <ul className="mt-12 grid gap-x-8 gap-y-10 sm:grid-cols-2 lg:grid-cols-4">
        {whyChooseUs.items.map((item) => (
          <li key={item.id} className="border-t-2 border-ink pt-6" data-reveal>
            <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-brand text-white">
              <Icon name={item.icon} strokeWidth={1.75} className="size-6" />
            </span>
            <h3 className="mt-5 text-h4 font-bold text-balance">{item.title}</h3>
            <p className="mt-2 leading-relaxed text-pretty text-slate">{item.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  )
}
