import type { ArticleHeading } from "#app/content/article-source"

/** Links to the article's sections; their ids are the ones the h2s of the body carry. */
export function TableOfContents({ title, headings }: { title: string; headings: ArticleHeading[] }) {
  return (
    <nav aria-labelledby="toc-title" className="rounded-card border border-line bg-pale p-6">
      <p id="toc-title" className="text-sm font-semibold tracking-wide text-slate uppercase">
        {title}
      </p>
      <ol className="mt-4 space-y-1 border-l-2 border-line">
        {headings.map((heading) => (
          <li key={heading.id}>
            <a
              href={`#${heading.id}`}
              className="-ml-0.5 block border-l-2 border-transparent py-1.5 pl-4 text-sm leading-snug font-medium text-ink/80 transition-colors hover:border-brand hover:text-brand"
            >
              {heading.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  )
}
