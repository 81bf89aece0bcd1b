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
  image: ResolvedImage
}

type TeamCardProps = {
  member: TeamCardMember
  seeProfile: string
  /** Words before what the member owns ("Owns"). */
  ownsLabel: string
  headingLevel?: 2 | 3
}

/**
 * A person as a card: a small portrait beside their name and role, then what they own. Hover or
 * keyboard focus lifts the card, blurs the portrait and shows "See Profile". A plain click fades the
 * page out before the profile opens (docs/requirements/SPEC.md §2; app/browser/fade-out-links.ts).
 */
export function TeamCard({ member, seeProfile, ownsLabel, headingLevel = 3 }: TeamCardProps) {
  const Heading = `h${headingLevel}` as const
  return (
    <Link
      to={member.href}
      data-fade-out=""
      className={cn(
        "group relative flex w-full flex-col rounded-card border border-line bg-white p-5 transition sm:p-6",
        "hover:border-brand/40 hover:shadow-card focus-visible:border-brand/40 focus-visible:shadow-card focus-visible:outline-offset-4",
        "motion-safe:hover:-translate-y-0.5 motion-safe:focus-visible:-translate-y-0.5",
      )}
    >
      <span className="flex items-center gap-4">
        <Avatar
          image={member.image}
          size="lg"
          className="transition duration-300 group-hover:blur-[2px] group-focus-visible:blur-[2px] motion-reduce:transition-none"
        />
        <span className="min-w-0">
          <Heading className="text-h4 font-bold text-balance text-ink decoration-2 underline-offset-4 group-hover:text-brand group-hover:underline">
            {member.name}
          </Heading>
          <span className="mt-0.5 block font-medium text-slate">{member.position}</span>
        </span>
      </span>
      <span className="mt-5 block border-t border-line pt-4 text-pretty text-slate">
        <span className="font-semibold text-ink">{ownsLabel}</span> {member.owns}
      </span>
      {/* At rest a quiet arrow says the card opens a profile; hover and focus turn it into the "See Profile" pill. */}
      <span className="relative mt-auto flex h-11 items-center justify-end pt-3">
        <Icon
          name="arrow-up-right"
          className="size-5 text-slate transition-opacity duration-300 group-hover:opacity-0 group-focus-visible:opacity-0 motion-reduce:transition-none"
        />
        <span
          aria-hidden="true"
          className="absolute right-0 bottom-0 inline-flex items-center gap-1.5 rounded-full bg-lime px-3.5 py-1.5 text-sm font-semibold whitespace-nowrap text-ink opacity-0 transition-opacity duration-300 group-hover:opacity-100 group-focus-visible:opacity-100 motion-reduce:transition-none"
        >
          {seeProfile}
          <Icon name="arrow-up-right" className="size-4" />
        </span>
      </span>
    </Link>
  )
}

/** The team as a grid of cards, in the team's display order. */
export function TeamGrid({
  members,
  seeProfile,
  ownsLabel,
  headingLevel,
}: {
  members: TeamCardMember[]
  seeProfile: string
  ownsLabel: string
  headingLevel?: 2 | 3
}) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 sm:gap-5 lg:grid-cols-3 lg:gap-6">
      {members.map((member) => (
        <li key={member.slug} data-reveal className="flex">
          <TeamCard member={member} seeProfile={seeProfile} ownsLabel={ownsLabel} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  )
}
