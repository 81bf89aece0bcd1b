import { Section, SectionHeading } from "#app/components/ui/layout"
import type { HomePage } from "#app/content/pages"

/** How a project runs, in three numbered steps on a dark band. */
export function ProcessSection({ process }: { process: HomePage["process"] }) {
  return (
    <Section tone="ink" aria-labelledby="home-process-title" className="relative isolate overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute -top-64 -right-48 -z-10 size-160 bg-radial from-brand/45 to-transparent to-70%"
      />
      <SectionHeading
        id="home-process-title"
        eyebrow={process.eyebrow}
        title={process.title}
        description={process.description}
        tone="light"
      />
      <ol className="mt-12 grid gap-5 md:mt-16 md:grid-cols-3 lg:gap-8">
        {process.steps.map((step, index) => (
          <li
            key={step.id}
            className="relative flex flex-col rounded-card bg-white/5 p-7 ring-1 ring-white/10 sm:p-8"
            data-reveal
          >
            <span aria-hidden="true" className="text-h1 font-extrabold text-lime">
              {String(index + 1).padStart(2, "0")}
            </span>
            <h3 className="mt-8 text-h3 font-bold">{step.title}</h3>
            <p className="mt-3 text-white/75">{step.description}</p>
          </li>
        ))}
      </ol>
    </Section>
  )
}
