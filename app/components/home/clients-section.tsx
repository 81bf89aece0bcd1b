import { Link } from "react-router"
import { Container } from "#app/components/ui/layout"
import type { HomePage } from "#app/content/pages"

/** A client by name, what we did for them, and the case study that tells it. */
export type ClientStory = { client: string; tag: string; href: string }

/**
 * Every client under the opening, each name set as a wordmark in the site's type (we draw no logos for
 * them) and linked to its case study, so the home page shows the whole body of work, not one project.
 */
export function ClientsSection({ copy, stories }: { copy: HomePage["clients"]; stories: ClientStory[] }) {
  return (
    <section aria-labelledby="home-clients-title" className="border-b border-line bg-white py-10 md:py-12">
      <Container>
        <h2 id="home-clients-title" className="text-sm font-semibold tracking-wide text-slate uppercase">
          {copy.title}
        </h2>
        <ul className="mt-6 grid grid-cols-2 gap-x-6 gap-y-6 sm:grid-cols-3 lg:grid-cols-5 lg:gap-x-0">
          {stories.map((story) => (
            <li key={story.href} className="lg:border-l lg:border-line lg:px-6 lg:first:border-l-0 lg:first:pl-0">
              <Link to={story.href} className="group block rounded-sm">
                <span className="block text-lg leading-tight font-extrabold tracking-tight text-balance text-ink group-hover:text-brand">
                  {story.client}
                </span>
                <span className="mt-1 block text-sm text-slate">{story.tag}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  )
}
