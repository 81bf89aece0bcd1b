/**
 * The quote form (docs/requirements/SPEC.md §3, §4, §5, §7, §8; docs/requirements/RELIABILITY.md B2, R-C1..R-C5).
 *
 * Usage — one prop, built on the server by a route loader:
 *
 *   // loader
 *   import { getContactFormData } from "#app/content/forms.server"
 *   return { form: getContactFormData() }            // /contact-us
 *   return { form: getContactFormData(service.id) }  // a service page: preselects its service (by its label)
 *
 *   // component
 *   <ContactForm form={loaderData.form} />           // optional: labelledBy (id of a heading), className,
 *                                                    // surface="plain" when the page already draws a card
 *
 * Without JavaScript the form posts natively (multipart) to `form.endpoint` and the server answers with
 * /thanks or a page listing the problems. With JavaScript it validates with the shared rules of
 * app/lib/contact-schema.ts, sends the docs/requirements/SPEC.md §7 fields with fetch, keeps a draft in sessionStorage and
 * answers with the popups of docs/requirements/SPEC.md §8.
 */

import { type ChangeEvent, type FormEvent, type ReactNode, useEffect, useLayoutEffect, useRef, useState } from "react"
import { Icon } from "#app/components/ui/icon"
import type { ContactFormData } from "#app/content/forms"
import { cn } from "#app/lib/cn"
import {
  type ContactField,
  type ContactInput,
  contactFields,
  fieldProblem,
  LIMITS,
  normalize,
  normalizeInput,
  validateContact,
} from "#app/lib/contact-schema"
import { formatWholeNumber } from "#app/lib/numbers"

type ContactFormProps = {
  form: ContactFormData
  /** "card" (default) draws the form on its own white card; "plain" when the page already gives it one. */
  surface?: "card" | "plain"
  className?: string
  /** Id of the heading that names the form, when the page shows one. */
  labelledBy?: string
}

type Values = Record<Exclude<ContactField, "services">, string> & { services: string }
type Popup = { kind: "success" | "failure"; title: string; text: string }
type Attempt = { key: string; signature: string }
type Draft = { values: Values; attempt?: Attempt }
type Status = { text: string; canRetry?: boolean } | null

const DRAFT_KEY = "catalysty:quote-draft"
const TIMEOUT_MS = 15_000
const ID = "contact"
const fieldId = (field: ContactField) => `${ID}-${field}`

const emptyValues = (preselected?: string): Values => ({
  name: "",
  email: "",
  company: "",
  services: preselected ?? "",
  budget: "",
  message: "",
})

/**
 * What the visitor typed into the server-rendered fields before the page's scripts arrived (the form
 * is usable at once; hydration waits for the page to load). React leaves such values in place while
 * it hydrates but resets them at the next render, so they are read while hydrating and put into
 * state straight after. Only the first form a page renders can be the server-rendered one.
 */
let isFirstFormOfPage = true
function readTypedBeforeHydration(): Partial<Values> {
  if (typeof document === "undefined" || !isFirstFormOfPage) return {}
  isFirstFormOfPage = false
  const typed: Partial<Values> = {}
  for (const field of contactFields) {
    const element = document.getElementById(fieldId(field))
    if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) {
      if (element.value !== element.defaultValue) typed[field] = element.value
    } else if (element instanceof HTMLSelectElement) {
      const initial = [...element.options].find((option) => option.defaultSelected)?.value ?? ""
      if (element.value !== initial) typed[field] = element.value
    }
  }
  return typed
}

const toInput = (values: Values): ContactInput => ({ ...values, services: values.services ? [values.services] : [] })

function readDraft(): Draft | undefined {
  try {
    const raw = sessionStorage.getItem(DRAFT_KEY)
    if (!raw) return undefined
    const draft = JSON.parse(raw) as Partial<Draft>
    if (!draft.values || typeof draft.values !== "object") return undefined
    const values = emptyValues()
    for (const field of contactFields) {
      const value = (draft.values as Record<string, unknown>)[field]
      if (typeof value === "string") values[field] = value
    }
    return { values, attempt: draft.attempt }
  } catch {
    return undefined
  }
}

function writeDraft(draft: Draft | undefined) {
  try {
    if (draft) sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft))
    else sessionStorage.removeItem(DRAFT_KEY)
  } catch {
    // Storage can be full or switched off; the form still works, only the draft is not kept.
  }
}

