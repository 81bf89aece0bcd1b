/**
 * The lead service: the quote endpoint, its store on its own thread, and the delivery thread that tells a
 * person about every lead (email, and a webhook when configured), raises an alert when it cannot, and
 * applies retention. Used by the production server (server/main.ts) and by the endpoint on its own
 * (standalone.ts). Its words and service options come from the site's checked content, as the pages' do.
 */
import { mkdirSync } from "node:fs"
import { dirname, join } from "node:path"
import { z } from "zod"
import { getCatalog } from "#app/content/content.server"
import { formsSchema } from "#app/content/forms"
import type { BuildConfig } from "#config/build"
import type { RunConfig } from "#config/run"
import { readBuildFile } from "../build-files"
import { startDeliveryThread } from "../delivery/delivery-service"
import { describeEmailChannel, type EmailSettings } from "../delivery/email"
import { createHealthCheck, type HealthCheck } from "../health"
import { parseJson } from "../json-file"
import { logError as logErrorLine } from "../log"
import { BUILD_CONTENT_FILE, endpointContentOf, PROBLEM_PAGE_CSS } from "./endpoint-content"
import { type ContactHandlerContent, createContactHandler } from "./handler"
import { engineOf, openPostgresLeadWriter } from "./lead-database"
import { describeDatabaseUrl } from "./postgres-store"
import { createRateLimiter } from "./rate-limit"
import type { DeliveryChannel, Retention } from "./store"
import { StoreStartupError } from "./store-errors"
import { openThreadedLeadStore } from "./threaded-store"
import type { EarlierForms } from "./validate"

export { StoreStartupError }

/** Copy and service options of the endpoint, from the catalog the pages are built from. */
export const endpointContent = () => endpointContentOf(getCatalog())

/** What the endpoint takes from one build: its words and services, its page's CSS, the form's key, the retention. */
export type EndpointBuild = { content: ContactHandlerContent; retention: Retention }

/** What the endpoint reads of a build's content file: the forms' words, each service's label and id, the site's name and email. */
const endpointContentFileSchema = z.object({
  catalog: z.object({
    forms: formsSchema,
    services: z.array(z.object({ id: z.string().min(1), formLabel: z.string().min(1) })).min(1),
    site: z.object({ name: z.string(), contact: z.object({ email: z.string() }) }),
  }),
})

/**
 * The endpoint's part of the build in `dir` (its checked content and page CSS, written by scripts/post-build.ts),
 * with the key and retention of its record. Throws, naming the file, when one is missing or unreadable.
 */
export function readEndpointBuild(dir: string, build: Pick<BuildConfig, "form" | "retention">): EndpointBuild {
  const contentFile = join(dir, BUILD_CONTENT_FILE)
  let copy: ContactHandlerContent["copy"]
  let services: string[]
  let serviceIds: Record<string, string>
  try {
    ;({ copy, services, serviceIds } = endpointContentOf(
      parseJson(readBuildFile(dir, contentFile).toString("utf8"), endpointContentFileSchema, contentFile).catalog,
    ))
  } catch (error) {
    throw new Error(`${contentFile} cannot be read (${(error as Error).message})`)
  }
  const cssFile = join(dir, PROBLEM_PAGE_CSS)
  let problemPageCss: string
  try {
    problemPageCss = readBuildFile(dir, cssFile).toString("utf8")
  } catch (error) {
    throw new Error(`${cssFile} cannot be read (${(error as Error).message})`)
  }
  return {
    content: { copy, services, serviceIds, problemPageCss, accessKeys: [build.form.accessKey] },
    retention: build.retention,
  }
}

/**
 * How long a page of a build that was replaced may still send its form: its key and its service labels are
 * accepted this long after the switch (RELIABILITY.md R-E4). A day covers a tab left open overnight.
 */
export const EARLIER_FORM_MS = 24 * 60 * 60 * 1000

/**
 * What the endpoint accepts from earlier builds' forms once `next` replaces `served`: the replaced build's key
 * and labels for EARLIER_FORM_MS from `now`, besides what earlier switches granted and has not run out; the new
 * build's own key and labels need no grace.
 */
export function earlierFormsAfterSwitch(
  served: ContactHandlerContent,
  next: ContactHandlerContent,
  now: number,
): EarlierForms {
  const until = now + EARLIER_FORM_MS
  const before = served.earlierForms ?? { accessKeys: [], services: [] }
  const accessKeys = [
    ...before.accessKeys.filter((earlier) => earlier.until > now && !served.accessKeys.includes(earlier.key)),
    ...served.accessKeys.map((key) => ({ key, until })),
  ].filter((earlier) => !next.accessKeys.includes(earlier.key))
  const servedIds = served.serviceIds ?? {}
  const services = [
    ...before.services.filter((earlier) => earlier.until > now && !served.services.includes(earlier.label)),
    ...served.services.map((label) => ({ label, id: servedIds[label] ?? label, until })),
  ].filter((earlier) => !next.services.includes(earlier.label))
  return { accessKeys, services }
}

export type LeadServiceOptions = {
  config: Pick<
    RunConfig,
    | "leadsDb"
    | "databaseUrl"
    | "claimMs"
    | "isDefaultDataDir"
    | "mailDir"
    | "rateLimit"
    | "trustProxy"
    | "allowedOrigins"
    | "notify"
    | "webhook"
    | "retryBaseMs"
    | "isDeliveryOn"
    | "alertAfterMs"
    | "alertWebhookUrl"
  >
  /**
   * The build's settings: its public address (pages there may post here, notifications link to it), the
   * key its form sends, and how long leads and spam are kept.
   */
  build: Pick<BuildConfig, "siteUrl" | "form" | "retention">
  /** The endpoint's part of the build served (readEndpointBuild); absent, the bundled content and no page CSS. */
  endpoint?: EndpointBuild
  /** Routine lines: stored leads, sent notifications. */
  log?: (line: string) => void
  /** Lines a person must act on: a notification that failed for good, an alert that could not be sent. */
  logError?: (line: string) => void
}

