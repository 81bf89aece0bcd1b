/**
 * Privacy facts: what the site does with a visitor's data, as the privacy notice (/privacy) states it. Every
 * fact comes from the build settings, so the notice cannot say other than what the build does.
 */
import type { AnalyticsProvider, BuildConfig, NotificationHosts } from "./build.ts"

/** What the site does with a visitor's data, as a privacy notice must state it; every fact comes from the build settings. */
export type PrivacyFacts = {
  /** Days before a quote request, and a request caught as spam, is deleted. */
  retention: { leadDays: number; spamDays: number }
  /**
   * Where the quote form sends what a visitor types: this site's own server, which passes each request on to
   * the hosts named (none: it stays on the server), or the hosted form service.
   */
  form:
    | { receiver: "site"; endpoint: "/api/contact"; notifications: NotificationHosts }
    | { receiver: "hosted"; service: "Web3Forms"; origin: string }
  /** The analytics service that counts visits, or none. */
  analytics: { provider: "none" } | { provider: AnalyticsProvider; scriptOrigin: string; domain: string }
}

export function privacyFacts(config: BuildConfig): PrivacyFacts {
  const { form, analytics } = config
  return {
    retention: { ...config.retention },
    form:
      form.mode === "hosted"
        ? { receiver: "hosted", service: "Web3Forms", origin: new URL(form.endpoint).origin }
        : { receiver: "site", endpoint: form.endpoint, notifications: { ...config.notifications } },
    analytics: analytics
      ? { provider: analytics.provider, scriptOrigin: new URL(analytics.scriptUrl).origin, domain: analytics.domain }
      : { provider: "none" },
  }
}

/**
 * How long a deployment keeps what it records besides the leads themselves, as the shipped files set it up.
 * The privacy notice states these figures; config/privacy.test.ts holds deploy/, docs/operations.md
 * and the form's rate limit to them, so the notice and the server cannot say different things.
 */
export const RECORD_KEEPING = {
  /**
   * Request logs: nginx's files rotate daily and 14 are kept (Debian's /etc/logrotate.d/nginx); the journal,
   * which holds the server's own log and Caddy's, deletes older entries (deploy/journald-retention.conf).
   */
  logDays: 14,
  /** Backups of the lead database: the nightly job of docs/operations.md deletes them at this age. */
  backupDays: 30,
  /** The quote form's flood guard forgets an address at most this long after its last request (server/contact/rate-limit.ts). */
  floodGuardMinutes: 15,
} as const
