/**
 * The notification email of a lead (docs/requirements/RELIABILITY.md R-L1, R-L3, R-L4): sent by SMTP
 * when SMTP_URL is set, otherwise written as an .eml file into DATA_DIR/mail/ so that a fresh machine
 * shows exactly what staff would receive.
 *
 * Nothing the visitor typed reaches a header except through nodemailer's encoding: the subject and the
 * display names are single-line text, and Reply-To is the visitor's validated address, given as an
 * address object so it is never parsed into more than one.
 */
import { mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import nodemailer from "nodemailer"
import type Mail from "nodemailer/lib/mailer"
import type { LeadNotificationCopy } from "#app/content/forms"
import { emailProblem } from "#shared/contact-schema"
import type { Lead, LeadKey } from "../contact/store"
import { DeliveryError, type Sender } from "./delivery-error"
import { deliveryKey, fillTemplate, mailtoHref, noticeRows } from "./lead-notice"

export type EmailSettings = {
  /** smtp:// or smtps:// with credentials; undefined writes .eml files into `mailDir`. */
  smtpUrl?: string
  mailDir: string
  to: string[]
  from: string
  siteUrl: string
  copy: LeadNotificationCopy
  /** Milliseconds for connecting, greeting and each socket wait. */
  timeoutMs?: number
}

const entities: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" }
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => entities[char] ?? char)

/**
 * One line of header text: no line breaks or other control characters, and no "=?" that a mail program
 * could read as an encoded word of its own (a zero-width space between the two keeps it literal).
 */
export function headerText(value: string) {
  return value
    .replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, " ")
    .replace(/\s+/g, " ")
    .replace(/=\?/g, "=\u200b?")
    .trim()
}

/** The message for one lead: subject, both parts, Reply-To the visitor, a Message-ID derived from the lead. */
export function leadEmail(lead: Lead, settings: Pick<EmailSettings, "to" | "from" | "siteUrl" | "copy">): Mail.Options {
  const { copy, siteUrl } = settings
  const rows = noticeRows(lead, copy, siteUrl)
  const heading = fillTemplate(copy.heading, lead)
  const reply = fillTemplate(copy.replyButton, lead)
  const footer = fillTemplate(copy.footer, lead)
  const text = [
    heading,
    "",
    copy.intro,
    "",
    ...rows.map((row) => `${row.label}: ${row.value}`),
    "",
    `${copy.labels.message}:`,
    lead.message,
    "",
    "--",
    footer,
    "",
  ].join("\n")
  const cell = "padding:6px 16px 6px 0;vertical-align:top"
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(heading)}</title></head>
<body style="margin:0;padding:24px;background:#f4f7fb;font-family:Arial,Helvetica,sans-serif;color:#0a0d14">
<div style="max-width:640px;margin:0 auto;background:#ffffff;border-radius:12px;padding:28px">
<h1 style="margin:0 0 12px;font-size:22px">${escapeHtml(heading)}</h1>
<p style="margin:0 0 20px;color:#525866">${escapeHtml(copy.intro)}</p>
<table role="presentation" style="border-collapse:collapse;font-size:15px">
${rows
  .map(
    (row) =>
      `<tr><th scope="row" style="${cell};text-align:left;color:#525866;font-weight:normal">${escapeHtml(row.label)}</th><td style="${cell}">${
        row.href
          ? `<a href="${escapeHtml(row.href)}" style="color:#240cf3">${escapeHtml(row.value)}</a>`
          : escapeHtml(row.value)
      }</td></tr>`,
  )
  .join("\n")}
