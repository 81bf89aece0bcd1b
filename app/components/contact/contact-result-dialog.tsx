import { useEffect, useRef } from "react"
import { Icon } from "#app/components/ui/icon"
import { cn } from "#app/lib/cn"

export type ContactResult = { kind: "success" | "failure"; title: string; text: string }

type ContactResultDialogProps = {
  /** Prefix of the ids that name and describe the dialog. */
  id: string
  /** The result to show; the dialog opens as a modal whenever a new one arrives. */
  result: ContactResult | null
  closeLabel: string
  /** After the dialog closed (button or Escape): the form moves focus back where it belongs. */
  onClosed: () => void
}

/**
 * The popups of docs/requirements/SPEC.md §8 as a native modal dialog: focus moves in, Escape and the button close
 * it, the server's message is shown as text.
 */
export function ContactResultDialog({ id, result, closeLabel, onClosed }: ContactResultDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null)

  useEffect(() => {
    const dialog = dialogRef.current
    if (result && dialog && !dialog.open) dialog.showModal()
  }, [result])

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onClose={onClosed}
      // On a phone it keeps the page's 20 px margin on each side rather than touching the screen's edges.
      className="m-auto w-[calc(100%-2.5rem)] max-w-md rounded-panel bg-white p-8 text-center text-ink shadow-lift backdrop:bg-ink/60 sm:p-10"
    >
      {result ? (
        <>
          <span
            aria-hidden="true"
            className={cn(
              "mx-auto flex size-16 items-center justify-center rounded-full",
              result.kind === "success" ? "bg-lime text-ink" : "bg-danger/10 text-danger",
            )}
          >
            <Icon name={result.kind === "success" ? "circle-check" : "circle-alert"} className="size-8" />
          </span>
          <h2 id={`${id}-title`} className="mt-6 text-h3 font-bold">
            {result.title}
          </h2>
          <p id={`${id}-text`} className="mt-3 text-lead text-pretty text-slate">
            {result.text}
          </p>
          <button
            type="button"
            onClick={() => dialogRef.current?.close()}
            className="mt-8 inline-flex min-h-12 w-full items-center justify-center rounded-full bg-brand px-6 py-3 font-semibold text-white hover:bg-brand-dark"
          >
            {closeLabel}
          </button>
        </>
      ) : null}
    </dialog>
  )
}
