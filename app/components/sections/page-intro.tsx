import type { ReactNode } from "react"
import { Container, Eyebrow } from "#app/components/ui/layout"

type PageIntroProps = { eyebrow?: string; title: string; description?: string; children?: ReactNode }

/** The opening block of an inner page: its one h1. */
export function PageIntro({ eyebrow, title, description, children }: PageIntroProps) {
  return (
    <section className="relative overflow-hidden bg-pale">
      <div
        aria-hidden="true"
        className="absolute -top-32 -right-24 size-96 rounded-full bg-brand/10 blur-glow motion-safe:animate-none"
      />
      <Container className="relative py-16 md:py-24">
        <div className="max-w-3xl">
          {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
          <h1 className="text-h1-sm font-extrabold text-balance md:text-h1">{title}</h1>
          {description ? <p className="mt-5 text-lead text-pretty text-slate">{description}</p> : null}
          {children}
        </div>
      </Container>
    </section>
  )
}
