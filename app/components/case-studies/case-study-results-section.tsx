import { Avatar } from "#app/components/ui/avatar"
import { Icon } from "#app/components/ui/icon"
import { Eyebrow, Section } from "#app/components/ui/layout"
import type { ResolvedImage } from "#app/lib/image-manifest"

/** The client's own words about the project, from their testimonial. */
type ClientVoice = {
  id: string
  quote: string
  name: string
  title: string
  client: string
  /** A photograph they supplied, cut square; without one, their initials. */
  portrait?: ResolvedImage
}

type ResultsProps = {
  eyebrow: string
  results: { title: string; description: string }
  clientVoice?: ClientVoice
}

/**
 * How the story ended, on the dark panel; its figures are the ones at the top of the page. Where the
 * client gave us a testimonial (their first, by order), their words close it, beside their initials.
 */
export function CaseStudyResultsSection({ eyebrow, results, clientVoice }: ResultsProps) {
  return (
    <Section tone="ink" aria-labelledby="results-title" className="relative isolate overflow-hidden">
      <div aria-hidden="true" className="absolute -top-32 left-1/3 -z-10 size-96 rounded-full bg-brand/40 blur-glow" />
      <div className="grid gap-6 lg:grid-cols-12 lg:gap-x-16" data-reveal>
        <div className="lg:col-span-5">
          <Eyebrow className="text-lime">{eyebrow}</Eyebrow>
          <h2 id="results-title" className="text-h2 font-bold text-balance">
            {results.title}
          </h2>
        </div>
        <p className="text-lead text-pretty text-white/80 lg:col-span-7 lg:pt-9">{results.description}</p>
        {clientVoice ? (
          <figure
            data-testimonial={clientVoice.id}
            className="mt-6 border-t border-white/15 pt-10 lg:col-span-7 lg:col-start-6 lg:mt-4"
          >
            <Icon name="quote" className="size-8 text-lime" />
            <blockquote className="mt-4 text-h4 font-medium text-pretty text-white">
              <p>{clientVoice.quote}</p>
            </blockquote>
            <figcaption className="mt-6 flex items-center gap-4">
              <Avatar name={clientVoice.name} portrait={clientVoice.portrait} size="md" ring="white" />
              <span>
                <span className="block font-bold text-white">{clientVoice.name}</span>
                <span className="block text-sm text-white/70">
                  {clientVoice.title}, {clientVoice.client}
                </span>
              </span>
            </figcaption>
          </figure>
        ) : null}
      </div>
    </Section>
  )
}
