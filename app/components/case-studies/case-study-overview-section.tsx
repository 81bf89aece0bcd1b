import { Eyebrow, Section } from "#app/components/ui/layout"
import type { Stat } from "#app/content/shared"
import { cn } from "#app/lib/cn"

/** Blue and lime on opposite corners of the two-by-two grid, pale between them. */
const tileTones = [
  { tile: "bg-brand text-white shadow-lift", label: "text-white/85", value: "text-lime" },
  { tile: "bg-pale", label: "text-slate", value: "text-brand" },
  { tile: "bg-pale", label: "text-slate", value: "text-brand" },
  { tile: "bg-lime", label: "text-ink/75", value: "text-ink" },
]

type CaseStudyOverviewProps = {
  heading: string
  overview: { title: string; description: string; resultsData: Stat[] }
}

/** What the project set out to do, beside its four headline figures. */
export function CaseStudyOverviewSection({ heading, overview }: CaseStudyOverviewProps) {
  return (
    <Section aria-labelledby="overview-title" containerClassName="grid gap-12 lg:grid-cols-2 lg:items-center lg:gap-16">
      <div data-reveal>
        <Eyebrow>{heading}</Eyebrow>
        <h2 id="overview-title" className="text-h2-sm font-bold text-balance md:text-h2">
          {overview.title}
        </h2>
        <p className="mt-5 text-lead text-pretty text-slate">{overview.description}</p>
      </div>
      <ul aria-label={heading} className="grid grid-cols-2 gap-4 sm:gap-5" data-reveal>
        {overview.resultsData.map((stat, index) => {
          const tone = tileTones[index % tileTones.length]!
          return (
            <li
              key={stat.label}
              className={cn("flex flex-col-reverse justify-end gap-2 rounded-card p-5 sm:p-7", tone.tile)}
            >
              <span className={cn("text-sm font-medium sm:text-base", tone.label)}>{stat.label}</span>
              <span className={cn("text-h2-sm font-extrabold tracking-tight sm:text-h1", tone.value)}>
                {stat.value}
              </span>
            </li>
          )
        })}
      </ul>
    </Section>
  )
}
