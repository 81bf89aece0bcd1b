/**
 * Build settings: what shapes the prerendered pages (the public address, where the quote form posts and with
 * which key, the editor, retention and analytics the privacy notice states). They are fixed when the site is
 * built: inlined into the server bundle and written to `build/build-info.json`. A server started with a
 * different value stops with an explanation (config/disagreements.ts), because the pages it serves would
 * disagree with it (a blocked form, every lead refused).
 */
import { invariant } from "@epic-web/invariant"
import { z } from "zod"
import { type Env, httpUrl, optional, parse } from "./values.ts"

const DEFAULT_SITE_URL = "https://catalysty.com"
/** Where the form posts in hosted mode, unless WEB3FORMS_ENDPOINT points elsewhere (tests). */
export const WEB3FORMS_ENDPOINT = "https://api.web3forms.com/submit"
/** The key our own endpoint accepts unless CONTACT_ACCESS_KEY says otherwise (embedded mode). */
export const DEFAULT_SITE_ACCESS_KEY = "catalysty-site"
/** Leads are kept two years unless LEADS_RETENTION_DAYS says otherwise; spam 30 days (the least R-D7 allows). */
const DEFAULT_LEAD_RETENTION_DAYS = 730
const DEFAULT_SPAM_RETENTION_DAYS = 30
const MIN_RETENTION_DAYS = 30
/** The script each analytics service serves from its own cloud, unless ANALYTICS_SCRIPT_URL names a self-hosted one. */
const ANALYTICS_SCRIPTS = {
  plausible: "https://plausible.io/js/script.js",
  umami: "https://cloud.umami.is/script.js",
} as const
export type AnalyticsProvider = keyof typeof ANALYTICS_SCRIPTS

const accessKey = z
  .string()
  .trim()
  .regex(/^[\w.-]{1,200}$/, "must be 1 to 200 letters, digits, dots, hyphens or underscores")
const days = (atLeast: number) =>
  z.coerce
    .number({ message: "must be a number of days" })
    .int("must be a whole number of days")
    .min(atLeast, `must be at least ${atLeast} days`)
    .max(36_500, "must be at most 36500 days")
const hostname = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^(?=.{1,253}$)[a-z0-9-]+(\.[a-z0-9-]+)+$/, "must be a host name, for example catalysty.com")

const smtpUrl = z
  .string()
  .trim()
  .refine((value) => URL.canParse(value) && /^smtps?:$/.test(new URL(value).protocol), {
    message: "must be an smtp:// or smtps:// URL, for example smtps://user:password@smtp.example.com:465",
  })
const webhookUrl = httpUrl("https://hooks.example.com/catalysty-leads")

const buildEnvShape = {
  SITE_URL: optional(httpUrl(DEFAULT_SITE_URL)),
  WEB3FORMS_ACCESS_KEY: optional(accessKey),
  WEB3FORMS_ENDPOINT: optional(httpUrl(WEB3FORMS_ENDPOINT)),
  CONTACT_ACCESS_KEY: optional(accessKey),
  KEYSTATIC_GITHUB_REPO: optional(
    z
      .string()
      .trim()
      .regex(/^[\w.-]+\/[\w.-]+$/, 'must be the repository as "owner/name", for example catalysty/website'),
  ),
  LEADS_RETENTION_DAYS: optional(days(MIN_RETENTION_DAYS)),
  LEADS_SPAM_RETENTION_DAYS: optional(days(MIN_RETENTION_DAYS)),
  ANALYTICS_PROVIDER: optional(z.enum(["plausible", "umami"], { message: 'must be "plausible" or "umami"' })),
  ANALYTICS_DOMAIN: optional(hostname),
  ANALYTICS_WEBSITE_ID: optional(z.uuid({ message: "must be the website id Umami shows, a UUID" })),
  ANALYTICS_SCRIPT_URL: optional(
    z
      .string()
      .trim()
      .refine((value) => URL.canParse(value) && new URL(value).protocol === "https:", {
        message: `must be an https:// URL, for example ${ANALYTICS_SCRIPTS.plausible}`,
      }),
  ),
}
/**
 * Run settings the build reads too, for the privacy notice: it names the host each lead notification goes to.
 * Only the host is kept, so a build never holds a password; the server checks that it runs with the same hosts.
 */
