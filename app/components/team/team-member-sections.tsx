import { Link } from "react-router"
import { PostCard, type PostCardData } from "#app/components/blog/post-card"
import { CaseStudyCard, type CaseStudyCardData } from "#app/components/case-studies/case-study-card"
import { ReadOnClosing } from "#app/components/sections/closing-band"
import { Avatar } from "#app/components/ui/avatar"
import { Icon } from "#app/components/ui/icon"
import { KeepPhoneNumbers } from "#app/components/ui/keep-together"
import { Container, Section } from "#app/components/ui/layout"
import { type LabelledSocialLink, SocialLinks } from "#app/components/ui/social-icon"
import type { TitledItem } from "#app/content/shared"
import type { Cta } from "#app/content/site"
import { cn } from "#app/lib/cn"
import type { ResolvedImage } from "#app/lib/image-manifest"
import { imageSlots } from "#app/lib/image-sizes"

type PageLink = { title: string; href: string }

type TeamMemberHeroProps = {
  name: string
  /** Their photograph, if the agency has one: on their own page it carries its alt text. */
  portrait?: ResolvedImage
  position: string
  bio: string
  owns: string
  email: string
  socialLinks: LabelledSocialLink[]
  /** The services they lead; the study they led and their articles are the page's closing. */
  leads: PageLink[]
  labels: {
    socialLabel: string
    ownsLabel: string
    leadsLabel: string
  }
  backLink: { label: string; href: string }
}

/**
 * Their portrait, or their initials when there is none (no drawn face), beside the words that matter:
 * name, role, a short bio, what they own
 * and lead, and how to reach them. Their work is where the page ends (TeamMemberWorkSection), told once.
 */
export function TeamMemberHeroSection({
  name,
  portrait,
  position,
  bio,
  owns,
  email,
  socialLinks,
  leads,
  labels,
  backLink,
}: TeamMemberHeroProps) {
  return (
    <section aria-labelledby="member-name" className="relative isolate overflow-hidden bg-pale hero-glow">
      <Container className="pt-10 pb-section-sm md:pt-14">
        <Link
          to={backLink.href}
          className="group inline-flex min-h-6 items-center gap-2 rounded-full text-sm font-semibold text-slate transition-colors hover:text-brand"
        >
          <Icon name="arrow-left" className="size-4 transition-transform motion-safe:group-hover:-translate-x-0.5" />
          {backLink.label}
        </Link>
        <div className="mt-8 grid gap-10 lg:grid-cols-12 lg:gap-12">
          <div className="lg:col-span-8">
            <div className="flex items-center gap-4 sm:gap-5">
              <Avatar
                name={name}
                portrait={portrait}
                isDescribed
                isEager
                size="xl"
                ring="white"
                className="shadow-card"
              />
              <p className="text-sm font-semibold tracking-wide text-brand uppercase">{position}</p>
            </div>
            <h1 id="member-name" className="mt-6 text-display font-extrabold text-balance">
              {name}
            </h1>
            <p className="mt-6 max-w-2xl text-lead text-pretty text-slate">{bio}</p>
            <div className="mt-8 flex flex-wrap items-center gap-x-4 gap-y-3">
              <p className="text-sm font-semibold tracking-wide text-ink uppercase">{labels.socialLabel}</p>
              {/* Profiles the agency runs for the person; none until it has them. */}
              {socialLinks.length > 0 ? <SocialLinks links={socialLinks} variant="icons-on-light" /> : null}
              {/* On a phone the address has a line of its own whatever its width in either font: beside the
                  icons it would fit in the fallback and not in Inter, and the page would move when Inter arrives. */}
              <div className="w-full sm:w-auto">
                <a
                  href={`mailto:${email}`}
                  className="inline-flex min-h-12 items-center gap-2 rounded-full border border-line bg-white px-5 font-semibold text-ink shadow-card transition-colors hover:border-brand hover:text-brand"
                >
                  <Icon name="mail" className="size-5 text-brand" />
                  {email}
                </a>
              </div>
            </div>
          </div>
          <dl className="divide-y divide-line self-start border-y border-line lg:col-span-4">
            <div className="py-5">
              <dt className="text-sm font-semibold tracking-wide text-brand uppercase">{labels.ownsLabel}</dt>
              <dd className="mt-1.5 text-lg font-semibold text-pretty text-ink">{owns}</dd>
            </div>
            {leads.length > 0 ? (
              <div className="py-5">
                <dt className="text-sm font-semibold tracking-wide text-brand uppercase">{labels.leadsLabel}</dt>
                <dd className="mt-1.5">
                  <ul className="grid gap-1">
                    {leads.map((service) => (
                      <li key={service.href}>
                        <ArrowLink link={service} />
                      </li>
                    ))}
                  </ul>
                </dd>
              </div>
            ) : null}
          </dl>
        </div>
      </Container>
    </section>
  )
}

