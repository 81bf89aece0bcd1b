import { Link } from "react-router"
import { CaseStudyLink, type QuotedWork, ResultSource } from "#app/components/sections/quoted-result"
import { Avatar } from "#app/components/ui/avatar"
import { ButtonPair } from "#app/components/ui/button"
import { CountUp } from "#app/components/ui/count-up"
import { Container, Eyebrow } from "#app/components/ui/layout"
import { Picture } from "#app/components/ui/picture"
import type { ServicesPage } from "#app/content/pages"
import type { Service } from "#app/content/service"
import type { ResolvedImage } from "#app/lib/image-manifest"
import { imageSlots, WIDE_MEDIA } from "#app/lib/image-sizes"

type ServiceHeroProps = {
  hero: Service["hero"]
  /** Work of this service for a client: its case study, and a result it delivered when the study has figures. */
  proof: QuotedWork
  /** That client's site, which this service worked on. */
  work: ResolvedImage
  /** The team member who leads the service. */
  owner: { name: string; position: string; href: string; portrait?: ResolvedImage }
  labels: ServicesPage["servicePage"]
}

/**
 * A service page's opening: what we do and two ways forward beside a client's site this service worked
 * on, then the proof: the result it delivered for that client, and the person who leads it.
 */
export function ServiceHeroSection({ hero, proof, work, owner, labels }: ServiceHeroProps) {
  const { result } = proof
  return (
    <section aria-labelledby="service-hero-title" className="relative isolate overflow-hidden bg-pale hero-glow">
      <Container className="pt-12 pb-section-sm sm:pt-16 lg:pt-20">
        <div className="grid items-center gap-10 lg:grid-cols-12 lg:gap-12">
          <div className="lg:col-span-7">
            <Eyebrow>{hero.eyebrow}</Eyebrow>
            <h1 id="service-hero-title" className="text-display font-extrabold text-balance">
              {hero.title}
            </h1>
            <p className="mt-6 max-w-2xl text-lead text-pretty text-slate">{hero.description}</p>
            <ButtonPair primary={hero.primaryCta} secondary={hero.secondaryCta} />
          </div>
          {/* On phones the proof comes before the artwork: a result persuades more than a picture. In source
              order too, so a page painted half-read never pushes the picture down when the result arrives. */}
          <div className="grid overflow-hidden rounded-panel bg-white shadow-card ring-1 ring-line lg:col-span-12 lg:grid-cols-12 lg:row-start-2 lg:mt-4">
            {/* The label's width does not depend on its text, so it never wraps under the figure once more arrives. */}
            <div className="flex flex-wrap items-start gap-x-8 gap-y-4 p-6 sm:p-8 lg:col-span-8">
              {result ? (
                <p className="text-figure font-extrabold text-brand">
                  <CountUp value={result.value} />
                </p>
              ) : null}
              <div className="min-w-56 flex-1">
                <p className="text-sm font-semibold tracking-wide text-brand uppercase">
                  {result ? labels.resultLabel : labels.workLabel}
                </p>
                {result ? (
                  <>
                    <p className="mt-1 text-lead font-semibold text-ink">{result.label}</p>
                    <p className="text-slate">
                      <ResultSource result={result} />
                    </p>
                  </>
                ) : (
                  <>
                    <p className="mt-1 text-lead font-semibold text-ink">{proof.client}</p>
                    <p className="text-slate">{proof.tag}</p>
                  </>
                )}
                <CaseStudyLink label={labels.caseStudyLink} result={proof} className="mt-3" />
              </div>
            </div>
            <div className="flex items-center gap-4 border-t border-line bg-lime-soft/60 p-6 sm:p-8 lg:col-span-4 lg:border-t-0 lg:border-l">
              <Avatar name={owner.name} portrait={owner.portrait} size="lg" ring="white" />
              <div>
                <p className="text-sm font-semibold tracking-wide text-brand uppercase">{labels.ownerLabel}</p>
                <Link
                  to={owner.href}
                  className="mt-1 inline-flex min-h-6 items-center text-lead font-bold text-ink decoration-2 underline-offset-4 hover:text-brand hover:underline"
                >
                  {owner.name}
                </Link>
                <p className="text-slate">{owner.position}</p>
              </div>
            </div>
          </div>
          <div className="mx-auto w-full max-w-xl lg:col-span-5 lg:col-start-8 lg:row-start-1 lg:max-w-none">
            <Picture
              image={work}
              sizes={imageSlots.serviceHero.sizes}
              className="h-auto w-full rounded-panel bg-white shadow-lift ring-1 ring-line"
              isPriority={{ media: WIDE_MEDIA }}
            />
          </div>
        </div>
      </Container>
    </section>
  )
}
