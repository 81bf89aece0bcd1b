import { type MouseEvent, useRef } from "react"
import { Link, useNavigate } from "react-router"
import { Icon } from "#app/components/ui/icon"
import { Picture } from "#app/components/ui/picture"
import { cn } from "#app/lib/cn"
import type { ResolvedImage } from "#app/lib/image-manifest"
import { prefersReducedMotion, scrollToTop } from "#app/lib/scroll"

export type TeamCardMember = { slug: string; name: string; position: string; href: string; image: ResolvedImage }

/** How long the page takes to fade out before a profile opens (docs/requirements/SPEC.md §2, Team member). */
const LEAVE_DELAY_MS = 300
const FADE_CLASSES = ["transition-opacity", "duration-300", "ease-out"]
const HIDDEN_CLASS = "opacity-0"

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>) {
  return (
    event.button === 0 &&
    !event.defaultPrevented &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey &&
    event.currentTarget.target !== "_blank"
  )
}

/**
 * A plain click glides to the top, fades the page out and opens the profile 300 ms later; with reduced
 * motion it opens at once. Modifier and middle clicks are left to the browser, and without JavaScript
 * the card is an ordinary link.
 */
function useFadeOutNavigation() {
  const navigate = useNavigate()
  const isLeaving = useRef(false)
  return (event: MouseEvent<HTMLAnchorElement>, href: string) => {
    if (!isPlainLeftClick(event) || prefersReducedMotion()) return
    event.preventDefault()
    if (isLeaving.current) return
    isLeaving.current = true
    const main = document.getElementById("main")
    main?.classList.add(...FADE_CLASSES, HIDDEN_CLASS)
    scrollToTop()
    window.setTimeout(() => {
      Promise.resolve(navigate(href)).finally(() => {
        main?.classList.remove(HIDDEN_CLASS)
        isLeaving.current = false
      })
    }, LEAVE_DELAY_MS)
  }
}

type TeamCardProps = {
  member: TeamCardMember
  seeProfile: string
  headingLevel?: 2 | 3
  /** Tells the browser how wide the portrait is drawn. */
  sizes?: string
}

/** A portrait card; hover or keyboard focus blurs the portrait and shows "See Profile". */
export function TeamCard({
  member,
  seeProfile,
  headingLevel = 3,
  sizes = "(min-width: 1280px) 24rem, (min-width: 768px) 30vw, 45vw",
}: TeamCardProps) {
  const Heading = `h${headingLevel}` as const
  const openProfile = useFadeOutNavigation()
  return (
    <Link
      to={member.href}
      onClick={(event) => openProfile(event, member.href)}
      className="group block rounded-card focus-visible:outline-offset-4"
    >
      <div className="relative isolate overflow-hidden rounded-card bg-brand-soft shadow-card transition-shadow duration-300 group-hover:shadow-lift group-focus-visible:shadow-lift">
        <Picture
          image={{ ...member.image, alt: "" }}
          sizes={sizes}
          className="aspect-4/5 w-full object-cover transition duration-500 ease-out group-hover:scale-105 group-hover:blur-sm group-focus-visible:scale-105 group-focus-visible:blur-sm motion-reduce:transition-none"
        />
        <div
          aria-hidden="true"
          className="absolute inset-0 flex items-end justify-center bg-linear-to-t from-ink/70 via-ink/20 to-transparent p-3 opacity-0 sm:p-6 transition-opacity duration-300 group-hover:opacity-100 group-focus-visible:opacity-100 motion-reduce:transition-none"
        >
          <span
            className={cn(
              "inline-flex items-center gap-1.5 rounded-full bg-lime px-3.5 py-2 text-sm font-semibold whitespace-nowrap text-ink shadow-card sm:gap-2 sm:px-5 sm:py-2.5 sm:text-base",
              "translate-y-2 transition-transform duration-300 group-hover:translate-y-0 group-focus-visible:translate-y-0 motion-reduce:transition-none",
            )}
          >
            {seeProfile}
            <Icon name="arrow-up-right" className="size-4" />
          </span>
        </div>
      </div>
      <div className="mt-4 px-1 sm:mt-5">
        <Heading className="text-base font-bold text-ink transition-colors group-hover:text-brand sm:text-h4">
          {member.name}
        </Heading>
        <p className="mt-1 text-sm text-slate sm:text-base">{member.position}</p>
      </div>
    </Link>
  )
}

/** The six portraits, in the team's display order. */
export function TeamGrid({
  members,
  seeProfile,
  headingLevel,
}: {
  members: TeamCardMember[]
  seeProfile: string
  headingLevel?: 2 | 3
}) {
  return (
    <ul className="grid grid-cols-2 gap-x-4 gap-y-10 sm:gap-x-6 sm:gap-y-12 md:grid-cols-3 lg:gap-x-8">
      {members.map((member) => (
        <li key={member.slug} data-reveal>
          <TeamCard member={member} seeProfile={seeProfile} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  )
}
