import { useId, useState } from "react"
import { Icon } from "#app/components/ui/icon"
import { Section, SectionHeading } from "#app/components/ui/layout"
import { Picture } from "#app/components/ui/picture"
import type { TestimonialsSectionCopy } from "#app/content/pages"
import type { Testimonial } from "#app/content/testimonial"
import { cn } from "#app/lib/cn"
import type { WithImages } from "#app/lib/resolve-images"

type TestimonialsSectionProps = {
  copy: TestimonialsSectionCopy
  testimonials: WithImages<Testimonial>[]
  tone?: "white" | "pale"
}

const fill = (template: string, current: number, total: number) =>
  template.replace("{current}", String(current)).replace("{total}", String(total))

const pad = (value: number) => String(value).padStart(2, "0")

/**
 * Client testimonials, one at a time: previous and next wrap around and cross-fade, and the newly shown
 * quote is read out politely. Nothing moves on its own. Without JavaScript every testimonial is shown.
 */
export function TestimonialsSection({ copy, testimonials, tone = "white" }: TestimonialsSectionProps) {
  const [current, setCurrent] = useState(0)
  const id = useId()
  const headingId = `${id}-title`
  const slidesId = `${id}-slides`
  const total = testimonials.length
  const step = (by: number) => setCurrent((index) => (index + by + total) % total)
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
            onClick={() => step(-1)}
            className={buttonClass}
          >
            <Icon name="arrow-left" className="size-5" />
          </button>
          <p aria-hidden="true" className="min-w-16 text-center font-semibold text-slate">
            <span className="text-ink">{pad(current + 1)}</span> / {pad(total)}
          </p>
          <button
            type="button"
            aria-label={copy.nextLabel}
            aria-controls={slidesId}
            onClick={() => step(1)}
            className={buttonClass}
          >
            <Icon name="arrow-right" className="size-5" />
          </button>
        </div>
      </div>
      <div id={slidesId} aria-live="polite" className="mt-12 grid noscript:gap-6" data-reveal>
        {testimonials.map((testimonial, index) => {
          const isCurrent = index === current
          return (
            <figure
              key={testimonial.id}
              aria-label={fill(copy.slideLabel, index + 1, total)}
              className={cn(
                "col-start-1 row-start-1 grid overflow-hidden rounded-panel bg-pale ring-1 ring-line lg:grid-cols-12",
                "noscript:visible noscript:col-start-auto noscript:row-start-auto noscript:opacity-100",
                "motion-safe:transition-all motion-safe:duration-500",
                isCurrent ? "visible opacity-100" : "invisible opacity-0",
              )}
            >
              <div className="relative isolate hidden min-h-96 overflow-hidden bg-brand lg:col-span-4 lg:block">
                <Picture
                  image={testimonial.image}
                  sizes="(min-width: 1280px) 400px, 33vw"
                  className="absolute inset-0 size-full object-cover"
                />
                <div className="absolute inset-x-6 bottom-6 flex items-center justify-center rounded-2xl bg-white/95 p-3 shadow-card">
                  <Picture image={testimonial.logo} sizes="200px" className="h-12 w-auto max-w-full object-contain" />
                </div>
              </div>
              <div className="flex flex-col p-7 sm:p-10 lg:col-span-8 lg:p-14">
                <span
                  aria-hidden="true"
                  className="flex size-14 items-center justify-center rounded-2xl bg-lime text-ink"
                >
                  <Icon name="quote" className="size-6" />
                </span>
                <blockquote className="mt-8 mb-10 text-h4 font-medium text-pretty text-ink sm:text-h3 sm:font-semibold">
                  <p>{testimonial.quote}</p>
                </blockquote>
                <figcaption className="mt-auto flex flex-wrap items-center justify-between gap-6 border-t border-line pt-8">
                  <div className="flex items-center gap-4">
                    <div className="shrink-0 lg:hidden">
                      <Picture
                        image={testimonial.image}
                        sizes="64px"
                        className="size-16 rounded-full bg-white object-cover ring-4 ring-white"
                      />
                    </div>
                    <div>
                      <p className="text-lead font-bold text-ink">{testimonial.name}</p>
                      <p className="text-slate">{testimonial.title}</p>
                    </div>
                  </div>
                  <div className="lg:hidden">
                    <Picture
                      image={testimonial.logo}
                      sizes="160px"
                      className="h-12 w-auto max-w-40 rounded-lg object-contain"
                    />
                  </div>
                </figcaption>
              </div>
            </figure>
          )
        })}
      </div>
    </Section>
  )
}
