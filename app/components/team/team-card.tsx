import { Link } from "react-router"
import { Avatar } from "#app/components/ui/avatar"
import { Icon } from "#app/components/ui/icon"
import { cn } from "#app/lib/cn"
import type { ResolvedImage } from "#app/lib/image-manifest"

export type TeamCardMember = {
  slug: string
  name: string
  position: string
  owns: string
  href: string
  /** Their photograph, cut square around its focal point; without one the card shows their initials. */
  portrait?: ResolvedImage
  /** The case study they led, if any (a project has one lead): the client's name and the study's page. */
  ledProject?: { client: string; href: string }
}

type TeamCardProps = {
  member: TeamCardMember
  seeProfile: string
  /** Words before what the member owns ("Owns"). */
  ownsLabel: string
  /** Words before the project they led ("Led"). */
  ledLabel: string
  headingLevel?: 2 | 3
}

/**
 * A person as a card (the site draws no faces): their portrait if the agency has one, otherwise their
 * initials, then their name and role, what they
 * own, and the project they led (if any), linked to its case study. The name's link covers the card, so the whole
 * card opens the profile; the project link sits above it. Hover or keyboard focus lifts the card, blurs
 * the initials and shows "See Profile". A plain click on the profile link fades the page out before the
 * profile opens (docs/requirements/SPEC.md §2; app/browser/fade-out-links.ts).
 */
function TeamCard({ member, seeProfile, ownsLabel, ledLabel, headingLevel = 3 }: TeamCardProps) {
  const Heading = `h${headingLevel}` as const
  return (
    <article
      className={cn(
        // On phones a row (initials, then name and role, then the arrow) and the notes under it: six people in
        // about half the height of six stacked cards. From the small breakpoint the card stacks, and its last
        // row takes the height a taller neighbour gives it, so every card's project sits on its bottom line.
        "group relative grid w-full grid-cols-[auto_1fr_auto] content-start items-center gap-x-4 rounded-card border border-line bg-white p-4 transition-[border-color,box-shadow,translate] sm:grid-cols-[1fr_auto] sm:grid-rows-[auto_auto_auto_1fr] sm:items-start sm:p-6",
        "hover:border-brand/40 hover:shadow-card has-[[data-fade-out]:focus-visible]:border-brand/40 has-[[data-fade-out]:focus-visible]:shadow-card",
        "motion-safe:hover:-translate-y-0.5 motion-safe:has-[[data-fade-out]:focus-visible]:-translate-y-0.5",
      )}
    >
      <Avatar
        name={member.name}
        portrait={member.portrait}
        size="lg"
        className="transition-[filter] duration-300 group-hover:blur-[2px] group-has-[[data-fade-out]:focus-visible]:blur-[2px] motion-reduce:transition-none"
      />
      {/* At rest a quiet arrow says the card opens a profile; hover turns it into the "See Profile" pill. */}
      <span className="relative col-start-3 row-start-1 flex h-8 items-center sm:col-start-2">
        <Icon
          name="arrow-up-right"
          className="size-5 text-slate transition-opacity duration-300 group-hover:opacity-0 group-has-[[data-fade-out]:focus-visible]:opacity-0 motion-reduce:transition-none"
        />
        <span
          aria-hidden="true"
          className="absolute top-0 right-0 inline-flex items-center gap-1.5 rounded-full bg-lime px-3.5 py-1.5 text-sm font-semibold whitespace-nowrap text-ink opacity-0 transition-opacity duration-300 group-hover:opacity-100 group-has-[[data-fade-out]:focus-visible]:opacity-100 motion-reduce:transition-none"
        >
          {seeProfile}
          <Icon name="arrow-up-right" className="size-4" />
        </span>
      </span>
      <div className="col-start-2 row-start-1 min-w-0 sm:col-span-2 sm:col-start-1 sm:row-start-2 sm:mt-5">
        <Heading className="text-h4 font-bold text-balance text-ink">
          <Link
            to={member.href}
            data-fade-out=""
            className="decoration-2 underline-offset-4 after:absolute after:inset-0 after:rounded-card group-hover:text-brand group-hover:underline focus-visible:outline-offset-4"
          >
            {member.name}
          </Link>
        </Heading>
        <p className="mt-0.5 font-medium text-brand">{member.position}</p>
      </div>
      <p className="col-span-3 mt-4 border-t border-line pt-3 text-pretty text-slate sm:col-span-2 sm:mt-5 sm:pt-4">
        <span className="font-semibold text-ink">{ownsLabel}</span> {member.owns}
      </p>
      {member.ledProject ? (
        <p className="relative col-span-3 flex flex-wrap items-baseline gap-x-1.5 pt-2 text-slate sm:col-span-2 sm:self-end sm:pt-4">
          <span className="font-semibold text-ink">{ledLabel}</span>
          <Link
            to={member.ledProject.href}
            className="inline-flex min-h-6 items-center gap-1 font-semibold text-brand decoration-2 underline-offset-4 hover:underline"
          >
            {member.ledProject.client}
            <Icon name="arrow-right" className="size-4 shrink-0" />
          </Link>
        </p>
      ) : null}
    </article>
  )
}

/** The team as a grid of cards, in the team's display order. */
export function TeamGrid({
  members,
  seeProfile,
  ownsLabel,
  ledLabel,
  headingLevel,
}: {
  members: TeamCardMember[]
  seeProfile: string
  ownsLabel: string
  ledLabel: string
  headingLevel?: 2 | 3
}) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 sm:gap-5 lg:grid-cols-3 lg:gap-6">
      {members.map((member) => (
        <li key={member.slug} data-reveal className="flex">
          <TeamCard
            member={member}
            seeProfile={seeProfile}
            ownsLabel={ownsLabel}
            ledLabel={ledLabel}
            headingLevel={headingLevel}
          />
        </li>
      ))}
    </ul>
  )
}
