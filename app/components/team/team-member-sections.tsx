import { Link } from "react-router"
import { Icon } from "#app/components/ui/icon"
import { Container, Eyebrow, Section } from "#app/components/ui/layout"
import { Picture } from "#app/components/ui/picture"
import { SocialIcon } from "#app/components/ui/social-icon"
import type { SocialLink, TitledItem } from "#app/content/shared"
import type { ResolvedImage } from "#app/lib/image-manifest"

type MemberSocialLink = SocialLink & { label: string }

type TeamMemberHeroProps = {
  name: string
  position: string
  bio: string
  image: ResolvedImage
  socialLinks: MemberSocialLink[]
  socialLabel: string
  backLink: { label: string; href: string }
}

/** Portrait, name, role, a short bio and where to follow them. */
export function TeamMemberHeroSection({
  name,
  position,
  bio,
  image,
  socialLinks,
  socialLabel,
  backLink,
}: TeamMemberHeroProps) {
  return (
    <section className="relative isolate overflow-hidden bg-pale hero-glow">
      <Container className="py-12 md:py-20">
        <Link
          to={backLink.href}
          className="group inline-flex items-center gap-2 rounded-full text-sm font-semibold text-slate transition-colors hover:text-brand"
        >
          <Icon name="arrow-left" className="size-4 transition-transform motion-safe:group-hover:-translate-x-0.5" />
          {backLink.label}
        </Link>
        <div className="mt-8 grid items-center gap-10 md:grid-cols-12 md:gap-12 lg:gap-16">
          <div className="relative mx-auto w-full max-w-72 sm:max-w-sm md:col-span-5 md:max-w-none" data-reveal="slow">
            <div aria-hidden="true" className="absolute -inset-2 -z-10 rotate-3 rounded-panel bg-lime sm:-inset-3" />
            <Picture
              image={image}
              isPriority
              sizes="(min-width: 1280px) 30rem, (min-width: 768px) 40vw, 90vw"
              className="aspect-4/5 w-full rounded-panel bg-brand-soft object-cover shadow-lift"
            />
          </div>
          <div className="md:col-span-7">
            <Eyebrow>{position}</Eyebrow>
            <h1 className="text-h1-sm font-extrabold text-balance md:text-h1 lg:text-display">{name}</h1>
            <p className="mt-6 max-w-2xl text-lead text-pretty text-slate">{bio}</p>
            <div className="mt-9 flex flex-wrap items-center gap-4">
              <p className="text-sm font-semibold tracking-wide text-ink uppercase">{socialLabel}</p>
              <ul className="flex flex-wrap gap-2">
                {socialLinks.map((social) => (
                  <li key={social.network}>
                    <a
                      href={social.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={social.label}
                      className="inline-flex size-12 items-center justify-center rounded-full border border-line bg-white text-ink shadow-card transition-colors hover:border-brand hover:bg-brand hover:text-white"
                    >
                      <SocialIcon network={social.network} className="size-5" />
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </div>
      </Container>
    </section>
  )
}

/** Who they are, in their own paragraphs. */
export function TeamMemberAboutSection({ heading, paragraphs }: { heading: string; paragraphs: string[] }) {
  return (
    <Section aria-labelledby="member-about">
      <div className="grid gap-8 lg:grid-cols-12 lg:gap-16">
        <div className="lg:col-span-4">
          <h2 id="member-about" className="text-h2-sm font-bold md:text-h2 lg:sticky lg:top-28">
            {heading}
          </h2>
        </div>
        <div className="space-y-6 text-lg leading-relaxed text-slate lg:col-span-8" data-reveal>
          {paragraphs.map((paragraph) => (
            <p key={paragraph} className="text-pretty first:text-lead first:text-ink">
              {paragraph}
            </p>
          ))}
        </div>
      </div>
    </Section>
  )
}

type TeamMemberExperienceProps = {
  heading: string
  highlightsHeading: string
  experience: TitledItem
  highlights: string[]
}

/** Background and experience, with the career highlights beside it. */
export function TeamMemberExperienceSection({
  heading,
  highlightsHeading,
  experience,
  highlights,
}: TeamMemberExperienceProps) {
  return (
    <Section tone="pale" aria-labelledby="member-experience">
      <h2 id="member-experience" className="max-w-3xl text-h2-sm font-bold text-balance md:text-h2">
        {heading}
      </h2>
      <div className="mt-10 grid gap-6 lg:grid-cols-12 lg:gap-8">
        <article
          className="relative isolate overflow-hidden rounded-panel bg-ink p-8 text-white shadow-lift md:p-10 lg:col-span-5"
          data-reveal
        >
          <div
            aria-hidden="true"
            className="absolute -right-16 -bottom-16 -z-10 size-64 rounded-full bg-brand/60 blur-3xl"
          />
          <h3 className="text-h3 font-bold text-balance">{experience.title}</h3>
          <p className="mt-5 text-lg leading-relaxed text-pretty text-white/80">{experience.description}</p>
        </article>
        <div className="rounded-panel bg-white p-8 shadow-card md:p-10 lg:col-span-7" data-reveal>
          <h3 className="text-h4 font-bold">{highlightsHeading}</h3>
          <ul className="mt-6 divide-y divide-line">
            {highlights.map((highlight) => (
              <li key={highlight} className="flex gap-4 py-4 first:pt-0 last:pb-0">
                <span className="mt-0.5 inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-lime text-ink">
                  <Icon name="check" className="size-4" strokeWidth={2.5} />
                </span>
                <span className="text-pretty text-ink/90">{highlight}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Section>
  )
}
