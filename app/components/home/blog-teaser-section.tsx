import { PostCard, type PostCardData } from "#app/components/blog/post-card"
import { ButtonLink } from "#app/components/ui/button"
import { Icon } from "#app/components/ui/icon"
import { Section, SectionHeading } from "#app/components/ui/layout"
import type { HomePage } from "#app/content/pages"
import { cn } from "#app/lib/cn"
import { imageSlots } from "#app/lib/image-sizes"

/** The newest articles as cards, with a way into the blog. */
export function BlogTeaserSection({ blog, posts }: { blog: HomePage["blog"]; posts: PostCardData[] }) {
  return (
    <Section tone="pale" aria-labelledby="home-blog-title">
      <div className="flex flex-col gap-8 md:flex-row md:items-end md:justify-between" data-reveal>
        <SectionHeading id="home-blog-title" eyebrow={blog.eyebrow} title={blog.title} description={blog.description} />
        <ButtonLink to={blog.link.href} variant="outline" className="shrink-0 self-start md:self-auto">
          {blog.link.label}
          <Icon name="arrow-right" className="size-4" />
        </ButtonLink>
      </div>
      {/* Two cards side by side on tablets (the third would be too narrow), all three from lg up. */}
      <div className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3 lg:gap-8">
        {posts.map((post, index) => (
          <div key={post.slug} className={cn("flex", index === 2 && "md:max-lg:hidden")} data-reveal>
            <PostCard post={post} className="w-full" sizes={imageSlots.postCardTeaser.sizes} />
          </div>
        ))}
      </div>
    </Section>
  )
}
