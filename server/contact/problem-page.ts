import { href } from "react-router"
import type { ContactEndpointCopy, ContactFormCopy } from "#app/content/forms"
import {
  type Attribution,
  type ContactField,
  type ContactInput,
  contactFieldInputs,
  contactFields,
} from "#shared/contact-schema"

/** What the visitor sent, put back into the form of the problem page (where the visit came from too). */
export type ProblemPageValues = ContactInput & { access_key: string; attribution: Attribution }

const entities: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" }
/** Every piece of text in the page goes through this: nothing the visitor sent is ever markup. */
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => entities[char] ?? char)

type ProblemPageInput = {
  copy: { form: ContactFormCopy; endpoint: ContactEndpointCopy }
  services: readonly string[]
  message: string
  errors?: Partial<Record<string, string>>
  values?: ProblemPageValues
  accessKey?: string
  backHref: string
  /** The page's own rules (build/server/problem-page.css, made by the build from this template). */
  css?: string
}

/** The icon beside each problem, drawn inline: the page loads nothing but itself. */
const alertIcon = (className: string) =>
  `<svg aria-hidden="true" class="${className}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><circle cx="12" cy="12" r="10"/><path d="M12 8v4m0 4h.01"/></svg>`

const inputClass =
  "block w-full rounded-xl border border-line bg-white px-4 py-3 text-base text-ink focus:border-brand focus:outline-none aria-invalid:border-danger"

/**
 * The small HTML page a visitor without JavaScript gets when the endpoint refuses the form
 * (docs/requirements/RELIABILITY.md B1): each problem listed in the error summary the form itself shows
 * (app/components/contact/error-summary.tsx), focused as the page opens, the form again with what they
 * typed and each problem under its field, a link back.
 */
export function renderProblemPage({
  copy,
  services,
  message,
  errors = {},
  values,
  accessKey,
  backHref,
  css,
}: ProblemPageInput) {
  const { fields } = copy.form
  const page = copy.endpoint.problemPage
  const problems = Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === "string")
  const error = (field: string) =>
    errors[field]
      ? `<p id="problem-${field}" class="mt-2 flex items-start gap-1.5 text-sm font-medium text-danger">${alertIcon("mt-0.5 size-4 shrink-0")}${escapeHtml(errors[field])}</p>`
      : ""
  const invalid = (field: string) => (errors[field] ? ` aria-invalid="true" aria-describedby="problem-${field}"` : "")
  const label = (field: ContactField) => {
    const isOptional = !contactFieldInputs[field].isRequired
    return `<label for="field-${field}" class="mb-2 flex items-baseline justify-between font-semibold text-ink">${escapeHtml(fields[field].label)}${
      isOptional ? `<span class="text-sm font-normal text-slate">${escapeHtml(copy.form.optionalLabel)}</span>` : ""
    }</label>`
  }
  /** One field, its control as contactFieldInputs describes it, with the value the visitor sent. */
  const control = (field: ContactField, values: ProblemPageValues) => {
    const spec = contactFieldInputs[field]
    const common = `id="field-${field}" name="${field}"${spec.isRequired ? " required" : ""} class="${inputClass}"${invalid(field)}`
    if (spec.control === "select") {
      const options = services
        .map(
          (service) =>
            `<option value="${escapeHtml(service)}"${values.services.includes(service) ? " selected" : ""}>${escapeHtml(service)}</option>`,
        )
        .join("\n")
      return `<select ${common}>\n<option value="">${escapeHtml(fields.services.placeholder)}</option>\n${options}\n</select>`
    }
    const value = field === "services" ? "" : values[field]
    if (spec.control === "textarea") {
      return `<textarea ${common} rows="6" maxlength="${spec.maxLength}">${escapeHtml(value)}</textarea>`
    }
    return `<input ${common} type="${spec.type}" maxlength="${spec.maxLength}" autocomplete="${spec.autoComplete}" value="${escapeHtml(value)}">`
  }

  const form = values
    ? `<form method="post" action="/api/contact" enctype="multipart/form-data" class="mt-10 grid gap-6">
<input type="hidden" name="access_key" value="${escapeHtml(accessKey ?? "")}">
${Object.entries(values.attribution)
  .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
  .join("\n")}
${contactFields.map((field) => `<div>${label(field)}${control(field, values)}${error(field)}</div>`).join("\n")}
<div class="flex flex-col gap-4 sm:flex-row sm:items-center"><button type="submit" class="inline-flex min-h-12 shrink-0 items-center justify-center rounded-full bg-brand px-8 py-3 font-semibold text-white hover:bg-brand-dark">${escapeHtml(
        page.resend,
      )}</button>
<p class="text-sm text-slate">${escapeHtml(copy.form.privacyNote.text)} <a href="${href("/privacy")}" class="font-medium text-brand underline underline-offset-4">${escapeHtml(copy.form.privacyNote.link)}</a></p></div>
</form>`
    : ""

  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(page.title)}</title>
${css ? `<style>${css}</style>` : ""}
</head>
<body class="bg-pale font-sans text-ink antialiased">
<main class="mx-auto w-full max-w-2xl px-5 py-16 sm:px-8">
<div class="rounded-panel bg-white p-6 shadow-card sm:p-10">
<h1 class="text-h2-sm font-bold md:text-h2">${escapeHtml(page.title)}</h1>
<p class="mt-4 text-lead text-slate">${escapeHtml(message)}</p>
${
  problems.length > 0
    ? `<p class="mt-6 text-slate">${escapeHtml(page.description)}</p>
<div tabindex="-1" autofocus class="mt-6 rounded-card border border-danger/30 bg-danger/5 p-5">
<p class="flex items-center gap-2 font-semibold text-danger">${alertIcon("size-5 shrink-0")}${escapeHtml(
        problems.length === 1
          ? copy.form.summaryTitleOne
          : copy.form.summaryTitle.replace("{count}", String(problems.length)),
      )}</p>
<ul class="mt-2 pl-7">${problems.map(([field, sentence]) => `<li><a class="inline-flex min-h-7 items-center text-sm text-ink underline decoration-danger/50 underline-offset-4 hover:decoration-danger" href="#field-${escapeHtml(field)}">${escapeHtml(sentence)}</a></li>`).join("")}</ul>
</div>`
    : ""
}
${form}
<p class="mt-10"><a href="${escapeHtml(backHref)}" class="font-semibold text-brand underline underline-offset-4">${escapeHtml(page.backLink)}</a></p>
</div>
</main>
</body>
</html>
`
}
