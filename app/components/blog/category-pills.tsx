import { href, Link } from "react-router"
import { cn } from "#app/lib/cn"

type CategoryPillsProps = {
  label: string
  allLabel: string
  categories: { slug: string; name: string }[]
  /** The category page being shown; none on /blogs, where "All" is current. */
  currentSlug?: string
}

/** Links to the blog and each category page; the page being shown is marked current. */
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
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2.5">
        {items.map((item) => (
          <li key={item.key}>
            <Link
              to={item.to}
              aria-current={item.isCurrent ? "page" : undefined}
              className={cn(
                "inline-flex min-h-11 items-center rounded-full border px-5 py-2 text-sm font-semibold transition-colors",
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
