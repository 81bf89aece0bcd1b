import type { MDXComponents } from "mdx/types"
import { Children, type ComponentProps, isValidElement, type ReactNode } from "react"
import { Icon } from "#app/components/ui/icon"
import { KeepPhoneNumbers } from "#app/components/ui/keep-together"
import { Picture } from "#app/components/ui/picture"
import type { ResolvedImage } from "#app/lib/image-manifest"
import { imageSlots } from "#app/lib/image-sizes"

/**
 * Links to the site's own pages stay in this tab (ArticleBody lets the router follow them); anything
 * else opens in a new tab. Plain anchors, because the text is made into data outside the router.
 */
function ArticleLink({ href = "#", children, ...props }: ComponentProps<"a">) {
  const className = "font-medium text-brand underline decoration-brand/30 underline-offset-4 hover:decoration-brand"
  if (href.startsWith("/") || href.startsWith("#")) {
    return (
      <a href={href} className={className} {...props}>
        {children}
      </a>
    )
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
    </a>
  )
}

/** The "Quick Fixes" box: a short list of things a reader can do today. */
function QuickFixes({ children, title = "Quick Fixes" }: { children: ReactNode; title?: string }) {
  return (
    <aside className="my-8 rounded-card border border-lime/60 bg-lime-soft p-6 [&_li]:my-1.5 [&_ul]:my-0">
      <p className="mb-3 flex items-center gap-2 font-bold text-ink">
        <Icon name="lightbulb" className="size-5 text-brand" />
        {title}
      </p>
      {children}
    </aside>
  )
}

function Figure(image: ResolvedImage) {
  return (
    <figure className="my-10">
      <Picture image={image} sizes={imageSlots.articleInline.sizes} className="h-auto w-full rounded-card" />
    </figure>
  )
}

export const mdxComponents: MDXComponents = {
  a: ArticleLink,
  // The id comes from the compile (app/lib/mdx/heading-ids.ts), the same rule as the table of contents.
  h2: ({ children, id }) => (
    <h2 id={id} className="mt-14 mb-5 scroll-mt-28 text-subhead font-bold text-balance text-ink first:mt-0">
      {children}
    </h2>
  ),
  h3: ({ children }) => <h3 className="mt-10 mb-3 text-h4 font-bold text-balance text-ink">{children}</h3>,
  h4: ({ children }) => <h4 className="mt-8 mb-2 text-lg font-bold text-balance text-ink">{children}</h4>,
  p: ({ children }) => {
    const only = Children.toArray(children)
    const isSubText = only.length === 1 && isValidElement(only[0]) && only[0].type === "em"
    return (
      <p
        className={
          isSubText
            ? "my-8 rounded-r-card border-l-4 border-brand bg-brand-soft/50 py-4 pr-5 pl-5 text-ink/80"
            : "my-5 first:mt-0"
        }
      >
        {Children.map(children, (child) => (typeof child === "string" ? <KeepPhoneNumbers text={child} /> : child))}
      </p>
    )
  },
  ul: ({ children }) => <ul className="my-5 list-disc space-y-2 pl-6 marker:text-brand">{children}</ul>,
  ol: ({ children }) => (
    <ol className="my-5 list-decimal space-y-2 pl-6 marker:font-semibold marker:text-brand">{children}</ol>
  ),
  strong: ({ children }) => <strong className="font-semibold text-ink">{children}</strong>,
  blockquote: ({ children }) => (
    <blockquote className="my-8 border-l-4 border-lime pl-5 text-lg">{children}</blockquote>
  ),
  QuickFixes,
  Figure,
}
