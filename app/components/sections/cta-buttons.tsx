import { ButtonLink } from "#app/components/ui/button"
import { Icon } from "#app/components/ui/icon"
import type { Cta } from "#app/content/site"
import { cn } from "#app/lib/cn"

/** A call to action's main button with its arrow, and the quieter second one where there is one. */
export function CtaButtons({ cta, tone, className }: { cta: Cta; tone: "light" | "dark"; className?: string }) {
  return (
    <div className={cn("flex flex-wrap gap-3", className)}>
      <ButtonLink to={cta.primary.href} variant={tone === "dark" ? "lime" : "primary"}>
        {cta.primary.label}
        <Icon name="arrow-right" className="size-4" />
      </ButtonLink>
      {cta.secondary ? (
        <ButtonLink to={cta.secondary.href} variant={tone === "dark" ? "ghostLight" : "outline"}>
          {cta.secondary.label}
        </ButtonLink>
      ) : null}
    </div>
  )
}
