/**
 * Run settings: what belongs to the server process (port, data folder, lead store and delivery, alerts, the
 * editor's sign-in, the publish service). Unlike build settings they may differ from one start to the next.
 */
import { z } from "zod"
import { notificationEnvShape } from "./build.ts"
import { type PublishSettings, publishEnvShape, publishSettingsOf, requirePublishRepo } from "./publish.ts"
import { type Env, httpUrl, optional, parse } from "./values.ts"

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

const SSL_MODES = ["disable", "allow", "prefer", "require", "verify-ca", "verify-full"]
/** Where the server asks GitHub who an editor is and what they may do, unless GITHUB_API_URL points elsewhere (tests). */
const GITHUB_API_URL = "https://api.github.com"
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
    // Set by systemd when the output goes to its journal.
    // An editor's GitHub token goes there: https, or plain http to this machine only (a test's stand-in).
    GITHUB_API_URL: optional(
      httpUrl(GITHUB_API_URL).refine(
        (value) =>
          value.startsWith("https://") || /^http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?(\/|$)/.test(value),
        { message: "must be an https:// URL (http:// only for this machine, 127.0.0.1)" },
      ),
    ),
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
    publish: publishSettingsOf(values, dataDir),
  }
}
