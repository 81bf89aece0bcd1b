import { href, Link } from "react-router"
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

/** A client's site in the About opening, linked to its story. */
type AboutWork = { slug: string; client: string; cardImage: ResolvedImage }

type AboutHeroProps = {
  eyebrow: string
  title: string
  description: string
  stats: Stat[]
  work: { label: string; allLabel: string; studies: AboutWork[] }
}

/** The page's opening: who we are, the sites we built for Detroit businesses, and the figures behind them. */
export function AboutHeroSection({ eyebrow, title, description, stats, work }: AboutHeroProps) {
  const [lead, ...others] = work.studies
  return (
    <PageOpening id="about-title" eyebrow={eyebrow} title={title} description={description}>
      <div className="grid gap-10 lg:grid-cols-12 lg:gap-12">
        <div className="lg:col-span-8">
          <p id="about-work-label" className="mb-4 font-semibold text-ink">
            {work.label}
          </p>
          <ul aria-labelledby="about-work-label" className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3">
            {lead ? (
              <li className="col-span-2 md:row-span-2">
                <WorkTile study={lead} sizes={imageSlots.aboutWorkLead.sizes} isLead />
              </li>
            ) : null}
            {others.map((study) => (
              <li key={study.slug}>
                <WorkTile study={study} sizes={imageSlots.aboutWork.sizes} />
              </li>
            ))}
            <li className="col-span-2 md:col-span-1">
              <Link
                to={href("/case-studies")}
                className="flex h-full min-h-14 items-center justify-center gap-2 rounded-card bg-brand-soft px-4 font-semibold text-brand ring-1 ring-brand/15 hover:bg-brand hover:text-white"
              >
                {work.allLabel}
                <Icon name="arrow-right" className="size-4" />
              </Link>
            </li>
          </ul>
        </div>
        <dl className="grid grid-cols-2 gap-x-6 gap-y-8 self-start sm:grid-cols-4 lg:col-span-4 lg:grid-cols-1 lg:gap-0 lg:divide-y lg:divide-line">
          {stats.map((stat) => (
            <div
              key={stat.label}
              className="flex flex-col-reverse justify-end gap-1 lg:py-5 lg:first:pt-0 lg:last:pb-0"
            >
              <dt className="text-slate">{stat.label}</dt>
              <dd className="text-figure font-extrabold text-brand">
                <CountUp value={stat.value} />
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </PageOpening>
  )
}

/** One client's site, its name on a label over the picture's corner; the lead fills its two rows. */
function WorkTile({ study, sizes, isLead = false }: { study: AboutWork; sizes: string; isLead?: boolean }) {
  return (
    <Link
      to={href("/case-study/:slug", { slug: study.slug })}
      className="group relative block h-full overflow-hidden rounded-card bg-white shadow-card ring-1 ring-line hover:ring-brand/40"
    >
      <Picture
        image={study.cardImage}
        sizes={sizes}
        isPriority={isLead}
        className="h-auto w-full bg-pale md:h-full md:object-cover md:object-top"
      />
      <span className="absolute bottom-2 left-2 mr-2 rounded-lg bg-white/95 px-2 py-0.5 text-xs font-semibold text-balance text-ink shadow-card sm:px-2.5 sm:py-1 sm:text-sm group-hover:text-brand">
        {study.client}
      </span>
    </Link>
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
          <h2 id="mission-heading" className="text-h2 font-bold text-balance">
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
      <ul className="mt-14 grid gap-6 md:grid-cols-3">
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
