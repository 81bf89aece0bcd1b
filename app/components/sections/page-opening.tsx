import type { ReactNode } from "react"
import { Container, Eyebrow } from "#app/components/ui/layout"

type PageOpeningProps = {
  /** The h1's id; the opening is the region it names. */
  id: string
  eyebrow?: string
  title: string
  description?: string
  /** Under the description: the opening's ways forward (buttons). */
  actions?: ReactNode
  /** Under the headline: ways around the page's kind of content (category pills). */
  navigation?: ReactNode
  /** What the page is about, shown in the opening itself: the plans, the people, the lead story. */
  children?: ReactNode
  /** What the opening introduces, under its band and still in the region its headline names: a page's list. */
  after?: ReactNode
  /**
   * `split` (the default): a large headline with its description beside it, for pages that tell a story.
   * `centred`: a shorter headline and description centred over what follows, for a side-by-side choice
   * (the plans) that the reader compares across the whole width.
   * `masthead`: a compact title with its description and the navigation under them, so what the page
   * holds (the newest article) starts high on the first screen.
   */
  layout?: "split" | "centred" | "masthead"
}

/**
 * The opening of an inner page: a large headline with its description beside it on wide screens,
 * then the page's own subject straight away, so the first screen shows what the page holds rather
 * than an introduction to it.
 */
export function PageOpening({
  id,
  eyebrow,
  title,
  description,
  actions,
  navigation,
  children,
  after,
  layout = "split",
}: PageOpeningProps) {
  const band = "relative isolate overflow-hidden bg-pale hero-glow"
  const opening = (content: ReactNode) =>
    after ? (
      <section aria-labelledby={id}>
        <div className={band}>{content}</div>
        {after}
      </section>
    ) : (
      <section aria-labelledby={id} className={band}>
        {content}
      </section>
    )
  if (layout === "masthead")
    return opening(
      <Container className="pt-10 pb-section-sm sm:pt-14 lg:pt-16">
        <div className="max-w-2xl">
          {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
          <h1 id={id} className="text-display font-extrabold text-balance">
            {title}
          </h1>
          {description ? <p className="mt-4 text-lead text-pretty text-slate">{description}</p> : null}
          {actions}
        </div>
        {navigation ? <div className="mt-6">{navigation}</div> : null}
        {children ? <div className="mt-8 md:mt-10">{children}</div> : null}
      </Container>,
    )
  if (layout === "centred")
    return opening(
      <Container className="pt-12 pb-section-sm sm:pt-16 lg:pt-20">
        <div className="mx-auto max-w-3xl text-center">
          {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
          <h1 id={id} className="text-display font-extrabold text-balance">
            {title}
          </h1>
          {description ? <p className="mt-5 text-lead text-balance text-slate">{description}</p> : null}
          {actions}
          {navigation}
        </div>
        {children ? <div className="mt-10 md:mt-14">{children}</div> : null}
      </Container>,
    )
  return opening(
    <Container className="pt-12 pb-section-sm sm:pt-16 lg:pt-20">
      <div className="grid gap-6 lg:grid-cols-12 lg:gap-x-12">
        {/* The title is never aligned to what follows it, so it does not move when that arrives. */}
        <div className="lg:col-span-8">
          {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
          <h1 id={id} className="text-display font-extrabold text-balance">
            {title}
          </h1>
        </div>
        {description || actions ? (
          <div className="lg:col-span-4 lg:self-end lg:pb-1.5">
            {description ? <p className="text-lead text-pretty text-slate">{description}</p> : null}
            {actions}
          </div>
        ) : null}
        {/* After the description on phones, under the headline on wide screens. */}
        {/* min-w-0: a navigation row that scrolls sideways on phones must not widen the grid with it. */}
        {navigation ? <div className="min-w-0 lg:col-span-8 lg:pt-2">{navigation}</div> : null}
      </div>
      {children ? <div className="mt-10 md:mt-14">{children}</div> : null}
    </Container>,
  )
}
