import { useEffect, useId, useState } from "react"
import type { ArticleHeading } from "#app/content/article-source"
import { cn } from "#app/lib/cn"

/**
 * The section being read: the last heading that has risen into the top third of the screen (below the sticky
 * header, whatever its height). The observer's band reaches from far above the page down to that line, so a
 * heading is "in" it exactly when it has been scrolled to, and a jump (a table-of-contents link, Home, End)
 * is reported like a slow scroll. Nothing is measured while scrolling; until a heading gets there, nothing
 * is marked.
 */
function useSectionInView(ids: string[]) {
  const [currentId, setCurrentId] = useState<string>()
  const key = ids.join(" ")
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the list of ids
  useEffect(() => {
    const headings = ids.map((id) => document.getElementById(id)).filter((heading) => heading !== null)
    if (headings.length === 0 || typeof IntersectionObserver === "undefined") return
    const hasReached = new Map<Element, boolean>()
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) hasReached.set(entry.target, entry.isIntersecting)
        setCurrentId(headings.filter((heading) => hasReached.get(heading)).at(-1)?.id)
      },
      { rootMargin: "1000000px 0px -66% 0px" },
    )
    for (const heading of headings) observer.observe(heading)
    return () => observer.disconnect()
  }, [key])
  return currentId
}

/**
 * Links to the article's sections; their ids are the ones the h2s of the body carry. Without JavaScript it is a
 * list of plain anchors; with it, the section in view is marked (aria-current="location") by colour, a tint
 * and the rule beside it, none of which moves a line.
 */
export function TableOfContents({ title, headings }: { title: string; headings: ArticleHeading[] }) {
  const titleId = useId()
  const currentId = useSectionInView(headings.map((heading) => heading.id))
  return (
    <nav aria-labelledby={titleId} className="rounded-card border border-line bg-pale p-6">
      <p id={titleId} className="text-sm font-semibold tracking-wide text-slate uppercase">
        {title}
      </p>
      <ol className="mt-4 space-y-1 border-l-2 border-line">
        {headings.map((heading) => {
          const isCurrent = heading.id === currentId
          return (
            <li key={heading.id}>
              <a
                href={`#${heading.id}`}
                aria-current={isCurrent ? "location" : undefined}
                className={cn(
                  "-ml-0.5 block rounded-r-lg border-l-2 py-1.5 pr-2 pl-4 text-sm leading-snug font-medium transition-colors",
                  isCurrent
                    ? "border-brand bg-white text-brand"
                    : "border-transparent text-ink/80 hover:border-brand/40 hover:text-brand",
                )}
              >
                {heading.title}
              </a>
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
