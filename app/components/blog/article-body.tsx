import { useEffect, useRef } from "react"
import { useNavigate } from "react-router"
import { type ElementTree, renderElementTree } from "#app/lib/element-tree"

/** A plain left click on a link to one of the site's own pages, which the router can follow in place. */
function internalPath(event: MouseEvent) {
  if (event.defaultPrevented || event.button !== 0) return null
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null
  const link = event.target instanceof Element ? event.target.closest("a") : null
  const path = link?.getAttribute("href")
  if (!link || link.target || !path?.startsWith("/") || path.startsWith("//")) return null
  return path
}

/**
 * An article's text, from the tree the server made of it (app/content/article-tree.server.ts), with no script of
 * its own. Links to the site's own pages still move without a new page load, as the router's
 * links elsewhere do; a modified click opens a tab as usual.
 */
export function ArticleBody({ tree, className }: { tree: ElementTree; className?: string }) {
  const body = useRef<HTMLDivElement>(null)
  const navigate = useNavigate()
  useEffect(() => {
    const element = body.current
    if (!element) return
    const followInternalLink = (event: MouseEvent) => {
      const path = internalPath(event)
      if (!path) return
      event.preventDefault()
      void navigate(path)
    }
    element.addEventListener("click", followInternalLink)
    return () => element.removeEventListener("click", followInternalLink)
  }, [navigate])
  return (
    <div ref={body} className={className} data-article-body>
      {renderElementTree(tree)}
    </div>
  )
}
