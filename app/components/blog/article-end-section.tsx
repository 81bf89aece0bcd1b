import { ReadOnClosing } from "#app/components/sections/closing-band"
import type { Cta } from "#app/content/site"
import { imageSlots } from "#app/lib/image-sizes"
import { PostCard, type PostCardData } from "./post-card"

type ArticleEndProps = {
  /** The three related articles, the one to read next first (app/content/related.ts); none when turned off. */
  posts: PostCardData[]
  labels: { relatedHeading: string; nextLabel: string }
  banner: Cta
}

/**
 * How an article ends, after its author: the article to read next, large, the other two related beside
 * it, and the spec's banner as the last row. Without related articles (an editor turned them off) the
 * banner closes the page alone.
 */
export function ArticleEndSection({ posts, labels, banner }: ArticleEndProps) {
  const [next, ...others] = posts
  return (
    <ReadOnClosing
      kind="article-end"
      heading={next ? labels.relatedHeading : undefined}
      className="bg-pale"
      banner={banner}
    >
      {next ? (
        <div className="mt-10 grid gap-6 lg:grid-cols-12 lg:gap-8">
          <div className="flex flex-col lg:col-span-6 xl:col-span-7" data-reveal>
            <p className="mb-3 text-sm font-semibold tracking-wide text-brand uppercase">{labels.nextLabel}</p>
            <PostCard post={next} className="flex-1" sizes={imageSlots.postNext.sizes} />
          </div>
          {/* Both cards share the next one's height, so neither column ends in a gap. */}
          <ul className="grid gap-6 lg:col-span-6 lg:auto-rows-fr xl:col-span-5">
            {others.map((post) => (
              <li key={post.slug} data-reveal className="flex">
                <PostCard post={post} layout="row" className="w-full" sizes={imageSlots.postCardRow.sizes} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </ReadOnClosing>
  )
}
