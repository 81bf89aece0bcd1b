import { Link } from "react-router"
import { Icon } from "#app/components/ui/icon"
import { cn } from "#app/lib/cn"

/**
 * A client's result quoted outside its case study: the figure, its label, the period it was measured
 * over, the client and the study's page.
 */
export type QuotedResult = { value: string; label: string; period: string; client: string; href: string }

/** The client, and when the result was measured: "NutriVita Shop, in 6 months". */
export function ResultSource({ result }: { result: QuotedResult }) {
  return (
    <>
      <span>{result.client}</span>, {result.period}
    </>
  )
}

/** The way from a quoted result to its case study; the link names the client for assistive technology. */
export function CaseStudyLink({
  label,
  result,
  className,
}: {
  label: string
  result: QuotedResult
  className?: string
}) {
  return (
    <Link
      to={result.href}
      className={cn(
        "group inline-flex min-h-6 items-center gap-1.5 font-semibold text-brand decoration-2 underline-offset-4 hover:underline",
        className,
      )}
    >
      {label}
      <span className="sr-only">: {result.client}</span>
      <Icon
        name="arrow-right"
        className="size-4 motion-safe:transition-transform motion-safe:group-hover:translate-x-0.5"
      />
    </Link>
  )
}
