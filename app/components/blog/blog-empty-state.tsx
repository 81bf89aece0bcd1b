import { ButtonLink } from "#app/components/ui/button"
import { Icon } from "#app/components/ui/icon"
import { Section } from "#app/components/ui/layout"

type EmptyStateProps = { title: string; description: string; link: { label: string; href: string } }

/** What a category without articles shows: a kind word and the way back to everything else. */
export function BlogEmptyState({ title, description, link }: EmptyStateProps) {
  return (
    <Section aria-labelledby="empty-title" isCompact>
      <div className="mx-auto flex max-w-2xl flex-col items-center rounded-panel border border-dashed border-brand/30 bg-pale px-6 py-14 text-center sm:px-12">
        <span className="flex size-16 items-center justify-center rounded-full bg-lime text-ink">
          <Icon name="pen-line" className="size-7" />
        </span>
        <h2 id="empty-title" className="mt-6 text-h3 font-bold text-balance">
          {title}
        </h2>
        <p className="mt-3 text-lead text-pretty text-slate">{description}</p>
        <ButtonLink to={link.href} className="mt-8">
          {link.label}
          <Icon name="arrow-right" className="size-4" />
        </ButtonLink>
      </div>
    </Section>
  )
}