export const notificationEnvShape = {
  SMTP_URL: optional(smtpUrl),
  LEADS_WEBHOOK_URL: optional(webhookUrl),
}
export const buildEnvSchema = z.object({ ...buildEnvShape, ...notificationEnvShape }).superRefine((env, context) => {
  if (env.ANALYTICS_PROVIDER === "umami" && !env.ANALYTICS_WEBSITE_ID) {
    context.addIssue({
      code: "custom",
      path: ["ANALYTICS_WEBSITE_ID"],
      message: "must be set when ANALYTICS_PROVIDER is umami",
    })
  }
  if (!env.ANALYTICS_PROVIDER) {
    for (const name of ["ANALYTICS_DOMAIN", "ANALYTICS_WEBSITE_ID", "ANALYTICS_SCRIPT_URL"] as const) {
      if (env[name])
        context.addIssue({ code: "custom", path: [name], message: "is set, but ANALYTICS_PROVIDER is not" })
    }
  }
})

type FormTarget =
  | { mode: "embedded"; endpoint: "/api/contact"; accessKey: string }
  | { mode: "hosted"; endpoint: string; accessKey: string }

/** Where the content editor saves: files in this checkout (development), or commits to a GitHub repository. */
export type EditorStorage = { kind: "local" } | { kind: "github"; repo: `${string}/${string}` }
/**
 * A cookieless analytics service the pages load their one third-party script from. `domain` is the host
 * whose visits count (the site's own unless ANALYTICS_DOMAIN says otherwise): Plausible's site, and for
 * Umami the only host it counts on, so test runs on other hosts stay out of the figures.
 */
export type Analytics =
  | { provider: "plausible"; scriptUrl: string; domain: string }
  | { provider: "umami"; scriptUrl: string; domain: string; websiteId: string }

/**
 * Where this site's own server passes each lead on, outside the machine it runs on: the host of SMTP_URL (the
 * service that sends the lead emails) and of LEADS_WEBHOOK_URL (the business tool that receives a copy).
 * Absent when unset or on the machine itself. The privacy notice names them.
 */
export type NotificationHosts = { smtpHost?: string; webhookHost?: string }

export type BuildConfig = {
  /** The public address, without a trailing slash: canonical links, Open Graph, sitemap, feed. */
  siteUrl: string
  /** Where and with which key the quote form posts. */
  form: FormTarget
  /** The editor at /keystatic: GitHub mode (KEYSTATIC_GITHUB_REPO) is the only one a deployed site serves. */
  editor: EditorStorage
  /** How many days leads and spam are kept before the retention job deletes them (the privacy notice states them). */
  retention: { leadDays: number; spamDays: number }
  /** The analytics script every page loads, if any (off unless ANALYTICS_PROVIDER is set). */
  analytics?: Analytics
  /** Where leads go beyond this server, as the build read it (the form's own endpoint only; empty in hosted mode). */
  notifications: NotificationHosts
}

/**
 * A build's settings as its record (build/build-info.json) holds them: what a server checks before it serves a
 * build, since the record is a file on disk that anything may have written (server/build-info.ts).
 */
export const buildConfigSchema = z.strictObject({
  siteUrl: z.url({ protocol: /^https?$/ }),
  form: z.discriminatedUnion("mode", [
    z.strictObject({ mode: z.literal("embedded"), endpoint: z.literal("/api/contact"), accessKey }),
    z.strictObject({ mode: z.literal("hosted"), endpoint: z.url({ protocol: /^https?$/ }), accessKey }),
  ]),
  editor: z.discriminatedUnion("kind", [
    z.strictObject({ kind: z.literal("local") }),
    z.strictObject({
      kind: z.literal("github"),
      repo: z.custom<`${string}/${string}`>((value) => typeof value === "string" && /^[\w.-]+\/[\w.-]+$/.test(value), {
        message: 'must be a repository as "owner/name"',
      }),
    }),
  ]),
  retention: z.strictObject({ leadDays: days(MIN_RETENTION_DAYS), spamDays: days(MIN_RETENTION_DAYS) }),
  analytics: z
    .discriminatedUnion("provider", [
      z.strictObject({ provider: z.literal("plausible"), scriptUrl: z.url({ protocol: /^https$/ }), domain: hostname }),
      z.strictObject({
        provider: z.literal("umami"),
        scriptUrl: z.url({ protocol: /^https$/ }),
        domain: hostname,
        websiteId: z.uuid(),
      }),
    ])
    .optional(),
  notifications: z.strictObject({ smtpHost: z.string().min(1).optional(), webhookHost: z.string().min(1).optional() }),
}) satisfies z.ZodType<BuildConfig>

