import { Picture } from "#app/components/ui/picture"
import { cn } from "#app/lib/cn"
import type { ResolvedImage } from "#app/lib/image-manifest"

/**
 * A client's site in a browser window drawn by the page, scrolling from its top to its foot as the window
 * crosses the screen: the site's one signature movement (docs/requirements/DESIGN.md, "Visual language").
 * CSS alone drives it, from the window's own view timeline (the `site-scroll` rules in app/styles/app.css),
 * so it needs no script, moves only the picture inside the window (a transform: nothing around it is laid
 * out again) and is off under `prefers-reduced-motion` and in browsers without scroll-driven animations,
 * which show the top of the page. Its frames clip rather than hide what overflows: a box with `overflow: hidden`
 * is a scroll container, and the window's timeline would follow that box, which never scrolls, not the page.
 */
export function BrowserScroll({
  image,
  sizes,
  className,
}: {
  image: ResolvedImage
  sizes: string
  className?: string
}) {
  return (
    <div className={cn("overflow-clip rounded-card bg-white shadow-card ring-1 ring-line", className)}>
      <div aria-hidden="true" className="flex h-7 items-center gap-1.5 border-b border-line bg-pale px-3">
        <span className="size-2 rounded-full bg-ink/15" />
        <span className="size-2 rounded-full bg-ink/15" />
        <span className="size-2 rounded-full bg-ink/15" />
        <span className="mx-auto h-3 w-2/5 rounded-full bg-white ring-1 ring-line" />
      </div>
      <div className="site-scroll-window aspect-16/10 overflow-clip" data-site-scroll="">
        <Picture image={image} sizes={sizes} className="site-scroll h-auto w-full" />
      </div>
    </div>
  )
}
