import { Fragment, type ReactNode } from "react"
import { PageOpening } from "#app/components/sections/page-opening"
import { Section } from "#app/components/ui/layout"
import { cn } from "#app/lib/cn"
import { formatDate } from "#app/lib/dates"
import { fillIn } from "#app/lib/fill-in"

/** A link inside a paragraph of the privacy notice or the accessibility statement. */
export const textLinkClass =
  "font-medium text-brand underline decoration-brand/30 underline-offset-4 hover:decoration-brand"

type PolicyOpeningProps = {
  id: string
  eyebrow: string
  title: string
  description: string
  /** "Last changed", "Last reviewed": said before the date. */
  dateLabel: string
  date: string
}

/** The opening of a policy page: its headline, what it covers and the day it last changed. */
export function PolicyOpening({ id, eyebrow, title, description, dateLabel, date }: PolicyOpeningProps) {
  return (
    <PageOpening
      id={id}
      eyebrow={eyebrow}
      title={title}
      description={description}
      actions={
        <p className="mt-4 text-sm font-semibold text-ink">
          {dateLabel}: <time dateTime={date}>{formatDate(date)}</time>
        </p>
      }
    />
  )
}

type PolicyBodyProps = {
  /** The page's sections, in reading order. */
  children: ReactNode
  /** A card beside the text on wide screens; on phones before the text when `isAsideFirst`, else after it. */
  aside: ReactNode
  isAsideFirst?: boolean
}

/** The text in one readable column, with a card beside it from 1024 px that stays in view as the text scrolls. */
export function PolicyBody({ children, aside, isAsideFirst = false }: PolicyBodyProps) {
  const card = <div className="lg:sticky lg:top-28 lg:col-span-4 lg:col-start-9 lg:row-start-1">{aside}</div>
  return (
    <Section>
      <div className="grid items-start gap-12 lg:grid-cols-12 lg:gap-x-12">
        {isAsideFirst ? card : null}
        <div className="max-w-3xl space-y-12 md:space-y-14 lg:col-span-8 lg:col-start-1 lg:row-start-1">{children}</div>
        {isAsideFirst ? null : card}
      </div>
    </Section>
  )
}

/** One part of a policy page: an h2 and what follows it, named by its heading. */
export function PolicySection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-subhead font-bold text-balance">
        {title}
      </h2>
      <div className="mt-5 space-y-4 text-lg text-pretty text-slate">{children}</div>
    </section>
  )
}

/** A sentence of the copy with its "{name}" placeholders filled in with markup. */
export function Filled({ text, values }: { text: string; values: Record<string, ReactNode> }) {
  return fillIn(text, values).map((part, index) => (
    // The parts of one sentence never move, so their place is their key.
    // biome-ignore lint/suspicious/noArrayIndexKey: see above
    <Fragment key={index}>{part}</Fragment>
  ))
}

/** A figure the sentence is about (a number of days), set in the text's strongest weight. */
export function Figure({ children }: { children: ReactNode }) {
  return <strong className="font-semibold text-ink">{children}</strong>
}

/** The side card of a policy page. */
export function PolicyCard({
  id,
  title,
  children,
  className,
}: {
  id: string
  title: string
  children: ReactNode
  className?: string
}) {
  return (
    <section aria-labelledby={id} className={cn("rounded-panel bg-pale p-6 ring-1 ring-line sm:p-8", className)}>
      <h2 id={id} className="text-h4 font-bold text-balance">
        {title}
      </h2>
      {children}
    </section>
  )
}
