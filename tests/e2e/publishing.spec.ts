/**
 * Publishing as the marketing lead sees it in the editor (docs/decisions/027-publishing-in-the-editor.md), end
 * to end: the built server in GitHub mode with PUBLISH_REPO set to a local bare repository holding this
 * project, Keystatic in Chromium talking to a stand-in for GitHub backed by that repository
 * (tests/helpers/github-stand-in.ts: saves are real commits, each followed by GitHub's signed push webhook),
 * and real publishes. Two builds in all, besides the GitHub-mode build the server starts with:
 * - who may see and act: no session, an account that cannot push, a missing or wrong CSRF token and a page of
 *   another site are each refused, and nothing changes; /healthz tells a visitor nothing more than before;
 * - a pushed case study with an empty field fails: the view and the status beside Keystatic name the file and
 *   the field, whose link opens the entry in the editor, where it is filled in and saved; the status follows
 *   that save until it is live [build 1];
 * - a price saved in the editor: the view goes from building to live with the new commit, and its page shows
 *   the price [build 2];
 * - a rollback from the view brings the previous price back, held; following the branch again brings the new
 *   one back at once, from its kept build.
 * Screenshots of the view at 390 and 1440 px go to reports/screenshots/.
 */
import { type ChildProcess, spawn } from "node:child_process"
import { once } from "node:events"
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs"
import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { type BrowserContext, expect, type Page, test } from "@playwright/test"
import { parse as parseYaml } from "yaml"
import { collections, singletons } from "#app/content/model"
import type { PublishingAnswer } from "#server/editor-publishing"
import { scopeCookies } from "#server/editor-sign-in"
import { createGitHubStandIn, type GitHubAccount } from "../helpers/github-stand-in"
import {
  createSiteRepository,
  deliverWebhook,
  pushEvent,
  type SiteRepository,
  seedCheckout,
} from "../helpers/publish-repo"
import { type SiteProcess, startSite } from "../helpers/site"
import { wcagScan } from "./axe"

const MINUTE = 60_000
/** A content check and a build take minutes on two busy cores: a publish gets a quarter of an hour. */
const PUBLISH_MS = 15 * MINUTE
const SECRET = "publish-test-secret-0123456789"
const REPOSITORY = "catalysty/website"
const root = resolve(".")
const editor: GitHubAccount = {
  token: "ghu_dana0123456789abcdefghijk",
  login: "dana",
  name: "Dana Editor",
  id: 101,
  canPush: true,
}
const reader: GitHubAccount = {
  token: "ghu_sam00123456789abcdefghijk",
  login: "sam",
  name: "Sam Reader",
  id: 102,
  canPush: false,
}

/** The first plan's price now, and the case study this test breaks: read from the content, not assumed. */
const plans = (
  parseYaml(readFileSync(singletons.pricing.file, "utf8")) as { plans: { title: string; price: number }[] }
).plans
const plan = plans[0]!
const newPrice = plan.price + 250
const studyFile = readdirSync(collections.caseStudies.folder).sort()[0]!
const studySlug = studyFile.replace(/\.yaml$/, "")
const studyPath = `${collections.caseStudies.folder}/${studyFile}`
const studyTag = (parseYaml(readFileSync(studyPath, "utf8")) as { tag: string }).tag
const dollars = (price: number) => `$${price.toLocaleString("en-US")}`

let dir: string
let buildDir: string
let isOwnBuild = false
let repo: SiteRepository
let site: SiteProcess
let crossSite: Server
let gitHub: ReturnType<typeof createGitHubStandIn>

/** Builds the site for GitHub mode into a folder of its own, as `npm run build` does with KEYSTATIC_GITHUB_REPO. */
async function buildForGitHubMode(out: string) {
  const build: ChildProcess = spawn("npm", ["run", "build"], {
    env: { ...process.env, BUILD_DIR: out, KEYSTATIC_GITHUB_REPO: REPOSITORY },
    stdio: ["ignore", "pipe", "pipe"],
  })
  let log = ""
  for (const stream of [build.stdout!, build.stderr!]) stream.on("data", (chunk: Buffer) => (log += chunk))
  const [status] = (await once(build, "close")) as [number | null]
  if (status !== 0) throw new Error(`the GitHub-mode build failed:\n${log.slice(-4000)}`)
}

