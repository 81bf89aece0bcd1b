import type { ContactEndpointCopy, ContactFormCopy } from "#app/content/forms"
import { LIMITS } from "#app/lib/contact-schema"

/** What the visitor sent, put back into the form of the problem page. */
export type ProblemPageValues = {
  name: string
  email: string
  company: string
  services: string[]
  budget: string
  message: string
  access_key: string
}

const entities: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" }
/** Every piece of text in the page goes through this: nothing the visitor sent is ever markup. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => entities[char]!)

type ProblemPageInput = {
  copy: { form: ContactFormCopy; endpoint: ContactEndpointCopy }
  services: readonly string[]
  message: string
  errors?: Partial<Record<string, string>>
  values?: ProblemPageValues
  accessKey?: string
  backHref: string
  stylesheetHref?: string
}

const inputClass =
  "block w-full rounded-xl border border-line bg-white px-4 py-3 text-base text-ink focus:border-brand focus:outline-none aria-invalid:border-danger"

/**
 * The small HTML page a visitor without JavaScript gets when the endpoint refuses the form
 * (docs/requirements/RELIABILITY.md B1): each problem listed, the form again with what they typed, a link back.
 */
export function renderProblemPage({
  copy,
  services,
  message,
  errors = {},
  values,
  accessKey,
  backHref,
  stylesheetHref,
}: ProblemPageInput) {
  const { fields } = copy.form
  const page = copy.endpoint.problemPage
  const problems = Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === "string")
  const error = (field: string) =>
    errors[field]
      ? `<p id="problem-${field}" class="mt-2 text-sm font-medium text-danger">${escapeHtml(errors[field]!)}</p>`
      : ""
  const invalid = (field: string) => (errors[field] ? ` aria-invalid="true" aria-describedby="problem-${field}"` : "")
  const label = (field: string, text: string, isOptional = false) =>
    `<label for="field-${field}" class="mb-2 flex items-baseline justify-between font-semibold text-ink">${escapeHtml(text)}${
      isOptional ? `<span class="text-sm font-normal text-slate">${escapeHtml(copy.form.optionalLabel)}</span>` : ""
    }</label>`
  const textInput = (field: "name" | "email" | "company" | "budget", type: string, max: number, isRequired: boolean) =>
    `<div>${label(field, fields[field].label, !isRequired)}<input id="field-${field}" name="${field}" type="${type}" maxlength="${max}"${
      isRequired ? " required" : ""
    } value="${escapeHtml(values?.[field] ?? "")}" class="${inputClass}"${invalid(field)}>${error(field)}</div>`

  const form = values
    ? `<form method="post" action="/api/contact" enctype="multipart/form-data" class="mt-10 grid gap-6">
<input type="hidden" name="access_key" value="${escapeHtml(accessKey ?? "")}">
${textInput("name", "text", LIMITS.name, true)}
${textInput("email", "email", LIMITS.email, true)}
${textInput("company", "text", LIMITS.company, false)}
<div>${label("services", fields.services.label)}<select id="field-services" name="services" required class="${inputClass}"${invalid("services")}>
<option value="">${escapeHtml(fields.services.placeholder)}</option>
${services
  .map(
    (service) =>
      `<option value="${escapeHtml(service)}"${values.services.includes(service) ? " selected" : ""}>${escapeHtml(service)}</option>`,
  )
  .join("\n")}
</select>${error("services")}</div>
${textInput("budget", "text", LIMITS.budget, false)}
<div>${label("message", fields.message.label)}<textarea id="field-message" name="message" rows="6" required class="${inputClass}"${invalid(
        "message",
      )}>${escapeHtml(values.message)}</textarea>${error("message")}</div>
<div><button type="submit" class="inline-flex min-h-12 items-center justify-center rounded-full bg-brand px-8 py-3 font-semibold text-white hover:bg-brand-dark">${escapeHtml(
        page.resend,
      )}</button></div>
</form>`
    : ""

  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(page.title)}</title>
${stylesheetHref ? `<link rel="stylesheet" href="${escapeHtml(stylesheetHref)}">` : ""}
</head>
<body class="bg-pale font-sans text-ink antialiased">
<main class="mx-auto w-full max-w-2xl px-5 py-16 sm:px-8">
<div class="rounded-panel bg-white p-6 shadow-card sm:p-10">
<h1 class="text-h2-sm font-bold md:text-h2">${escapeHtml(page.title)}</h1>
<p class="mt-4 text-lead text-slate">${escapeHtml(message)}</p>
${
  problems.length > 0
    ? `<p class="mt-6 text-slate">${escapeHtml(page.description)}</p>
<ul class="mt-4 list-disc space-y-1.5 pl-6 text-danger">${problems.map(([field, sentence]) => `<li><a class="underline underline-offset-4" href="#field-${escapeHtml(field)}">${escapeHtml(sentence)}</a></li>`).join("")}</ul>`
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
