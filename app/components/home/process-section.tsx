import { Section, SectionHeading } from "#app/components/ui/layout"
import type { HomePage } from "#app/content/pages"

/** How a project runs, in three numbered steps on a dark band. */
export function ProcessSection({ process }: { process: HomePage["process"] }) {
  return (
    <Section tone="ink" aria-labelledby="home-process-title" className="relative isolate overflow-hidden">
      <div aria-hidden="true" className="absolute -top-64 -right-48 -z-10 size-160 glow-radial text-brand/45" />
      <SectionHeading
        id="home-process-title"
        eyebrow={process.eyebrow}
        title={process.title}
        description={process.description}
        tone="light"
      />
      {/* Side by side only where each step has room for a comfortable line; on tablets each step is a row,
          its number beside its words. */}
      <ol className="mt-12 grid gap-5 md:mt-16 lg:grid-cols-3 lg:gap-8">
        {process.steps.map((step, index) => (
          <li
            key={step.id}
            className="relative flex flex-col rounded-card bg-white/5 p-7 ring-1 ring-white/10 sm:p-8 md:max-lg:grid md:max-lg:grid-cols-[4.5rem_1fr] md:max-lg:gap-x-10"
            data-reveal
          >
            <span aria-hidden="true" className="text-figure font-extrabold text-lime md:max-lg:row-span-2">
              {String(index + 1).padStart(2, "0")}
            </span>
            <h3 className="mt-8 text-h3 font-bold text-balance md:max-lg:mt-0">{step.title}</h3>
            <p className="mt-3 text-pretty text-white/75">{step.description}</p>
          </li>
        ))}
      </ol>
    </Section>
  )
}