function ArrowLink({ link }: { link: PageLink }) {
  return (
    <Link
      to={link.href}
      className="group inline-flex min-h-6 items-start gap-1.5 font-semibold text-pretty text-ink decoration-2 underline-offset-4 hover:text-brand hover:underline"
    >
      {link.title}
      <Icon
        name="arrow-right"
        className="mt-1 size-4 shrink-0 text-brand motion-safe:transition-transform motion-safe:group-hover:translate-x-0.5"
      />
    </Link>
  )
}

/** Who they are, in their own paragraphs. */
export function TeamMemberAboutSection({ heading, paragraphs }: { heading: string; paragraphs: string[] }) {
  return (
    <Section aria-labelledby="member-about">
      <div className="grid gap-8 lg:grid-cols-12 lg:gap-16">
        <div className="lg:col-span-4">
          <h2 id="member-about" className="text-h2 font-bold text-balance lg:sticky lg:top-28">
            {heading}
          </h2>
        </div>
        <div className="space-y-6 text-lg leading-relaxed text-slate lg:col-span-8" data-reveal>
          {paragraphs.map((paragraph) => (
            <p key={paragraph} className="text-pretty first:text-lead first:text-ink">
              <KeepPhoneNumbers text={paragraph} />
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
      <h2 id="member-experience" className="max-w-3xl text-h2 font-bold text-balance">
        {heading}
      </h2>
      {/* Top-aligned: each card as tall as its own words, so neither ends in an empty block. */}
      <div className="mt-10 grid items-start gap-6 lg:grid-cols-12 lg:gap-8">
        <article
          className="relative isolate overflow-hidden rounded-panel bg-ink p-8 text-white shadow-lift md:p-10 lg:col-span-5"
          data-reveal
        >
          <div
            aria-hidden="true"
            className="absolute -right-16 -bottom-16 -z-10 size-64 rounded-full bg-brand/60 blur-glow"
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

type TeamMemberWorkProps = {
  heading: string
  /** The client study they led, as a card. */
  ledStudy?: CaseStudyCardData
  /** Their articles, newest first. */
  articles: PostCardData[]
  readMore: string
  banner: Cta
}

/**
 * How a person's page ends: with their work, the client study they led and what they have written, and
 * the spec's banner as the last row. Someone with neither yet ends on the banner alone.
 */
export function TeamMemberWorkSection({ heading, ledStudy, articles, readMore, banner }: TeamMemberWorkProps) {
  const hasWork = ledStudy !== undefined || articles.length > 0
  return (
    <ReadOnClosing kind="member-work" heading={hasWork ? heading : undefined} className="bg-white" banner={banner}>
      <div className="mt-10 grid gap-6 lg:grid-cols-12 lg:gap-8">
        {ledStudy ? (
          <div className="flex lg:col-span-6 xl:col-span-7" data-reveal>
            <CaseStudyCard caseStudy={ledStudy} linkLabel={readMore} className="w-full" />
          </div>
        ) : null}
        {articles.length > 0 ? (
          <ul
            className={cn(
              "grid content-start gap-6",
              // Beside the study, the articles share its height, so the column does not end in a gap.
              ledStudy ? "lg:col-span-6 lg:auto-rows-fr xl:col-span-5" : "lg:col-span-12 lg:grid-cols-2",
            )}
          >
            {articles.map((post) => (
              <li key={post.slug} data-reveal className="flex">
                <PostCard
                  post={post}
                  layout={ledStudy ? "row" : "row-until-lg"}
                  className="w-full"
                  sizes={imageSlots.postCardRow.sizes}
                />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </ReadOnClosing>
  )
}
