/**
 * What the agency is told when a publish fails (R-S5, R-B5): an email to where lead emails go and a post to
 * LEADS_ALERT_WEBHOOK_URL when it is set, both kept in the notice outbox (server/delivery/notice-outbox.ts)
 * until delivered. The email is plain text: it names the commit, the step, each problem's file (with line
 * and field for content) and the end of the failing command's output, without terminal codes.
 */
import type { RunConfig } from "#config/run"
import { endpointContent } from "../contact/index"
import { headerText } from "../delivery/email"
import type { NoticeContent, NoticeOutboxOptions } from "../delivery/notice-outbox"
import { describeContentProblem } from "./content-problems"
import type { PublishFailure } from "./publisher"
import type { FailedStep } from "./state"

/** Where the site's notices go: the lead emails' own recipients, sender and channel (server/contact/index.ts picks them the same way). */
export function noticeEmailSettings(
  config: Pick<RunConfig, "notify" | "mailDir">,
  siteUrl: string,
): NoticeOutboxOptions["email"] {
  const { site } = endpointContent()
  const host = new URL(siteUrl).hostname
  return {
    ...(config.notify.smtpUrl ? { smtpUrl: config.notify.smtpUrl } : {}),
    mailDir: config.mailDir,
    to: config.notify.to ?? [site.email],
    from: config.notify.from ?? `${site.name} website <website@${host}>`,
    host,
  }
}

/** Each step in the words of the notice. */
export const STEP_NAMES: Record<FailedStep, string> = {
  fetch: "fetching the branch",
  inspect: "inspecting the commit's files",
  checkout: "checking out the commit",
  install: "installing the dependencies",
  check: "the content check",
  build: "the build",
  switch: "switching to the new build",
}

const STEP_ADVICE: Record<FailedStep, string> = {
  fetch: "The server could not fetch the branch: check PUBLISH_REPO, the deploy key or token, and the network.",
  inspect: "Remove or replace each file named below and save again: the next push publishes the change.",
  checkout: "git could not check the commit out: a developer should look at the output below.",
  install: "Installing the site's dependencies failed: a developer should look at the output below.",
  check: "Correct each problem below in the editor (or the file) and save again: the next push publishes it.",
  build: "The build failed: a developer should look at the problems or the output below.",
  switch: "The server refused the new build: its log says why (journalctl -u catalysty).",
}

export function publishFailureNotice(failure: PublishFailure, siteUrl: string): NoticeContent {
  const host = new URL(siteUrl).hostname
  const { commit } = failure
  const hasOutput = failure.output !== "" && (failure.problems.length === 0 || failure.step !== "check")
  const stamp = new Date().toISOString().replace(/[-:.]/g, "")
  const text = [
    `A change to ${host} was not published: ${failure.message}.`,
    "The site still shows the previous version; nothing a visitor sees has changed.",
    "",
    commit ? `Commit: ${commit.id}\nMessage: ${commit.message}` : "The commit could not be fetched.",
    `Step: ${STEP_NAMES[failure.step]}`,
    "",
    STEP_ADVICE[failure.step],
    ...(failure.problems.length > 0
      ? ["", "Problems:", ...failure.problems.map((problem) => `- ${describeContentProblem(problem)}`)]
      : []),
    ...(hasOutput ? ["", `The end of the output of ${STEP_NAMES[failure.step]}:`, "", failure.output] : []),
    "",
    "--",
    `The publish service of ${host} (npm run publish -- status on the server).`,
    "",
  ].join("\n")
  return {
    kind: "publish.failed",
    ...(commit ? { about: commit.id } : {}),
    email: {
      subject: headerText(
        `Not published: ${commit ? `${commit.message} (${commit.id.slice(0, 12)})` : failure.message}`,
      ),
      text,
      headers: { "X-Catalysty-Publish": commit?.id ?? "unknown" },
      fileName: `publish-failed-${stamp}-${commit?.id.slice(0, 12) ?? "fetch"}.eml`,
    },
    alert: {
      type: "publish.failed",
      site: siteUrl,
      text: `${host}: ${commit ? `"${commit.message}" (${commit.id.slice(0, 12)})` : "a change"} was not published, at ${STEP_NAMES[failure.step]}: ${failure.message}. ${failure.problems.map(describeContentProblem).join("; ")}`.trim(),
      commit: commit?.id ?? null,
      step: failure.step,
      problems: failure.problems,
    },
  }
}
