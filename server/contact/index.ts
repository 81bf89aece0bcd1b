/**
 * The lead service: the quote endpoint, its store on its own thread, and the outbox that tells a person
 * about every lead (email, and a webhook when configured). Used by the production server (server/main.ts)
 * and by the endpoint on its own (standalone.ts).
 */
import { mkdirSync, readFileSync } from "node:fs"
import { dirname, join } from "node:path"
import type { RunConfig } from "#app/config.server"
import { formsSchema } from "#app/content/forms"
import { forms } from "#content/forms"
import { services } from "#content/services/index"
import { site } from "#content/site"
import { createEmailSender, describeEmailChannel } from "../delivery/email"
import { startOutbox } from "../delivery/outbox"
import { createWebhookSender } from "../delivery/webhook"
import { createContactHandler } from "./handler"
import { createRateLimiter } from "./rate-limit"
import type { DeliveryChannel } from "./store"
import { openThreadedLeadStore } from "./threaded-store"

export { StoreStartupError } from "./store"

/** Where the build writes the rules of the endpoint's own HTML page (scripts/post-build.ts). */
export const PROBLEM_PAGE_CSS = join("server", "problem-page.css")

/** The endpoint's HTML page's CSS from a build, read once and kept in memory. */
function readProblemPageCss(buildDir: string) {
  try {
    return readFileSync(join(buildDir, PROBLEM_PAGE_CSS), "utf8")
  } catch {
    return undefined
  }
}

/** Copy and service options of the endpoint, validated by the same schemas as the site. */
export function endpointContent() {
  const copy = formsSchema.parse(forms)
  return {
    copy: { form: copy.contact, endpoint: copy.endpoint },
    notification: copy.notification,
    services: services.map((service) => service.formLabel),
  }
}

export type LeadServiceOptions = {
  config: Pick<
    RunConfig,
    | "leadsDb"
    | "isDefaultDataDir"
    | "mailDir"
    | "rateLimit"
    | "trustProxy"
    | "allowedOrigins"
    | "notify"
    | "webhook"
    | "retryBaseMs"
    | "isDeliveryOn"
  >
  /** The site's public address: pages there may post here, and notifications link to it. */
  siteUrl: string
  /** The key the site's own form sends (embedded mode). */
  accessKey: string
  buildDir?: string
  log?: (line: string) => void
}

/**
 * Opens the store (throws StoreStartupError when leads cannot be stored: the caller must not listen then,
 * docs/requirements/RELIABILITY.md R-D6), starts the outbox and returns the endpoint's handler.
 */
export async function startLeadService({ config, siteUrl, accessKey, buildDir, log }: LeadServiceOptions) {
  if (config.isDefaultDataDir) mkdirSync(dirname(config.leadsDb), { recursive: true })
  const channels: DeliveryChannel[] = config.webhook ? ["email", "webhook"] : ["email"]
  const store = await openThreadedLeadStore(config.leadsDb, { channels })
  await store.pruneSpam()

  const { copy, notification, services: options } = endpointContent()
  const emailSettings = {
    smtpUrl: config.notify.smtpUrl,
    mailDir: config.mailDir,
    to: config.notify.to ?? [site.contact.email],
    from: config.notify.from ?? `${site.name} website <website@${new URL(siteUrl).hostname}>`,
    siteUrl,
    copy: notification,
  }
  const outbox = config.isDeliveryOn
    ? startOutbox({
        store,
        senders: {
          email: createEmailSender(emailSettings),
          webhook: config.webhook && createWebhookSender({ ...config.webhook, siteUrl }),
        },
        retryBaseMs: config.retryBaseMs,
        log,
      })
    : undefined
  const handler = createContactHandler({
    store,
    onStored: () => outbox?.notify(),
    copy,
    services: options,
    accessKeys: [accessKey],
    rateLimiter: config.rateLimit ? createRateLimiter() : false,
    trustProxy: config.trustProxy,
    allowedOrigins: [new URL(siteUrl).origin, ...config.allowedOrigins],
    problemPageCss: buildDir ? readProblemPageCss(buildDir) : undefined,
    log,
  })
  return {
    handler,
    /** One line per channel for the start-up log: where lead notifications go. */
    channels: [
      describeEmailChannel(emailSettings),
      ...(config.webhook ? [`Lead webhook: signed POST to ${new URL(config.webhook.url).origin}.`] : []),
      ...(outbox ? [] : ["Lead delivery is paused (LEADS_DELIVERY=paused): notifications wait in the queue."]),
    ],
    /** Stops sending (what was in flight is sent again after a restart) and closes the store. */
    async close() {
      await outbox?.stop()
      await store.close()
    },
  }
}
export type LeadService = Awaited<ReturnType<typeof startLeadService>>