/** The cookies Keystatic's sign-in leaves a browser, as this site scopes them (server/editor-sign-in.ts). */
async function signIn(context: BrowserContext, account: GitHubAccount) {
  const { hostname } = new URL(site.origin)
  const lines = scopeCookies([`keystatic-gh-access-token=${account.token}; Max-Age=28800`], false)
  await context.addCookies(
    lines.map((line) => {
      const [pair = "", ...attributes] = line.split("; ")
      return {
        name: pair.slice(0, pair.indexOf("=")),
        value: pair.slice(pair.indexOf("=") + 1),
        domain: hostname,
        path: attributes.find((attribute) => attribute.startsWith("Path="))!.slice("Path=".length),
        httpOnly: attributes.includes("HttpOnly"),
        secure: false,
        sameSite: "Lax" as const,
      }
    }),
  )
}

/** Keystatic's calls to api.github.com from this browser go to the stand-in. */
async function routeGitHub(context: BrowserContext) {
  await context.route("https://api.github.com/**", async (route) => {
    const request = route.request()
    const answer = await gitHub.answer({
      method: request.method(),
      url: request.url(),
      headers: await request.allHeaders(),
      body: request.postDataBuffer() ?? undefined,
    })
    await route.fulfill({
      status: answer.status,
      headers: { ...answer.headers, "access-control-allow-origin": "*" },
      body: answer.body,
    })
  })
}

async function editorContext(browser: import("@playwright/test").Browser, account: GitHubAccount, width = 1440) {
  const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 900 } })
  await signIn(context, account)
  await routeGitHub(context)
  return context
}

/** The view's data as a signed-in editor's page gets it. */
async function overviewAs(account: GitHubAccount) {
  const response = await fetch(`${site.origin}/keystatic/api/publishing`, {
    headers: { Cookie: `keystatic-gh-access-token=${account.token}` },
  })
  expect(response.status).toBe(200)
  return (await response.json()) as PublishingAnswer
}