function newSubmissionId() {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = (bytes[6]! & 0x0f) | 0x40
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("")
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/** The message of a Web3Forms-style answer: top-level `message`, or `body.message`. */
function answerMessage(answer: unknown): string | undefined {
  if (!answer || typeof answer !== "object") return undefined
  const { message, body } = answer as { message?: unknown; body?: { message?: unknown } }
  if (typeof message === "string" && message.trim()) return message
  if (body && typeof body === "object" && typeof body.message === "string" && body.message.trim()) return body.message
  return undefined
}

function answerErrors(answer: unknown): Partial<Record<ContactField, string>> {
  if (!answer || typeof answer !== "object") return {}
  const { errors } = answer as { errors?: unknown }
  if (!errors || typeof errors !== "object") return {}
  const result: Partial<Record<ContactField, string>> = {}
  for (const field of contactFields) {
    const sentence = (errors as Record<string, unknown>)[field]
    if (typeof sentence === "string" && sentence.trim()) result[field] = sentence
  }
  return result
}

export function ContactForm({ form, surface = "card", className, labelledBy }: ContactFormProps) {
  const { copy, services, preselected, endpoint, accessKey, mode } = form

  const [typedBeforeHydration] = useState(readTypedBeforeHydration)
  const [values, setValues] = useState<Values>(() => emptyValues(preselected))
  const [errors, setErrors] = useState<Partial<Record<ContactField, string>>>({})
  const [isHydrated, setIsHydrated] = useState(false)
  const [isSending, setIsSending] = useState(false)
  const [status, setStatus] = useState<Status>(null)
  const [popup, setPopup] = useState<Popup | null>(null)

  const formRef = useRef<HTMLFormElement>(null)
  const honeypotRef = useRef<HTMLInputElement>(null)
  const summaryRef = useRef<HTMLDivElement>(null)
  const submitRef = useRef<HTMLButtonElement>(null)
  const dialogRef = useRef<HTMLDialogElement>(null)
  const inFlight = useRef(false)
  const attempt = useRef<Attempt | undefined>(undefined)
  const focusAfterPopup = useRef<"summary" | "submit">("submit")

  // After hydration, before the next paint: what was typed on this page, over a draft kept from an
  // earlier visit; then our messages replace the browser's validation bubbles.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the draft is read once, when the form first appears
  useLayoutEffect(() => {
    setIsHydrated(true)
    const draft = readDraft()
    const hasTyped = Object.keys(typedBeforeHydration).length > 0
    if (!draft && !hasTyped) return
    const restored = { ...(draft?.values ?? emptyValues(preselected)), ...typedBeforeHydration }
    if (!typedBeforeHydration.services) restored.services = preselected || restored.services
    if (!services.includes(restored.services)) restored.services = preselected ?? ""
    attempt.current = draft?.attempt
    setValues(restored)
    if (hasTyped) writeDraft({ values: restored, attempt: attempt.current })
    else if (contactFields.some((field) => field !== "services" && restored[field].trim() !== "")) {
      setStatus({ text: copy.status.draftRestored })
    }
  }, [])

  useEffect(() => {
    const dialog = dialogRef.current
    if (popup && dialog && !dialog.open) dialog.showModal()
  }, [popup])

  function messageFor(field: ContactField, problem: "required" | "tooLong" | "invalid") {
    const fieldErrors = copy.errors[field] as Partial<Record<typeof problem, string>>
    return fieldErrors[problem] ?? fieldErrors.invalid ?? copy.popup.failureFallback
  }

  function update(field: ContactField, value: string) {
    const next = { ...values, [field]: value }
    setValues(next)
    writeDraft({ values: next, attempt: attempt.current })
    // Once a field shows an error, it is re-checked as the visitor fixes it.
    if (errors[field]) {
      const problem = fieldProblem(field, field === "services" ? [value] : normalize(value), services)
      setErrors((current) => {
        const rest = { ...current }
        if (problem) rest[field] = messageFor(field, problem)
        else delete rest[field]
        return rest
      })
    }
  }

  const onChange =
    (field: ContactField) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      update(field, event.currentTarget.value)

  function focusField(field: ContactField) {
    document.getElementById(fieldId(field))?.focus()
  }

  function fail(
    text: string,
    options: { canRetry?: boolean; fieldErrors?: Partial<Record<ContactField, string>> } = {},
  ) {
    const fieldErrors = options.fieldErrors ?? {}
    setErrors(fieldErrors)
    focusAfterPopup.current = Object.keys(fieldErrors).length > 0 ? "summary" : "submit"
    setStatus({ text, canRetry: options.canRetry })
    setPopup({ kind: "failure", title: copy.popup.failureTitle, text })
  }

  async function send() {
    if (inFlight.current) return
    const result = validateContact(toInput(values), services)
    if (!result.ok) {
      const messages: Partial<Record<ContactField, string>> = {}
      for (const field of contactFields) {
        const problem = result.errors[field]
        if (problem) messages[field] = messageFor(field, problem)
      }
      setErrors(messages)
      setStatus(null)
      const first = contactFields.find((field) => messages[field])
      if (first) focusField(first)
      return
    }

    const normalized = normalizeInput(toInput(values))
    const signature = JSON.stringify(normalized)
    // A retry of the same, unchanged message reuses its key, so the server stores it once.
    if (attempt.current?.signature !== signature) attempt.current = { key: newSubmissionId(), signature }
    writeDraft({ values, attempt: attempt.current })

    const body = new FormData()
    body.append("name", normalized.name)
    body.append("email", normalized.email)
    body.append("company", normalized.company)
    for (const service of normalized.services) body.append("services", service)
    body.append("budget", normalized.budget)
    body.append("message", normalized.message)
    body.append("access_key", accessKey)
    if (mode === "embedded") body.append("submission_id", attempt.current.key)
    const honeypot = honeypotRef.current?.value ?? ""
    if (honeypot) body.append("botcheck", honeypot)

    if (typeof navigator !== "undefined" && navigator.onLine === false) {
      fail(copy.status.offline, { canRetry: true })
      return
    }

    inFlight.current = true
    setIsSending(true)
    setErrors({})
    setStatus({ text: copy.status.sending })
    const controller = new AbortController()
    const timer = setTimeout(() => controller.abort(), TIMEOUT_MS)
    try {
      const response = await fetch(endpoint, {
        method: "POST",
        body,
        headers: { Accept: "application/json" },
        signal: controller.signal,
      })
      let answer: unknown
      try {
        answer = await response.json()
      } catch {
        answer = undefined
      }
      const success = answer && typeof answer === "object" ? (answer as { success?: unknown }).success : undefined
      const message = answerMessage(answer)
      if (success === true) {
        const cleared = emptyValues(preselected)
        attempt.current = undefined
        writeDraft(undefined)
        if (honeypotRef.current) honeypotRef.current.value = ""
        setValues(cleared)
        setErrors({})
        setStatus({ text: copy.status.sent })
        focusAfterPopup.current = "submit"
        setPopup({ kind: "success", title: copy.popup.successTitle, text: copy.popup.successText })
        return
      }
      if (success === undefined && message === undefined) throw new Error(copy.popup.malformedAnswer)
      fail(message ?? copy.popup.failureFallback, {
        canRetry: response.status >= 500 || response.status === 429,
        fieldErrors: answerErrors(answer),
      })
    } catch (error) {
      if (controller.signal.aborted) fail(copy.status.timeout, { canRetry: true })
      else if (error instanceof Error && error.message === copy.popup.malformedAnswer) fail(error.message)
      else if (typeof navigator !== "undefined" && navigator.onLine === false)
        fail(copy.status.offline, { canRetry: true })
      else fail(copy.status.network, { canRetry: true })
    } finally {
      clearTimeout(timer)
      inFlight.current = false
      setIsSending(false)
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    void send()
  }

  function closePopup() {
    dialogRef.current?.close()
  }

  function onPopupClosed() {
    setPopup(null)
    if (focusAfterPopup.current === "summary" && summaryRef.current) summaryRef.current.focus()
    else submitRef.current?.focus()
  }

  const errorList = contactFields.filter((field) => errors[field])
  const describedBy = (field: ContactField, ...extra: (string | false | undefined)[]) =>
    [...extra, errors[field] && `${fieldId(field)}-error`].filter(Boolean).join(" ") || undefined
  const fieldProps = (field: ContactField) => ({
    id: fieldId(field),
    name: field,
    value: values[field],
    onChange: onChange(field),
    "aria-invalid": errors[field] ? (true as const) : undefined,
    className: inputClasses,
  })
  const messageLength = normalize(values.message).length
  const count = copy.characterCount
    .replace("{count}", formatWholeNumber(messageLength))
    .replace("{max}", formatWholeNumber(LIMITS.message))

  return (
    <div
      className={cn(
        surface === "card" && "rounded-panel bg-white p-6 shadow-card ring-1 ring-line sm:p-8 lg:p-10",
        className,
      )}
    >
      <form
        ref={formRef}
        action={endpoint}
        method="post"
        encType="multipart/form-data"
        noValidate={isHydrated}
        onSubmit={onSubmit}
        aria-labelledby={labelledBy}
        aria-busy={isSending || undefined}
        className="grid gap-6 sm:grid-cols-2"
      >
        <input type="hidden" name="access_key" value={accessKey} />

        {errorList.length > 0 ? (
          <div
            ref={summaryRef}
            tabIndex={-1}
            className="rounded-card border border-danger/30 bg-danger/5 p-5 sm:col-span-2"
          >
            <p id={`${ID}-summary-title`} className="flex items-center gap-2 font-semibold text-danger">
              <Icon name="circle-alert" className="size-5 shrink-0" />
              {errorList.length === 1
                ? copy.summaryTitleOne
                : copy.summaryTitle.replace("{count}", String(errorList.length))}
            </p>
            <ul className="mt-3 space-y-1.5 pl-7">
              {errorList.map((field) => (
                <li key={field}>
                  <a
                    href={`#${fieldId(field)}`}
                    onClick={(event) => {
                      event.preventDefault()
                      focusField(field)
                    }}
                    className="text-sm text-ink underline decoration-danger/50 underline-offset-4 hover:decoration-danger"
                  >
                    {errors[field]}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ) : null}

        <Field field="name" label={copy.fields.name.label} error={errors.name}>
          <input
            {...fieldProps("name")}
            type="text"
            autoComplete="name"
            required
            maxLength={isHydrated ? undefined : LIMITS.name}
            placeholder={copy.fields.name.placeholder}
            aria-describedby={describedBy("name")}
          />
        </Field>

        <Field field="email" label={copy.fields.email.label} error={errors.email} hint={copy.fields.email.hint}>
          <input
            {...fieldProps("email")}
            type="email"
            autoComplete="email"
            inputMode="email"
            spellCheck={false}
            required
            maxLength={isHydrated ? undefined : LIMITS.email}
            placeholder={copy.fields.email.placeholder}
            aria-describedby={describedBy("email", copy.fields.email.hint && `${fieldId("email")}-hint`)}
          />
        </Field>

        <Field field="company" label={copy.fields.company.label} error={errors.company} optional={copy.optionalLabel}>
          <input
            {...fieldProps("company")}
            type="text"
            autoComplete="organization"
            maxLength={isHydrated ? undefined : LIMITS.company}
            placeholder={copy.fields.company.placeholder}
            aria-describedby={describedBy("company")}
          />
        </Field>

        <Field field="services" label={copy.fields.services.label} error={errors.services}>
          <div className="relative">
            <select
              {...fieldProps("services")}
              required
              aria-describedby={describedBy("services")}
              className={cn(inputClasses, "appearance-none pr-11", values.services === "" && "text-slate")}
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
        </Field>

        <Field
          field="budget"
          label={copy.fields.budget.label}
          error={errors.budget}
          optional={copy.optionalLabel}
          className="sm:col-span-2"
        >
          <input
            {...fieldProps("budget")}
            type="text"
            maxLength={isHydrated ? undefined : LIMITS.budget}
            placeholder={copy.fields.budget.placeholder}
            aria-describedby={describedBy("budget")}
          />
        </Field>

        <Field field="message" label={copy.fields.message.label} error={errors.message} className="sm:col-span-2">
          <textarea
            {...fieldProps("message")}
            rows={6}
            required
            maxLength={isHydrated ? undefined : LIMITS.message}
            placeholder={copy.fields.message.placeholder}
            aria-describedby={describedBy("message", `${fieldId("message")}-count`)}
            className={cn(inputClasses, "min-h-40 resize-y")}
          />
          <p
            id={`${fieldId("message")}-count`}
            className={cn(
              "mt-2 text-right text-sm",
              messageLength > LIMITS.message ? "font-semibold text-danger" : "text-slate",
            )}
          >
            {count}
          </p>
        </Field>

        {/* Honeypot: people never see it; bots (and sometimes autofill) fill it, and the server files those as spam. */}
        <div aria-hidden="true" className="sr-only">
          <label htmlFor={`${ID}-botcheck`}>{copy.fields.botcheck.label}</label>
          <input ref={honeypotRef} id={`${ID}-botcheck`} type="text" name="botcheck" tabIndex={-1} autoComplete="off" />
        </div>

        <div className="flex flex-col gap-4 sm:col-span-2 sm:flex-row sm:items-center">
          <button
            ref={submitRef}
            type="submit"
            disabled={isSending}
            className={cn(
              "inline-flex min-h-13 items-center justify-center gap-2 rounded-full bg-brand px-8 py-3.5 text-base font-semibold text-white shadow-lift transition-colors hover:bg-brand-dark disabled:cursor-progress disabled:bg-brand/70 sm:w-auto",
              "motion-safe:transition-transform motion-safe:hover:-translate-y-0.5 disabled:motion-safe:hover:translate-y-0",
            )}
          >
            {isSending ? <Icon name="loader-circle" className="size-5 motion-safe:animate-spin" /> : null}
            {isSending ? copy.sending : copy.submit}
          </button>
          <div role="status" aria-live="polite" className="min-h-6 flex-1 text-sm text-slate">
            {status ? <p>{status.text}</p> : null}
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

      <dialog
        ref={dialogRef}
        aria-labelledby={`${ID}-popup-title`}
        aria-describedby={`${ID}-popup-text`}
        onClose={onPopupClosed}
        className="m-auto w-full max-w-md rounded-panel bg-white p-8 text-center text-ink shadow-lift backdrop:bg-ink/60 sm:p-10"
      >
        {popup ? (
          <>
            <span
              aria-hidden="true"
              className={cn(
                "mx-auto flex size-16 items-center justify-center rounded-full",
                popup.kind === "success" ? "bg-lime text-ink" : "bg-danger/10 text-danger",
              )}
            >
              {popup.kind === "success" ? (
                <Icon name="circle-check" className="size-8" />
              ) : (
                <Icon name="circle-alert" className="size-8" />
              )}
            </span>
            <h2 id={`${ID}-popup-title`} className="mt-6 text-h3 font-bold">
              {popup.title}
            </h2>
            <p id={`${ID}-popup-text`} className="mt-3 text-lead text-slate">
              {popup.text}
            </p>
            <button
              type="button"
              onClick={closePopup}
              className="mt-8 inline-flex min-h-12 w-full items-center justify-center rounded-full bg-brand px-6 py-3 font-semibold text-white hover:bg-brand-dark"
            >
              {copy.popup.close}
            </button>
          </>
        ) : null}
      </dialog>
    </div>
  )
}

const inputClasses =
  "block w-full rounded-xl border border-line bg-pale/60 px-4 py-3 text-base text-ink shadow-xs transition-colors placeholder:text-slate/70 hover:border-ink/25 focus:border-brand focus:bg-white focus:ring-4 focus:ring-brand/15 focus:outline-none aria-invalid:border-danger aria-invalid:bg-white aria-invalid:ring-danger/15"

type FieldProps = {
  field: ContactField
  label: string
  error?: string
  hint?: string
  optional?: string
  className?: string
  children: ReactNode
}

function Field({ field, label, error, hint, optional, className, children }: FieldProps) {
  return (
    <div className={className}>
      <div className="mb-2 flex items-baseline justify-between gap-3">
        <label htmlFor={fieldId(field)} className="font-semibold text-ink">
          {label}
        </label>
        {optional ? <span className="text-sm text-slate">{optional}</span> : null}
      </div>
      {children}
      {hint ? (
        <p id={`${fieldId(field)}-hint`} className="mt-2 text-sm text-slate">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${fieldId(field)}-error`} className="mt-2 flex items-start gap-1.5 text-sm font-medium text-danger">
          <Icon name="circle-alert" className="mt-0.5 size-4 shrink-0" />
          {error}
        </p>
      ) : null}
    </div>
  )
}
