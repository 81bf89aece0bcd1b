/**
 * The quote form's own entry: React hydrates each form a page rendered with QuoteForm, and nothing else of
 * the page (docs/decisions/012-scripts-only-where-a-page-needs-them.md). app/browser/islands.ts loads it
 * when the visitor first reaches into a form.
 */
import { type ReactNode, useEffect } from "react"
import { hydrateRoot } from "react-dom/client"
import { ContactForm, type ContactFormProps, QUOTE_FORM_ISLAND } from "#app/components/contact/contact-form"

/** Marks the island hydrated once React has run its effects: the browser tests wait for it. */
function Hydrated({ container, children }: { container: HTMLElement; children: ReactNode }) {
  useEffect(() => {
    container.dataset.hydrated = "true"
  }, [container])
  return children
}

for (const container of document.querySelectorAll<HTMLElement>(`[data-island="${QUOTE_FORM_ISLAND}"]`)) {
  const json = document.getElementById(container.dataset.islandProps ?? "")?.textContent
  if (!json) continue
  const props = JSON.parse(json) as ContactFormProps
  hydrateRoot(
    container,
    <Hydrated container={container}>
      <ContactForm {...props} />
    </Hydrated>,
  )
}
