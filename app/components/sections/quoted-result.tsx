import { Link } from "react-router"
import { Icon } from "#app/components/ui/icon"
import { cn } from "#app/lib/cn"

/**
 * A client's result quoted outside its case study: the figure, its label, when it was measured and
 * against what, the client and the study's page.
 */
export type QuotedResult = { value: string; label: string; measured: string; client: string; href: string }

/**
 * A client's work quoted outside its case study: the client, what we did, the study's page, and one of its
 * result figures when the study has any.
 */
export type QuotedWork = { client: string; tag: string; href: string; result?: QuotedResult }

/** The client, and when and against what the result was measured: "LeHost Hair & Wig Shop, in 6 months, vs. the 6 months before". */
export function ResultSource({ result }: { result: QuotedResult }) {
  return (
    <>
      <span>{result.client}</span>, {result.measured}
    </>
  )
}

/** The way from a quoted result or work to its case study; the link names the client for assistive technology. */
export function CaseStudyLink({
  label,
  result,
  className,
}: {
  label: string
  result: { client: string; href: string }
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