</table>
<h2 style="margin:24px 0 8px;font-size:16px">${escapeHtml(copy.labels.message)}</h2>
<div style="white-space:pre-wrap;line-height:1.5;border-left:3px solid #c6f906;padding-left:12px">${escapeHtml(lead.message)}</div>
<p style="margin:28px 0 0"><a href="${escapeHtml(mailtoHref(lead.email))}" style="display:inline-block;background:#240cf3;color:#ffffff;text-decoration:none;padding:10px 20px;border-radius:999px;font-weight:bold">${escapeHtml(reply)}</a></p>
<p style="margin:24px 0 0;font-size:12px;color:#525866">${escapeHtml(footer)}</p>
</div>
</body></html>
`
  const host = new URL(siteUrl).hostname
  return {
    from: settings.from,
    to: settings.to,
    // A lead stored before the address rules refused encoded words gets no Reply-To rather than a wrong one (R-F1).
    ...(emailProblem(lead.email) ? {} : { replyTo: { name: headerText(lead.name), address: lead.email } }),
    subject: headerText(fillTemplate(copy.subject, lead)),
    messageId: `<${deliveryKey(lead, "email")}@${host}>`,
    date: new Date(lead.createdAt),
    headers: { "X-Catalysty-Lead": String(lead.id), "Auto-Submitted": "auto-generated" },
    text,
    html,
    disableFileAccess: true,
    disableUrlAccess: true,
  }
}

/** Where the notification email of a lead is written when no SMTP server is set. */
export const emailFile = (lead: LeadKey, mailDir: string) => join(mailDir, `${deliveryKey(lead, "email")}.eml`)
/** Where it is written first, to be renamed once whole. */
const unfinishedFile = (file: string) => `${file}.tmp`

/**
 * Removes the email files of these leads (erasure, retention), and any half-written one a crash left;
 * returns how many emails there were.
 */
export function removeEmailFiles(leads: LeadKey[], mailDir: string) {
  const remove = (file: string) => {
    try {
      rmSync(file)
      return true
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error
      return false
    }
  }
  let removed = 0
  for (const lead of leads) {
    if (remove(emailFile(lead, mailDir))) removed++
    remove(unfinishedFile(emailFile(lead, mailDir)))
  }
  return removed
}

/** SMTP reply codes that mean "this message will never be accepted as it is" (not a login or a busy server). */
const isPermanentSmtpFailure = (code: number | undefined) =>
  code !== undefined && code >= 500 && ![530, 534, 535, 538].includes(code)

/** Where lead emails go, said once at start-up (never the credentials). */
export function describeEmailChannel(settings: EmailSettings) {
  if (!settings.smtpUrl) {
    return `Lead emails: no SMTP_URL is set, so each one is written to ${join(settings.mailDir, "")} as an .eml file (set SMTP_URL to send them to ${settings.to.join(", ")}).`
  }
  const url = new URL(settings.smtpUrl)
  return `Lead emails: sent by SMTP through ${url.hostname}${url.port ? `:${url.port}` : ""} to ${settings.to.join(", ")}.`
}

/** The email channel: one send per lead; a resend after a crash carries the same Message-ID (R-L3). */
export function createEmailSender(settings: EmailSettings): Sender {
  const timeout = settings.timeoutMs ?? 10_000
  if (!settings.smtpUrl) {
    const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" })
    mkdirSync(settings.mailDir, { recursive: true })
    return {
      async send(lead) {
        const info = await composer.sendMail(leadEmail(lead, settings))
        // Written whole, then renamed: a reader never sees half a message, and a resend replaces it.
        const file = emailFile(lead, settings.mailDir)
        writeFileSync(unfinishedFile(file), info.message as Buffer)
        renameSync(unfinishedFile(file), file)
      },
      close() {},
    }
  }
  // Pooled: a backlog goes out over a few kept-open connections instead of one handshake per email.
  const transport = nodemailer.createTransport({
    url: settings.smtpUrl,
    pool: true,
    maxConnections: 4,
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
  } as Parameters<typeof nodemailer.createTransport>[0])
  return {
    async send(lead) {
      try {
        await transport.sendMail(leadEmail(lead, settings))
      } catch (error) {
        const { responseCode, code, message } = error as { responseCode?: number; code?: string; message?: string }
        throw new DeliveryError(
          responseCode ? `SMTP ${responseCode}` : `SMTP ${code ?? "error"}: ${message ?? "unknown"}`,
          isPermanentSmtpFailure(responseCode),
        )
      }
    },
    close() {
      transport.close()
    },
  }
}