/** An action sent from a page of the editor: its own origin, its session's cookie. */
function actionFrom(page: Page, action: string, { csrfToken, body = {} }: { csrfToken?: string; body?: unknown }) {
  return page.evaluate(
    async ({ action, csrfToken, body }) => {
      const response = await fetch(`/keystatic/api/publishing/${action}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", ...(csrfToken ? { "X-CSRF-Token": csrfToken } : {}) },
        body: JSON.stringify(body),
      })
      return { status: response.status, message: ((await response.json()) as { message: string }).message }
    },
    { action, csrfToken, body },
  )
}

const region = (page: Page, name: string) => page.getByRole("region", { name, exact: true })
const publishingStatus = (page: Page) => region(page, "Publishing status")

async function screenshots(page: Page, name: string) {
  mkdirSync(join(root, "reports", "screenshots"), { recursive: true })
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 })
    await page.waitForTimeout(300)
    await page.screenshot({ path: join(root, "reports", "screenshots", `${name}-${width}.png`), fullPage: true })
    expect(
      (await wcagScan(page).analyze()).violations.map((violation) => violation.id),
      `axe at ${width} px`,
    ).toEqual([])
  }
  await page.setViewportSize({ width: 1440, height: 900 })
}

test.describe.configure({ mode: "serial" })

test.describe("publishing in the editor", () => {
  test.beforeAll(async () => {
    test.setTimeout(20 * MINUTE)
    dir = mkdtempSync(join(tmpdir(), "catalysty-publishing-e2e-"))
    repo = createSiteRepository(dir)
    const publishDir = join(dir, "publish")
    seedCheckout(publishDir)
    buildDir = process.env.PUBLISHING_E2E_BUILD_DIR ?? join(root, "build-publishing-e2e")
    if (!process.env.PUBLISHING_E2E_BUILD_DIR) {
      isOwnBuild = true
      await buildForGitHubMode(buildDir)
    }
    gitHub = createGitHubStandIn({
      repository: REPOSITORY,
      gitDir: repo.origin,
      accounts: [editor, reader],
      onPush: async (ref, after) => {
        const delivered = await deliverWebhook(site.origin, pushEvent(ref, after), { secret: SECRET })
        expect(delivered.status).toBe(202)
      },
    })
    site = await startSite(
      {
        BUILD_DIR: buildDir,
        KEYSTATIC_GITHUB_REPO: REPOSITORY,
        KEYSTATIC_GITHUB_CLIENT_ID: "Iv1.testclientid",
        KEYSTATIC_GITHUB_CLIENT_SECRET: "test-client-secret",
        KEYSTATIC_SECRET: "k".repeat(40),
        PUBLISH_REPO: repo.origin,
        PUBLISH_DIR: publishDir,
        PUBLISH_WEBHOOK_SECRET: SECRET,
        GITHUB_API_URL: await gitHub.listen(),
      },
      MINUTE,
    )
    // A page of another site (localhost is another site than 127.0.0.1) that tries to act for its visitor.
    crossSite = createServer((_req, res) => {
      res.writeHead(200, { "Content-Type": "text/html" })
      res.end(`<!doctype html><title>Elsewhere</title>
        <form method="post" action="${site.origin}/keystatic/api/publishing/publish" enctype="text/plain">
          <input name='{"build":"x","y' value='"}'><button>Win a prize</button>
        </form>
        <script>fetch("${site.origin}/keystatic/api/publishing/follow", { method: "POST", credentials: "include",
          headers: { "Content-Type": "application/json" }, body: "{}" }).catch(() => {})</script>`)
    })
    await new Promise<void>((done) => crossSite.listen(0, "127.0.0.1", done))
  })

  test.afterAll(async () => {
    await site?.stop()
    await gitHub?.close()
    crossSite?.close()
    rmSync(dir, { recursive: true, force: true })
    if (isOwnBuild) rmSync(buildDir, { recursive: true, force: true })
  })

  test("refuses whoever may not act, changing nothing, and tells /healthz's visitors nothing more", async ({
    browser,
  }) => {
    const before = (await overviewAs(editor)).overview

    // No session: the page asks to sign in (401), the data and the actions answer 401.
    const anonymous = await browser.newContext()
    const page = await anonymous.newPage()
    expect((await page.goto(`${site.origin}/keystatic/publishing`))?.status()).toBe(401)
    await expect(page.getByText("Sign in to the editor to see publishing.")).toBeVisible()
    for (const action of ["rollback", "follow", "publish"])
      expect(await actionFrom(page, action, {})).toMatchObject({ status: 401 })
    await anonymous.close()

    // An account that cannot push sees publishing, is offered no action, and is refused one.
    const readers = await editorContext(browser, reader)
    const readerPage = await readers.newPage()
    await readerPage.goto(`${site.origin}/keystatic/publishing`)
    await expect(readerPage.getByText(/cannot push to the site's repository/)).toBeVisible()
    await expect(readerPage.getByRole("button", { name: "Publish now" })).toHaveCount(0)
    const readerToken = (await overviewAs(reader)).csrfToken
    for (const action of ["rollback", "follow", "publish"])
      expect(await actionFrom(readerPage, action, { csrfToken: readerToken })).toMatchObject({ status: 403 })
    await readers.close()

    // The editor's own page without its session's token, or with a wrong one.
    const editors = await editorContext(browser, editor)
    const editorPage = await editors.newPage()
    await editorPage.goto(`${site.origin}/keystatic/publishing`)
    await expect(editorPage.getByRole("button", { name: "Publish now" })).toBeVisible()
    const { csrfToken } = await overviewAs(editor)
    for (const token of [undefined, `${csrfToken.slice(0, -3)}abc`, readerToken]) {
      expect(await actionFrom(editorPage, "publish", { csrfToken: token })).toEqual({
        status: 403,
        message: "This page is out of date: reload it and try again.",
      })
    }

    // A page of another site, in the same signed-in browser: a form posted there and a fetch are refused.
    const elsewhere = await editors.newPage()
    await elsewhere.goto(`http://localhost:${(crossSite.address() as AddressInfo).port}/`)
    await elsewhere.getByRole("button", { name: "Win a prize" }).click()
    await elsewhere.waitForLoadState()
    await expect.poll(() => site.output()).toContain("refused publish from another site")
    await editors.close()

    const after = (await overviewAs(editor)).overview
    expect({ ...after, now: "" }).toEqual({ ...before, now: "" })
    expect(site.output()).not.toMatch(/editor publishing: \w+ asked to/)
    expect(site.output()).not.toMatch(/publish: [0-9a-f]{12} \(/)

    // /healthz tells a visitor from elsewhere what it told before: the status and the live commit.
    const health = await fetch(`${site.origin}/healthz`, { headers: { "X-Forwarded-For": "203.0.113.9" } })
    expect(Object.keys((await health.json()) as object).sort()).toEqual(["build", "status"])
  })

  test("a pushed case study with an empty field is refused, named in the editor, and fixed there", async ({
    browser,
  }) => {
    test.setTimeout(2 * PUBLISH_MS)
    const broken = repo.commit(studyPath, (text) => text.replace(/^tag: .*$/m, 'tag: ""'), `Update ${studyPath}`)
    // Pushed outside the editor (a file edited by hand): GitHub's webhook tells the site.
    expect((await deliverWebhook(site.origin, pushEvent("refs/heads/main", broken), { secret: SECRET })).status).toBe(
      202,
    )
    const context = await editorContext(browser, editor)
    const page = await context.newPage()
    await page.goto(`${site.origin}/keystatic/publishing`)
    const failures = region(page, "Failures")
    await expect(failures.getByText("Not published")).toBeVisible({ timeout: PUBLISH_MS })
    await expect(failures.getByText(`${studyPath}, line`)).toBeVisible()
    await expect(failures.getByText("Tag:")).toBeVisible()
    await screenshots(page, "publishing-view-failure")

    // Beside Keystatic's screens, the status names the field too, with the link into the editor.
    await page.goto(`${site.origin}/keystatic`)
    await expect(publishingStatus(page).getByText("The last publish failed")).toBeVisible()
    await publishingStatus(page).getByRole("button", { name: "Details" }).click()
    await expect(publishingStatus(page).getByText("Tag:")).toBeVisible()

    // The view's link opens the entry in the editor, where the field is filled in again and saved.
    await page.goto(`${site.origin}/keystatic/publishing`)
    await failures.getByRole("link", { name: new RegExp(`Open .* ${studySlug} in the editor`) }).click()
    await expect(page).toHaveURL(`${site.origin}/keystatic/branch/main/collection/caseStudies/item/${studySlug}`)
    const tag = page.getByRole("textbox", { name: "Tag", exact: true })
    await expect(tag).toHaveValue("")
    await tag.fill(studyTag)
    await page.getByRole("button", { name: "Save" }).click()
    const status = publishingStatus(page)
    await expect(status.getByText(/^Saved|^Publishing your change/)).toBeVisible({ timeout: MINUTE })
    await expect(status.getByText("Your change is live")).toBeVisible({ timeout: PUBLISH_MS })
    await expect(status.getByRole("link", { name: `Open /case-study/${studySlug} (opens in a new tab)` })).toBeVisible()
    expect(gitHub.commits.at(-1)).toMatchObject({ author: editor.name, files: [studyPath] })
    await expectOnPage(context, `/case-study/${studySlug}`, studyTag)
    await context.close()
  })

  test("a price saved in the editor: the view goes from building to live with its commit, and the page shows it", async ({
    browser,
  }) => {
    test.setTimeout(PUBLISH_MS + 5 * MINUTE)
    const context = await editorContext(browser, editor)
    const page = await context.newPage()
    await page.goto(`${site.origin}/keystatic/branch/main/singleton/pricing`)
    await page.getByRole("gridcell", { name: plan.title }).first().click()
    await page.getByRole("dialog").getByRole("textbox", { name: "Price in dollars" }).fill(String(newPrice))
    await page.getByRole("button", { name: "Done" }).click()
    const commitsBefore = gitHub.commits.length
    await page.getByRole("button", { name: "Save" }).click()
    await expect.poll(() => gitHub.commits.length, { timeout: MINUTE }).toBe(commitsBefore + 1)
    const saved = gitHub.commits.at(-1)!
    expect(saved).toMatchObject({ author: editor.name, files: [singletons.pricing.file] })

    const view = await context.newPage()
    await view.goto(`${site.origin}/keystatic/publishing`)
    const publishing = region(view, "Publishing")
    const live = region(view, "Live now")
    await expect(publishing.getByText(/^(Checking the content|Building the site) · /)).toBeVisible({
      timeout: PUBLISH_MS,
    })
    await expect(publishing.getByText(saved.oid.slice(0, 7))).toBeVisible()
    await expect(live.getByText(saved.oid.slice(0, 7))).toBeVisible({ timeout: PUBLISH_MS })
    await expect(live.getByText(`Saved by ${editor.name}`)).toBeVisible()
    await expect(publishing.getByText(/^Nothing is being published/)).toBeVisible()
    const [pricing] = await Promise.all([
      context.waitForEvent("page"),
      live.getByRole("link", { name: "Open /pricing (opens in a new tab)" }).click(),
    ])
    await expect(pricing.getByText(dollars(newPrice)).first()).toBeVisible()

    // Beside Keystatic's screen the save was made on, the status followed it there.
    await expect(publishingStatus(page).getByText("Your change is live")).toBeVisible()
    await expect(publishingStatus(page).getByRole("link", { name: "Open /pricing (opens in a new tab)" })).toBeVisible()
    await page.setViewportSize({ width: 390, height: 844 })
    await page.screenshot({ path: join(root, "reports", "screenshots", "editor-status-live-390.png") })
    await context.close()
  })

  test("a rollback from the view brings the previous price back, and following the branch again the new one", async ({
    browser,
  }) => {
    test.setTimeout(5 * MINUTE)
    const [fix, price] = gitHub.commits.slice(-2) as [(typeof gitHub.commits)[number], (typeof gitHub.commits)[number]]
    const context = await editorContext(browser, editor)
    const view = await context.newPage()
    await view.goto(`${site.origin}/keystatic/publishing`)
    const live = region(view, "Live now")
    const previous = region(view, "Builds kept")
      .getByRole("listitem")
      .filter({ hasText: fix.oid.slice(0, 7) })
    await previous.getByRole("button", { name: "Roll back to this build" }).click()
    await view.getByRole("alertdialog").getByRole("button", { name: "Roll back", exact: true }).click()
    await expect(view.getByText(`The site shows “${fix.message}” again.`, { exact: false })).toBeVisible()
    await expect(live.getByText("Rolled back", { exact: true })).toBeVisible()
    await expect(live.getByText(fix.oid.slice(0, 7))).toBeVisible()
    await expectOnPage(context, "/pricing", dollars(plan.price))
    await screenshots(view, "publishing-view-rolled-back")

    await live.getByRole("button", { name: "Follow the branch again" }).click()
    await expect(view.getByText(/^Following main again/)).toBeVisible()
    await expect(live.getByText(price.oid.slice(0, 7))).toBeVisible({ timeout: 3 * MINUTE })
    await expect(live.getByText("Rolled back", { exact: true })).toHaveCount(0)
    await expectOnPage(context, "/pricing", dollars(newPrice))
    expect(site.output()).toContain(`editor publishing: ${editor.login} asked to rollback`)
    expect(site.output()).toContain(`(asked by ${editor.login} in the editor)`)
    expect(site.output()).toMatch(/is live again from the kept build/)
    await context.close()
  })
})

/** A page of the site, opened in this browser, shows `text`. */
async function expectOnPage(context: BrowserContext, path: string, text: string) {
  const page = await context.newPage()
  await page.goto(`${site.origin}${path}`)
  await expect(page.getByText(text).first()).toBeVisible()
  await page.close()
}
