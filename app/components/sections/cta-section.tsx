import { useId } from "react"
import { CtaButtons } from "#app/components/sections/cta-buttons"
import { Container, Eyebrow } from "#app/components/ui/layout"
import type { Cta } from "#app/content/site"

/**
 * The home page's closing call to action, on a deep-blue panel: the one page that ends on a panel. Other
 * pages end in a way of their own (app/components/sections/closing-band.tsx); each passes its own copy, a
 * heading no other page uses (tests/integration/proof-and-calls-to-action.test.ts).
 */
export function CtaSection({ cta, headingLevel = 2 }: { cta: Cta; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const
  const headingId = useId()
  return (
    <section
      aria-labelledby={headingId}
      // After another white section, that section's own bottom padding is the gap: two paddings in a row
      // would open a hole twice the page's rhythm above the panel.
      className="py-section-sm md:py-section [.bg-white+&]:pt-0"
      data-reveal
      data-cta=""
      data-closing="panel"
    >
      <Container>
        <div className="relative isolate overflow-hidden rounded-panel bg-brand px-6 py-14 text-white shadow-lift sm:px-12 md:py-20">
          <div
            aria-hidden="true"
            className="absolute -top-24 -right-20 -z-10 size-80 rounded-full bg-lime/25 blur-glow"
          />
          <div
            aria-hidden="true"
            className="absolute -bottom-32 -left-16 -z-10 size-96 rounded-full bg-white/10 blur-glow"
          />
          <div className="mx-auto max-w-3xl text-center">
            {cta.eyebrow ? <Eyebrow className="text-lime">{cta.eyebrow}</Eyebrow> : null}
            <Heading id={headingId} className="text-h2 font-extrabold text-balance">
              {cta.title}
            </Heading>
            <p className="mx-auto mt-5 max-w-2xl text-lead text-balance text-white/85">{cta.description}</p>
            <CtaButtons cta={cta} tone="dark" className="mt-9 flex-col items-center justify-center sm:flex-row" />
          </div>
        </div>
      </Container>
    </section>
  )
}
