import { Link } from "react-router"
import { Container } from "#app/components/ui/layout"
import { Picture } from "#app/components/ui/picture"
import type { HomePage } from "#app/content/pages"
import type { ResolvedImage } from "#app/lib/image-manifest"
import { imageSlots } from "#app/lib/image-sizes"

/** A client, what we did for them, the case study that tells it, and their logo where we have it. */
export type ClientStory = { client: string; tag: string; href: string; logo?: ResolvedImage }

/**
 * Every client under the opening, each shown by the logo their own site carries (the one in the pictures
 * of their site; its alt text is their name) and linked to its case study, so the home page shows the whole
 * body of work, not one project. A client without a logo on file is set as a wordmark in the site's type.
 */
export function ClientsSection({ copy, stories }: { copy: HomePage["clients"]; stories: ClientStory[] }) {
  return (
    <section aria-labelledby="home-clients-title" className="border-b border-line bg-white py-10 md:py-12">
      <Container>
        <h2 id="home-clients-title" className="text-sm font-semibold tracking-wide text-slate uppercase">
          {copy.title}
        </h2>
        <ul className="mt-6 grid grid-cols-2 gap-6 sm:grid-cols-3 lg:grid-cols-5">
          {stories.map((story) => (
            <li key={story.href}>
              <Link to={story.href} className="group block max-w-56 rounded-card">
                {story.logo ? (
                  <Picture
                    image={story.logo}
                    sizes={imageSlots.clientStrip.sizes}
                    className="h-auto w-full rounded-card ring-1 ring-line transition-shadow group-hover:shadow-card group-hover:ring-brand/40"
                  />
                ) : (
                  <span className="flex aspect-3/1 items-center rounded-card px-4 text-lg leading-tight font-extrabold tracking-tight text-balance text-ink ring-1 ring-line group-hover:text-brand">
                    {story.client}
                  </span>
                )}
                <span className="mt-2 block text-sm text-slate group-hover:text-ink">{story.tag}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  )
}
