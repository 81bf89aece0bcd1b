import { type ElementTree, renderElementTree } from "#app/lib/element-tree"

/**
 * An article's text, from the tree the server made of it (app/content/article-tree.server.ts), with no script of
 * its own; its links are plain links, which the browser prerenders on hover like every link of the site.
 */
export function ArticleBody({ tree, className }: { tree: ElementTree; className?: string }) {
  return (
    <div className={className} data-article-body>
      {renderElementTree(tree)}
    </div>
  )
}
