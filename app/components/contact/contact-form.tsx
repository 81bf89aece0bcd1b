/**
 * The quote form (docs/requirements/SPEC.md §3, §4, §5, §7, §8; docs/requirements/RELIABILITY.md B2, R-C1..R-C6).
 *
 * Pages show it through QuoteForm (quote-form.tsx), which renders it on the server and has the browser
 * hydrate it on its own (app/browser/quote-form.tsx): the one part of the site React runs in the browser.
 * Its props are therefore plain data, sent to the browser as they are.
 *
 * Without JavaScript the form posts natively (multipart) to `form.endpoint`, with the page's path as
 * `source_page`, and the server answers with /thanks or a page listing the problems. With JavaScript it
 * validates with the shared rules of shared/contact-schema.ts, keeps a draft (use-contact-draft.ts), sends
 * with submitContact (app/lib/submit-contact.ts) adding the visit's landing page and utm_* parameters, and
 * answers with the popups of docs/requirements/SPEC.md §8 (contact-result-dialog.tsx).
 */

import { type ChangeEvent, type FormEvent, Fragment, type ReactNode, useLayoutEffect, useRef, useState } from "react"
import { flushSync } from "react-dom"
import { FormField, fieldControlClasses } from "#app/components/ui/form-field"
import { Icon } from "#app/components/ui/icon"
import type { ContactFormData } from "#app/content/forms"
import { readVisit } from "#app/lib/attribution"
import { cn } from "#app/lib/cn"
import { formatWholeNumber } from "#app/lib/numbers"
import { type SubmitOutcome, submitContact } from "#app/lib/submit-contact"
import {
  type ContactField,
  type ContactInput,
  cleanAttribution,
  contactFieldInputs,
  contactFields,
  fieldProblem,
  LIMITS,
  normalize,
  type Problem,
  validateContact,
} from "#shared/contact-schema"
import { type ContactResult, ContactResultDialog } from "./contact-result-dialog"
import { ErrorSummary } from "./error-summary"
import { type ContactDraftValues, useContactDraft } from "./use-contact-draft"

/** Marks the element a page's form is hydrated in (quote-form.tsx, app/browser/quote-form.tsx). */
export const QUOTE_FORM_ISLAND = "quote-form"

export type ContactFormProps = {
  form: ContactFormData
  /** The path of the page the form is on, sent as `source_page`. */
  sourcePage: string
  /** Prefix of the ids of the form's fields and popup: the same on the server and in the browser. */
  idBase: string
  /** "card" (default) draws the form on its own white card from the small breakpoint up; "plain" when the page already gives it one. */
  surface?: "card" | "plain"
  className?: string
  /** Id of the heading that names the form, when the page shows one. */
  labelledBy?: string
  /**
   * Problems the site's script already showed, when the form was sent before React hydrated it
   * (app/browser/early-submit.ts): the first render shows them too, so React takes over the same summary.
   */
  initialProblems?: Partial<Record<ContactField, Problem>>
}

type FieldErrors = Partial<Record<ContactField, string>>
type Status = { text: string; canRetry?: boolean } | null

const toInput = (values: ContactDraftValues): ContactInput => ({
  ...values,
  services: values.services ? [values.services] : [],
})

