/**
 * Tells the agency that a publish failed, by the lead notifications' own paths: an email through SMTP_URL,
 * or an .eml file in DATA_DIR/mail/ without it, and a post to LEADS_ALERT_WEBHOOK_URL when it is set. The
 * email names the commit and, for a content problem, its file, line and field, as the check printed them.
 */
import { mkdirSync, renameSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import nodemailer from "nodemailer"
import type Mail from "nodemailer/lib/mailer"
import type { RunConfig } from "#app/config.server"
import { endpointContent } from "../contact/index"
import { headerText } from "../delivery/email"
import { describeContentProblem } from "./content-problems"
import type { PublishFailure } from "./publisher"

export type FailureNoticeSettings = {
  smtpUrl?: string
  mailDir: string
  to: string[]
  from: string
  siteUrl: string
  alertWebhookUrl?: string
  timeoutMs?: number
}

/** The lead emails' own recipients, sender and channels (server/contact/index.ts picks them the same way). */
export function failureNoticeSettings(
  config: Pick<RunConfig, "notify" | "mailDir" | "alertWebhookUrl">,
  siteUrl: string,
): FailureNoticeSettings {
  const { site } = endpointContent()
  return {
    smtpUrl: config.notify.smtpUrl,
    mailDir: config.mailDir,
    to: config.notify.to ?? [site.email],
    from: config.notify.from ?? `${site.name} website <website@${new URL(siteUrl).hostname}>`,
    siteUrl,
    alertWebhookUrl: config.alertWebhookUrl,
  }
}

const STEP_ADVICE: Record<PublishFailure["step"], string> = {
  fetch: "The server could not fetch the branch: check PUBLISH_REPO, the deploy key or token, and the network.",
  install: "Installing the site's dependencies failed: a developer should look at the output below.",
  check: "Correct each problem below in the editor (or the file) and save again: the next push publishes it.",
  build: "The build failed: a developer should look at the output below.",
  switch: "The server refused the new build: its log says why (journalctl -u catalysty).",
}

function failureEmail(
  failure: PublishFailure,
  settings: Pick<FailureNoticeSettings, "to" | "from" | "siteUrl">,
): Mail.Options {
  const host = new URL(settings.siteUrl).hostname
  const { commit } = failure
  const lines = [
    `A change to ${host} was not published: ${failure.message}.`,
    "The site still shows the previous version; nothing a visitor sees has changed.",
    "",
    commit ? `Commit: ${commit.id}\nMessage: ${commit.message}` : "The commit could not be fetched.",
    "",
    STEP_ADVICE[failure.step],
    ...(failure.problems.length > 0
      ? ["", "Problems:", ...failure.problems.map((problem) => `- ${describeContentProblem(problem)}`)]
      : []),
    ...(failure.problems.length === 0 && failure.output ? ["", "The end of the output:", "", failure.output] : []),
    "",
    "--",
    `The publish service of ${host} (npm run publish -- status on the server).`,
    "",
  ]
  return {
    from: settings.from,
    to: settings.to,
    subject: headerText(`Not published: ${commit ? `${commit.message} (${commit.id.slice(0, 12)})` : failure.message}`),
    headers: { "X-Catalysty-Publish": commit?.id ?? "unknown", "Auto-Submitted": "auto-generated" },
    text: lines.join("\n"),
    disableFileAccess: true,
    disableUrlAccess: true,
  }
}

/** Sends the notice; resolves with the problems met (an empty list when every channel took it). */
export async function sendFailureNotice(failure: PublishFailure, settings: FailureNoticeSettings): Promise<string[]> {
  const problems: string[] = []
  const email = failureEmail(failure, settings)
  const timeout = settings.timeoutMs ?? 10_000
  try {
    if (settings.smtpUrl) {
      const transport = nodemailer.createTransport({
        url: settings.smtpUrl,
        connectionTimeout: timeout,
        greetingTimeout: timeout,
        socketTimeout: timeout,
      } as Parameters<typeof nodemailer.createTransport>[0])
      try {
        await transport.sendMail(email)
      } finally {
        transport.close()
      }
    } else {
      const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" })
      const info = await composer.sendMail(email)
      mkdirSync(settings.mailDir, { recursive: true })
      const stamp = new Date().toISOString().replace(/[-:.]/g, "")
      const file = join(settings.mailDir, `publish-failed-${stamp}-${failure.commit?.id.slice(0, 12) ?? "fetch"}.eml`)
      writeFileSync(`${file}.tmp`, info.message as Buffer)
      renameSync(`${file}.tmp`, file)
    }
  } catch (error) {
    problems.push(`email: ${(error as Error).message}`)
  }
  if (settings.alertWebhookUrl) {
    try {
      const response = await fetch(settings.alertWebhookUrl, {
        method: "POST",
        headers: { "Content-Type": "application/json", "User-Agent": "Catalysty-Alert/1" },
        body: JSON.stringify({
          type: "publish.failed",
          site: settings.siteUrl,
          text: `${new URL(settings.siteUrl).hostname}: ${failure.commit ? `"${failure.commit.message}" (${failure.commit.id.slice(0, 12)})` : "a change"} was not published: ${failure.message}. ${failure.problems.map(describeContentProblem).join("; ")}`.trim(),
          commit: failure.commit?.id ?? null,
          step: failure.step,
          problems: failure.problems,
        }),
        redirect: "manual",
        signal: AbortSignal.timeout(timeout),
      })
      await response.body?.cancel()
      if (!response.ok) problems.push(`alert webhook: HTTP ${response.status}`)
    } catch (error) {
      problems.push(`alert webhook: ${(error as Error).message}`)
    }
  }
  return problems
}
