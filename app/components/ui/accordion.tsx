import type { ReactNode } from "react"
import { cn } from "#app/lib/cn"

type AccordionItemProps = {
  /** Items sharing a name form one group: the browser keeps at most one of them open. */
  name: string
  isDefaultOpen?: boolean
  /** What the always-visible row shows; it is the toggle. */
  summary: ReactNode
  children: ReactNode
  className?: string
  summaryClassName?: string
}

/**
 * One item of a one-open-at-a-time accordion, built on `<details name>`: the browser opens and closes it
 * by mouse and keyboard, keeps its siblings shut and tells assistive technology whether it is expanded,
 * all before any JavaScript runs. Style the open state with `open:` and `group-open/accordion:`.
 */
export function AccordionItem({
  name,
  isDefaultOpen = false,
  summary,
  children,
  className,
  summaryClassName,
}: AccordionItemProps) {
  return (
    <details name={name} open={isDefaultOpen} className={cn("group/accordion", className)}>
      {/* Our own chevron replaces the marker; Safari needs its prefixed pseudo-element hidden too. */}
      <summary className={cn("flex cursor-pointer list-none [&::-webkit-details-marker]:hidden", summaryClassName)}>
        {summary}
      </summary>
      {children}
    </details>
  )
}
