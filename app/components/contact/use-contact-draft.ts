import { useLayoutEffect, useRef, useState } from "react"
import { type ContactField, contactFields } from "#shared/contact-schema"

/** The form's values as typed: one string per field (for services, the chosen label). */
export type ContactDraftValues = Record<ContactField, string>
type Attempt = { key: string; signature: string }
type StoredDraft = { values: ContactDraftValues; attempt?: Attempt }

/** The sessionStorage key of the draft: one per tab, shared by the contact page and the service pages. */
export const DRAFT_KEY = "catalysty:quote-draft"

const emptyDraft = (preselected?: string): ContactDraftValues => ({
  name: "",
  email: "",
  company: "",
  services: preselected ?? "",
  budget: "",
  message: "",
})

function readStoredDraft(): StoredDraft | undefined {
  try {
    const raw = sessionStorage.getItem(DRAFT_KEY)
    if (!raw) return undefined
    const draft = JSON.parse(raw) as Partial<StoredDraft>
    if (!draft.values || typeof draft.values !== "object") return undefined
    const values = emptyDraft()
    for (const field of contactFields) {
      const value = (draft.values as Record<string, unknown>)[field]
      if (typeof value === "string") values[field] = value
    }
    const { attempt } = draft
    const isAttempt = attempt && typeof attempt.key === "string" && typeof attempt.signature === "string"
    return { values, attempt: isAttempt ? attempt : undefined }
  } catch {
    return undefined
  }
}

function writeStoredDraft(draft: StoredDraft | undefined) {
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
  const view = new DataView(bytes.buffer)
  view.setUint8(6, (view.getUint8(6) & 0x0f) | 0x40)
  view.setUint8(8, (view.getUint8(8) & 0x3f) | 0x80)
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("")
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/**
 * What the visitor typed into this form's server-rendered fields before the page's scripts arrived (the form
 * is usable at once; hydration waits for the page to load). React leaves such values in place while it
 * hydrates but resets them at the next render, so they are read during the hydrating render. The ids are
 * the ones the server wrote (the form's idBase travels with its props); a form first rendered in the
 * browser has ids no element carries yet, and finds nothing.
 */
function readTypedBeforeHydration(fieldId: (field: ContactField) => string): Partial<ContactDraftValues> {
  if (typeof document === "undefined") return {}
  const typed: Partial<ContactDraftValues> = {}
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

type ContactDraftOptions = {
  /** The id of each field's control, to find the server-rendered controls while hydrating. */
  fieldId: (field: ContactField) => string
  /** The dropdown's values: a restored service not among them falls back to the preselected one. */
  services: readonly string[]
  preselected?: string
  /** Called before the first paint when text from an earlier visit to the form, not yet sent, is put back. */
  onRestored?: () => void
}

/**
 * The form's values, kept as a draft in sessionStorage so a reload, a failed send or a visit to another page
 * loses nothing (docs/requirements/RELIABILITY.md R-C2, R-C3), together with the idempotency key of the
 * current attempt, so a retry of the same message is stored once.
 */
export function useContactDraft({ fieldId, services, preselected, onRestored }: ContactDraftOptions) {
  const [typedBeforeHydration] = useState(() => readTypedBeforeHydration(fieldId))
  const [values, setValues] = useState(() => emptyDraft(preselected))
  const attempt = useRef<Attempt | undefined>(undefined)

  // After hydration, before the next paint: what was typed on this page, over a draft kept from earlier.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the draft is read once, when the form first appears
  useLayoutEffect(() => {
    const draft = readStoredDraft()
    const hasTyped = Object.keys(typedBeforeHydration).length > 0
    if (!draft && !hasTyped) return
    const restored = { ...(draft?.values ?? emptyDraft(preselected)), ...typedBeforeHydration }
    if (!typedBeforeHydration.services) restored.services = preselected || restored.services
    if (!services.includes(restored.services)) restored.services = preselected ?? ""
    attempt.current = draft?.attempt
    setValues(restored)
    if (hasTyped) writeStoredDraft({ values: restored, attempt: attempt.current })
    else if (contactFields.some((field) => field !== "services" && restored[field].trim() !== "")) onRestored?.()
  }, [])

  function setField(field: ContactField, value: string) {
    const next = { ...values, [field]: value }
    setValues(next)
    writeStoredDraft({ values: next, attempt: attempt.current })
  }

  /** The idempotency key for a submission with this signature: the same while the message stays the same. */
  function submissionKey(signature: string) {
    if (attempt.current?.signature !== signature) attempt.current = { key: newSubmissionId(), signature }
    writeStoredDraft({ values, attempt: attempt.current })
    return attempt.current.key
  }

  /** After a successful send: an empty form (its service still preselected) and no draft. */
  function clear() {
    attempt.current = undefined
    writeStoredDraft(undefined)
    setValues(emptyDraft(preselected))
  }

  return { values, setField, submissionKey, clear }
}
