/**
 * Publish settings: the publish service (server/publish/) fetches the site's repository, builds each push in a
 * sandbox and serves the result. Its PUBLISH_ variables are run settings, read with the others
 * (config/run.ts); this module holds their rules and what a publish hands its sandboxed build.
 */
import { z } from "zod"
import { buildEnvSchema, buildVariables } from "./build.ts"
import { type Env, optional, parse, unset } from "./values.ts"

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
export const publishEnvShape = {
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
type PublishValues = z.infer<z.ZodObject<typeof publishEnvShape>>

/** Each PUBLISH_ variable but PUBLISH_REPO means nothing without it: one set alone is named. */
export function requirePublishRepo(env: PublishEnv, context: z.RefinementCtx) {
  if (env.PUBLISH_REPO) return
  for (const name of Object.keys(publishEnvShape).filter((name) => name !== "PUBLISH_REPO")) {
    if (env[name as keyof PublishEnv] !== undefined)
      context.addIssue({ code: "custom", path: [name], message: "is set, but PUBLISH_REPO is not" })
  }
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

/** The publish service's settings from the run settings' values, when PUBLISH_REPO turns it on. */
export function publishSettingsOf(values: PublishValues, dataDir: string): PublishSettings | undefined {
  return values.PUBLISH_REPO
    ? {
        repo: values.PUBLISH_REPO,
        branch: values.PUBLISH_BRANCH ?? "main",
        dir: values.PUBLISH_DIR ?? `${dataDir}/publish`,
        webhookSecret: values.PUBLISH_WEBHOOK_SECRET,
        pollMs: values.PUBLISH_POLL_SECONDS === undefined ? undefined : values.PUBLISH_POLL_SECONDS * 1000,
        sshKey: values.PUBLISH_SSH_KEY,
      }
    : undefined
}

/**
 * The build variables a publish hands its sandboxed build (server/publish/publish-process.ts, R-B1): each
 * build setting as the server's environment sets it, and of the two notification addresses only what the
 * privacy notice names: SMTP_URL as its scheme, host and port (never its user or password), LEADS_WEBHOOK_URL
 * as its origin (never a token in its path). Nothing else of the environment.
 */
export function buildVariablesOf(env: Env): Record<string, string> {
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
