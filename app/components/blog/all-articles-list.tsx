import { href, Link } from "react-router"
import { Icon } from "#app/components/ui/icon"
import { formatDate } from "#app/lib/dates"

type AllArticlesProps = {
  articles: { slug: string; title: string; category: string; publishedAt: string; readingTime: string }[]
}

/** Every article, newest first, as a compact list: no article is more than one click from the blog. */
export function AllArticlesList({ articles }: AllArticlesProps) {
  return (
    <ol className="divide-y divide-line border-y border-line">
      {articles.map((article) => (
        <li key={article.slug} className="group relative">
          <div className="grid gap-2 py-6 md:grid-cols-12 md:items-center md:gap-6">
            <p className="flex gap-3 text-sm text-slate md:col-span-3 md:flex-col md:gap-1">
              <time dateTime={article.publishedAt}>{formatDate(article.publishedAt)}</time>
              <span className="font-semibold text-brand">{article.category}</span>
            </p>
            <h3 className="text-h4 font-bold text-balance md:col-span-7">
              <Link
                to={href("/blog/:slug", { slug: article.slug })}
                className="after:absolute after:inset-0 group-hover:text-brand"
              >
                {article.title}
              </Link>
            </h3>
            <p className="hidden items-center justify-end gap-3 text-sm text-slate md:col-span-2 md:flex">
              {article.readingTime}
              <Icon
                name="arrow-right"
                className="size-5 text-brand motion-safe:transition-transform motion-safe:group-hover:translate-x-1"
              />
            </p>
          </div>
        </li>
      ))}
    </ol>
  )
}
