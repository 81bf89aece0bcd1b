import { Link, useLocation } from "react-router"
import { cn } from "#app/lib/cn"
import { navCurrent } from "#app/lib/nav-section"

type PrimaryNavLinkProps = {
  item: { label: string; href: string }
  /** Size and shape; the colours of the current and the other links are set here. */
  className: string
  /** Colours of a link that is not current (text and hover). */
  idleClassName: string
}

/**
 * A link of the header's main navigation (desktop bar and mobile menu alike). The link of the page shown
 * carries aria-current="page"; the link of the section an inner page belongs to (Blog on an article)
 * carries aria-current="true". Both are drawn in the accent colour on a soft tint.
 */
export function PrimaryNavLink({ item, className, idleClassName }: PrimaryNavLinkProps) {
  const { pathname } = useLocation()
  const current = navCurrent(item.href, pathname)
  return (
    <Link
      to={item.href}
      aria-current={current}
      className={cn(className, current ? "bg-brand-soft text-brand" : idleClassName)}
    >
      {item.label}
    </Link>
  )
}
