import { type ReactNode, useId } from "react"
import { CtaButtons } from "#app/components/sections/cta-buttons"
import { Container, Eyebrow } from "#app/components/ui/layout"
import type { Cta } from "#app/content/site"
import { cn } from "#app/lib/cn"

/**
 * How an index page ends (services, the case studies, the blog, about, the team): the page's own closing
 * line set large across a pale band, left-aligned like every heading above it, with the ways forward
 * beside it. Pages end for their reader (docs/requirements/DESIGN.md, "Visual language"): the home page
 * closes on its panel, a study on the next study, an article on the next article, a person on their work.
 */
export function ClosingBand({ cta }: { cta: Cta }) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="border-t border-line bg-pale" data-cta="" data-closing="band">
      <Container className="grid gap-8 py-section lg:grid-cols-12 lg:items-end lg:gap-12">
        <div className="lg:col-span-7">
          {cta.eyebrow ? <Eyebrow>{cta.eyebrow}</Eyebrow> : null}
          <h2 id={headingId} className="text-display font-extrabold text-balance">
            {cta.title}
          </h2>
        </div>
        <div className="lg:col-span-5 lg:pb-2">
          <p className="text-lead text-pretty text-slate">{cta.description}</p>
          <CtaButtons cta={cta} tone="light" className="mt-8" />
        </div>
      </Container>
    </section>
  )
}

/**
 * The spec's banner ("Unleash Your Brand's Potential with Catalysty!", SPEC.md §2 "Common") where the
 * spec puts it, at the foot of a case study, an article and the team's pages, drawn as the last row of
 * that page's own closing rather than as a panel of its own: the heading and its line on one side, the
 * buttons on the other, under a rule.
 */
export function BannerStrip({ banner, tone }: { banner: Cta; tone: "light" | "dark" }) {
  const headingId = useId()
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        "mt-16 grid gap-6 border-t pt-10 md:mt-20 lg:grid-cols-12 lg:items-center lg:gap-12",
        tone === "dark" ? "border-white/15" : "border-line",
      )}
      data-cta=""
      data-closing="banner"
    >
      <div className="lg:col-span-7">
        <h2 id={headingId} className="text-h2 font-extrabold text-balance">
          {banner.title}
        </h2>
        <p className={cn("mt-3 max-w-2xl text-pretty", tone === "dark" ? "text-white/75" : "text-slate")}>
          {banner.description}
        </p>
      </div>
      <CtaButtons cta={banner} tone={tone} className="lg:col-span-5 lg:justify-end" />
    </section>
  )
}

type ReadOnClosingProps = {
  /** Which closing it is (`data-closing`): "article-end", "member-work". */
  kind: string
  /** The heading over what there is to read on; none when there is nothing, and the banner closes alone. */
  heading?: string
  className: string
  banner: Cta
  children?: ReactNode
}

/**
 * A closing on a light band that offers more to read (the next article, a person's work) over the spec's
 * banner; with nothing to offer it is the banner alone, and the section is named by it.
 */
export function ReadOnClosing({ kind, heading, className, banner, children }: ReadOnClosingProps) {
  const headingId = useId()
  return (
    <section
      aria-labelledby={heading ? headingId : undefined}
      aria-label={heading ? undefined : banner.title}
      className={cn("border-t border-line", className)}
      data-closing={kind}
    >
      <Container className="py-section">
        {heading ? (
          <>
            <h2 id={headingId} className="max-w-3xl text-h2 font-bold text-balance">
              {heading}
            </h2>
            {children}
          </>
        ) : null}
        <BannerStrip banner={banner} tone="light" />
      </Container>
    </section>
  )
}
