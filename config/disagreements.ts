/**
 * Build disagreements: why a server with some environment cannot serve a build. Each build setting set now
 * must give the value the build was made with, and lead notifications may go only to the hosts the build's
 * privacy notice names. A server refuses such a build at start and a running one refuses to switch to it
 * (docs/decisions/013-a-switch-is-whole-or-refused.md).
 */
import { analyticsOrigin, type BuildConfig, buildVariables, notificationHostsOf, parseBuildConfig } from "./build.ts"
import { type Env, unset } from "./values.ts"

/**
 * Why a server with this environment cannot serve a build made with `built`: each build variable set
 * now must give the value the build used. Unset ones simply take the build's value.
 */
export function disagreementsWithBuild(env: Env, built: BuildConfig): string[] {
  return [...buildSettingDisagreements(env, built), ...notificationDisagreements(env, built)]
}

function buildSettingDisagreements(env: Env, built: BuildConfig): string[] {
  const setNow = Object.fromEntries(
    buildVariables.filter((name) => unset(env[name]) !== undefined).map((name) => [name, env[name]]),
  )
  if (Object.keys(setNow).length === 0) return []
  const now = parseBuildConfig({ ...buildEnvOf(built), ...setNow })
  const problems: string[] = []
  if (now.siteUrl !== built.siteUrl) {
    problems.push(`SITE_URL is ${now.siteUrl}, but the pages were built for ${built.siteUrl}`)
  }
  if (now.form.mode !== built.form.mode) {
    problems.push(
      `the form posts to ${built.form.mode === "hosted" ? "the hosted form service" : "this server"} in this build, but WEB3FORMS_ACCESS_KEY is ${now.form.mode === "hosted" ? "set" : "unset"} now`,
    )
  } else if (now.form.endpoint !== built.form.endpoint) {
    problems.push("WEB3FORMS_ENDPOINT differs from the address the pages were built to post to")
  } else if (now.form.accessKey !== built.form.accessKey) {
    problems.push(
      `${now.form.mode === "hosted" ? "WEB3FORMS_ACCESS_KEY" : "CONTACT_ACCESS_KEY"} differs from the key the pages were built with`,
    )
  }
  const repo = (config: BuildConfig) => (config.editor.kind === "github" ? config.editor.repo : undefined)
  if (repo(now) !== repo(built)) {
    problems.push(
      repo(built)
        ? `the editor saves to the GitHub repository ${repo(built)} in this build, but KEYSTATIC_GITHUB_REPO is ${repo(now) ?? "unset"} now`
        : "KEYSTATIC_GITHUB_REPO is set now, but this build has no editor: build again with it",
    )
  }
  for (const [variable, field, what] of [
    ["LEADS_RETENTION_DAYS", "leadDays", "leads"],
    ["LEADS_SPAM_RETENTION_DAYS", "spamDays", "spam"],
  ] as const) {
    if (now.retention[field] !== built.retention[field]) {
      problems.push(
        `${variable} is ${now.retention[field]}, but the build keeps ${what} ${built.retention[field]} days (and its privacy notice says so)`,
      )
    }
  }
  if (JSON.stringify(now.analytics ?? null) !== JSON.stringify(built.analytics ?? null)) {
    problems.push(
      `the ANALYTICS_ settings differ from the build's (${built.analytics ? `${built.analytics.provider} from ${analyticsOrigin(built)}` : "no analytics"}): its pages load only the script they were built with`,
    )
  }
  return problems
}

/**
 * A server passes leads on to the hosts its build's privacy notice names, and to no other: unlike a build
 * setting, an unset SMTP_URL or LEADS_WEBHOOK_URL means something here (no such service), so both are
 * compared whether set or not. Only the hosts count: a new password needs no new build.
 */
function notificationDisagreements(env: Env, built: BuildConfig): string[] {
  if (built.form.mode !== "embedded") return []
  const builtHosts = built.notifications ?? {}
  const now = notificationHostsOf({ SMTP_URL: env.SMTP_URL?.trim(), LEADS_WEBHOOK_URL: env.LEADS_WEBHOOK_URL?.trim() })
  const problems: string[] = []
  for (const [variable, field, named, noneNamed] of [
    ["SMTP_URL", "smtpHost", "as the service that sends lead emails", "says lead emails go through no outside service"],
    [
      "LEADS_WEBHOOK_URL",
      "webhookHost",
      "as the business tool each lead is posted to",
      "names no business tool leads are posted to",
    ],
  ] as const) {
    const [hostNow, hostBuilt] = [now[field], builtHosts[field]]
    if (hostNow === hostBuilt) continue
    const setting = hostNow
      ? `${variable} points at ${hostNow}`
      : `${variable} is ${unset(env[variable]) === undefined ? "unset" : "on this machine"}`
    problems.push(
      `${setting}, but the privacy notice of this build ${hostBuilt ? `names ${hostBuilt} ${named}` : noneNamed}: build again with ${variable} as it is here (the build reads only its host)`,
    )
  }
  return problems
}

/** The environment that gives `config` back (for comparing a partial environment against a build). */
function buildEnvOf(config: BuildConfig): Env {
  const form: Env =
    config.form.mode === "hosted"
      ? { WEB3FORMS_ACCESS_KEY: config.form.accessKey, WEB3FORMS_ENDPOINT: config.form.endpoint }
      : { CONTACT_ACCESS_KEY: config.form.accessKey }
  const { analytics } = config
  return {
    SITE_URL: config.siteUrl,
    ...form,
    LEADS_RETENTION_DAYS: String(config.retention.leadDays),
    LEADS_SPAM_RETENTION_DAYS: String(config.retention.spamDays),
    ANALYTICS_PROVIDER: analytics?.provider,
    ANALYTICS_SCRIPT_URL: analytics?.scriptUrl,
    ANALYTICS_DOMAIN: analytics?.domain,
    ANALYTICS_WEBSITE_ID: analytics?.provider === "umami" ? analytics.websiteId : undefined,
    KEYSTATIC_GITHUB_REPO: config.editor.kind === "github" ? config.editor.repo : undefined,
  }
}