/**
 * Opens the store (throws StoreStartupError when leads cannot be stored: the caller must not listen then,
 * docs/requirements/RELIABILITY.md R-D6), starts the delivery thread and returns the endpoint's handler.
 */
export async function startLeadService({
  config,
  build,
  endpoint,
  log = (line) => process.stdout.write(`${line}\n`),
  logError = logErrorLine,
}: LeadServiceOptions) {
  const { siteUrl } = build
  const retention = endpoint?.retention ?? build.retention
  const channels: DeliveryChannel[] = config.webhook ? ["email", "webhook"] : ["email"]
  const isPostgres = engineOf(config) === "postgres"
  if (isPostgres && !config.notify.smtpUrl) {
    // Several instances share one database but not their disks: an erasure run on one could not remove the
    // email files the others wrote (RELIABILITY.md R-E3, docs/decisions/017-one-lead-store-over-two-engines.md).
    throw new StoreStartupError(
      "lead store: with DATABASE_URL set, lead emails must go out by SMTP: set SMTP_URL. Without it each instance would write them as .eml files on its own disk, where an erasure run on another instance cannot reach them.",
    )
  }
  // Email files are written into the data folder whichever engine keeps the leads.
  if (config.isDefaultDataDir) mkdirSync(isPostgres ? config.mailDir : dirname(config.leadsDb), { recursive: true })
  const store = config.databaseUrl
    ? await openPostgresLeadWriter(config.databaseUrl, { channels, claimMs: config.claimMs })
    : await openThreadedLeadStore(config.leadsDb, { channels })

  const { copy, notification, services, serviceIds, site } = endpointContent()
  const emailSettings: EmailSettings = {
    smtpUrl: config.notify.smtpUrl,
    mailDir: config.mailDir,
    to: config.notify.to ?? [site.email],
    from: config.notify.from ?? `${site.name} website <website@${new URL(siteUrl).hostname}>`,
    siteUrl,
    copy: notification,
  }
  let delivery: Awaited<ReturnType<typeof startDeliveryThread>>
  try {
    delivery = await startDeliveryThread(
      {
        file: config.leadsDb,
        databaseUrl: config.databaseUrl,
        claimMs: config.claimMs,
        storeOptions: { durability: "marks-only" },
        email: emailSettings,
        webhook: config.webhook && { ...config.webhook, siteUrl },
        retryBaseMs: config.retryBaseMs,
        isDeliveryOn: config.isDeliveryOn,
        retention,
        alert: config.alertWebhookUrl ? { url: config.alertWebhookUrl, siteUrl } : undefined,
      },
      { info: log, error: logError },
    )
  } catch (error) {
    await store.close()
    throw error
  }
  // The content served now: what a switch passes on to the earlier forms it still accepts.
  let served: ContactHandlerContent = endpoint?.content ?? {
    copy,
    services,
    serviceIds,
    accessKeys: [build.form.accessKey],
  }
  const handler = createContactHandler({
    store,
    onStored: () => delivery.notify(),
    ...served,
    rateLimiter: config.rateLimit ? createRateLimiter() : false,
    trustProxy: config.trustProxy,
    allowedOrigins: [new URL(siteUrl).origin, ...config.allowedOrigins],
    log,
  })
  // What the delivery thread was last told to keep leads for.
  let keptFor = retention
  const health: HealthCheck = createHealthCheck({ store, alertAfterMs: config.alertAfterMs })
  return {
    handler,
    /**
     * The endpoint takes a build read with readEndpointBuild: its words, services and key for the next request,
     * still accepting for a day what the replaced build's form sent (R-E4); its retention at once. Cannot fail,
     * so a switch of builds can call it after everything else is ready.
     */
    takeBuild(next: EndpointBuild, now = Date.now()) {
      served = { ...next.content, earlierForms: earlierFormsAfterSwitch(served, next.content, now) }
      handler.update(served)
      if (next.retention.leadDays !== keptFor.leadDays || next.retention.spamDays !== keptFor.spamDays) {
        keptFor = next.retention
        delivery.keep(keptFor)
      }
    },
    health,
    /** The schema steps the lead store just took, one line each, for the start-up log. */
    migrations: store.migrationReport,
    /** Lines for the start-up log: where lead notifications go. */
    channels: [
      ...(config.databaseUrl ? [`Leads are kept in ${describeDatabaseUrl(config.databaseUrl)}.`] : []),
      describeEmailChannel(emailSettings),
      ...(config.webhook ? [`Lead webhook: signed POST to ${new URL(config.webhook.url).origin}.`] : []),
      ...(config.alertWebhookUrl
        ? [`Alerts: a notification that fails for good is posted to ${new URL(config.alertWebhookUrl).origin}.`]
        : []),
      ...(config.isDeliveryOn
        ? []
        : ["Lead delivery is paused (LEADS_DELIVERY=paused): notifications wait in the queue."]),
    ],
    /** Stops sending (what was in flight is sent again after a restart) and closes the store. */
    async close() {
      await delivery.stop()
      await store.close()
    },
  }
}
export type LeadService = Awaited<ReturnType<typeof startLeadService>>
