import { type TeamCardMember, TeamGrid } from "#app/components/team/team-card"
import { Icon } from "#app/components/ui/icon"
import { Container, Eyebrow, Section, SectionHeading } from "#app/components/ui/layout"
import { Picture } from "#app/components/ui/picture"
import type { AboutPage } from "#app/content/pages"
import type { Stat } from "#app/content/shared"
import type { ResolvedImage } from "#app/lib/image-manifest"

type AboutHeroProps = { eyebrow: string; title: string; description: string; stats: Stat[]; image: ResolvedImage }

/** The page's opening: who we are, the artwork and the figures that back it up. */
export function AboutHeroSection({ eyebrow, title, description, stats, image }: AboutHeroProps) {
  return (
    <section className="relative isolate overflow-hidden bg-pale hero-glow">
      <Container className="pt-14 pb-section-sm md:pt-20 lg:pb-section">
        <div className="grid items-center gap-12 lg:grid-cols-12 lg:gap-10">
          <div className="lg:col-span-6">
            <Eyebrow>{eyebrow}</Eyebrow>
            <h1 className="text-h1-sm font-extrabold text-balance md:text-h1 xl:text-display">{title}</h1>
            <p className="mt-6 max-w-xl text-lead text-pretty text-slate">{description}</p>
          </div>
          <div className="lg:col-span-6" data-reveal="slow">
            <Picture
              image={image}
              isPriority
              sizes="(min-width: 1280px) 38rem, (min-width: 1024px) 48vw, 92vw"
              className="h-auto w-full rounded-panel bg-brand-soft shadow-lift"
            />
          </div>
        </div>
        <dl className="mt-12 grid grid-cols-2 gap-px overflow-hidden rounded-panel bg-line shadow-card md:mt-16 lg:grid-cols-4">
          {stats.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse justify-end gap-1 bg-white p-6 md:p-8">
              <dt className="text-sm text-slate md:text-base">{stat.label}</dt>
              <dd className="text-h2-sm font-extrabold tracking-tight text-brand md:text-h2">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  )
}

/** Why we exist, beside the artwork that says the same. */
export function MissionSection({ mission }: { mission: AboutPage["mission"] & { image: ResolvedImage } }) {
  return (
    <Section aria-labelledby="mission-heading">
      <div className="grid items-center gap-12 lg:grid-cols-2 lg:gap-20">
        <div className="order-2 lg:order-1" data-reveal="slow">
          <Picture
            image={mission.image}
            sizes="(min-width: 1280px) 36rem, (min-width: 1024px) 46vw, 92vw"
            className="h-auto w-full rounded-panel bg-pale shadow-card"
          />
        </div>
        <div className="order-1 lg:order-2">
          <Eyebrow>{mission.eyebrow}</Eyebrow>
          <h2 id="mission-heading" className="text-h2-sm font-bold text-balance md:text-h2">
            {mission.title}
          </h2>
          <div className="mt-6 space-y-5 text-lg leading-relaxed text-pretty text-slate">
            {mission.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
      </div>
    </Section>
  )
}

/** Integrity, Innovation, Collaboration. */
export function ValuesSection({ values }: { values: AboutPage["values"] }) {
  return (
    <Section tone="ink" aria-labelledby="values-heading" className="relative isolate overflow-hidden">
      <div aria-hidden="true" className="absolute -top-32 right-0 -z-10 size-120 rounded-full bg-brand/40 blur-3xl" />
      <SectionHeading
        id="values-heading"
        eyebrow={values.eyebrow}
        title={values.title}
        description={values.description}
        tone="light"
        align="center"
      />
      <ul className="mt-14 grid gap-6 lg:grid-cols-3">
        {values.items.map((value, index) => (
          <li
            key={value.id}
            className="group relative rounded-card border border-white/10 bg-white/5 p-8 transition-colors hover:border-lime/40 hover:bg-white/10"
            data-reveal
          >
            <span
              aria-hidden="true"
              className="absolute top-8 right-8 text-sm font-semibold tracking-widest text-white/50"
            >
              {String(index + 1).padStart(2, "0")}
            </span>
            <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-lime text-ink">
              <Icon name={value.icon} strokeWidth={1.75} className="size-7" />
            </span>
            <h3 className="mt-6 text-h3 font-bold">{value.title}</h3>
            <p className="mt-3 leading-relaxed text-white/75">{value.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  )
}

type AboutTeamProps = { team: AboutPage["team"]; members: TeamCardMember[] }

/** The six people, each card opening their profile. */
export function AboutTeamSection({ team, members }: AboutTeamProps) {
  return (
    <Section aria-labelledby="team-heading">
      <SectionHeading id="team-heading" eyebrow={team.eyebrow} title={team.title} description={team.description} />
      <div className="mt-12">
        <TeamGrid members={members} seeProfile={team.seeProfile} />
      </div>
    </Section>
  )
}
