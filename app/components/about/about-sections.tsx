import { PageOpening } from "#app/components/sections/page-opening"
import { type TeamCardMember, TeamGrid } from "#app/components/team/team-card"
import { CountUp } from "#app/components/ui/count-up"
import { Icon } from "#app/components/ui/icon"
import { Eyebrow, Section, SectionHeading } from "#app/components/ui/layout"
import { Picture } from "#app/components/ui/picture"
import type { AboutPage } from "#app/content/pages"
import type { Stat } from "#app/content/shared"
import type { ResolvedImage } from "#app/lib/image-manifest"
import { imageSlots } from "#app/lib/image-sizes"

type AboutHeroProps = { eyebrow: string; title: string; description: string; stats: Stat[]; image: ResolvedImage }

/** The page's opening: who we are, then the Detroit artwork beside the figures that back it up. */
export function AboutHeroSection({ eyebrow, title, description, stats, image }: AboutHeroProps) {
  return (
    <PageOpening id="about-title" eyebrow={eyebrow} title={title} description={description}>
      <div className="grid gap-10 lg:grid-cols-12 lg:gap-12">
        <div className="lg:col-span-8">
          <Picture
            image={image}
            isPriority
            sizes={imageSlots.aboutHero.sizes}
            className="h-auto w-full rounded-panel bg-brand-soft shadow-lift"
          />
        </div>
        <dl className="grid grid-cols-2 gap-x-6 gap-y-8 self-start sm:grid-cols-4 lg:col-span-4 lg:grid-cols-1 lg:gap-0 lg:divide-y lg:divide-line">
          {stats.map((stat) => (
            <div
              key={stat.label}
              className="flex flex-col-reverse justify-end gap-1 lg:py-5 lg:first:pt-0 lg:last:pb-0"
            >
              <dt className="text-slate">{stat.label}</dt>
              <dd className="text-h1 font-extrabold text-brand">
                <CountUp value={stat.value} />
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </PageOpening>
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
            sizes={imageSlots.aboutMission.sizes}
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
      <div aria-hidden="true" className="absolute -top-32 right-0 -z-10 size-120 rounded-full bg-brand/40 blur-glow" />
      <SectionHeading
        id="values-heading"
        eyebrow={values.eyebrow}
        title={values.title}
        description={values.description}
        tone="light"
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

type AboutTeamProps = { team: AboutPage["team"]; members: TeamCardMember[]; ownsLabel: string; ledLabel: string }

/** The people: each card names what they own and a project they led, and opens a profile. */
export function AboutTeamSection({ team, members, ownsLabel, ledLabel }: AboutTeamProps) {
  return (
    <Section aria-labelledby="team-heading">
      <SectionHeading id="team-heading" eyebrow={team.eyebrow} title={team.title} description={team.description} />
      <div className="mt-12">
        <TeamGrid members={members} seeProfile={team.seeProfile} ownsLabel={ownsLabel} ledLabel={ledLabel} />
      </div>
    </Section>
  )
}
