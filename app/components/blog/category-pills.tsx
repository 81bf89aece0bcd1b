import { href, Link } from "react-router"
import { cn } from "#app/lib/cn"

type CategoryPillsProps = {
  label: string
  allLabel: string
  categories: { slug: string; name: string }[]
  /** The category page being shown; none on /blogs, where "All" is current. */
  currentSlug?: string
}

/**
 * Links to the blog and each category page; the page being shown is marked current. On phones the pills
 * stay in one row that scrolls sideways to the page's edges, fading out where it runs on (a pill cut by the
 * edge shows there is more, the fade that the cut is not a fault), and opens with the current one in its
 * middle; the links are ordinary links, reached by Tab, which scrolls each into view.
 */
export function CategoryPills({ label, allLabel, categories, currentSlug }: CategoryPillsProps) {
  const items = [
    { key: "all", label: allLabel, to: href("/blogs"), isCurrent: !currentSlug },
    ...categories.map((category) => ({
      key: category.slug,
      label: category.name,
      to: href("/blog-category/:category", { category: category.slug }),
      isCurrent: category.slug === currentSlug,
    })),
  ]
  return (
    <nav
      aria-label={label}
      className="max-sm:-mx-5 max-sm:-my-2 max-sm:overflow-x-auto max-sm:scrollbar-none max-sm:mask-x-from-[calc(100%-1.25rem)] max-sm:mask-x-to-100%"
    >
      {/* The padding keeps focus rings inside the scrolling box, which would clip them. */}
      <ul className="flex gap-2.5 max-sm:w-max max-sm:px-5 max-sm:py-2 sm:flex-wrap">
        {items.map((item) => (
          <li
            key={item.key}
            className={cn("shrink-0", item.isCurrent && "max-sm:snap-center max-sm:[scroll-initial-target:nearest]")}
            data-initial-target={item.isCurrent ? "" : undefined}
          >
            <Link
              to={item.to}
              aria-current={item.isCurrent ? "page" : undefined}
              className={cn(
                "inline-flex min-h-11 items-center rounded-full border px-5 py-2 text-sm font-semibold whitespace-nowrap transition-colors",
                item.isCurrent
                  ? "border-ink bg-ink text-white"
                  : "border-line bg-white text-ink hover:border-brand hover:text-brand",
              )}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
