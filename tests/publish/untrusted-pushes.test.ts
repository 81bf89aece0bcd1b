/**
 * The publish service against pushes that try what a repository can hold, and an operator's changes of
 * settings, end to end with real processes (the built server, a local bare repository as PUBLISH_REPO, real
 * builds in the sandbox), in one story:
 *
 * - R-B3: a pushed link to the lead database and to /etc/passwd, and a pushed 256 MB file, fail the publish
 *   at the inspection, naming each file in the email, with the live site unchanged and the server's memory flat;
 * - R-B1, R-B2: a pushed npm script copies the lead database, the environment and every /proc/*\/environ it
 *   can read into public/, and is published: every new file of the build is fetched from the site and none
 *   holds the webhook secret, the editor's secret, the health token, the alert URL's token, the SMTP password
 *   or the lead database;
 * - R-B5: /healthz turns failing at a failed publish and the alert webhook hears "failing" and "recovered"; a
 *   failure notice sent while the mail server is down arrives once it is up, and /healthz says so;
 * - R-B6: a rollback survives three poll intervals; `resume` follows the branch again;
 * - R-B4: the server restarts with SMTP_URL newly set, with a new SITE_URL and with an analytics provider,
 *   and serves the live commit built again with them; restarted with settings the deployed build has, it serves that at once;
 * - R-B7: /healthz tells a caller from elsewhere only the status and the commit.
 */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs"
import { tmpdir } from "node:os"
import { join, relative } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { filesUnder } from "#server/build-files"
import { urlPathOf } from "#server/static-files"
import { startAlertReceiver } from "#tests/helpers/alert-receiver"
import { startSmtpServer } from "#tests/helpers/mail"
import { freePort } from "#tests/helpers/postgres"
import {
  createSiteRepository,
  deliverWebhook,
  pushEvent,
  runPublishCommand,
  type SiteRepository,
  seedCheckout,
} from "#tests/helpers/publish-repo"
import { type SiteProcess, startSite } from "#tests/helpers/site"
import { waitFor as waitUntil } from "#tests/helpers/wait"

const MINUTE = 60_000
/** A build takes a minute or more here beside the other tests; a publish or a rebuild gets much longer. */
const PUBLISH_TIMEOUT_MS = 12 * MINUTE
const POLL_SECONDS = 15

// Secrets the server holds, none of which a build may see or publish.
const SECRET = "publish-webhook-secret-0123456789-abcdef"
const EDITOR_SECRET = "editor-session-secret-0123456789-abcdefghij"
const HEALTHZ_TOKEN = "health-monitor-token-0123456789-abcdefghij"
const ALERT_TOKEN = "alert-url-token-0123456789"
const SMTP_PASSWORD = "smtp-password-0123456789"
/** A mail service elsewhere, as the agency's would be: the privacy notice names it. */
const MAIL_HOST = "smtp.catalysty-mail.example"

const dir = mkdtempSync(join(tmpdir(), "catalysty-untrusted-"))
const publishDir = join(dir, "publish")
const dataDir = join(dir, "data")
let repo: SiteRepository
let site: SiteProcess
let alerts: Awaited<ReturnType<typeof startAlertReceiver>>
const alertsReceived = () => alerts.received
let smtpPort: number
const outputs: string[] = []

const baseEnv = () => ({
  PUBLISH_REPO: repo.origin,
  PUBLISH_DIR: publishDir,
  PUBLISH_WEBHOOK_SECRET: SECRET,
  PUBLISH_POLL_SECONDS: String(POLL_SECONDS),
  DATA_DIR: dataDir,
  LEADS_ALERT_WEBHOOK_URL: alerts.url,
  LEADS_RETRY_BASE_SECONDS: "1",
  HEALTHZ_TOKEN,
  KEYSTATIC_GITHUB_CLIENT_ID: "Iv1.editor-client",
  KEYSTATIC_GITHUB_CLIENT_SECRET: "editor-client-secret-0123456789",
  KEYSTATIC_SECRET: EDITOR_SECRET,
})
let env: Record<string, string> = {}
const secretsOf = () => [SECRET, EDITOR_SECRET, HEALTHZ_TOKEN, ALERT_TOKEN, SMTP_PASSWORD, "SQLite format 3"]

