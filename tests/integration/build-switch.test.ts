/**
 * A switch of builds is whole or not at all (docs/decisions/013-a-switch-is-whole-or-refused.md), on the built
 * server as a process: a new build's form key, analytics origin and retention are all taken with its pages; a
 * build this server cannot serve whole (another public address, a setting the environment pins, a record that
 * does not parse or validate, a file missing) is refused with the reason in the log and /healthz while the
 * previous build keeps answering everything; at start the same refusal stops the server with one line.
 */
import { cpSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs"
import { join, resolve } from "node:path"
import Database from "better-sqlite3"
import { Parser } from "htmlparser2"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type BuildInfo, requireBuildInfo } from "#server/build-info"
import { multipart } from "#tests/helpers/endpoint"
import { send } from "#tests/helpers/http"
import {
  buildContentFile,
  buildDir,
  builtAccessKey,
  readBuildContent,
  type SiteProcess,
  startSite,
} from "#tests/helpers/site"

// Inside the project, so the copied server build finds the project's packages.
const copies: string[] = []
function copyOfBuild() {
  const copy = mkdtempSync(resolve("build-switch-"))
  cpSync(buildDir(), copy, { recursive: true })
  copies.push(copy)
  return copy
}
afterAll(() => {
  for (const copy of copies) rmSync(copy, { recursive: true, force: true })
})

const readRecord = requireBuildInfo
const writeRecord = (dir: string, record: unknown) =>
  writeFileSync(join(dir, "build-info.json"), typeof record === "string" ? record : JSON.stringify(record))

/** Sends SIGHUP and resolves with the line the server logs for that switch: the build taken, or why not. */
async function switchOnSighup(site: SiteProcess) {
  const switchLines = () => site.output().match(/^SIGHUP: .*$/gm) ?? []
  const before = switchLines().length
  site.child.kill("SIGHUP")
  await until(() => switchLines().length > before, "the server switches", 20_000)
  return switchLines().at(-1)!
}

async function until(check: () => boolean, what: string, timeoutMs = 10_000) {
  const started = Date.now()
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error(`not within ${timeoutMs} ms: ${what}`)
    await new Promise((done) => setTimeout(done, 50))
  }
}

type Health = { status: string; build: { builtAt: string; refused?: { reason: string; at: string; dir: string } } }
const health = async (site: SiteProcess) => (await (await fetch(`${site.origin}/healthz`)).json()) as Health

const contentFileOf = buildContentFile
function serviceLabels(dir: string) {
  return readBuildContent(dir).catalog.services.map((service) => service.formLabel)
}

function postLead(
  site: SiteProcess,
  { key = builtAccessKey(), service = serviceLabels(buildDir())[0]!, email = "switch@example.com" } = {},
) {
  return fetch(`${site.origin}/api/contact`, {
    method: "POST",
    headers: { Accept: "application/json" },
    body: new URLSearchParams({
      name: "Switch Test",
      email,
      services: service,
      message: "A lead sent while the server changes builds.",
      access_key: key,
    }),
  })
}

/**
 * A copy of the build served by a server of its own, with no build settings in its environment, for the tests
 * of one describe block: `dir` and `site` once its beforeAll has run.
 */
function serveACopy() {
  const running = {} as { dir: string; site: SiteProcess }
  beforeAll(async () => {
    running.dir = copyOfBuild()
    running.site = await startSite({ BUILD_DIR: running.dir, CONTACT_RATE_LIMIT: "off" })
  })
  afterAll(() => running.site?.stop())
  return running
}

