import { Eyebrow, Section } from "#app/components/ui/layout"

type ResultsProps = {
  eyebrow: string
  results: { title: string; description: string }
}

/** How the story ended, on the dark panel; its figures are the ones at the top of the page. */
export function CaseStudyResultsSection({ eyebrow, results }: ResultsProps) {
  return (
    <Section tone="ink" aria-labelledby="results-title" className="relative isolate overflow-hidden">
      <div aria-hidden="true" className="absolute -top-32 left-1/3 -z-10 size-96 rounded-full bg-brand/40 blur-3xl" />
      <div className="grid gap-6 lg:grid-cols-12 lg:gap-16" data-reveal>
        <div className="lg:col-span-5">
          <Eyebrow className="text-lime">{eyebrow}</Eyebrow>
          <h2 id="results-title" className="text-h2-sm font-bold text-balance md:text-h2">
            {results.title}
          </h2>
        </div>
        <p className="text-lead text-pretty text-white/80 lg:col-span-7 lg:pt-9">{results.description}</p>
      </div>
    </Section>
  )
}
