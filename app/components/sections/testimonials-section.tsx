import { useId } from "react"
import { CaseStudyLink, type QuotedResult } from "#app/components/sections/quoted-result"
import { Avatar } from "#app/components/ui/avatar"
import { CountUp } from "#app/components/ui/count-up"
import { Icon } from "#app/components/ui/icon"
import { Section, SectionHeading } from "#app/components/ui/layout"
import { Picture } from "#app/components/ui/picture"
import type { TestimonialsSectionCopy } from "#app/content/pages"
import type { Testimonial } from "#app/content/testimonial"
import { cn } from "#app/lib/cn"
import { imageSlots } from "#app/lib/image-sizes"
import type { WithImages } from "#app/lib/resolve-images"

/**
 * A testimonial as shown: led by the client's business, and by the result it quotes from their case study
 * when they have one here.
 */
type TestimonialSlide = WithImages<Omit<Testimonial, "caseStudy" | "result" | "client">> & {
  client: string
  /** The client's case study, when it has one. */
  href?: string
  result?: QuotedResult
}

type TestimonialsSectionProps = {
  copy: TestimonialsSectionCopy
  testimonials: TestimonialSlide[]
  tone?: "white" | "pale"
}

const fill = (template: string, current: number, total: number) =>
  template.replace("{current}", String(current)).replace("{total}", String(total))

const pad = (value: number) => String(value).padStart(2, "0")

/**
 * Client testimonials, one at a time, each leading with the client's logo and business (and a result in
 * numbers, when their case study gives one); the quote follows, with the person's initials (or a photograph they gave us) beside the name. The testimonials sit side by side
 * in a row that snaps to one at a time, so a finger or a trackpad moves between them natively;
 * previous and next (app/browser/carousel.ts) glide there and wrap around, and the newly shown
 * testimonial is read out politely. Nothing moves on its own. Without JavaScript every testimonial is
 * shown, one under the other.
 */
export function TestimonialsSection({ copy, testimonials, tone = "white" }: TestimonialsSectionProps) {
  const id = useId()
  const headingId = `${id}-title`
  const slidesId = `${id}-slides`
  const total = testimonials.length
  const buttonClass =
    "inline-flex size-12 items-center justify-center rounded-full border border-ink/15 bg-white text-ink transition-colors hover:border-brand hover:bg-brand hover:text-white"

  return (
    <Section tone={tone} aria-labelledby={headingId}>
      <div className="flex flex-col gap-8 md:flex-row md:items-end md:justify-between" data-reveal>
        <SectionHeading id={headingId} eyebrow={copy.eyebrow} title={copy.title} description={copy.description} />
        <div className="flex shrink-0 items-center gap-3 noscript:hidden">
          <button
            type="button"
            aria-label={copy.previousLabel}
            aria-controls={slidesId}
            data-carousel-step="-1"
            className={buttonClass}
          >
            <Icon name="arrow-left" className="size-5" />
          </button>
          <p aria-hidden="true" className="min-w-16 text-center font-semibold text-slate">
            <span className="text-ink" data-carousel-position={slidesId}>
              {pad(1)}
            </span>{" "}
            / {pad(total)}
          </p>
          <button
            type="button"
            aria-label={copy.nextLabel}
            aria-controls={slidesId}
            data-carousel-step="1"
            className={buttonClass}
          >
            <Icon name="arrow-right" className="size-5" />
          </button>
        </div>
      </div>
      {/* Padded (and pulled back by as much) so the cards' shadows are not cut off by the scrolling box;
          each card is as wide as the row (auto-cols-[100%]), which no column token says. Positioned, so
          what is positioned inside a card off screen (a screen-reader label) scrolls with it, not the page. */}
      {/* A row whose slides hold no link takes focus itself, so a keyboard can still scroll it (its name is
          the section's heading). */}
      <div
        id={slidesId}
        aria-live="polite"
        {...(testimonials.some((testimonial) => testimonial.href)
          ? {}
          : { tabIndex: 0, role: "group", "aria-labelledby": headingId })}
        data-carousel=""
        className={cn(
          "relative -mx-4 mt-8 -mb-6 grid snap-x snap-mandatory auto-cols-[100%] grid-flow-col gap-12 overflow-x-auto overscroll-x-contain scroll-px-4 px-4 pt-4 pb-6 scrollbar-none",
          "noscript:mx-0 noscript:mt-12 noscript:mb-0 noscript:grid-flow-row noscript:gap-6 noscript:overflow-visible noscript:p-0",
        )}
        data-reveal
      >
        {testimonials.map((testimonial, index) => {
          const { result } = testimonial
          return (
            <figure
              key={testimonial.id}
              data-testimonial={testimonial.id}
              aria-label={fill(copy.slideLabel, index + 1, total)}
              // Off screen once the row has come to rest: out of the accessibility tree, as a hidden slide is.
              className="grid snap-start gap-8 rounded-panel bg-white p-6 shadow-card ring-1 ring-line data-away:invisible sm:p-10 lg:grid-cols-12 lg:gap-12 lg:p-12"
            >
              <div className="flex flex-col border-b border-line pb-8 lg:col-span-4 lg:border-r lg:border-b-0 lg:pr-10 lg:pb-0">
                {/* The logo artwork has a margin of its own; pulled left so its mark lines up with the text. */}
                <Picture
                  image={testimonial.logo}
                  sizes={imageSlots.clientLogo.sizes}
                  className="-ml-3 h-18 w-auto self-start"
                />
                <p className="mt-4 font-semibold text-ink">{testimonial.client}</p>
                <p className="text-slate">{testimonial.business}</p>
                {result ? (
                  <>
                    <p className="mt-6 text-figure font-extrabold text-brand">
                      <CountUp value={result.value} />
                    </p>
                    <p className="mt-1 text-lead font-semibold text-ink">{result.label}</p>
                    <p className="text-slate">{result.measured}</p>
                  </>
                ) : null}
                {testimonial.href ? (
                  <CaseStudyLink
                    label={copy.caseStudyLink}
                    result={{ client: testimonial.client, href: testimonial.href }}
                    className="mt-6 self-start lg:mt-auto lg:pt-8"
                  />
                ) : null}
              </div>
              <div className="flex flex-col lg:col-span-8">
                <Icon name="quote" className="size-9 text-lime-dark" />
                <blockquote className="mt-5 text-h4 font-medium text-pretty text-ink sm:text-h3 sm:font-semibold">
                  <p>{testimonial.quote}</p>
                </blockquote>
                <figcaption className="mt-8 flex items-center gap-4 lg:mt-auto lg:pt-10">
                  <Avatar name={testimonial.name} portrait={testimonial.portrait} size="md" />
                  <span>
                    <span className="block text-lead font-bold text-ink">{testimonial.name}</span>
                    <span className="block text-slate">{testimonial.title}</span>
                  </span>
                </figcaption>
              </div>
            </figure>
          )
        })}
      </div>
    </Section>
  )
}
