import { Avatar } from "#app/components/ui/avatar"
import { ButtonLink } from "#app/components/ui/button"
import { Icon } from "#app/components/ui/icon"
import { KeepShortPrefixes } from "#app/components/ui/keep-together"
import { Container, Eyebrow } from "#app/components/ui/layout"
import { Picture } from "#app/components/ui/picture"
import type { Stat } from "#app/content/shared"
import { cn } from "#app/lib/cn"
import { displayFigure } from "#app/lib/figures"
import type { ResolvedImage } from "#app/lib/image-manifest"
import { imageSlots, NARROW_MEDIA } from "#app/lib/image-sizes"

export type CaseStudyTeaser = {
  /** The study it tells, when the figures are one named client's (a service page's proof). */
  caseStudy?: string
  eyebrow?: string
  title: string
  description?: string
  /** Up to three figures; none for work whose study gives none. */
  stats: Stat[]
  /** When the figures were measured and against what (or the project's dates, without figures). */
  measured: string
  link: { label: string; href: string }
  /** The client's site, where the page has not shown it already. */
  pictures?: {
    /** 4:5, beside the text from 1024 px up. */
    image: ResolvedImage
    /** 4:3, under the text below 1024 px. */
    narrowImage: ResolvedImage
  }
}

/** The client's words beside their study: what they said, who said it and their role. */
export type TeaserQuote = { id: string; quote: string; name: string; title: string; portrait?: ResolvedImage }

/**
 * Results in numbers on a dark panel: on the home page, figures no client is named for; on a service
 * page, whose opening already shows the client's site, one client's story, beside the client's words
 * where there are any (a study that used the service). `data-case-study-teaser` and `data-testimonial`
 * name what is shown, so a test can count on how many pages each appears.
 */
export function CaseStudyTeaserSection({ teaser, quote }: { teaser: CaseStudyTeaser; quote?: TeaserQuote }) {
  return (
    <section
      aria-labelledby="case-study-teaser-title"
      className="bg-pale py-section-sm md:py-section"
      data-case-study-teaser={teaser.caseStudy}
    >
      <Container>
        <div
          className="relative isolate grid overflow-hidden rounded-panel bg-ink text-white shadow-lift lg:grid-cols-12 lg:items-center"
          data-reveal
        >
          <div aria-hidden="true" className="absolute -bottom-72 -left-56 -z-10 size-160 glow-radial text-brand/55" />
          <div
            className={cn(
              "px-6 pt-12 sm:px-12 sm:pt-14 lg:col-span-7 lg:py-16 xl:px-16",
              // Without a picture or a quote beside it, the story fills the panel and closes it itself.
              !teaser.pictures && !quote && "pb-12 sm:pb-14 lg:col-span-12",
            )}
          >
            {teaser.eyebrow ? <Eyebrow className="text-lime">{teaser.eyebrow}</Eyebrow> : null}
            <h2 id="case-study-teaser-title" className="text-h2 font-bold text-balance">
              <KeepShortPrefixes text={teaser.title} />
            </h2>
            {teaser.description ? (
              <p className="mt-5 max-w-2xl text-lead text-pretty text-white/80">{teaser.description}</p>
            ) : null}
            {teaser.stats.length > 0 ? (
              <dl className="mt-10 grid gap-3 sm:grid-cols-3 sm:gap-6">
                {teaser.stats.map((stat) => (
                  <div
                    key={stat.label}
                    className="flex flex-row-reverse items-center justify-end gap-4 rounded-card bg-white/5 px-5 py-4 ring-1 ring-white/10 sm:flex-col-reverse sm:items-start sm:justify-end sm:gap-1 sm:p-5"
                  >
                    <dt className="text-sm leading-snug text-white/75">{stat.label}</dt>
                    <dd className="min-w-24 text-h3 font-extrabold tracking-tight text-lime sm:min-w-0 sm:text-h2 lg:text-h3 xl:text-h2">
                      {displayFigure(stat.value)}
                    </dd>
                  </div>
                ))}
              </dl>
            ) : null}
            <p
              className={cn(
                "flex items-center gap-2 text-sm font-medium text-white/75",
                teaser.stats.length > 0 ? "mt-4" : "mt-8",
              )}
            >
              <Icon name="clock" className="size-4 text-lime" />
              {teaser.measured}
            </p>
            {quote && teaser.pictures ? (
              <div className="mt-10">
                <TeaserQuoteFigure quote={quote} />
              </div>
            ) : null}
            <ButtonLink to={teaser.link.href} variant="lime" className="mt-10">
              {teaser.link.label}
              <Icon name="arrow-right" className="size-4" />
            </ButtonLink>
          </div>
          {teaser.pictures ? (
            <TeaserPictures pictures={teaser.pictures} />
          ) : quote ? (
            <div className="px-6 pt-10 pb-12 sm:px-12 lg:col-span-5 lg:py-16 lg:pr-12 lg:pl-0 xl:pr-16">
              <TeaserQuoteFigure quote={quote} />
            </div>
          ) : null}
        </div>
      </Container>
    </section>
  )
}

/** The client's words, their portrait or initials, name and role. */
function TeaserQuoteFigure({ quote }: { quote: TeaserQuote }) {
  return (
    <figure data-testimonial={quote.id} className="border-l-4 border-lime pl-5 sm:pl-6">
      <blockquote className="text-lg font-medium text-pretty text-white sm:text-xl">
        <p>{quote.quote}</p>
      </blockquote>
      <figcaption className="mt-5 flex items-center gap-3">
        <Avatar name={quote.name} portrait={quote.portrait} size="sm" ring="white" className="ring-2 ring-white/20" />
        <span className="text-sm">
          <span className="block font-bold text-white">{quote.name}</span>
          <span className="block text-white/75">{quote.title}</span>
        </span>
      </figcaption>
    </figure>
  )
}

/** The client's site: 4:5 beside the story from 1024 px, 4:3 under it below. */
function TeaserPictures({ pictures }: { pictures: NonNullable<CaseStudyTeaser["pictures"]> }) {
  return (
    // On phones the site runs to the panel's edges, as wide as it can be read.
    <div className="pt-10 sm:p-12 lg:col-span-5 lg:py-12 lg:pr-12 lg:pl-0">
      <Picture
        image={pictures.image}
        sizes={imageSlots.caseStudyTeaser.sizes}
        variant={{
          media: NARROW_MEDIA,
          image: pictures.narrowImage,
          sizes: imageSlots.caseStudyTeaserNarrow.sizes,
        }}
        className="h-auto w-full max-sm:rounded-t-card sm:rounded-card"
      />
    </div>
  )
}