async function restart(change: Record<string, string | undefined>, timeoutMs = 30_000) {
  if (site) {
    outputs.push(site.output())
    await site.stop()
  }
  env = Object.fromEntries(Object.entries({ ...env, ...change }).filter(([, value]) => value !== undefined)) as Record<
    string,
    string
  >
  site = await startSite(env, timeoutMs)
}

type Health = {
  status: string
  problems: string[]
  build: { builtAt: string; commit: string | null }
  publish: {
    state: string
    following: string | { heldSince: string }
    lastSuccess: { commit: string; at: string } | null
    lastFailure: {
      commit?: string
      step: string
      message: string
      at: string
      problems: { file?: string; message: string }[]
      notice: { status: string; detail?: string } | null
    } | null
  }
}
const health = async () => (await (await fetch(`${site.origin}/healthz`)).json()) as Health
const log = () => outputs.join("") + site.output()

const waitFor = <T>(check: () => Promise<T | undefined | false>, what: string, timeoutMs = PUBLISH_TIMEOUT_MS) =>
  waitUntil(check, what, { timeoutMs, intervalMs: 500, context: () => log().slice(-6000) })
const push = (after: string) => deliverWebhook(site.origin, pushEvent("refs/heads/main", after), { secret: SECRET })
/** Waits until the service is idle after publishing or refusing `commit`; the report then. */
const settledOn = (commit: string) =>
  waitFor(async () => {
    const report = await health()
    const isDone = report.build.commit === commit || report.publish.lastFailure?.commit === commit
    return report.publish.state === "idle" && isDone ? report : undefined
  }, `the publish of ${commit} ends`)
