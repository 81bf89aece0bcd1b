import { Link } from "react-router"
import { Avatar } from "#app/components/ui/avatar"
import { ButtonLink } from "#app/components/ui/button"
import { Icon } from "#app/components/ui/icon"
import { Container } from "#app/components/ui/layout"
import type { TeamCardMember } from "./team-card"

type TeamMemberNotFoundProps = {
  title: string
  description: string
  link: { label: string; href: string }
  suggestionsHeading: string
  members: TeamCardMember[]
}

/** An unknown profile address: says so plainly and offers the people who do work here. */
export function TeamMemberNotFound({ title, description, link, suggestionsHeading, members }: TeamMemberNotFoundProps) {
  return (
    <section className="relative isolate overflow-hidden bg-pale">
      <div
        aria-hidden="true"
        className="absolute -top-40 left-1/2 -z-10 size-120 -translate-x-1/2 rounded-full bg-brand/10 blur-glow"
      />
      <Container className="py-section-sm md:py-section">
        <div className="mx-auto max-w-2xl text-center">
          <span className="mx-auto inline-flex size-20 items-center justify-center rounded-full bg-white text-brand shadow-card">
            <Icon name="user-round-search" className="size-9" strokeWidth={1.75} />
          </span>
          <h1 className="mt-8 text-display font-extrabold text-balance">{title}</h1>
          <p className="mt-5 text-lead text-pretty text-slate">{description}</p>
          <ButtonLink to={link.href} className="mt-9">
            {link.label}
            <Icon name="arrow-right" className="size-4" />
          </ButtonLink>
        </div>
        <div className="mx-auto mt-16 max-w-4xl rounded-panel bg-white p-6 shadow-card md:p-10">
          <h2 className="text-center text-sm font-semibold tracking-wide text-slate uppercase">{suggestionsHeading}</h2>
          <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {members.map((member) => (
              <li key={member.slug}>
                <Link
                  to={member.href}
                  className="group flex items-center gap-4 rounded-card p-3 transition-colors hover:bg-pale"
                >
                  <Avatar name={member.name} portrait={member.portrait} size="md" />
                  <span className="min-w-0">
                    <span className="block font-semibold text-ink group-hover:text-brand">{member.name}</span>
                    <span className="block text-sm text-slate">{member.position}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </Container>
    </section>
  )
}
