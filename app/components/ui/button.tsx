import { Link, type LinkProps } from "react-router"
import { cn } from "#app/lib/cn"

const variants = {
  primary: "bg-brand text-white shadow-lift hover:bg-brand-dark",
  lime: "bg-lime text-ink hover:bg-lime-dark",
  outline: "border border-ink/15 bg-white text-ink hover:border-ink/40",
  ghostLight: "border border-white/30 text-white hover:bg-white/10",
}

export const buttonClasses = (variant: keyof typeof variants = "primary", className?: string) =>
  cn(
    "inline-flex min-h-12 items-center justify-center gap-2 rounded-full px-6 py-3 text-base font-semibold transition-colors motion-safe:transition-transform motion-safe:hover:-translate-y-0.5",
    variants[variant],
    className,
  )

type ButtonLinkProps = LinkProps & { variant?: keyof typeof variants }

/** A link that looks like a button: every call to action on the site. */
export function ButtonLink({ variant, className, ...props }: ButtonLinkProps) {
  return <Link className={buttonClasses(variant, className)} {...props} />
}
