import { Section, SectionHeading } from "#app/components/ui/layout"
import { imageSlots } from "#app/lib/image-sizes"
import { PostCard, type PostCardData } from "./post-card"

/** Three more articles to read next. */
export function RelatedArticlesSection({ title, posts }: { title: string; posts: PostCardData[] }) {
  return (
    <Section tone="pale" aria-labelledby="related-title">
      <SectionHeading id="related-title" title={title} />
      <div className="mt-10 grid gap-6 lg:grid-cols-3 lg:gap-8">
        {posts.map((post) => (
          <div key={post.slug} data-reveal className="flex">
            <PostCard post={post} layout="row-until-lg" className="w-full" sizes={imageSlots.postCardRelated.sizes} />
          </div>
        ))}
      </div>
    </Section>
  )
}