export function ContactForm({
  form,
  sourcePage,
  idBase,
  surface = "card",
  className,
  labelledBy,
  initialProblems,
}: ContactFormProps) {
  const { copy, services, preselected, endpoint, accessKey, mode, privacyHref } = form
  const fieldId = (field: ContactField) => `${idBase}-${field}`

  const [errors, setErrors] = useState<FieldErrors>(() => messagesFor(initialProblems ?? {}))
  const [isHydrated, setIsHydrated] = useState(false)
  const [isSending, setIsSending] = useState(false)
  const [status, setStatus] = useState<Status>(null)
  const [result, setResult] = useState<ContactResult | null>(null)
  const draft = useContactDraft({
    fieldId,
    services,
    preselected,
    onRestored: () => setStatus({ text: copy.status.draftRestored }),
  })
  const { values } = draft

  const honeypotRef = useRef<HTMLInputElement>(null)
  const summaryRef = useRef<HTMLDivElement>(null)
  const submitRef = useRef<HTMLButtonElement>(null)
  const inFlight = useRef(false)
  const focusAfterResult = useRef<"summary" | "submit">("submit")

  // From here on the form checks and sends itself; the browser's own checks and limits stand down.
  useLayoutEffect(() => setIsHydrated(true), [])

  // A field the site's script flagged may have been filled in while React was still on its way: it is
  // checked again against what it holds now, before the first paint.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the form is hydrated
  useLayoutEffect(() => {
    if (!initialProblems) return
    const stillWrong: Partial<Record<ContactField, Problem>> = {}
    for (const field of contactFields) {
      if (!initialProblems[field]) continue
      const value = (document.getElementById(fieldId(field)) as HTMLInputElement | null)?.value ?? ""
      const problem = fieldProblem(field, field === "services" ? [value] : normalize(value), services)
      if (problem) stillWrong[field] = problem
    }
    setErrors(messagesFor(stillWrong))
  }, [])

  function messageFor(field: ContactField, problem: Problem) {
    const fieldErrors = copy.errors[field] as Partial<Record<Problem, string>>
    return fieldErrors[problem] ?? fieldErrors.invalid ?? copy.popup.failureFallback
  }

  function messagesFor(problems: Partial<Record<ContactField, Problem>>) {
    const messages: FieldErrors = {}
    for (const field of contactFields) {
      const problem = problems[field]
      if (problem) messages[field] = messageFor(field, problem)
    }
    return messages
  }

  function onChange(field: ContactField) {
    return (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
      const { value } = event.currentTarget
      draft.setField(field, value)
      // Once a field shows an error, it is re-checked as the visitor fixes it.
      if (!errors[field]) return
      const problem = fieldProblem(field, field === "services" ? [value] : normalize(value), services)
      setErrors((current) => {
        const rest = { ...current }
        if (problem) rest[field] = messageFor(field, problem)
        else delete rest[field]
        return rest
      })
    }
  }

  const focusField = (field: ContactField) => document.getElementById(fieldId(field))?.focus()

  function fail(text: string, { canRetry, fieldErrors = {} }: { canRetry?: boolean; fieldErrors?: FieldErrors } = {}) {
    setErrors(fieldErrors)
    focusAfterResult.current = Object.keys(fieldErrors).length > 0 ? "summary" : "submit"
    setStatus({ text, canRetry })
    setResult({ kind: "failure", title: copy.popup.failureTitle, text })
  }

  function show(outcome: SubmitOutcome) {
    switch (outcome.kind) {
      case "sent":
        draft.clear()
        if (honeypotRef.current) honeypotRef.current.value = ""
        setErrors({})
        setStatus({ text: copy.status.sent })
        focusAfterResult.current = "submit"
        setResult({ kind: "success", title: copy.popup.successTitle, text: copy.popup.successText })
        return
      case "refused":
        return fail(outcome.message ?? copy.popup.failureFallback, {
          canRetry: outcome.canRetry,
          fieldErrors: outcome.fieldErrors,
        })
      case "malformed":
        return fail(copy.popup.malformedAnswer)
      case "offline":
        return fail(copy.status.offline, { canRetry: true })
      case "timeout":
        return fail(copy.status.timeout, { canRetry: true })
      case "network":
        return fail(copy.status.network, { canRetry: true })
    }
  }

  async function send() {
    if (inFlight.current) return
    const checked = validateContact(toInput(values), services)
    if (!checked.ok) {
      // The summary is drawn at once and takes focus: it says how many problems there are and leads to each.
      flushSync(() => {
        setErrors(messagesFor(checked.errors))
        setStatus(null)
      })
      summaryRef.current?.focus()
      return
    }

    // A retry of the same, unchanged message reuses its key, so the server stores it once.
    const submissionId = draft.submissionKey(JSON.stringify(checked.values))
    const cleanedSourcePage = cleanAttribution("source_page", sourcePage)
    const submission = {
      values: checked.values,
      target: { mode, endpoint, accessKey },
      submissionId,
      honeypot: honeypotRef.current?.value,
      attribution: { ...(cleanedSourcePage ? { source_page: cleanedSourcePage } : {}), ...readVisit() },
    }
    if (typeof navigator !== "undefined" && navigator.onLine === false) return show({ kind: "offline" })

    inFlight.current = true
    setIsSending(true)
    setErrors({})
    setStatus({ text: copy.status.sending })
    try {
      show(await submitContact(submission))
    } finally {
      inFlight.current = false
      setIsSending(false)
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    void send()
  }

  function onResultClosed() {
    setResult(null)
    if (focusAfterResult.current === "summary" && summaryRef.current) summaryRef.current.focus()
    else submitRef.current?.focus()
  }

  const messageLength = normalize(values.message).length
  const countId = `${fieldId("message")}-count`
  const count = copy.characterCount
    .replace("{count}", formatWholeNumber(messageLength))
    .replace("{max}", formatWholeNumber(LIMITS.message))
  /** A control's own attributes, from the one description of the fields (contactFieldInputs). */
  const controlProps = (field: ContactField) => {
    const spec = contactFieldInputs[field]
    return {
      name: field,
      value: values[field],
      onChange: onChange(field),
      className: fieldControlClasses,
      required: spec.isRequired,
      ...(spec.control === "input" && { type: spec.type, autoComplete: spec.autoComplete }),
      // Before hydration the browser enforces the limits itself; afterwards the form's own messages do.
      ...("maxLength" in spec && !isHydrated && { maxLength: spec.maxLength }),
    }
  }

  // Who is asking, what for, the optional details, then the message: the order the fields are shown in
  // (and the order of the error summary). The dropdown takes a whole row so its longest option shows in full.
  const fieldElements: Record<ContactField, ReactNode> = {
    name: (
      <FormField id={fieldId("name")} label={copy.fields.name.label} error={errors.name}>
        {(control) => <input {...controlProps("name")} {...control} placeholder={copy.fields.name.placeholder} />}
      </FormField>
    ),
    email: (
      <FormField
        id={fieldId("email")}
        label={copy.fields.email.label}
        error={errors.email}
        hint={copy.fields.email.hint}
      >
        {(control) => (
          <input
            {...controlProps("email")}
            {...control}
            inputMode="email"
            spellCheck={false}
            placeholder={copy.fields.email.placeholder}
          />
        )}
      </FormField>
    ),
    services: (
      <FormField
        id={fieldId("services")}
        label={copy.fields.services.label}
        error={errors.services}
        className="sm:col-span-2"
      >
        {(control) => (
          <div className="relative">
            <select
              {...controlProps("services")}
              {...control}
              className={cn(fieldControlClasses, "appearance-none pr-11", values.services === "" && "text-slate")}
            >
              <option value="">{copy.fields.services.placeholder}</option>
              {services.map((service) => (
                <option key={service} value={service} className="text-ink">
                  {service}
                </option>
              ))}
            </select>
            <svg
              aria-hidden="true"
              viewBox="0 0 20 20"
              className="pointer-events-none absolute top-1/2 right-4 size-5 -translate-y-1/2 fill-slate"
            >
              <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
            </svg>
          </div>
        )}
      </FormField>
    ),
    company: (
      <FormField
        id={fieldId("company")}
        label={copy.fields.company.label}
        error={errors.company}
        optional={copy.optionalLabel}
      >
        {(control) => <input {...controlProps("company")} {...control} placeholder={copy.fields.company.placeholder} />}
      </FormField>
    ),
    budget: (
      <FormField
        id={fieldId("budget")}
        label={copy.fields.budget.label}
        error={errors.budget}
        optional={copy.optionalLabel}
      >
        {(control) => <input {...controlProps("budget")} {...control} placeholder={copy.fields.budget.placeholder} />}
      </FormField>
    ),
    message: (
      <FormField
        id={fieldId("message")}
        label={copy.fields.message.label}
        error={errors.message}
        describedBy={countId}
        className="sm:col-span-2"
      >
        {(control) => (
          <>
            <textarea
              {...controlProps("message")}
              {...control}
              rows={6}
              placeholder={copy.fields.message.placeholder}
              className={cn(fieldControlClasses, "min-h-40 resize-y")}
            />
            <p
              id={countId}
              className={cn(
                "mt-2 text-right text-sm",
                messageLength > LIMITS.message ? "font-semibold text-danger" : "text-slate",
              )}
            >
              {count}
            </p>
          </>
        )}
      </FormField>
    ),
  }
  const fieldOrder = Object.keys(fieldElements) as ContactField[]
  const errorList = fieldOrder.flatMap((field) => {
    const text = errors[field]
    return text ? [{ field, text }] : []
  })

  return (
    <div
      className={cn(
        surface === "card" && "sm:rounded-panel sm:bg-white sm:p-8 sm:shadow-card sm:ring-1 sm:ring-line lg:p-10",
        className,
      )}
    >
      <form
        action={endpoint}
        method="post"
        encType="multipart/form-data"
        // Our own endpoint answers a form with problems with a page that lists them (server/contact/problem-page.ts),
        // so the form never needs the browser's bubbles; a hosted service's answer would not, so there the
        // browser checks the form until the site's script takes over (app/browser/early-submit.ts).
        noValidate={mode === "embedded" || isHydrated}
        onSubmit={onSubmit}
        aria-labelledby={labelledBy}
        aria-busy={isSending || undefined}
        className="grid gap-6 sm:grid-cols-2"
      >
        <input type="hidden" name="access_key" value={accessKey} />
        {/* Where the lead came from; in the HTML, so a post without JavaScript carries it too. */}
        <input type="hidden" name="source_page" value={sourcePage} />

        {errorList.length > 0 ? (
          <ErrorSummary
            ref={summaryRef}
            title={
              errorList.length === 1
                ? copy.summaryTitleOne
                : copy.summaryTitle.replace("{count}", String(errorList.length))
            }
            items={errorList.map(({ field, text }) => ({ key: field, href: `#${fieldId(field)}`, text }))}
            onFollow={(field, event) => {
              event.preventDefault()
              focusField(field as ContactField)
            }}
          />
        ) : null}

        {fieldOrder.map((field) => (
          <Fragment key={field}>{fieldElements[field]}</Fragment>
        ))}

        {/* Honeypot: people never see it; bots (and sometimes autofill) fill it, and the server files those as spam. */}
        <div aria-hidden="true" className="sr-only">
          <label htmlFor={`${idBase}-botcheck`}>{copy.fields.botcheck.label}</label>
          <input
            ref={honeypotRef}
            id={`${idBase}-botcheck`}
            type="text"
            name="botcheck"
            tabIndex={-1}
            autoComplete="off"
          />
        </div>

        <div className="flex flex-col gap-4 sm:col-span-2 sm:flex-row sm:items-center">
          <button
            ref={submitRef}
            type="submit"
            disabled={isSending}
            className={cn(
              "inline-flex min-h-13 shrink-0 items-center justify-center gap-2 rounded-full bg-brand px-8 py-3.5 text-base font-semibold text-white shadow-lift transition-colors hover:bg-brand-dark disabled:cursor-progress disabled:bg-brand/70 sm:w-auto",
              "motion-safe:transition-transform motion-safe:hover:-translate-y-0.5 disabled:motion-safe:hover:translate-y-0",
            )}
          >
            {isSending ? <Icon name="loader-circle" className="size-5 motion-safe:animate-spin" /> : null}
            {isSending ? copy.sending : copy.submit}
          </button>
          {/* What the details are for, beside the button that sends them; the status line under it. */}
          <div className="flex-1 space-y-1 text-sm text-pretty text-slate">
            <p>
              {copy.privacyNote.text}{" "}
              <a href={privacyHref} className="font-medium whitespace-nowrap text-brand underline underline-offset-4">
                {copy.privacyNote.link}
              </a>
            </p>
            <div role="status" aria-live="polite" className="min-h-6">
              {status ? <p>{status.text}</p> : null}
            </div>
          </div>
          {status?.canRetry && !isSending ? (
            <button
              type="button"
              onClick={() => void send()}
              className="inline-flex min-h-11 items-center justify-center rounded-full border border-ink/15 px-5 text-sm font-semibold text-ink hover:border-ink/40"
            >
              {copy.retry}
            </button>
          ) : null}
        </div>
      </form>

      <ContactResultDialog
        id={`${idBase}-result`}
        result={result}
        closeLabel={copy.popup.close}
        onClosed={onResultClosed}
      />
    </div>
  )
}
