import { type ReactNode, useId } from "react"
import { Icon } from "#app/components/ui/icon"

/**
 * The look of every text box, dropdown and text area. Placeholders are hints ("e.g. …"), drawn lighter than
 * a typed value yet above 4.5:1 on the field's background.
 */
export const fieldControlClasses =
  // The label sits above the control: focusing the control (from an error summary, say) scrolls far enough
  // to show the label too, below the page's sticky header (html's scroll-padding-top).
  "scroll-mt-12 block w-full rounded-xl border border-line bg-pale/60 px-4 py-3 text-base text-ink shadow-xs transition-colors placeholder:text-slate/85 hover:border-ink/25 focus:border-brand focus:bg-white focus:ring-4 focus:ring-brand/15 focus:outline-none aria-invalid:border-danger aria-invalid:bg-white aria-invalid:ring-danger/15"

/** What the control inside a field must carry so its label, hint and error reach assistive technology. */
type FieldControlProps = { id: string; "aria-describedby"?: string; "aria-invalid"?: true }

type FormFieldProps = {
  label: string
  /** The control's id; made with useId when not given. */
  id?: string
  /** A short line under the control, read with it. */
  hint?: string
  error?: string
  /** Shown beside the label of a field that may be left empty (e.g. "Optional"). */
  optional?: string
  /** Ids of further text describing the control (a character count), read before the hint and the error. */
  describedBy?: string
  className?: string
  /** Renders the control with the props it needs. */
  children: (control: FieldControlProps) => ReactNode
}

const fieldErrorId = (id: string) => `${id}-error`

/**
 * A field's error, under its control. The quote form's page also carries it, empty, as a template that the
 * site's script fills before React has hydrated the form (app/browser/early-submit.ts), so both draw it alike.
 */
export function FieldError({ id, children }: { id?: string; children?: ReactNode }) {
  return (
    <p id={id} className="mt-2 flex items-start gap-1.5 text-sm font-medium text-danger">
      <Icon name="circle-alert" className="mt-0.5 size-4 shrink-0" />
      {children}
    </p>
  )
}

/** A label, a control, an optional hint and an error tied to the control (aria-describedby, aria-invalid). */
export function FormField({ label, id, hint, error, optional, describedBy, className, children }: FormFieldProps) {
  const generatedId = useId()
  const controlId = id ?? generatedId
  const hintId = hint ? `${controlId}-hint` : undefined
  const errorId = error ? fieldErrorId(controlId) : undefined
  const description = [describedBy, hintId, errorId].filter(Boolean).join(" ")
  return (
    <div className={className}>
      <div className="mb-2 flex items-baseline justify-between gap-3">
        <label htmlFor={controlId} className="font-semibold text-ink">
          {label}
        </label>
        {optional ? <span className="text-sm text-slate">{optional}</span> : null}
      </div>
      {children({
        id: controlId,
        "aria-describedby": description || undefined,
        "aria-invalid": error ? true : undefined,
      })}
      {hint ? (
        <p id={hintId} className="mt-2 text-sm text-slate">
          {hint}
        </p>
      ) : null}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  )
}
