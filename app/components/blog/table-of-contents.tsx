import { useId } from "react"
import type { ArticleHeading } from "#app/content/article-source"

/**
 * Links to the article's sections; their ids are the ones the h2s of the body carry. Without JavaScript it is a
 * list of plain anchors; with it, the section in view is marked (aria-current="location", by
 * app/browser/section-in-view.ts) by colour, a tint and the rule beside it, none of which moves a line.
 */
export function TableOfContents({ title, headings }: { title: string; headings: ArticleHeading[] }) {
  const titleId = useId()
  return (
    <nav aria-labelledby={titleId} data-section-links="" className="rounded-card border border-line bg-pale p-6">
      <p id={titleId} className="text-sm font-semibold tracking-wide text-slate uppercase">
        {title}
      </p>
      <ol className="mt-4 space-y-1 border-l-2 border-line">
        {headings.map((heading) => (
          <li key={heading.id}>
            <a
              href={`#${heading.id}`}
              className="-ml-0.5 block rounded-r-lg border-l-2 border-transparent py-1.5 pr-2 pl-4 text-sm leading-snug font-medium text-ink/80 transition-colors hover:border-brand/40 hover:text-brand aria-[current=location]:border-brand aria-[current=location]:bg-white aria-[current=location]:text-brand"
            >
              {heading.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  )
}
