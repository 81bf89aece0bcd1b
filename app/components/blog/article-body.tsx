import type { MDXComponents } from "mdx/types"
import { type ComponentType, lazy, Suspense } from "react"
import { mdxComponents } from "./mdx-components"

type ArticleModule = { default: ComponentType<{ components?: MDXComponents }> }

// Each article is its own chunk, fetched only on its page. The server renders whole pages
// (entry.server waits for everything), so the prerendered HTML holds the full text, and the browser
// keeps that HTML in place until the chunk arrives.
const lazyModules = import.meta.glob<ArticleModule>("../../../content/blog/*.mdx")

const modulePath = (slug: string) => `../../../content/blog/${slug}.mdx`
const loaded = new Map<string, ArticleModule>()
const lazyBodies = new Map<string, ComponentType<{ components?: MDXComponents }>>()

/** Fetches an article's chunk ahead of a client-side navigation, so the page renders at once. */
export async function preloadArticle(slug: string) {
  const load = lazyModules[modulePath(slug)]
  if (load && !loaded.has(slug)) loaded.set(slug, await load())
}

export function ArticleBody({ slug }: { slug: string }) {
  let Body = loaded.get(slug)?.default
  if (!Body) {
    Body = lazyBodies.get(slug)
    if (!Body) {
      Body = lazy(lazyModules[modulePath(slug)]!)
      lazyBodies.set(slug, Body)
    }
  }
  return (
    <Suspense>
      <Body components={mdxComponents} />
    </Suspense>
  )
}
