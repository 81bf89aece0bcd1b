/**
 * The site's configuration: every environment variable it reads, parsed once with zod. No other
 * module of the site reads `process.env`.
 *
 * Two parts:
 * - build settings shape the prerendered pages (the public address, where the quote form posts and
 *   with which key). They are fixed when the site is built: inlined into the server bundle and written
 *   to `build/build-info.json`. A server started with a different value stops with an explanation,
 *   because the pages it serves would disagree with it (a blocked form, every lead refused).
 * - run settings belong to the server process (port, data folder, lead delivery …).
 */
import { z } from "zod"

const DEFAULT_SITE_URL = "https://catalysty.com"
/** Where the form posts in hosted mode, unless WEB3FORMS_ENDPOINT points elsewhere (tests). */
export const WEB3FORMS_ENDPOINT = "https://api.web3forms.com/submit"
/** Where the server asks GitHub who an editor is and what they may do, unless GITHUB_API_URL points elsewhere (tests). */
const GITHUB_API_URL = "https://api.github.com"
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
type AnalyticsProvider = keyof typeof ANALYTICS_SCRIPTS

export type Env = Record<string, string | undefined>

/** An unset variable and an empty one mean the same: use the default. */
const unset = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value)
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(unset, schema.optional())

const httpUrl = (example: string) =>
  z
    .string()
    .trim()
    .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), {
      message: `must be an http:// or https:// URL, for example ${example}`,
    })
const accessKey = z
  .string()
  .trim()
  .regex(/^[\w.-]{1,200}$/, "must be 1 to 200 letters, digits, dots, hyphens or underscores")
const flag = z.enum(["0", "1"], { message: 'must be "0" or "1"' })
const emailAddress = z.email({ message: "must be an email address, for example leads@catalysty.com" })
/** "Name <address>" or a bare address, as a From header takes it. */
const mailbox = z
  .string()
  .trim()
  .refine((value) => {
    const address = /<([^<>]+)>$/.exec(value)?.[1] ?? value
    return emailAddress.safeParse(address).success && !/[\r\n"]/.test(value)
  }, 'must be an address or "Name <address>", for example "Catalysty website <website@catalysty.com>"')
const list = <T extends z.ZodType<string, string>>(item: T) =>
  z
    .string()
    .transform((value) =>
      value
        .split(",")
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item).min(1))

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

