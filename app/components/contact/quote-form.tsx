import browserModules from "virtual:browser-modules"
import { useId } from "react"
import { useLocation } from "react-router"
import { FieldError } from "#app/components/ui/form-field"
import { ContactForm, type ContactFormProps, QUOTE_FORM_ISLAND } from "./contact-form"
import { ErrorSummary } from "./error-summary"
import { DRAFT_KEY } from "./use-contact-draft"

type QuoteFormProps = Omit<ContactFormProps, "sourcePage" | "idBase">

/**
 * The quote form as a page shows it: rendered here with the rest of the page, and hydrated in the
 * browser on its own, from its props written beside it as JSON, when the visitor first reaches into it
 * (app/browser/islands.ts; docs/decisions/012-scripts-only-where-a-page-needs-them.md). Its wrapper
 * takes no box of its own. Beside it, a template of the error summary and of a field's error, empty: a form
 * sent before React has hydrated it shows its problems with them (app/browser/early-submit.ts).
 */
export function QuoteForm(props: QuoteFormProps) {
  const { pathname } = useLocation()
  // One form per page today; useId keeps two apart should a page ever show another.
  const idBase = `quote${useId().replace(/[^\w-]/g, "")}`
  const islandProps: ContactFormProps = { ...props, sourcePage: pathname, idBase }
  const propsId = `${idBase}-props`
  const problemsId = `${idBase}-problems`
  return (
    <>
      <div
        data-island={QUOTE_FORM_ISLAND}
        data-island-src={browserModules["quote-form"]}
        data-island-props={propsId}
        // A draft kept from earlier in this visit is restored at once, not when the visitor reaches in.
        data-island-stored={DRAFT_KEY}
        data-island-problems={problemsId}
        className="contents"
      >
        <ContactForm {...islandProps} />
      </div>
      <template id={problemsId}>
        <ErrorSummary title="" items={[{ key: "field", href: "#", text: "" }]} />
        <FieldError />
      </template>
      <script type="application/json" id={propsId}>
        {JSON.stringify(islandProps).replace(/</g, "\\u003c")}
      </script>
    </>
  )
}