describe("a running server with no build settings in its environment", () => {
  const running = serveACopy()

  it("takes a build with another form key, analytics and retention whole: leads, CSP and retention follow at once", async () => {
    const { dir, site } = running
    // A lead older than the new build keeps leads for.
    expect((await postLead(site, { email: "old.lead@example.com" })).status).toBe(200)
    const database = new Database(join(site.dataDir, "leads.db"))
    const longAgo = new Date(Date.now() - 500 * 24 * 60 * 60 * 1000).toISOString()
    database.prepare("UPDATE leads SET created_at = ? WHERE email = ?").run(longAgo, "old.lead@example.com")
    database.close()
    // A lead whose email is being sent is kept until it has gone.
    await until(() => site.output().includes("delivery sent lead=1 "), "the old lead's email is sent")

    const record = readRecord(dir)
    const builtAt = "2031-02-01T00:00:00.000Z"
    writeRecord(dir, {
      builtAt,
      config: {
        ...record.config,
        form: { ...record.config.form, accessKey: "key-of-the-new-build" },
        retention: { leadDays: 400, spamDays: 30 },
        analytics: { provider: "plausible", scriptUrl: "https://plausible.io/js/script.js", domain: "catalysty.com" },
      },
    })
    expect(await switchOnSighup(site)).toBe(`SIGHUP: serving the build of ${builtAt}`)

    expect((await health(site)).build).toEqual({ builtAt })
    expect((await postLead(site, { key: "key-of-the-new-build" })).status).toBe(200)
    // A page loaded before the switch still sends with the key it was built with, for a day (R-E4); a key no
    // build had is refused.
    expect((await postLead(site, { key: builtAccessKey() })).status).toBe(200)
    expect((await postLead(site, { key: "key-of-no-build" })).status).toBe(403)
    const policy = (await fetch(`${site.origin}/pricing`)).headers.get("content-security-policy") ?? ""
    expect(policy).toMatch(/script-src[^;]*https:\/\/plausible\.io/)
    expect(policy).toMatch(/connect-src[^;]*https:\/\/plausible\.io/)
    await until(
      () => /retention removed leads=1 .*\(kept: leads 400 days/.test(site.output()),
      "the new build's retention is applied",
    )
  })

  it("refuses a build for another public address, says why in the log and /healthz, and keeps serving the last one", async () => {
    const { dir, site } = running
    const served = readRecord(dir)
    writeRecord(dir, {
      builtAt: "2031-02-02T00:00:00.000Z",
      config: { ...served.config, siteUrl: "https://elsewhere.example" },
    })
    const line = await switchOnSighup(site)
    expect(line).toContain(`SIGHUP: build refused, still serving the build of ${served.builtAt}:`)
    expect(line).toContain("SITE_URL is https://elsewhere.example in this build, but the server runs for")
    const { status, build } = await health(site)
    expect(status).toBe("ok")
    expect(build.builtAt).toBe(served.builtAt)
    expect(build.refused).toEqual({ reason: expect.stringContaining("SITE_URL"), at: expect.any(String), dir })
    expect((await postLead(site, { key: "key-of-the-new-build" })).status).toBe(200)
    writeRecord(dir, served)
  })

  it("refuses a build missing a file the server needs before anything changes: pages, lead endpoint and /healthz stay on the old build", async () => {
    const { dir, site } = running
    const served = readRecord(dir)
    // The next build: a new heading on the pricing page, a renamed service, a new record.
    const page = join(dir, "client", "pricing", "index.html")
    writeFileSync(page, readFileSync(page, "utf8").replace("</h1>", " (next build)</h1>"))
    for (const compressed of [`${page}.br`, `${page}.gz`]) rmSync(compressed, { force: true })
    const [oldLabel] = serviceLabels(dir)
    const content = readBuildContent(dir)
    content.catalog.services[0]!.formLabel = `${oldLabel} (renamed)`
    writeFileSync(contentFileOf(dir), JSON.stringify(content))
    const missing = [
      contentFileOf(dir),
      join(dir, "server", "problem-page.css"),
      join(dir, "client", "404.html"),
      join(dir, "client", "_redirects"),
    ]
    // The new record is seen by the server's watch on it, while the first file is away: refused too.
    renameSync(missing[0]!, `${missing[0]}.away`)
    writeRecord(dir, { ...served, builtAt: "2031-02-03T00:00:00.000Z" })
    await until(() => /^new build: build refused/m.test(site.output()), "the watch refuses the new record")
    renameSync(`${missing[0]}.away`, missing[0]!)
    for (const file of missing) {
      renameSync(file, `${file}.away`)
      const line = await switchOnSighup(site)
      renameSync(`${file}.away`, file)
      expect(line).toContain(`build refused, still serving the build of ${served.builtAt}`)
      expect(line).toContain(file)
      expect((await health(site)).build.builtAt).toBe(served.builtAt)
      expect(await (await fetch(`${site.origin}/pricing`)).text()).not.toContain("(next build)")
      expect((await postLead(site, { key: "key-of-the-new-build", service: oldLabel })).status).toBe(200)
      expect((await postLead(site, { key: "key-of-the-new-build", service: `${oldLabel} (renamed)` })).status).toBe(400)
    }

    // With every file there, the same build is taken whole.
    expect(await switchOnSighup(site)).toBe("SIGHUP: serving the build of 2031-02-03T00:00:00.000Z")
    expect((await health(site)).build).toEqual({ builtAt: "2031-02-03T00:00:00.000Z" })
    expect(await (await fetch(`${site.origin}/pricing`)).text()).toContain("(next build)")
    expect((await postLead(site, { key: "key-of-the-new-build", service: `${oldLabel} (renamed)` })).status).toBe(200)
  })
})

/**
 * The named controls of the page's quote form, as a browser without JavaScript submits them: each input's and
 * textarea's value (`typed` where a visitor types one), and the select's option the visitor picks (`choose`).
 */
function formAsSubmitted(html: string, typed: Record<string, string>, choose: (options: string[]) => string) {
  const fields: [string, string][] = []
  let action = ""
  let select: { name: string; options: string[] } | undefined
  let textarea: string | undefined
  const parser = new Parser({
    onopentag(tag, attributes) {
      const name = attributes.name
      if (tag === "form" && attributes.action) action = attributes.action
      if (tag === "input" && name) fields.push([name, typed[name] ?? attributes.value ?? ""])
      if (tag === "textarea" && name) textarea = name
      if (tag === "select" && name) select = { name, options: [] }
      if (tag === "option" && select && attributes.value) select.options.push(attributes.value)
    },
    onclosetag(tag) {
      if (tag === "textarea" && textarea) fields.push([textarea, typed[textarea] ?? ""])
      if (tag === "textarea") textarea = undefined
      if (tag === "select" && select) fields.push([select.name, choose(select.options)])
      if (tag === "select") select = undefined
    },
  })
  parser.end(html)
  return { action, fields }
}

describe("R-E4 a page loaded before a publish", () => {
  const running = serveACopy()

  it("still sends its form after a switch to a build that renamed the chosen service and rotated the key; the lead keeps the service's name now", async () => {
    const { dir, site } = running
    // The contact page as a visitor loaded it, and the form as they filled it in and sent it after the switch.
    const page = await (await fetch(`${site.origin}/contact-us`)).text()
    let chosen = ""
    const form = formAsSubmitted(
      page,
      {
        name: "Open Tab",
        email: "open.tab@example.com",
        message: "Loaded the page before lunch, sent it after.",
      },
      (options) => {
        chosen = options[0] ?? ""
        return chosen
      },
    )
    expect(form.action).toBe("/api/contact")
    expect(form.fields).toContainEqual(["access_key", builtAccessKey()])

    // The next build: the chosen service renamed (its id kept, as content/services/*.yaml keeps it), a new key.
    const content = readBuildContent(dir)
    const service = content.catalog.services.find((candidate) => candidate.formLabel === chosen)
    expect(service).toBeDefined()
    const renamed = `${chosen} (renamed)`
    if (service) service.formLabel = renamed
    writeFileSync(contentFileOf(dir), JSON.stringify(content))
    const record = readRecord(dir)
    const builtAt = "2031-03-01T00:00:00.000Z"
    writeRecord(dir, {
      builtAt,
      config: { ...record.config, form: { ...record.config.form, accessKey: "rotated-key" } },
    })
    expect(await switchOnSighup(site)).toBe(`SIGHUP: serving the build of ${builtAt}`)

    // Sent as the browser sends a form without JavaScript: multipart, a navigation from the site's own page.
    const { body, contentType } = multipart(form.fields.map(([name, value]) => ({ name, value })))
    const sent = await send(site.port, {
      body,
      headers: {
        "Content-Type": contentType,
        Accept: "text/html,application/xhtml+xml",
        "Sec-Fetch-Mode": "navigate",
        Origin: site.origin,
        Referer: `${site.origin}/contact-us`,
      },
    })
    expect(sent.status).toBe(303)
    expect(sent.headers.location).toBe("/thanks")

    const database = new Database(join(site.dataDir, "leads.db"), { readonly: true })
    const stored = database.prepare("SELECT services FROM leads WHERE email = ?").get("open.tab@example.com") as
      | { services: string }
      | undefined
    database.close()
    expect(stored && JSON.parse(stored.services)).toEqual([renamed])
    // The lead email and the leads CLI show the label stored with the lead (server/delivery/email.ts).
  })
})

describe("a running server with a build setting in its environment", () => {
  let dir: string
  let site: SiteProcess
  let served: BuildInfo
  beforeAll(async () => {
    dir = copyOfBuild()
    served = readRecord(dir)
    site = await startSite({ BUILD_DIR: dir, LEADS_RETENTION_DAYS: String(served.config.retention.leadDays) })
  })
  afterAll(() => site?.stop())

  const records: [string, unknown][] = [
    ["not JSON", '{"builtAt": "2031-03-01T00:00:00.000Z", "config": '],
    ["without its config", { builtAt: "2031-03-01T00:00:00.000Z" }],
    ["with a config of the wrong shape", { builtAt: "2031-03-01T00:00:00.000Z", config: { siteUrl: 42 } }],
    ["without its time", { config: {} }],
  ]
  for (const [what, record] of records) {
    it(`refuses a record ${what} and keeps serving`, async () => {
      writeRecord(dir, record)
      const line = await switchOnSighup(site)
      expect(line).toContain(`SIGHUP: build refused, still serving the build of ${served.builtAt}:`)
      expect(line).toContain("build-info.json is not")
      expect(site.child.exitCode).toBe(null)
      expect((await fetch(`${site.origin}/pricing`)).status).toBe(200)
      const { build } = await health(site)
      expect(build.builtAt).toBe(served.builtAt)
      expect(build.refused?.reason).toContain("build-info.json is not")
      writeRecord(dir, served)
    })
  }

  it("refuses a build with another value for the setting the environment pins", async () => {
    writeRecord(dir, {
      builtAt: "2031-03-02T00:00:00.000Z",
      config: { ...served.config, retention: { ...served.config.retention, leadDays: 999 } },
    })
    const line = await switchOnSighup(site)
    expect(line).toContain("build refused")
    expect(line).toContain("LEADS_RETENTION_DAYS is")
    expect((await health(site)).build.builtAt).toBe(served.builtAt)
    writeRecord(dir, served)
  })
})

describe("at start", () => {
  const cases: [string, (dir: string) => void, RegExp, Record<string, string>?][] = [
    [
      "no build record",
      (dir) => rmSync(join(dir, "build-info.json")),
      /no finished build in .* \(no build-info\.json\)/,
    ],
    ["a record that is not JSON", (dir) => writeRecord(dir, "{"), /build-info\.json is not JSON/],
    [
      "a record without its config",
      (dir) => writeRecord(dir, { builtAt: readRecord(dir).builtAt }),
      /build-info\.json is not a build record: config /,
    ],
    ["a build without its content", (dir) => rmSync(contentFileOf(dir)), /content\.json cannot be read/],
    [
      "an environment whose build variables and the build's values make no valid configuration",
      () => {},
      /ANALYTICS_DOMAIN is set, but ANALYTICS_PROVIDER is not/,
      { ANALYTICS_DOMAIN: "catalysty.com" },
    ],
  ]
  for (const [what, spoil, reason, env = {}] of cases) {
    it(`stops with one line saying why, given ${what}`, async () => {
      const dir = copyOfBuild()
      spoil(dir)
      // With a build variable set too: it once made a malformed record throw outside any check.
      const started = startSite({ BUILD_DIR: dir, CONTACT_ACCESS_KEY: builtAccessKey(), ...env })
      const failure = await started.then(
        () => undefined,
        (error: Error) => error.message,
      )
      expect(failure).toMatch(/exited with 1 before listening/)
      const lines = failure!.split("\n").slice(1).filter(Boolean)
      expect(lines).toHaveLength(1)
      expect(lines[0]).toMatch(/^Catalysty site not started: /)
      expect(lines[0]).toMatch(reason)
    })
  }
})
