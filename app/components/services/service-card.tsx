import { href, Link } from "react-router"
import { Icon } from "#app/components/ui/icon"
import type { Service } from "#app/content/service"
import { cn } from "#app/lib/cn"

export type ServiceCardData = Pick<Service, "id" | "slug" | "title" | "description" | "features" | "icon">

type ServiceCardProps = {
  service: ServiceCardData
  /** Words beside the arrow at the foot of the card ("Learn more"). */
  linkLabel: string
  className?: string
}

/** One service as a card: icon, title, description and three features; the whole card links to its page. */
export function ServiceCard({ service, linkLabel, className }: ServiceCardProps) {
  return (
    <article
      className={cn(
        "group relative flex flex-col rounded-card border border-line bg-white p-7 shadow-card transition-shadow hover:shadow-lift sm:p-8",
        className,
      )}
    >
      <span className="flex size-14 items-center justify-center rounded-2xl bg-brand-soft text-brand transition-colors group-hover:bg-brand group-hover:text-white">
        <Icon name={service.icon} strokeWidth={1.75} className="size-7" />
      </span>
      <h3 className="mt-7 text-h4 font-bold text-balance sm:text-h3">
        <Link
          to={href("/services/:slug", { slug: service.slug })}
          className="after:absolute after:inset-0 after:rounded-card group-hover:text-brand"
        >
          {service.title}
        </Link>
      </h3>
      <p className="mt-3 text-slate">{service.description}</p>
      <ul className="mt-6 grid gap-2.5 border-t border-line pt-6">
        {service.features.map((feature) => (
          <li key={feature} className="flex items-start gap-2.5 text-sm font-medium">
            <Icon name="check" className="mt-0.5 size-4 shrink-0 text-brand" strokeWidth={2.5} />
            {feature}
          </li>
        ))}
      </ul>
      <p aria-hidden="true" className="mt-auto flex items-center gap-1.5 pt-7 font-semibold text-brand">
        {linkLabel}
        <Icon
          name="arrow-right"
          className="size-4 motion-safe:transition-transform motion-safe:group-hover:translate-x-1"
        />
      </p>
    </article>
  )
}
