import type { MouseEvent, Ref } from "react"
import { Icon } from "#app/components/ui/icon"

type ErrorSummaryItem = { key: string; href: string; text: string }

type ErrorSummaryProps = {
  title: string
  /** One link per problem, to the field it is about. */
  items: ErrorSummaryItem[]
  onFollow?: (key: string, event: MouseEvent<HTMLAnchorElement>) => void
  ref?: Ref<HTMLDivElement>
}

/**
 * The box at the top of the quote form that lists its problems, each a link to its field; it takes focus
 * when the form is refused. The form's page also carries it, empty, as a template that the site's script
 * fills when the form is sent before React has hydrated it (app/browser/early-submit.ts): React then
 * hydrates the very box the script drew, so the markup must stay what this component renders.
 */
export function ErrorSummary({ title, items, onFollow, ref }: ErrorSummaryProps) {
  return (
    <div ref={ref} tabIndex={-1} className="rounded-card border border-danger/30 bg-danger/5 p-5 sm:col-span-2">
      <p className="flex items-center gap-2 font-semibold text-danger">
        <Icon name="circle-alert" className="size-5 shrink-0" />
        {title}
      </p>
      <ul className="mt-2 pl-7">
        {items.map((item) => (
          <li key={item.key}>
            <a
              href={item.href}
              onClick={onFollow && ((event) => onFollow(item.key, event))}
              className="inline-flex min-h-7 items-center text-sm text-ink underline decoration-danger/50 underline-offset-4 hover:decoration-danger"
            >
              {item.text}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
