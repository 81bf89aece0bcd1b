import { Icon } from "#app/components/ui/icon"
import { Eyebrow, Section } from "#app/components/ui/layout"

type ResultsProps = {
  eyebrow: string
  results: { title: string; description: string; items: { metric: string; growth: string; label: string }[] }
}

/** The measured outcome: big figures on the dark panel. */
export function CaseStudyResultsSection({ eyebrow, results }: ResultsProps) {
  return (
    <Section tone="ink" aria-labelledby="results-title" className="relative isolate overflow-hidden">
      <div aria-hidden="true" className="absolute -top-32 left-1/3 -z-10 size-96 rounded-full bg-brand/40 blur-3xl" />
      <div className="max-w-3xl" data-reveal>
        <Eyebrow className="text-lime">{eyebrow}</Eyebrow>
        <h2 id="results-title" className="text-h2-sm font-bold text-balance md:text-h2">
          {results.title}
        </h2>
        <p className="mt-5 text-lead text-pretty text-white/75">{results.description}</p>
      </div>
      <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {results.items.map((item) => (
          <li key={item.label} data-reveal className="rounded-card border border-white/10 bg-white/5 p-6 sm:p-7">
            <p className="text-h1-sm font-extrabold text-lime md:text-h1">{item.metric}</p>
            <p className="mt-3 text-lg font-semibold">{item.label}</p>
            <p className="mt-1 flex items-center gap-1.5 text-sm text-white/70">
              <Icon name="trending-up" className="size-4" />
              {item.growth}
            </p>
          </li>
        ))}
      </ul>
    </Section>
  )
}
