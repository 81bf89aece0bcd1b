/**
 * The quote form sent before React has hydrated it (its module arrives as the form nears the screen, and
 * may still be on its way): its problems are shown at once, as React shows them, instead of the browser's
 * bubbles or a post that leaves the page. The island is marked `data-island-problems` with the id of a
 * template holding the error summary and a field's error, empty, as the form's components draw them
 * (app/components/contact/quote-form.tsx). Only what the HTML says is checked here: a required field left
 * empty, named with the form's own messages from the props the island is hydrated from. A form with every
 * required field filled posts as it does without JavaScript, and the server checks it in full.
 * React hydrates the summary drawn here (it reads the island's `missing` fields as it does) and owns the
 * form from then on; it stops every submit itself, so one whose default is already prevented is its own.
 */
import { invariant } from "@epic-web/invariant"

export const MARKER = "data-island-problems"

/**
 * A tap on Send straight after the page has loaded must find this listening, so a page with a form runs the
 * site's script as it is parsed rather than once the page has loaded (app/lib/site-script.ts).
 */
export const NEEDED_AT_FIRST_TOUCH = true

type FormCopy = { summaryTitle: string; summaryTitleOne: string; errors: Record<string, { required: string }> }
type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

/** What the last early submit drew and marked, undone before the next one draws again. */
let drawn: Element[] = []
let marked: Control[] = []

export function summarizeEarlySubmits() {
  const forms = document.querySelectorAll<HTMLFormElement>(`[${MARKER}] form`)
  // Once this script runs the browser's bubbles are never needed, whatever endpoint the form posts to.
  for (const form of forms) form.noValidate = true
  if (forms.length > 0) document.addEventListener("submit", showProblems)
}

/** A part of the template of the form's problems, which the form's components render with the page. */
function templatePart(parent: ParentNode, selector: string) {
  const part = parent.querySelector(selector)
  invariant(part, `the quote form's problems template has no ${selector}`)
  return part
}

/** The field a control is in: the form's child that holds its label, control, hint and error. */
function fieldOf(control: Control) {
  const field = control.closest("form > *")
  invariant(field, `the quote form's ${control.name} is in no field of the form`)
  return field
}

function showProblems(event: SubmitEvent) {
  const form = event.target as HTMLFormElement
  const island = form.closest<HTMLElement>(`[${MARKER}]`)
  const template = document.getElementById(island?.dataset.islandProblems ?? "") as HTMLTemplateElement | null
  const props = document.getElementById(island?.dataset.islandProps ?? "") as HTMLScriptElement | null
  if (event.defaultPrevented || !island || !template || !props) return

  for (const element of drawn) element.remove()
  for (const control of marked) {
    const described = (control.getAttribute("aria-describedby") ?? "").replace(`${control.id}-error`, "").trim()
    control.removeAttribute("aria-invalid")
    if (described) control.setAttribute("aria-describedby", described)
    else control.removeAttribute("aria-describedby")
  }
  const controls = [...form.elements] as Control[]
  marked = controls.filter((control) => control.required && control.value.trim() === "")
  island.dataset.missing = marked.map((control) => control.name).join(" ")
  if (marked.length === 0) return

  event.preventDefault()
  const copy = (JSON.parse(props.text) as { form: { copy: FormCopy } }).form.copy
  const [summaryMarkup, errorMarkup] = template.content.children
  invariant(summaryMarkup, "the quote form's problems template has no error summary")
  invariant(errorMarkup, "the quote form's problems template has no field error")
  const summary = summaryMarkup.cloneNode(true) as HTMLElement
  const list = templatePart(summary, "ul")
  const itemMarkup = templatePart(list, "li")
  itemMarkup.remove()
  templatePart(summary, "p").append(
    marked.length === 1 ? copy.summaryTitleOne : copy.summaryTitle.replace("{count}", String(marked.length)),
  )
  drawn = [summary]
  for (const control of marked) {
    const message = copy.errors[control.name]?.required
    invariant(message, `the quote form's copy has no message for an empty ${control.name}`)
    const errorId = `${control.id}-error`
    const item = itemMarkup.cloneNode(true) as HTMLElement
    const link = templatePart(item, "a")
    link.setAttribute("href", `#${control.id}`)
    link.append(message)
    list.append(item)
    // Last in the field, after its hint, and read with the control: where the form's FormField puts it.
    const error = errorMarkup.cloneNode(true) as HTMLElement
    error.id = errorId
    error.append(message)
    fieldOf(control).append(error)
    drawn.push(error)
    control.setAttribute("aria-invalid", "true")
    control.setAttribute("aria-describedby", `${control.getAttribute("aria-describedby") ?? ""} ${errorId}`.trim())
  }
  // At the top of the form, before its first field.
  const firstShown = controls.find((control) => control.type !== "hidden")
  invariant(firstShown, "the quote form has no control to show its problems above")
  fieldOf(firstShown).before(summary)
  summary.focus()
}