const LOOPBACK_NAMES = new Set(["localhost", "::1", "0.0.0.0", "::"])

/**
 * The host a notification URL sends to, unless it is this machine itself: a mail server or receiver on
 * loopback is part of our own server, not another company.
 */
function outsideHost(url: string | undefined): string | undefined {
  if (url === undefined || !URL.canParse(url)) return undefined
  // An smtp: URL keeps the host's letter case (the URL parser lowercases only http-like schemes).
  const host = new URL(url).hostname
    .toLowerCase()
    .replace(/^\[(.*)\]$/, "$1")
    .replace(/\.$/, "")
  const isThisMachine = LOOPBACK_NAMES.has(host) || host.endsWith(".localhost") || /^127\.\d+\.\d+\.\d+$/.test(host)
  return isThisMachine ? undefined : host
}

export const notificationHostsOf = (env: { SMTP_URL?: string; LEADS_WEBHOOK_URL?: string }): NotificationHosts => {
  const smtpHost = outsideHost(env.SMTP_URL)
  const webhookHost = outsideHost(env.LEADS_WEBHOOK_URL)
  return { ...(smtpHost ? { smtpHost } : {}), ...(webhookHost ? { webhookHost } : {}) }
}

export function parseBuildConfig(env: Env): BuildConfig {
  const values = parse(buildEnvSchema, env)
  const form: FormTarget = values.WEB3FORMS_ACCESS_KEY
    ? {
        mode: "hosted",
        endpoint: values.WEB3FORMS_ENDPOINT ?? WEB3FORMS_ENDPOINT,
        accessKey: values.WEB3FORMS_ACCESS_KEY,
      }
    : { mode: "embedded", endpoint: "/api/contact", accessKey: values.CONTACT_ACCESS_KEY ?? DEFAULT_SITE_ACCESS_KEY }
  const siteUrl = (values.SITE_URL ?? DEFAULT_SITE_URL).replace(/\/+$/, "")
  const provider = values.ANALYTICS_PROVIDER
  const scriptUrlOf = (chosen: AnalyticsProvider) => values.ANALYTICS_SCRIPT_URL ?? ANALYTICS_SCRIPTS[chosen]
  const domain = values.ANALYTICS_DOMAIN ?? new URL(siteUrl).hostname
  let analytics: Analytics | undefined
  if (provider === "plausible") analytics = { provider, scriptUrl: scriptUrlOf(provider), domain }
  if (provider === "umami") {
    const websiteId = values.ANALYTICS_WEBSITE_ID
    invariant(websiteId, "ANALYTICS_WEBSITE_ID is unset with umami, which buildEnvSchema refuses")
    analytics = { provider, scriptUrl: scriptUrlOf(provider), domain, websiteId }
  }
  const editor: EditorStorage = values.KEYSTATIC_GITHUB_REPO
    ? { kind: "github", repo: values.KEYSTATIC_GITHUB_REPO as `${string}/${string}` }
    : { kind: "local" }
  return {
    siteUrl,
    form,
    editor,
    retention: {
      leadDays: values.LEADS_RETENTION_DAYS ?? DEFAULT_LEAD_RETENTION_DAYS,
      spamDays: values.LEADS_SPAM_RETENTION_DAYS ?? DEFAULT_SPAM_RETENTION_DAYS,
    },
    ...(analytics ? { analytics } : {}),
    notifications: form.mode === "embedded" ? notificationHostsOf(values) : {},
  }
}

/** The origin a page's CSP must allow for the form to post (hosted mode only). */
export const formOrigin = ({ form }: BuildConfig) =>
  form.mode === "hosted" ? new URL(form.endpoint).origin : undefined

/** The origin a page's CSP must allow for the analytics script and the visits it reports (only when analytics is on). */
export const analyticsOrigin = ({ analytics }: BuildConfig) =>
  analytics ? new URL(analytics.scriptUrl).origin : undefined

/** Variables whose values are fixed by the build. */
export const buildVariables = Object.keys(buildEnvShape) as (keyof typeof buildEnvShape)[]
