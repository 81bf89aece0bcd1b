import { href, Link } from "react-router"
import { BannerStrip } from "#app/components/sections/closing-band"
import { Icon } from "#app/components/ui/icon"
import { Container } from "#app/components/ui/layout"
import { Picture } from "#app/components/ui/picture"
import type { Cta } from "#app/content/site"
import { imageSlots } from "#app/lib/image-sizes"
import { type CaseStudyCardData, TitleLines } from "./case-study-card"

type NextStudyProps = {
  /** The two related studies, the next one first (app/content/related.ts). */
  studies: CaseStudyCardData[]
  labels: { relatedHeading: string; nextLabel: string; readMore: string }
  banner: Cta
}

/**
 * How a case study ends: with the next study, its site large beside its title on a dark band, the other
 * related study a line under it, and the spec's banner as the band's last row. A reader who liked this
 * story is one click from the next one.
 */
export function NextStudySection({ studies, labels, banner }: NextStudyProps) {
  const [next, ...others] = studies
  return (
    <section
      aria-labelledby="related-title"
      className="relative isolate overflow-hidden bg-ink text-white"
      data-closing="next-study"
    >
      <div aria-hidden="true" className="absolute top-0 -right-48 -z-10 size-160 glow-radial text-brand/45" />
      <Container className="py-section">
        <h2 id="related-title" className="text-sm font-semibold tracking-wide text-lime uppercase">
          {labels.relatedHeading}
        </h2>
        {next ? (
          <article className="group relative mt-8 grid gap-8 lg:grid-cols-12 lg:items-center lg:gap-12" data-reveal>
            <div className="lg:col-span-5">
              <p className="text-sm font-semibold text-white/70">{labels.nextLabel}</p>
              <h3 className="mt-3 text-h2 font-extrabold text-balance">
                <Link
                  to={href("/case-study/:slug", { slug: next.slug })}
                  className="after:absolute after:inset-0 after:rounded-panel group-hover:text-lime"
                >
                  <TitleLines title={next.cardTitle} />
                </Link>
              </h3>
              <p className="mt-5 text-lead text-pretty text-white/75">{next.excerpt}</p>
              <p aria-hidden="true" className="mt-8 inline-flex items-center gap-2 font-semibold text-lime">
                {labels.readMore}
                <Icon
                  name="arrow-right"
                  className="size-5 motion-safe:transition-transform motion-safe:group-hover:translate-x-1"
                />
              </p>
            </div>
            <div className="overflow-hidden rounded-panel ring-1 ring-white/10 lg:col-span-7">
              <Picture
                image={next.cardImage}
                sizes={imageSlots.caseStudyFeatured.sizes}
                className="h-auto w-full motion-safe:transition-transform motion-safe:duration-500 motion-safe:group-hover:scale-102"
              />
            </div>
          </article>
        ) : null}
        {others.length > 0 ? (
          <ul className="mt-10 grid gap-4 border-t border-white/15 pt-8 md:grid-cols-2">
            {others.map((study) => (
              <li key={study.slug}>
                <article className="group relative flex items-center gap-5">
                  <div className="w-28 shrink-0 overflow-hidden rounded-xl ring-1 ring-white/10 sm:w-36">
                    <Picture
                      image={study.cardImage}
                      sizes={imageSlots.caseStudyThumb.sizes}
                      className="h-auto w-full"
                    />
                  </div>
                  <div className="min-w-0">
                    <p className="text-sm text-white/70">{study.tag}</p>
                    <h3 className="mt-1 text-h4 font-bold">
                      <Link
                        to={href("/case-study/:slug", { slug: study.slug })}
                        className="after:absolute after:inset-0 group-hover:text-lime"
                      >
                        <TitleLines title={study.cardTitle} />
                      </Link>
                    </h3>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        ) : null}
        <BannerStrip banner={banner} tone="dark" />
      </Container>
    </section>
  )
}
