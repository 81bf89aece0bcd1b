import { invariant } from "@epic-web/invariant"
import { Icon } from "#app/components/ui/icon"
import { Eyebrow, Section } from "#app/components/ui/layout"
import { cn } from "#app/lib/cn"
import { displayFigure, isDecrease } from "#app/lib/figures"

/** Blue and lime on opposite corners of the two-by-two grid, pale between them. */
const tileTones = [
  { tile: "bg-brand text-white shadow-lift", label: "text-white/85", value: "text-lime" },
  { tile: "bg-pale", label: "text-slate", value: "text-brand" },
  { tile: "bg-pale", label: "text-slate", value: "text-brand" },
  { tile: "bg-lime", label: "text-ink/75", value: "text-ink" },
]

type CaseStudyOverviewProps = {
  heading: string
  overview: { title: string; description: string }
  /**
   * The project's figures, each with the period it was measured over and what it is compared with; the
   * page shows them only here. None for a study without measured results.
   */
  figures: { value: string; label: string; measured: string }[]
}

/** What the project set out to do, beside its headline figures when it has them. */
export function CaseStudyOverviewSection({ heading, overview, figures }: CaseStudyOverviewProps) {
  const text = (
    <div className={cn(figures.length === 0 && "max-w-3xl")} data-reveal>
      <Eyebrow>{heading}</Eyebrow>
      <h2 id="overview-title" className="text-h2 font-bold text-balance">
        {overview.title}
      </h2>
      <p className="mt-5 text-lead text-pretty text-slate">{overview.description}</p>
    </div>
  )
  if (figures.length === 0) return <Section aria-labelledby="overview-title">{text}</Section>
  return (
    <Section aria-labelledby="overview-title" containerClassName="grid gap-12 lg:grid-cols-2 lg:items-center lg:gap-16">
      {text}
      <ul aria-label={heading} className="grid grid-cols-2 gap-4 sm:gap-5" data-reveal>
        {figures.map((figure, index) => {
          const tone = tileTones[index % tileTones.length]
          invariant(tone, `no tile tone for figure ${index + 1}`)
          return (
            <li key={figure.label} className={cn("flex flex-col rounded-card p-5 sm:p-7", tone.tile)}>
              <span className={cn("text-figure font-extrabold", tone.value)}>{displayFigure(figure.value)}</span>
              <span className="mt-2 font-semibold sm:text-lg">{figure.label}</span>
              <span className={cn("mt-1 flex items-center gap-1.5 text-sm", tone.label)}>
                <Icon name={isDecrease(figure.value) ? "trending-down" : "trending-up"} className="size-4 shrink-0" />
                {figure.measured}
              </span>
            </li>
          )
        })}
      </ul>
    </Section>
  )
}
