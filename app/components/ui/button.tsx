import { Link, type LinkProps } from "react-router"
import { Icon } from "#app/components/ui/icon"
import { cn } from "#app/lib/cn"

const variants = {
  primary: "bg-brand text-white shadow-lift hover:bg-brand-dark",
  lime: "bg-lime text-ink hover:bg-lime-dark",
  outline: "border border-ink/15 bg-white text-ink hover:border-ink/40",
  ghostLight: "border border-white/30 text-white hover:bg-white/10",
}

const sizes = {
  regular: "min-h-12 px-6 py-3 text-base",
  compact: "min-h-11 px-5 py-2.5 text-base",
  /** The header's button: smaller type on phones, where it shares the bar with the logo and the menu; tighter below 360 px. */
  header: "min-h-11 px-3 py-2 text-sm xs:px-4 sm:px-5 sm:py-2.5 sm:text-base",
}

type ButtonStyle = { variant?: keyof typeof variants; size?: keyof typeof sizes }

/** Classes of a button-like link; `className` adds layout (margins, width, display), never size or colour. */
export const buttonClasses = (style: ButtonStyle | ButtonStyle["variant"] = {}, className?: string) => {
  const { variant = "primary", size = "regular" } = typeof style === "string" ? { variant: style } : style
  return cn(
    // One line whatever the column: a label that cannot fit moves the button to a row of its own instead.
    // Below 360 px a long label may still be wider than the row, and wraps there rather than leave the page.
    "inline-flex max-w-full items-center justify-center gap-2 rounded-full text-center font-semibold whitespace-nowrap max-xs:whitespace-normal transition-colors motion-safe:transition-transform motion-safe:hover:-translate-y-0.5",
    sizes[size],
    variants[variant],
    className,
  )
}

type ButtonLinkProps = LinkProps & ButtonStyle

/** A link that looks like a button: every call to action on the site. */
export function ButtonLink({ variant, size, className, ...props }: ButtonLinkProps) {
  return <Link className={buttonClasses({ variant, size }, className)} {...props} />
}

type ActionLink = { label: string; href: string }

/** A page opening's two ways forward: the main call to action with an arrow, and a quieter second one. */
export function ButtonPair({
  primary,
  secondary,
  className = "mt-9",
}: {
  primary: ActionLink
  secondary: ActionLink
  /** Its distance from what is above it. */
  className?: string
}) {
  return (
    <div className={cn("flex flex-col gap-3 sm:flex-row sm:flex-wrap", className)}>
      <ButtonLink to={primary.href}>
        {primary.label}
        <Icon name="arrow-right" className="size-4" />
      </ButtonLink>
      <ButtonLink to={secondary.href} variant="outline">
        {secondary.label}
      </ButtonLink>
    </div>
  )
}
