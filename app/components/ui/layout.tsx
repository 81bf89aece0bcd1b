import type { ComponentProps, ReactNode } from "react"
import { cn } from "#app/lib/cn"

export function Container({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("mx-auto w-full max-w-page px-5 sm:px-8", className)} {...props} />
}

const tones = {
  white: "bg-white",
  pale: "bg-pale",
  ink: "bg-ink text-white",
  brand: "bg-brand text-white",
}

type SectionProps = ComponentProps<"section"> & {
  tone?: keyof typeof tones
  /** Tighter vertical rhythm for sections that follow a related one. */
  isCompact?: boolean
  containerClassName?: string
}

/** Owns a section's vertical rhythm, width and background, so pages never repeat padding. */
export function Section({
  tone = "white",
  isCompact,
  className,
  containerClassName,
  children,
  ...props
}: SectionProps) {
  return (
    <section
      className={cn(tones[tone], isCompact ? "py-section-sm" : "py-section-sm md:py-section", className)}
      {...props}
    >
      <Container className={containerClassName}>{children}</Container>
    </section>
  )
}

export function Eyebrow({ children, className }: { children: ReactNode; className?: string }) {
  return <p className={cn("mb-3 text-sm font-semibold tracking-wide text-brand uppercase", className)}>{children}</p>
}

type SectionHeadingProps = {
  id?: string
  eyebrow?: string
  title: string
  description?: string
  tone?: "dark" | "light"
  className?: string
}

/**
 * A section's eyebrow, h2 and description. Always aligned to the start edge, so the eye finds every
 * heading on the same line down the page; only self-contained panels (the closing call to action,
 * empty states) centre their text.
 */
export function SectionHeading({ id, eyebrow, title, description, tone = "dark", className }: SectionHeadingProps) {
  return (
    <div className={cn("max-w-3xl", className)}>
      {eyebrow ? <Eyebrow className={tone === "light" ? "text-lime" : undefined}>{eyebrow}</Eyebrow> : null}
      <h2 id={id} className="text-h2 font-bold text-balance">
        {title}
      </h2>
      {description ? (
        <p className={cn("mt-4 text-lead text-pretty", tone === "light" ? "text-white/80" : "text-slate")}>
          {description}
        </p>
      ) : null}
    </div>
  )
}
