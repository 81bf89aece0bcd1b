/**
 * The quote form's own entry: React hydrates each form a page rendered with QuoteForm, and nothing else of
 * the page (docs/decisions/012-scripts-only-where-a-page-needs-them.md). app/browser/islands.ts fetches it
 * as the form nears the screen and runs it when the visitor reaches into the form.
 */
import { startTransition, useEffect, useState } from "react"
import { hydrateRoot } from "react-dom/client"
import { ContactForm, type ContactFormProps, QUOTE_FORM_ISLAND } from "#app/components/contact/contact-form"
import type { ContactField, Problem } from "#shared/contact-schema"

/**
 * The form, with the problems the site's script showed if it was sent before React got here
 * (app/browser/early-submit.ts lists the empty required fields in the island's `missing`): read as React
 * hydrates, not before, so the first render draws exactly what is on the page. Marks the island hydrated
 * once React has run its effects: the browser tests wait for it.
 */
function HydratedForm({ container, props }: { container: HTMLElement; props: ContactFormProps }) {
  const [initialProblems] = useState(() => {
    const missing = (container.dataset.missing?.split(" ").filter(Boolean) ?? []) as ContactField[]
    if (missing.length === 0) return undefined
    return Object.fromEntries(missing.map((field) => [field, "required"])) as Partial<Record<ContactField, Problem>>
  })
  useEffect(() => {
    container.dataset.hydrated = "true"
  }, [container])
  return <ContactForm {...props} initialProblems={initialProblems} />
}

for (const container of document.querySelectorAll<HTMLElement>(`[data-island="${QUOTE_FORM_ISLAND}"]`)) {
  const json = document.getElementById(container.dataset.islandProps ?? "")?.textContent
  if (!json) continue
  const props = JSON.parse(json) as ContactFormProps
  // As a transition, React hydrates in slices that leave the main thread free between them; a visitor's
  // click or key press still has it finish at once, before the event is handled.
  startTransition(() => {
    hydrateRoot(container, <HydratedForm container={container} props={props} />)
  })
}
