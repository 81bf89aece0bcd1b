import { ButtonLink } from "#app/components/ui/button"
import { Icon } from "#app/components/ui/icon"
import { Section, SectionHeading } from "#app/components/ui/layout"
import { Picture } from "#app/components/ui/picture"
import type { HomePage } from "#app/content/pages"
import { imageSlots } from "#app/lib/image-sizes"
import type { WithImages } from "#app/lib/resolve-images"

/** Who we are, in a paragraph and four promises, beside a picture of the team at work. */
export function AboutTeaserSection({ about }: { about: WithImages<HomePage["about"]> }) {
  return (
    <Section aria-labelledby="home-about-title">
      <div className="grid items-center gap-12 lg:grid-cols-2 lg:gap-20">
        <div className="overflow-hidden rounded-panel bg-pale" data-reveal="slow">
          <Picture image={about.image} sizes={imageSlots.homeAbout.sizes} className="h-auto w-full" />
        </div>
        <div data-reveal>
          <SectionHeading
            id="home-about-title"
            eyebrow={about.eyebrow}
            title={about.title}
            description={about.description}
          />
          <ul className="mt-8 grid gap-4">
            {about.points.map((point) => (
              <li key={point} className="flex items-start gap-3 font-medium">
                <span className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-lime text-ink">
                  <Icon name="check" className="size-3.5" strokeWidth={3} />
                </span>
                {point}
              </li>
            ))}
          </ul>
          <ButtonLink to={about.link.href} className="mt-10">
            {about.link.label}
            <Icon name="arrow-right" className="size-4" />
          </ButtonLink>
        </div>
      </div>
    </Section>
  )
}