/** The privacy notice's words, without the markup a host name is broken with on phones. */
const privacyText = async () => (await (await fetch(`${site.origin}/privacy`)).text()).replace(/<[^>]*>/g, "")
const builds = () => readdirSync(join(publishDir, "builds")).filter((name) => !name.startsWith("."))
const liveBuild = () => join(publishDir, "builds", [...builds()].sort().at(-1)!)
const mailFiles = () => (existsSync(join(dataDir, "mail")) ? readdirSync(join(dataDir, "mail")) : [])
const residentKilobytes = () =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${site.child.pid}/status`, "utf8"))?.[1])

const publishCommand = (command: string) => runPublishCommand(command, env)

/** Every file of the build in `folder`, fetched from the site as a visitor would; what none may hold. */
async function fetchEveryFile(folder: string) {
  const client = join(folder, "client")
  const bodies: { path: string; text: string }[] = []
  for (const file of filesUnder(client)) {
    if (file.endsWith(".br") || file.endsWith(".gz")) continue
    const path = urlPathOf(relative(client, file))
    const response = await fetch(`${site.origin}${path}`, { headers: { "Accept-Encoding": "identity" } })
    bodies.push({ path, text: Buffer.from(await response.arrayBuffer()).toString("latin1") })
  }
  return bodies
}

/** The hostile npm script: what it copies into public/ is served if the build publishes. */
const gatherScript = () => `#!/bin/sh
mkdir -p public/gathered
env > public/gathered/env.txt
for file in /proc/[0-9]*/environ; do echo "== $file"; tr '\\0' '\\n' < "$file"; done > public/gathered/proc-environ.txt 2>&1
cp "${dataDir}/leads.db" public/gathered/leads.db 2> public/gathered/leads-error.txt
cat "${publishDir}/state.json" > public/gathered/state.txt 2>&1
ls -la "${dataDir}" "${publishDir}" > public/gathered/listing.txt 2>&1
cat /proc/1/cmdline > public/gathered/init.txt 2>&1
true
`

beforeAll(async () => {
  repo = createSiteRepository(dir)
  seedCheckout(publishDir)
  mkdirSync(dataDir)
  alerts = await startAlertReceiver(`/hooks/${ALERT_TOKEN}`)
  smtpPort = await freePort()
  env = baseEnv()
  site = await startSite(env, 60_000)
}, 2 * MINUTE)

afterAll(async () => {
  await site?.stop()
  await alerts?.close()
  rmSync(dir, { recursive: true, force: true })
}, MINUTE)

describe("a push that tries what a repository can hold", () => {
  it("R-B3 refuses links to the lead database and /etc/passwd, naming them, and /healthz and the alert say so", async () => {
    const before = await health()
    const linked = repo.change((work) => {
      symlinkSync(join(dataDir, "leads.db"), join(work, "public", "leads.txt"))
      symlinkSync("/etc/passwd", join(work, "public", "passwd.txt"))
    }, "Links to the lead database and the accounts")
    expect((await push(linked)).status).toBe(202)
    const report = await settledOn(linked)
    expect(report.publish.lastFailure).toMatchObject({ commit: linked, step: "inspect" })
    expect(report.publish.lastFailure?.problems.map((problem) => problem.file)).toEqual([
      "public/leads.txt",
      "public/passwd.txt",
    ])
    expect(report.build.commit).toBe(before.build.commit)
    expect(report.status).toBe("failing")
    for (const path of ["/leads.txt", "/passwd.txt"]) expect((await fetch(`${site.origin}${path}`)).status).toBe(404)
    const mail = await waitFor(async () => {
      const file = mailFiles().find((name) => name.startsWith("publish-failed-"))
      return file && readFileSync(join(dataDir, "mail", file), "utf8")
    }, "the failure email")
    const text = mail.replace(/=\r\n/g, "").replace(/\r\n/g, "\n")
    expect(text).toContain("Step: inspecting the commit's files")
    expect(text).toMatch(/- public\/leads\.txt: a symbolic link to .*leads\.db, outside the repository/)
    await waitFor(
      async () => alertsReceived().some((alert) => alert.type === "health.failing"),
      "the failing alert",
      MINUTE,
    )
    expect(alertsReceived().find((alert) => alert.type === "publish.failed")?.text).toContain("public/leads.txt")
  })

  it("R-B3 refuses a 256 MB file before writing it, naming it, with the server's memory flat", async () => {
    const resident = residentKilobytes()
    const big = repo.change((work) => {
      for (const link of ["leads.txt", "passwd.txt"]) rmSync(join(work, "public", link))
      writeFileSync(join(work, "public", "big.bin"), Buffer.alloc(256 * 1024 * 1024))
    }, "A 256 MB file")
    expect((await push(big)).status).toBe(202)
    const report = await settledOn(big)
    expect(report.publish.lastFailure).toMatchObject({
      commit: big,
      step: "inspect",
      problems: [{ file: "public/big.bin", message: "256 MB, more than the 20 MB a file may have" }],
    })
    expect(existsSync(join(publishDir, "checkout", "public", "big.bin"))).toBe(false)
    expect(residentKilobytes() - resident).toBeLessThan(64 * 1024)
  })

  it(
    "R-B1 R-B2 publishes a pushed script's copies of the server's data and environment, and none holds a secret",
    async () => {
      const before = builds()
      const hostile = repo.change((work) => {
        rmSync(join(work, "public", "big.bin"))
        writeFileSync(join(work, "scripts", "gather.sh"), gatherScript())
        const manifest = JSON.parse(readFileSync(join(work, "package.json"), "utf8")) as {
          scripts: Record<string, string>
        }
        manifest.scripts["content:check"] = `sh scripts/gather.sh; ${manifest.scripts["content:check"]}`
        writeFileSync(join(work, "package.json"), `${JSON.stringify(manifest, null, 2)}\n`)
      }, "A content check that copies what it can reach")
      expect((await push(hostile)).status).toBe(202)
      const report = await settledOn(hostile)
      expect(report.build.commit, JSON.stringify(report.publish.lastFailure)).toBe(hostile)
      const fresh = builds().filter((name) => !before.includes(name))
      expect(fresh).toHaveLength(1)
      const bodies = await fetchEveryFile(join(publishDir, "builds", fresh[0]!))
      const gathered = bodies.find((body) => body.path === "/gathered/env.txt")
      // The script ran, and what it saw was the build's own environment.
      expect(gathered?.text).toContain("NODE_ENV=production")
      expect(gathered?.text).not.toMatch(/^(PUBLISH_|KEYSTATIC_GITHUB_CLIENT|KEYSTATIC_SECRET|HEALTHZ|LEADS_ALERT)/m)
      expect(bodies.find((body) => body.path === "/gathered/leads-error.txt")?.text).toContain("No such file")
      for (const { path, text } of bodies) for (const secret of secretsOf()) expect(text, path).not.toContain(secret)
      // /healthz is ok again, and the alert webhook heard so.
      await waitFor(
        async () => alertsReceived().some((alert) => alert.type === "health.recovered"),
        "recovered",
        MINUTE,
      )
    },
    PUBLISH_TIMEOUT_MS,
  )
})

describe("a rollback holds, and the branch is followed again when asked (R-B6)", () => {
  let hostile = ""
  let priced = ""
  it(
    "keeps the rolled-back build for three poll intervals while the branch still names the newer commit",
    async () => {
      hostile = (await health()).build.commit!
      priced = repo.commit(
        "content/pricing.yaml",
        (text) => text.replace(/^( {4}price: ).*$/m, "$1577"),
        "Starter plan at $577",
      )
      expect((await push(priced)).status).toBe(202)
      expect((await settledOn(priced)).build.commit).toBe(priced)
      const rollback = await publishCommand("rollback")
      expect(rollback.code, rollback.output).toBe(0)
      expect(rollback.output).toContain("until a new commit arrives")
      const heldAt = Date.now()
      while (Date.now() - heldAt < (3 * POLL_SECONDS + 5) * 1000) {
        expect((await health()).build.commit).toBe(hostile)
        await new Promise((done) => setTimeout(done, 2_000))
      }
      expect(log()).toContain(`${priced.slice(0, 12)} (Starter plan at $577) is held back by the rollback`)
      const status = await publishCommand("status")
      expect(status.output).toMatch(/Following: no, a rollback of .* holds/)
      // Held, the service builds nothing; it still fetches the branch at each poll, which may be this moment.
      expect(status.output).toMatch(/^Service: (idle|fetching) for \d+ (s|min)/m)
      expect((await health()).publish.following).toMatchObject({ heldSince: expect.any(String) })
    },
    PUBLISH_TIMEOUT_MS,
  )

  it(
    "follows the branch again on resume",
    async () => {
      const resumed = await publishCommand("resume")
      expect(resumed.code, resumed.output).toBe(0)
      expect((await settledOn(priced)).build.commit).toBe(priced)
      expect((await health()).publish.following).toBe("main")
      expect(await (await fetch(`${site.origin}/pricing`)).text()).toContain("$577")
    },
    PUBLISH_TIMEOUT_MS,
  )
})

describe("settings changed under a server that published (R-B4, R-B5)", () => {
  it(
    "restarts with SMTP_URL newly set: builds the live commit again before serving, and its script sees no password",
    async () => {
      const live = (await health()).build.commit!
      expect(await privacyText()).not.toContain(MAIL_HOST)
      await restart({ SMTP_URL: `smtps://catalysty:${SMTP_PASSWORD}@${MAIL_HOST}:465` }, PUBLISH_TIMEOUT_MS)
      expect(site.output()).toContain("The live build cannot be served with these settings")
      expect(site.output()).toContain(`Building the live commit ${live.slice(0, 12)} again with these settings`)
      expect((await health()).build.commit).toBe(live)
      // The privacy notice names the new mail service, as a build with the new setting does.
      expect(await privacyText()).toContain(MAIL_HOST)
      const bodies = await fetchEveryFile(liveBuild())
      expect(bodies.find((body) => body.path === "/gathered/env.txt")?.text).toContain(
        `SMTP_URL=smtps://${MAIL_HOST}:465`,
      )
      for (const { path, text } of bodies) for (const secret of secretsOf()) expect(text, path).not.toContain(secret)
    },
    PUBLISH_TIMEOUT_MS,
  )

  it(
    "restarts with settings the deployed build has: serves it at once, saying so, and builds the live commit again",
    async () => {
      const live = (await health()).build.commit!
      // A mail server on this machine is named in no privacy notice: the deployed build agrees with it.
      await restart({ SMTP_URL: `smtp://catalysty:${SMTP_PASSWORD}@127.0.0.1:${smtpPort}` }, MINUTE)
      expect(site.output()).toContain("Serving the deployed build")
      expect((await fetch(`${site.origin}/pricing`)).status).toBe(200)
      await waitFor(async () => {
        const report = await health()
        return report.build.commit === live && report.publish.state === "idle"
      }, "the live commit built again and served")
    },
    PUBLISH_TIMEOUT_MS,
  )

  it(
    "keeps a failure notice while the mail server is down and delivers it once it is up",
    async () => {
      const broken = repo.commit(
        "content/pricing.yaml",
        (text) => text.replace(/^( {4}price: ).*$/m, "$1lots"),
        "Starter plan price as words",
      )
      expect((await push(broken)).status).toBe(202)
      const failed = await settledOn(broken)
      // Every placeholder naming the broken price fails with it: the plan's own field is one of the problems.
      expect(failed.publish.lastFailure).toMatchObject({
        step: "check",
        problems: expect.arrayContaining([
          expect.objectContaining({ file: "content/pricing.yaml", field: "plans.0.price" }),
        ]),
      })
      const pending = await waitFor(async () => {
        const notice = (await health()).publish.lastFailure?.notice
        return notice?.status === "pending" && notice.detail ? notice : undefined
      }, "a notice that could not be sent")
      expect(pending.detail).toMatch(/^email: SMTP .*ECONNREFUSED/)
      const smtp = await startSmtpServer({ port: smtpPort })
      try {
        const [mail] = await smtp.waitFor(1, 2 * MINUTE)
        expect(mail?.parsed.subject).toContain("Not published: Starter plan price as words")
        expect(mail?.parsed.text).toMatch(/content\/pricing\.yaml, line \d+, field plans\.0\.price/)
        await waitFor(async () => (await health()).publish.lastFailure?.notice?.status === "delivered", "delivered")
      } finally {
        await smtp.close()
      }
    },
    PUBLISH_TIMEOUT_MS,
  )

  it(
    "restarts with a new SITE_URL and serves the live commit built for it",
    async () => {
      const live = (await health()).build.commit!
      await restart({ SITE_URL: "https://www.catalysty-moved.example" }, PUBLISH_TIMEOUT_MS)
      expect((await health()).build.commit).toBe(live)
      expect(await (await fetch(`${site.origin}/pricing`)).text()).toContain(
        'href="https://www.catalysty-moved.example/pricing"',
      )
    },
    PUBLISH_TIMEOUT_MS,
  )

  it(
    "restarts with an analytics provider and serves the live commit built with its script and its notice",
    async () => {
      const live = (await health()).build.commit!
      await restart({ ANALYTICS_PROVIDER: "plausible" }, PUBLISH_TIMEOUT_MS)
      expect(site.output()).toContain("again with these settings before serving")
      expect((await health()).build.commit).toBe(live)
      const home = await (await fetch(`${site.origin}/`)).text()
      expect(home).toContain('data-domain="www.catalysty-moved.example"')
      expect(await (await fetch(`${site.origin}/privacy`)).text()).toMatch(/Plausible/)
    },
    PUBLISH_TIMEOUT_MS,
  )
})

describe("R-B7 /healthz for a caller from elsewhere", () => {
  it("says only the status and the live commit, and all of it to a monitor with the token", async () => {
    const anonymous = (await (
      await fetch(`${site.origin}/healthz`, { headers: { "X-Forwarded-For": "203.0.113.9" } })
    ).json()) as Record<string, unknown>
    expect(Object.keys(anonymous).sort()).toEqual(["build", "status"])
    expect(JSON.stringify(anonymous)).not.toMatch(/publish|\/tmp|problems|Starter/)
    const monitor = (await (
      await fetch(`${site.origin}/healthz`, {
        headers: { "X-Forwarded-For": "203.0.113.9", Authorization: `Bearer ${HEALTHZ_TOKEN}` },
      })
    ).json()) as Health
    expect(monitor.publish.state).toBeDefined()
  })
})