const SSL_MODES = ["disable", "allow", "prefer", "require", "verify-ca", "verify-full"]
const DATABASE_URL_EXAMPLE = "postgres://catalysty:password@db.example.com:5432/catalysty?sslmode=require"
/** Why a DATABASE_URL cannot name a PostgreSQL database, or undefined when it can. Never repeats the value. */
function databaseUrlProblem(value: string): string | undefined {
  if (!URL.canParse(value)) return `must be a postgres:// URL, for example ${DATABASE_URL_EXAMPLE}`
  const url = new URL(value)
  if (!/^postgres(ql)?:$/.test(url.protocol)) {
    return `must start with postgres:// or postgresql:// (it starts with ${url.protocol}//); leave it unset to keep leads in SQLite`
  }
  if (!url.hostname) return `names no host, for example ${DATABASE_URL_EXAMPLE}`
  if (url.port && !(Number(url.port) > 0)) return "has a port that is not a number from 1 to 65535"
  if (url.pathname.replace(/^\//, "") === "")
    return `names no database after the host, for example ${DATABASE_URL_EXAMPLE}`
  const sslMode = url.searchParams.get("sslmode")
  if (sslMode !== null && !SSL_MODES.includes(sslMode))
    return `has an sslmode that is not one of ${SSL_MODES.join(", ")}`
  return undefined
}
const databaseUrl = z
  .string()
  .trim()
  .superRefine((value, context) => {
    const problem = databaseUrlProblem(value)
    if (problem) context.addIssue({ code: "custom", message: problem })
  })

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
const notificationEnvShape = {
  SMTP_URL: optional(smtpUrl),
  LEADS_WEBHOOK_URL: optional(webhookUrl),
}
const buildEnvSchema = z.object({ ...buildEnvShape, ...notificationEnvShape }).superRefine((env, context) => {
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

// The publish service (server/publish/): a checkout of the site's repository that the server builds and serves.
/** A git URL or an absolute path: never an option, never whitespace or control characters. */
const gitRepository = z
  .string()
  .trim()
  .refine((value) => /^(https:\/\/|ssh:\/\/|git:\/\/|file:\/\/|[\w.-]+@[\w.-]+:|\/)[^\s\p{Cc}]+$/u.test(value), {
    message:
      "must be the repository's https://, ssh:// or git@host: address, or an absolute path, for example git@github.com:catalysty/website.git",
  })
/** A branch name git accepts, with no way to read as an option or to climb out of refs/heads. */
const gitBranch = z
  .string()
  .trim()
  .refine(
    (value) =>
      /^[\w][\w./-]{0,199}$/.test(value) && !/\.\.|\/\/|\/$|\.$|\.lock$|@\{/.test(value) && !value.includes("/."),
    { message: "must be a branch name such as main (letters, digits, dots, hyphens, underscores and slashes)" },
  )
const publishEnvShape = {
  PUBLISH_REPO: optional(gitRepository),
  PUBLISH_BRANCH: optional(gitBranch),
  PUBLISH_DIR: optional(z.string().trim().min(1)),
  PUBLISH_WEBHOOK_SECRET: optional(
    z.string().min(16, "must be at least 16 characters (for example: openssl rand -hex 32)"),
  ),
  PUBLISH_POLL_SECONDS: optional(
    z.coerce
      .number({ message: "must be a number of seconds" })
      .int("must be a whole number of seconds")
      .min(15, "must be at least 15 seconds")
      .max(86_400, "must be at most 86400 seconds (a day)"),
  ),
  PUBLISH_SSH_KEY: optional(
    z
      .string()
      .trim()
      .regex(
        /^\/[\w./-]+$/,
        "must be the absolute path of the deploy key's private key file, for example /var/lib/catalysty/deploy-key",
      ),
  ),
}
type PublishEnv = { [name in keyof typeof publishEnvShape]?: unknown }
function requirePublishRepo(env: PublishEnv, context: z.RefinementCtx) {
  if (env.PUBLISH_REPO) return
  for (const name of Object.keys(publishEnvShape).filter((name) => name !== "PUBLISH_REPO")) {
    if (env[name as keyof PublishEnv] !== undefined)
      context.addIssue({ code: "custom", path: [name], message: "is set, but PUBLISH_REPO is not" })
  }
}

const runEnvSchema = z
  .object({
    PORT: optional(z.coerce.number({ message: "must be a number" }).int().min(0).max(65_535)),
    HOST: optional(z.string().trim().min(1)),
    BUILD_DIR: optional(z.string().trim().min(1)),
    DATA_DIR: optional(z.string().trim().min(1)),
    LEADS_DB: optional(z.string().trim().min(1)),
    DATABASE_URL: optional(databaseUrl),
    LEADS_CLAIM_SECONDS: optional(
      z.coerce.number({ message: "must be a number" }).int().min(5, "must be at least 5 seconds").max(3600),
    ),
    LOG_REQUESTS: optional(flag),
    TRUST_PROXY: optional(flag),
    CONTACT_RATE_LIMIT: optional(z.enum(["on", "off"], { message: 'must be "on" or "off"' })),
    CONTACT_ALLOWED_ORIGINS: optional(list(httpUrl("https://www.catalysty.com"))),
    ...notificationEnvShape,
    LEADS_NOTIFY_TO: optional(list(emailAddress)),
    LEADS_NOTIFY_FROM: optional(mailbox),
    LEADS_WEBHOOK_SECRET: optional(z.string().min(16, "must be at least 16 characters")),
    LEADS_RETRY_BASE_SECONDS: optional(z.coerce.number({ message: "must be a number" }).positive().max(3600)),
    LEADS_DELIVERY: optional(z.enum(["on", "paused"], { message: 'must be "on" or "paused"' })),
    KEYSTATIC_GITHUB_CLIENT_ID: optional(z.string().trim().min(1)),
    KEYSTATIC_GITHUB_CLIENT_SECRET: optional(z.string().trim().min(1)),
    KEYSTATIC_SECRET: optional(
      z.string().min(32, "must be at least 32 characters (for example: openssl rand -hex 32)"),
    ),
    LEADS_ALERT_AFTER_SECONDS: optional(
      z.coerce.number({ message: "must be a number" }).int().min(60, "must be at least 60 seconds").max(604_800),
    ),
    LEADS_ALERT_WEBHOOK_URL: optional(httpUrl("https://hooks.example.com/catalysty-alerts")),
    HEALTHZ_TOKEN: optional(
      z.string().trim().min(32, "must be at least 32 characters (for example: openssl rand -hex 32)"),
    ),
    // An editor's GitHub token goes there: https, or plain http to this machine only (a test's stand-in).
    GITHUB_API_URL: optional(
      httpUrl(GITHUB_API_URL).refine(
        (value) =>
          value.startsWith("https://") || /^http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?(\/|$)/.test(value),
        { message: "must be an https:// URL (http:// only for this machine, 127.0.0.1)" },
      ),
    ),
    // Set by systemd when the output goes to its journal.
    JOURNAL_STREAM: optional(z.string()),
    ...publishEnvShape,
  })
  .refine((env) => !env.LEADS_WEBHOOK_URL === !env.LEADS_WEBHOOK_SECRET, {
    message: "must be set together with LEADS_WEBHOOK_URL (both or neither)",
    path: ["LEADS_WEBHOOK_SECRET"],
  })
  .superRefine(requirePublishRepo)
  .refine(
    (env) =>
      [env.KEYSTATIC_GITHUB_CLIENT_ID, env.KEYSTATIC_GITHUB_CLIENT_SECRET, env.KEYSTATIC_SECRET].every(Boolean) ||
      ![env.KEYSTATIC_GITHUB_CLIENT_ID, env.KEYSTATIC_GITHUB_CLIENT_SECRET, env.KEYSTATIC_SECRET].some(Boolean),
    {
      message:
        "KEYSTATIC_GITHUB_CLIENT_ID, KEYSTATIC_GITHUB_CLIENT_SECRET and KEYSTATIC_SECRET go together (all or none)",
      path: ["KEYSTATIC_SECRET"],
    },
  )

/** A configuration value that cannot be used; the message names the variable and never repeats its value. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `Configuration problem${problems.length > 1 ? "s" : ""}:\n${problems.map((line) => `  - ${line}`).join("\n")}`,
    )
  }
}

function parse<T extends z.ZodType>(schema: T, env: Env): z.infer<T> {
  const result = schema.safeParse(env)
  if (result.success) return result.data
  throw new ConfigError(result.error.issues.map((issue) => `${issue.path.join(".") || "environment"} ${issue.message}`))
}

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
type NotificationHosts = { smtpHost?: string; webhookHost?: string }

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

const notificationHostsOf = (env: { SMTP_URL?: string; LEADS_WEBHOOK_URL?: string }): NotificationHosts => {
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
  const scriptUrl = provider && (values.ANALYTICS_SCRIPT_URL ?? ANALYTICS_SCRIPTS[provider])
  const domain = values.ANALYTICS_DOMAIN ?? new URL(siteUrl).hostname
  const analytics: Analytics | undefined =
    provider === "plausible"
      ? { provider, scriptUrl: scriptUrl!, domain }
      : provider === "umami"
        ? { provider, scriptUrl: scriptUrl!, domain, websiteId: values.ANALYTICS_WEBSITE_ID! }
        : undefined
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

export function privacyFacts(config: BuildConfig = buildConfig()): PrivacyFacts {
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

// Set by vite.config.ts: the values the pages were prerendered with.
declare const __CATALYSTY_BUILD_CONFIG__: BuildConfig | undefined
let fromEnvironment: BuildConfig | undefined

/** The build settings: inside a build, the values it was made with; elsewhere (build scripts, tests), the environment's. */
export function buildConfig(): BuildConfig {
  if (typeof __CATALYSTY_BUILD_CONFIG__ !== "undefined") return __CATALYSTY_BUILD_CONFIG__
  fromEnvironment ??= parseBuildConfig(process.env)
  return fromEnvironment
}

/** Variables whose values are fixed by the build. */
const buildVariables = Object.keys(buildEnvShape) as (keyof typeof buildEnvShape)[]

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

/**
 * The build variables a publish hands its sandboxed build (server/publish/publish-process.ts, R-B1): each
 * build setting as the server's environment sets it, and of the two notification addresses only what the
 * privacy notice names: SMTP_URL as its scheme, host and port (never its user or password), LEADS_WEBHOOK_URL
 * as its origin (never a token in its path). Nothing else of the environment.
 */
export function buildVariablesForPublish(env: Env = process.env): Record<string, string> {
  const values = parse(buildEnvSchema, env)
  const settings = Object.fromEntries(
    buildVariables.flatMap((name) => {
      const value = unset(env[name])
      return typeof value === "string" ? [[name, value.trim()]] : []
    }),
  )
  const smtp = values.SMTP_URL ? new URL(values.SMTP_URL) : undefined
  return {
    ...settings,
    ...(smtp ? { SMTP_URL: `${smtp.protocol}//${smtp.host}` } : {}),
    ...(values.LEADS_WEBHOOK_URL ? { LEADS_WEBHOOK_URL: new URL(values.LEADS_WEBHOOK_URL).origin } : {}),
  }
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

type WebhookSettings = { url: string; secret: string }

export type RunConfig = {
  port: number
  host: string
  /** BUILD_DIR: the build to serve, when it is not the one the server itself was built into. */
  buildDir?: string
  /** DATA_DIR, relative to the working folder: the lead database and the notification mails. */
  dataDir: string
  /** No DATA_DIR or LEADS_DB was given, so the default data/ folder may be created. */
  isDefaultDataDir: boolean
  /** Where the lead database lives (LEADS_DB, else DATA_DIR/leads.db). */
  leadsDb: string
  /**
   * DATABASE_URL: leads are kept in this PostgreSQL database instead of the SQLite file, so several
   * instances can share them. Unset: SQLite.
   */
  databaseUrl?: string
  /**
   * PostgreSQL only: how long an instance holds a notification it has taken for sending. Another instance
   * sends it once the hold has passed (its instance died); an erasure waits that long at most.
   */
  claimMs: number
  /** Where notification emails are written when no SMTP server is configured. */
  mailDir: string
  logRequests: boolean
  /** Key the rate limit on X-Forwarded-For (only behind a proxy we run). */
  trustProxy: boolean
  /** false only for load tests. */
  rateLimit: boolean
  /** Origins, besides the site's own, whose pages may post to the endpoint. */
  allowedOrigins: string[]
  /** Lead notification by email: SMTP when `smtpUrl` is set, else `.eml` files in `mailDir`. */
  notify: { smtpUrl?: string; to?: string[]; from?: string }
  webhook?: WebhookSettings
  /** First wait before a failed delivery is tried again (doubling after each attempt). */
  retryBaseMs: number
  /** false keeps notifications queued without sending them (they go out once delivery is on again). */
  isDeliveryOn: boolean
  /** The GitHub app the editor signs in with (GitHub mode only); absent, /keystatic answers 404. */
  editorGitHub?: { clientId: string; clientSecret: string; secret: string }
  /** /healthz answers 503 once a notification has waited this long undelivered. */
  alertAfterMs: number
  /** Where a notification that failed for good, a failed publish and /healthz turning failing and back are reported. */
  alertWebhookUrl?: string
  /** HEALTHZ_TOKEN: a monitor that sends it as a bearer token reads /healthz's details from outside this machine. */
  healthToken?: string
  /** GITHUB_API_URL: where the editor's publishing view asks GitHub who an editor is and whether they may push. */
  gitHubApiUrl: string
  /** Output goes to systemd's journal: error lines carry the priority prefix it reads. */
  isUnderJournal: boolean
  /** The publish service (PUBLISH_REPO set): which repository and branch it builds, where, and what starts a publish. */
  publish?: PublishSettings
}

export type PublishSettings = {
  /** PUBLISH_REPO: the only repository ever fetched. */
  repo: string
  /** PUBLISH_BRANCH (main): the only branch ever built. */
  branch: string
  /** PUBLISH_DIR (DATA_DIR/publish): the checkout, the builds and the service's record. */
  dir: string
  /** PUBLISH_WEBHOOK_SECRET: without it, POST /api/publish/github answers 404. */
  webhookSecret?: string
  /** PUBLISH_POLL_SECONDS: how often the branch is fetched without a webhook. */
  pollMs?: number
  /** PUBLISH_SSH_KEY: the deploy key for an ssh:// or git@ repository. */
  sshKey?: string
}

export function parseRunConfig(env: Env): RunConfig {
  const values = parse(runEnvSchema, env)
  const dataDir = values.DATA_DIR ?? "data"
  return {
    port: values.PORT ?? 3000,
    host: values.HOST ?? "0.0.0.0",
    buildDir: values.BUILD_DIR,
    dataDir,
    isDefaultDataDir: values.DATA_DIR === undefined && values.LEADS_DB === undefined,
    leadsDb: values.LEADS_DB ?? `${dataDir}/leads.db`,
    databaseUrl: values.DATABASE_URL,
    claimMs: (values.LEADS_CLAIM_SECONDS ?? 120) * 1000,
    mailDir: `${dataDir}/mail`,
    logRequests: values.LOG_REQUESTS !== "0",
    trustProxy: values.TRUST_PROXY === "1",
    rateLimit: values.CONTACT_RATE_LIMIT !== "off",
    allowedOrigins: (values.CONTACT_ALLOWED_ORIGINS ?? []).map((origin) => new URL(origin).origin),
    notify: { smtpUrl: values.SMTP_URL, to: values.LEADS_NOTIFY_TO, from: values.LEADS_NOTIFY_FROM },
    webhook:
      values.LEADS_WEBHOOK_URL && values.LEADS_WEBHOOK_SECRET
        ? { url: values.LEADS_WEBHOOK_URL, secret: values.LEADS_WEBHOOK_SECRET }
        : undefined,
    retryBaseMs: (values.LEADS_RETRY_BASE_SECONDS ?? 60) * 1000,
    isDeliveryOn: values.LEADS_DELIVERY !== "paused",
    editorGitHub:
      values.KEYSTATIC_GITHUB_CLIENT_ID && values.KEYSTATIC_GITHUB_CLIENT_SECRET && values.KEYSTATIC_SECRET
        ? {
            clientId: values.KEYSTATIC_GITHUB_CLIENT_ID,
            clientSecret: values.KEYSTATIC_GITHUB_CLIENT_SECRET,
            secret: values.KEYSTATIC_SECRET,
          }
        : undefined,
    alertAfterMs: (values.LEADS_ALERT_AFTER_SECONDS ?? 900) * 1000,
    alertWebhookUrl: values.LEADS_ALERT_WEBHOOK_URL,
    healthToken: values.HEALTHZ_TOKEN,
    gitHubApiUrl: (values.GITHUB_API_URL ?? GITHUB_API_URL).replace(/\/+$/, ""),
    isUnderJournal: values.JOURNAL_STREAM !== undefined,
    publish: values.PUBLISH_REPO
      ? {
          repo: values.PUBLISH_REPO,
          branch: values.PUBLISH_BRANCH ?? "main",
          dir: values.PUBLISH_DIR ?? `${dataDir}/publish`,
          webhookSecret: values.PUBLISH_WEBHOOK_SECRET,
          pollMs: values.PUBLISH_POLL_SECONDS === undefined ? undefined : values.PUBLISH_POLL_SECONDS * 1000,
          sshKey: values.PUBLISH_SSH_KEY,
        }
      : undefined,
  }
}

let runConfig: RunConfig | undefined
/** The server's settings, read from the environment once. Throws ConfigError naming each bad variable. */
export function serverConfig(): RunConfig {
  runConfig ??= parseRunConfig(process.env)
  return runConfig
}

/** Why this process's environment disagrees with the build it is about to serve (empty when it agrees). */
export const disagreementsOfProcessWith = (built: BuildConfig) => disagreementsWithBuild(process.env, built)

/** Where `npm run build` writes the site (BUILD_DIR, default "build"): several builds can live side by side. */
export const buildOutputDir = () =>
  parse(z.object({ BUILD_DIR: optional(z.string().trim().min(1)) }), process.env).BUILD_DIR ?? "build"
