/**
 * The quote form in Chromium (issue 6; docs/requirements/RELIABILITY.md R-C1..R-C5, R-V6): what a visitor sees and what
 * the lead store holds afterwards, with JavaScript on and off, offline, slow and failing networks.
 */
import { randomUUID } from "node:crypto"
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"
import { join } from "node:path"
import { type BrowserContext, expect, type Locator, type Page, type Route, test } from "@playwright/test"
import Database from "better-sqlite3"
import { contentSecurityPolicy } from "#server/security-headers"
import { contactFieldInputs, contactFields } from "#shared/contact-schema"
import { SCRIPT_LOADERS } from "../../scripts/lib/site-script.ts"
import { wcagScan } from "./axe"
import { escapeRegExp, islandOf, reachIntoForm } from "./fixtures"
import { catalog } from "./site-data"

const copy = catalog.forms.contact
const endpointCopy = catalog.forms.endpoint
const { fields } = copy
const services = catalog.services
const contactTitle = catalog.pages.contact.formTitle

type Lead = {
  name: string
  email: string
  company: string
  services: string
  budget: string
  message: string
  status: string
  channel: string
  submission_id: string | null
}

/** Rows of the e2e server's lead database whose message contains `marker`. */
function leadsWith(marker: string): Lead[] {
  const dataDir = process.env.E2E_DATA_DIR
  if (!dataDir) throw new Error("E2E_DATA_DIR is not set (playwright.config.ts sets it)")
  const db = new Database(join(dataDir, "leads.db"), { readonly: true, fileMustExist: true })
  try {
    return db.prepare("SELECT * FROM leads WHERE instr(message, ?) > 0").all(marker) as Lead[]
  } finally {
    db.close()
  }
}

const form = (page: Page) => page.getByRole("form", { name: contactTitle })
const field = (page: Page, name: keyof typeof fields) => form(page).getByLabel(fields[name].label, { exact: false })
const sendButton = (page: Page) => form(page).getByRole("button", { name: copy.submit })
const popup = (page: Page) => page.getByRole("dialog")

/** The pages whose form the first-tap tests send: the contact page, and a service page, whose form has its service chosen. */
const serviceWithForm = services[0]!
const firstTapPaths = ["/contact-us", `/services/${serviceWithForm.slug}`]
const formOn = (page: Page, path: string) =>
  page.getByRole("form", { name: path === "/contact-us" ? contactTitle : serviceWithForm.formSection.title })
const sendButtonOf = (pageForm: Locator) => pageForm.getByRole("button", { name: copy.submit })
type RequiredField = "name" | "email" | "services" | "message"
/** The required fields an untouched form on that page leaves empty, in the order the form shows them. */
const requiredFieldsLeftEmpty = (path: string) =>
  (contactFields.filter((name) => contactFieldInputs[name].isRequired) as RequiredField[]).filter(
    (name) => name !== "services" || path === "/contact-us",
  )
const summaryTitleFor = (count: number) =>
  count === 1 ? copy.summaryTitleOne : copy.summaryTitle.replace("{count}", String(count))
/** The form's error summary: the box its title is in. */
const summaryOf = (scope: Page | Locator, count: number) =>
  scope.getByText(summaryTitleFor(count), { exact: true }).locator("..")

async function openContactPage(page: Page) {
  await page.goto("/contact-us")
  // The form hydrates as it nears the screen, or when a visitor first reaches into it.
  await reachIntoForm(form(page))
}

type Values = {
  name: string
  email: string
  company: string
  service: (typeof services)[number]
  budget: string
  message: string
}

function sampleValues(marker: string): Values {
  return {
    name: "Renée O'Connor",
    email: "renee.oconnor@example.com",
    company: "Corktown Bakery & Café",
    service: services[3]!,
    budget: "$500-$5,000",
    message: `We need a faster website before the holidays. ${marker}\nSecond line with “quotes” and 😀.`,
  }
}

async function fillForm(page: Page, values: Values) {
  await field(page, "name").fill(values.name)
  await field(page, "email").fill(values.email)
  await field(page, "company").fill(values.company)
  await field(page, "services").selectOption(values.service.formLabel)
  await field(page, "budget").fill(values.budget)
  await field(page, "message").fill(values.message)
}

async function expectValues(page: Page, values: Values) {
  await expect(field(page, "name")).toHaveValue(values.name)
  await expect(field(page, "email")).toHaveValue(values.email)
  await expect(field(page, "company")).toHaveValue(values.company)
  await expect(field(page, "services")).toHaveValue(values.service.formLabel)
  await expect(field(page, "budget")).toHaveValue(values.budget)
  await expect(field(page, "message")).toHaveValue(values.message)
}

async function expectEmpty(page: Page) {
  for (const name of ["name", "email", "company", "budget", "message"] as const) {
    await expect(field(page, name)).toHaveValue("")
  }
  await expect(field(page, "services")).toHaveValue("")
}

async function expectPopup(page: Page, title: string, text: string) {
  const dialog = popup(page)
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole("heading", { name: title })).toBeVisible()
  await expect(dialog.getByText(text, { exact: true })).toBeVisible()
}

async function closePopup(page: Page) {
  await popup(page).getByRole("button", { name: copy.popup.close }).click()
  await expect(popup(page)).toBeHidden()
}

/** Any JavaScript dialog (alert, confirm) is an injection that ran: fail. */
function forbidDialogs(page: Page) {
  page.on("dialog", (dialog) => {
    throw new Error(`a script dialog opened: ${dialog.message()}`)
  })
}

test.describe("with JavaScript", () => {
  test("a valid submission shows 'Good job!', clears the form and the draft, and stores the lead", async ({ page }) => {
    forbidDialogs(page)
    const marker = randomUUID()
    const values = sampleValues(marker)
    await openContactPage(page)
    await fillForm(page, values)
    await sendButton(page).click()
    await expectPopup(page, copy.popup.successTitle, copy.popup.successText)
    // Focus moved into the dialog; Escape closes it and focus comes back to the form.
    await expect(popup(page).getByRole("button", { name: copy.popup.close })).toBeFocused()
    await page.keyboard.press("Escape")
    await expect(popup(page)).toBeHidden()
    await expect(sendButton(page)).toBeFocused()
    await expectEmpty(page)

    const leads = leadsWith(marker)
    expect(leads).toHaveLength(1)
    expect(leads[0]).toMatchObject({
      name: values.name,
      email: values.email,
      company: values.company,
      services: JSON.stringify([values.service.formLabel]),
      budget: values.budget,
      message: values.message,
      status: "new",
      channel: "fetch",
    })
    expect(leads[0]!.submission_id).toMatch(/^[0-9a-f-]{36}$/)

    // Nothing kept to restore: the reloaded form is empty, before and after it hydrates.
    await page.reload()
    await expectEmpty(page)
    await reachIntoForm(form(page))
    await expectEmpty(page)
  })

  test("sends exactly the SPEC fields as multipart, with an idempotency key, the site key and where it came from", async ({
    page,
  }) => {
    await openContactPage(page)
    await fillForm(page, sampleValues(randomUUID()))
    const requestPromise = page.waitForRequest((request) => request.url().endsWith("/api/contact"))
    await sendButton(page).click()
    const request = await requestPromise
    expect(request.method()).toBe("POST")
    expect(request.headers()["content-type"]).toMatch(/^multipart\/form-data; boundary=/)
    const sent = multipartFields(request.postData() ?? "")
    expect(sent.map(([name]) => name)).toEqual([
      ...contactFields,
      "access_key",
      "submission_id",
      "source_page",
      "landing_page",
    ])
    // Landed straight on the contact page, without utm parameters.
    expect(Object.fromEntries(sent.slice(-2))).toEqual({ source_page: "/contact-us", landing_page: "/contact-us" })
    await expectPopup(page, copy.popup.successTitle, copy.popup.successText)
  })

  test("the lead carries the visit's landing page and utm parameters, and the page the form was sent from", async ({
    page,
  }) => {
    const service = services[2]!
    await page.goto("/pricing?utm_source=newsletter&utm_campaign=fall")
    // The landing page records the visit; the service page is a new document, which reads it back.
    await expect(page.locator("html")).toHaveAttribute("data-enhanced", "true")
    await page.getByRole("contentinfo").locator(`a[href="/services/${service.slug}"]`).click()
    await expect(page).toHaveURL(`/services/${service.slug}`)

    const serviceForm = page.getByRole("form", { name: service.formSection.title })
    await reachIntoForm(serviceForm)
    const values = sampleValues(randomUUID())
    await serviceForm.getByLabel(fields.name.label).fill(values.name)
    await serviceForm.getByLabel(fields.email.label, { exact: false }).fill(values.email)
    await serviceForm.getByLabel(fields.message.label).fill(values.message)
    const requestPromise = page.waitForRequest((request) => request.url().endsWith("/api/contact"))
    await serviceForm.getByRole("button", { name: copy.submit }).click()
    const sent = Object.fromEntries(multipartFields((await requestPromise).postData() ?? ""))
    expect(sent).toMatchObject({
      services: service.formLabel,
      source_page: `/services/${service.slug}`,
      landing_page: "/pricing",
      utm_source: "newsletter",
      utm_campaign: "fall",
    })
    expect(Object.keys(sent).filter((name) => name.startsWith("utm_"))).toEqual(["utm_source", "utm_campaign"])
    await expectPopup(page, copy.popup.successTitle, copy.popup.successText)
  })

  test("a visit that starts on a page without a script is recorded from the next page, utm parameters and all", async ({
    page,
  }) => {
    // The privacy notice gives the site's script nothing to do, so it loads none and records nothing.
    await page.goto("/privacy?utm_source=newsletter&utm_medium=email")
    await expect(page.locator(SCRIPT_LOADERS)).toHaveCount(0)
    await page.getByRole("contentinfo").getByRole("link", { name: "Contact", exact: true }).click()
    await expect(page).toHaveURL("/contact-us")
    await reachIntoForm(form(page))
    await fillForm(page, sampleValues(randomUUID()))
    const requestPromise = page.waitForRequest((request) => request.url().endsWith("/api/contact"))
    await sendButton(page).click()
    const sent = Object.fromEntries(multipartFields((await requestPromise).postData() ?? ""))
    expect(sent).toMatchObject({
      source_page: "/contact-us",
      landing_page: "/privacy",
      utm_source: "newsletter",
      utm_medium: "email",
    })
    await expectPopup(page, copy.popup.successTitle, copy.popup.successText)
  })

  test("reload keeps the draft in every field until it is sent", async ({ page }) => {
    const values = sampleValues(randomUUID())
    await openContactPage(page)
    await fillForm(page, values)
    // A form with a draft to restore hydrates by itself, as soon as the page has loaded.
    await page.reload()
    await expect(islandOf(form(page))).toHaveAttribute("data-hydrated", "true")
    await expectValues(page, values)
    await expect(form(page).getByRole("status")).toHaveText(copy.status.draftRestored)
  })

  test("what is typed before the page's scripts arrive is kept when they do, and sends as one lead", async ({
    page,
  }) => {
    const marker = randomUUID()
    const values = sampleValues(marker)
    let releaseScripts = () => {}
    const scriptsHeld = new Promise<void>((resolve) => {
      releaseScripts = resolve
    })
    await page.route(/\/assets\/quote-form-[\w-]+\.js$/, async (route) => {
      await scriptsHeld
      await route.continue()
    })
    await page.goto("/contact-us")
    await fillForm(page, values)
    await expect(islandOf(form(page))).not.toHaveAttribute("data-hydrated")
    releaseScripts()
    await expect(islandOf(form(page))).toHaveAttribute("data-hydrated", "true")
    await expectValues(page, values)
    await sendButton(page).click()
    await expectPopup(page, copy.popup.successTitle, copy.popup.successText)
    expect(leadsWith(marker)).toHaveLength(1)
  })

  test("a field focused before the site's script runs starts the form as soon as the script does", async ({ page }) => {
    let releaseScript = () => {}
    const scriptHeld = new Promise<void>((resolve) => {
      releaseScript = resolve
    })
    await page.route(/\/assets\/site-[\w-]+\.js$/, async (route) => {
      await scriptHeld
      await route.continue()
    })
    // The fixture's page.goto waits for the site's script, which is held here; the frame's own does not.
    await page.mainFrame().goto("/contact-us", { waitUntil: "commit" })
    await field(page, "name").focus()
    releaseScript()
    await expect(islandOf(form(page))).toHaveAttribute("data-hydrated", "true")
    await expect(field(page, "name")).toBeFocused()
  })

  test("each client rule blocks sending with a visible message tied to its field", async ({ page }) => {
    let posts = 0
    page.on("request", (request) => {
      if (request.url().endsWith("/api/contact")) posts++
    })
    await openContactPage(page)

    // Nothing filled in: every required field is named, and the summary takes focus.
    await sendButton(page).click()
    const required = [
      ["name", copy.errors.name.required],
      ["email", copy.errors.email.required],
      ["services", copy.errors.services.required],
      ["message", copy.errors.message.required],
    ] as const
    for (const [name, message] of required) {
      const input = field(page, name)
      await expect(input).toHaveAttribute("aria-invalid", "true")
      await expect(input).toHaveAccessibleDescription(new RegExp(escapeRegExp(message)))
      await expect(form(page).getByText(message).first()).toBeVisible()
    }
    await expect(summaryOf(form(page), 4)).toBeVisible()
    await expect(summaryOf(form(page), 4)).toBeFocused()

    // Fixing a field clears its error as the visitor types.
    await field(page, "name").fill("Renée")
    await expect(field(page, "name")).not.toHaveAttribute("aria-invalid", "true")

    // Whitespace only counts as empty.
    await field(page, "name").fill("    ")
    await sendButton(page).click()
    await expect(form(page).getByText(copy.errors.name.required).first()).toBeVisible()

    // An address without a domain.
    await field(page, "name").fill("Renée")
    await field(page, "email").fill("renee@localhost")
    await sendButton(page).click()
    await expect(form(page).getByText(copy.errors.email.invalid).first()).toBeVisible()
    // Still empty: the service and the message.
    await expect(summaryOf(form(page), 3)).toBeFocused()

    // A message one character over 5,000: the live count says so, and sending is refused.
    await field(page, "email").fill("renee@example.com")
    await field(page, "services").selectOption(services[0]!.formLabel)
    await field(page, "message").fill("a".repeat(5001))
    await expect(
      form(page).getByText(copy.characterCount.replace("{count}", "5,001").replace("{max}", "5,000")),
    ).toBeVisible()
    await sendButton(page).click()
    await expect(form(page).getByText(copy.errors.message.tooLong).first()).toBeVisible()
    await expect(summaryOf(form(page), 1)).toBeFocused()

    // A company name over 200 characters.
    await field(page, "message").fill("Short and sweet.")
    await field(page, "company").fill("c".repeat(201))
    await sendButton(page).click()
    await expect(form(page).getByText(copy.errors.company.tooLong).first()).toBeVisible()

    expect(posts).toBe(0)
  })

  test("a server failure shows 'Oops!' with the server's message and keeps the values", async ({ page }) => {
    await openContactPage(page)
    const values = sampleValues(randomUUID())
    await page.route("**/api/contact", (route) =>
      route.fulfill({
        status: 503,
        contentType: "application/json",
        headers: { "Retry-After": "30" },
        body: JSON.stringify({ success: false, message: endpointCopy.unavailable }),
      }),
    )
    await fillForm(page, values)
    await sendButton(page).click()
    await expectPopup(page, copy.popup.failureTitle, endpointCopy.unavailable)
    await closePopup(page)
    await expectValues(page, values)
    await expect(form(page).getByRole("status")).toHaveText(endpointCopy.unavailable)
    await expect(form(page).getByRole("button", { name: copy.retry })).toBeVisible()
  })

  test("answers without a message: 'Something went wrong!'; with neither flag nor message: 'Submission failed.'", async ({
    page,
  }) => {
    await openContactPage(page)
    const values = sampleValues(randomUUID())
    await fillForm(page, values)
    const answers = [
      { body: { success: false }, text: copy.popup.failureFallback },
      { body: {}, text: copy.popup.malformedAnswer },
      { body: "<html>proxy error</html>", text: copy.popup.malformedAnswer },
    ]
    for (const answer of answers) {
      await page.route("**/api/contact", (route) =>
        route.fulfill({
          status: 500,
          contentType: "application/json",
          body: typeof answer.body === "string" ? answer.body : JSON.stringify(answer.body),
        }),
      )
      await sendButton(page).click()
      await expectPopup(page, copy.popup.failureTitle, answer.text)
      await closePopup(page)
      await page.unroute("**/api/contact")
      await expectValues(page, values)
    }
  })

  test("the Web3Forms answer shape with body.message and markup in it shows as plain text", async ({ page }) => {
    forbidDialogs(page)
    await openContactPage(page)
    const payload = '<img src=x onerror="alert(1)">Invalid access key'
    await page.route("**/api/contact", (route) =>
      route.fulfill({
        status: 403,
        contentType: "application/json",
        body: JSON.stringify({ success: false, body: { message: payload } }),
      }),
    )
    await fillForm(page, sampleValues(randomUUID()))
    await sendButton(page).click()
    await expectPopup(page, copy.popup.failureTitle, payload)
    expect(await popup(page).locator("img").count()).toBe(0)
  })

  test("a 400 with field errors marks the fields and moves focus to the error summary after the popup", async ({
    page,
  }) => {
    await openContactPage(page)
    await page.route("**/api/contact", (route) =>
      route.fulfill({
        status: 400,
        contentType: "application/json",
        body: JSON.stringify({
          success: false,
          message: endpointCopy.invalid,
          errors: { email: copy.errors.email.invalid },
        }),
      }),
    )
    await fillForm(page, sampleValues(randomUUID()))
    await sendButton(page).click()
    await expectPopup(page, copy.popup.failureTitle, endpointCopy.invalid)
    await closePopup(page)
    const summary = form(page).getByText(copy.summaryTitleOne).locator("..")
    await expect(summary).toBeFocused()
    await expect(field(page, "email")).toHaveAttribute("aria-invalid", "true")
    await expect(field(page, "email")).toHaveAccessibleDescription(new RegExp(escapeRegExp(copy.errors.email.invalid)))
    await summary.getByRole("link", { name: copy.errors.email.invalid }).click()
    await expect(field(page, "email")).toBeFocused()
    // Status text stays until something else happens.
    await expect(form(page).getByRole("status")).toHaveText(endpointCopy.invalid)
    const results = await wcagScan(page).analyze()
    expect(results.violations).toEqual([])
  })

  test("a dropped connection keeps the values; the retry stores exactly one lead", async ({ page }) => {
    await openContactPage(page)
    const marker = randomUUID()
    const values = sampleValues(marker)
    await page.route("**/api/contact", (route) => route.abort("connectionreset"))
    await fillForm(page, values)
    await sendButton(page).click()
    await expectPopup(page, copy.popup.failureTitle, copy.status.network)
    await closePopup(page)
    await expectValues(page, values)
    await page.unroute("**/api/contact")
    await form(page).getByRole("button", { name: copy.retry }).click()
    await expectPopup(page, copy.popup.successTitle, copy.popup.successText)
    expect(leadsWith(marker)).toHaveLength(1)
  })

  test("offline: Send keeps the draft and says it is not sent; back online, one lead is stored (R-C3)", async ({
    page,
    context,
  }) => {
    await openContactPage(page)
    const marker = randomUUID()
    const values = sampleValues(marker)
    await fillForm(page, values)
    await context.setOffline(true)
    await sendButton(page).click()
    await expectPopup(page, copy.popup.failureTitle, copy.status.offline)
    await closePopup(page)
    await expectValues(page, values)
    await expect(form(page).getByRole("status")).toHaveText(copy.status.offline)
    expect(leadsWith(marker)).toHaveLength(0)
    await context.setOffline(false)
    await sendButton(page).click()
    await expectPopup(page, copy.popup.successTitle, copy.popup.successText)
    expect(leadsWith(marker)).toHaveLength(1)
  })

  test("a server that does not answer within 15 s is a failure that keeps the values", async ({ page }) => {
    await page.clock.install()
    await openContactPage(page)
    const values = sampleValues(randomUUID())
    const pending: Route[] = []
    await page.route("**/api/contact", (route) => {
      pending.push(route)
    })
    await fillForm(page, values)
    await sendButton(page).click()
    await expect(sendButton(page)).toBeHidden()
    await expect(form(page).getByRole("button", { name: copy.sending })).toBeDisabled()
    await page.clock.runFor(15_000)
    await expectPopup(page, copy.popup.failureTitle, copy.status.timeout)
    await closePopup(page)
    await expectValues(page, values)
    await expect(sendButton(page)).toBeEnabled()
  })

  test("on a slow network the button shows it is busy and double clicks store one lead (R-C4)", async ({
    page,
    context,
  }) => {
    await openContactPage(page)
    const marker = randomUUID()
    await fillForm(page, sampleValues(marker))
    const cdp = await context.newCDPSession(page)
    await cdp.send("Network.enable")
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 2000,
      downloadThroughput: -1,
      uploadThroughput: -1,
    })
    await sendButton(page).dblclick()
    const busy = form(page).getByRole("button", { name: copy.sending })
    await expect(busy).toBeDisabled()
    await expect(form(page)).toHaveAttribute("aria-busy", "true")
    await busy.click({ force: true })
    await expectPopup(page, copy.popup.successTitle, copy.popup.successText)
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    })
    expect(leadsWith(marker)).toHaveLength(1)
  })

  test("every service page preselects its own service", async ({ page }) => {
    for (const service of services) {
      await page.goto(`/services/${service.slug}`)
      const select = page.getByLabel(fields.services.label)
      await expect(select, service.slug).toHaveValue(service.formLabel)
      await expect(select.locator("option:checked")).toHaveText(service.formLabel)
    }
  })

  test("moving from one service page to another by a link preselects the new page's service", async ({ page }) => {
    const [first, second] = [services[0]!, services[4]!]
    await page.goto(`/services/${first.slug}`)
    const select = page.getByLabel(fields.services.label)
    await expect(select).toHaveValue(first.formLabel)
    await page.getByRole("contentinfo").locator(`a[href="/services/${second.slug}"]`).click()
    await expect(page).toHaveURL(`/services/${second.slug}`)
    await expect(select).toHaveValue(second.formLabel)
  })

  test("the dropdown offers 'Choose One' and the six services, in order", async ({ page }) => {
    await openContactPage(page)
    const options = field(page, "services").locator("option")
    await expect(options).toHaveText([fields.services.placeholder, ...services.map((service) => service.formLabel)])
    await expect(options.first()).toHaveAttribute("value", "")
    await expect(field(page, "budget")).toHaveAttribute("placeholder", fields.budget.placeholder)
    await expect(field(page, "email")).toHaveAttribute("type", "email")
    const results = await wcagScan(page).include("form").analyze()
    expect(results.violations).toEqual([])
  })

  test("markup in a lead is stored and sent as literal text; no script runs (R-V6)", async ({ page }) => {
    forbidDialogs(page)
    const marker = randomUUID()
    const payload = `<img src=x onerror="alert('xss')"><script>alert(1)</script> ${marker}`
    await openContactPage(page)
    await fillForm(page, { ...sampleValues(marker), name: "<b>Bold</b> Name", message: payload })
    await sendButton(page).click()
    await expectPopup(page, copy.popup.successTitle, copy.popup.successText)
    expect(leadsWith(marker)[0]).toMatchObject({ name: "<b>Bold</b> Name", message: payload })
  })
})

test.describe("the first tap, before React has hydrated the form", () => {
  const islandScript = /\/assets\/quote-form-[\w-]+\.js$/

  /** Errors the page logs or throws: a hydration that does not match the page is one. */
  function collectErrors(page: Page) {
    const errors: string[] = []
    page.on("pageerror", (error) => errors.push(error.message))
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text())
    })
    return errors
  }

  /** Counts the form's posts, native or not: an early submit must send nothing. */
  function countPosts(page: Page) {
    const posts = { count: 0 }
    page.on("request", (request) => {
      if (request.url().endsWith("/api/contact")) posts.count++
    })
    return posts
  }

  type FirstTap = {
    /** ms after the load event ended; null before it */
    afterLoad: number | null
    wasHydrated: boolean
    onSend: boolean
    /** ms from the click to the error summary taking focus, for the report */
    summaryAfter?: number
    /** Whether the summary took focus before React had hydrated the form: drawn by the site's script */
    summaryBeforeHydration?: boolean
  }
  /**
   * Records, in the page, when the first click came, whether React had hydrated the form by then, and
   * how long after it the error summary took focus.
   */
  async function recordFirstTap(page: Page) {
    await page.addInitScript(() => {
      const record = window as unknown as { firstTap?: FirstTap }
      let clickedAt = 0
      document.addEventListener(
        "click",
        (event) => {
          if (record.firstTap) return
          clickedAt = performance.now()
          const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[]
          const loadEnd = navigation?.loadEventEnd ?? 0
          record.firstTap = {
            afterLoad: loadEnd > 0 ? clickedAt - loadEnd : null,
            wasHydrated: document.querySelector("[data-island][data-hydrated]") !== null,
            onSend: (event.target as Element).closest("button[type=submit]") !== null,
          }
        },
        { capture: true },
      )
      document.addEventListener("focusin", (event) => {
        const isSummary = (event.target as Element).matches("form > [tabindex='-1']")
        if (isSummary && record.firstTap && record.firstTap.summaryAfter === undefined) {
          record.firstTap.summaryAfter = performance.now() - clickedAt
          record.firstTap.summaryBeforeHydration = document.querySelector("[data-island][data-hydrated]") === null
        }
      })
    })
    return () => page.evaluate(() => (window as unknown as { firstTap: FirstTap }).firstTap)
  }

  const describeTap = (tap: FirstTap) =>
    `${tap.afterLoad === null ? "before the load event" : `${Math.round(tap.afterLoad)} ms after load`}, ${tap.wasHydrated ? "after" : "before"} React hydrated; summary focused ${Math.round(tap.summaryAfter ?? Number.NaN)} ms after the click`

  /**
   * Arms a tap at (x, y) for the next load event of the page: the pointer is pressed and released the
   * moment the event fires, straight through the browser's protocol, waiting for nothing the page does next.
   * Its `sent` settles once the tap is sent.
   */
  async function tapOnNextLoad(page: Page, x: number, y: number) {
    const session = await page.context().newCDPSession(page)
    await session.send("Page.enable")
    const press = { x, y, button: "left", clickCount: 1 } as const
    const sent = new Promise<void>((resolve, reject) => {
      session.once("Page.loadEventFired", () => {
        Promise.all([
          session.send("Input.dispatchMouseEvent", { type: "mousePressed", ...press }),
          session.send("Input.dispatchMouseEvent", { type: "mouseReleased", ...press }),
        ])
          .then(() => session.detach())
          .then(resolve, reject)
      })
    })
    return { sent }
  }

  /**
   * What the form shows of its problems: the summary, each field's error and the attributes tying them to
   * their controls, as markup with each element's attributes in name order.
   */
  const problemMarkup = (pageForm: Locator) =>
    pageForm.evaluate((form) => {
      const markup = (node: Node): string => {
        if (!(node instanceof Element)) return node.textContent ?? ""
        const attributes = [...node.attributes].map(({ name, value }) => ` ${name}="${value}"`).sort()
        return `<${node.localName}${attributes.join("")}>${[...node.childNodes].map(markup).join("")}</${node.localName}>`
      }
      const summary = form.querySelector(":scope > [tabindex='-1']")
      return {
        summary: summary ? markup(summary) : null,
        errors: [...form.querySelectorAll("[id$='-error']")].map(markup),
        controls: [...form.querySelectorAll("input, select, textarea")].map(
          (control) =>
            `${control.id} ${control.getAttribute("aria-invalid")} ${control.getAttribute("aria-describedby")}`,
        ),
      }
    })

  async function expectProblemsShown(pageForm: Locator, missing: RequiredField[]) {
    const summary = summaryOf(pageForm, missing.length)
    await expect(summary).toBeVisible()
    await expect(summary).toBeFocused()
    await expect(summary.getByRole("listitem")).toHaveCount(missing.length)
    for (const name of missing) {
      const message = copy.errors[name].required
      await expect(summary.getByRole("link", { name: message })).toHaveAttribute("href", /^#quote/)
      const control = pageForm.getByLabel(fields[name].label, { exact: false })
      await expect(control).toHaveAttribute("aria-invalid", "true")
      await expect(control).toHaveAccessibleDescription(new RegExp(escapeRegExp(message)))
      await expect(pageForm.getByText(message, { exact: true }).last()).toBeVisible()
    }
  }

  for (const width of [390, 1440]) {
    for (const path of firstTapPaths) {
      test(`${path} at ${width} px: Send straight after load shows the summary and each field's message, and sends nothing`, async ({
        page,
      }) => {
        const errors = collectErrors(page)
        const posts = countPosts(page)
        await page.setViewportSize({ width, height: 844 })
        await page.goto(path)
        const pageForm = formOn(page, path)
        // Where Send is with the form on screen. A reload opens the page again at the same place, and the
        // pointer presses there as soon as it has loaded, as a visitor's tap would, without waiting for
        // anything the page does next.
        await sendButtonOf(pageForm).scrollIntoViewIfNeeded()
        const sendBox = (await sendButtonOf(pageForm).boundingBox())!
        const firstTap = await recordFirstTap(page)
        const tap = await tapOnNextLoad(page, sendBox.x + sendBox.width / 2, sendBox.y + sendBox.height / 2)
        await page.reload()
        await tap.sent

        const missing = requiredFieldsLeftEmpty(path)
        await expectProblemsShown(pageForm, missing)
        await expect(page).toHaveURL(new RegExp(`${escapeRegExp(path)}$`))
        const tapped = await firstTap()
        test.info().annotations.push({ type: "first tap", description: describeTap(tapped) })
        expect(tapped.onSend).toBe(true)
        // How soon is reported, not asserted: the summary came from the site's script, before React.
        expect(tapped.summaryBeforeHydration).toBe(true)
        // Whichever drew it, React owns the form once it has hydrated, with one summary.
        await expect(islandOf(pageForm)).toHaveAttribute("data-hydrated", "true")
        await expect(pageForm.locator(":scope > [tabindex='-1']")).toHaveCount(1)
        await expect(summaryOf(pageForm, missing.length)).toBeFocused()
        expect(posts.count).toBe(0)
        expect(errors).toEqual([])
      })

      test(`${path} at ${width} px: with the form's script held back, Send shows the summary at once and React takes it over`, async ({
        page,
      }) => {
        const errors = collectErrors(page)
        const posts = countPosts(page)
        // The form's script is held until the checks of the early drawing are done, however long they take.
        let releaseScript = () => {}
        const scriptHeld = new Promise<void>((resolve) => {
          releaseScript = resolve
        })
        await page.route(islandScript, async (route) => {
          await scriptHeld
          await route.continue()
        })
        const firstTap = await recordFirstTap(page)
        await page.setViewportSize({ width, height: 844 })
        await page.goto(path)
        const pageForm = formOn(page, path)
        const missing = requiredFieldsLeftEmpty(path)
        await sendButtonOf(pageForm).click()
        await expectProblemsShown(pageForm, missing)
        const tapped = await firstTap()
        test.info().annotations.push({ type: "first tap", description: describeTap(tapped) })
        expect(tapped.wasHydrated).toBe(false)
        // How soon is reported, not asserted: the summary came from the site's script, before React.
        expect(tapped.summaryBeforeHydration).toBe(true)
        await expect(islandOf(pageForm)).not.toHaveAttribute("data-hydrated")
        await expect(page).toHaveURL(new RegExp(`${escapeRegExp(path)}$`))
        const results = await wcagScan(page).include("form").analyze()
        expect(results.violations).toEqual([])
        const drawnEarly = await problemMarkup(pageForm)

        // React hydrates the very summary the site's script drew: still one, still focused, nothing logged.
        releaseScript()
        await expect(islandOf(pageForm)).toHaveAttribute("data-hydrated", "true", { timeout: 10_000 })
        await expect(pageForm.locator(":scope > [tabindex='-1']")).toHaveCount(1)
        await expect(summaryOf(pageForm, missing.length)).toBeFocused()
        expect(errors).toEqual([])

        // And owns it: a field filled in loses its message as it is typed.
        await pageForm.getByLabel(fields.name.label).fill("Renée")
        await expect(pageForm.getByLabel(fields.name.label)).not.toHaveAttribute("aria-invalid")
        await expect(summaryOf(pageForm, missing.length - 1)).toBeVisible()

        // Drawn by React from nothing, the problems look exactly as the site's script drew them.
        for (const name of missing) {
          const control = pageForm.getByLabel(fields[name].label, { exact: false })
          if (name === "services") await control.selectOption(services[0]!.formLabel)
          else await control.fill(name === "email" ? "renee@example.com" : "Renée")
        }
        await expect(pageForm.locator(":scope > [tabindex='-1']")).toHaveCount(0)
        for (const name of missing) {
          const control = pageForm.getByLabel(fields[name].label, { exact: false })
          if (name === "services") await control.selectOption("")
          else await control.fill("")
        }
        await sendButtonOf(pageForm).click()
        await expect(summaryOf(pageForm, missing.length)).toBeFocused()
        expect(await problemMarkup(pageForm)).toEqual(drawnEarly)
        expect(posts.count).toBe(0)
        expect(errors).toEqual([])
      })

      test(`${path} at ${width} px: a field reached from the summary shows its label below the sticky header`, async ({
        page,
      }) => {
        let releaseScript = () => {}
        const scriptHeld = new Promise<void>((resolve) => {
          releaseScript = resolve
        })
        await page.route(islandScript, async (route) => {
          await scriptHeld
          await route.continue()
        })
        await page.setViewportSize({ width, height: 844 })
        await page.goto(path)
        const pageForm = formOn(page, path)
        const header = page.getByRole("banner")
        const missing = requiredFieldsLeftEmpty(path)

        const followEachLink = async (drawnBy: string) => {
          for (const name of missing) {
            await summaryOf(pageForm, missing.length).getByRole("link", { name: copy.errors[name].required }).click()
            const control = pageForm.getByLabel(fields[name].label, { exact: false })
            await expect(control, `${drawnBy}: ${name}`).toBeFocused()
            const label = pageForm.locator(`label[for="${await control.getAttribute("id")}"]`)
            const [labelBox, headerBox] = await Promise.all([label.boundingBox(), header.boundingBox()])
            expect(labelBox!.y, `${drawnBy}: the label of ${name}`).toBeGreaterThanOrEqual(
              headerBox!.y + headerBox!.height,
            )
            expect(labelBox!.y + labelBox!.height).toBeLessThanOrEqual(844)
          }
        }
        // The summary drawn before React arrives (its links are plain links to the fields) …
        await sendButtonOf(pageForm).click()
        await followEachLink("before hydration")
        // … and the one React draws.
        releaseScript()
        await expect(islandOf(pageForm)).toHaveAttribute("data-hydrated", "true")
        await sendButtonOf(pageForm).click()
        await expect(summaryOf(pageForm, missing.length)).toBeFocused()
        await followEachLink("after hydration")
      })
    }
  }
})

test.describe("how the form looks", () => {
  const longestService = services.reduce((longest, service) =>
    service.formLabel.length > longest.formLabel.length ? service : longest,
  )

  for (const width of [390, 768, 1440]) {
    test(`at ${width} px the dropdown shows its longest option in full`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      for (const path of ["/contact-us", `/services/${longestService.slug}`]) {
        await page.goto(path)
        const select = page.locator("form select[name=services]")
        await select.selectOption(longestService.formLabel)
        const room = await select.evaluate((element: HTMLSelectElement) => {
          const style = getComputedStyle(element)
          const context = document.createElement("canvas").getContext("2d")!
          context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
          const text = context.measureText(element.selectedOptions[0]!.text).width
          const inner =
            element.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight)
          return { text, inner }
        })
        expect(room.text, `${path}: "${longestService.formLabel}" in ${room.inner} px`).toBeLessThanOrEqual(room.inner)
      }
    })
  }

  test("on a phone the form starts on the first screen, under the phone and email; the office follows it", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto("/contact-us")
    const formBox = await form(page).boundingBox()
    const office = await page.getByRole("complementary", { name: catalog.pages.contact.info.officeTitle }).boundingBox()
    expect(formBox!.y).toBeLessThan(844)
    expect(formBox!.y + formBox!.height).toBeLessThanOrEqual(office!.y)
  })

  test("placeholders read as hints: an example, drawn lighter than what is typed", async ({ page }) => {
    await openContactPage(page)
    for (const name of ["name", "email", "company", "budget", "message"] as const) {
      const input = field(page, name)
      await expect(input).toHaveAttribute("placeholder", fields[name].placeholder!)
      expect(fields[name].placeholder, name).toMatch(/^e\.g\. /)
      const colours = await input.evaluate((element) => ({
        typed: getComputedStyle(element).color,
        hint: getComputedStyle(element, "::placeholder").color,
      }))
      expect(colours.hint, name).not.toBe(colours.typed)
    }
  })
})

test("the thank-you page says the message arrived, is accessible and is kept out of search", async ({ page }) => {
  const response = await page.goto("/thanks")
  expect(response?.status()).toBe(200)
  const thanks = catalog.forms.thanks
  await expect(page.getByRole("heading", { level: 1, name: thanks.title })).toBeVisible()
  for (const step of thanks.nextSteps) await expect(page.getByText(step)).toBeVisible()
  await expect(page.getByRole("link", { name: thanks.homeLink.label })).toHaveAttribute("href", thanks.homeLink.href)
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/)
  const results = await wcagScan(page).analyze()
  expect(results.violations).toEqual([])
})

test("the server's page for a form with problems is accessible, and its summary is focused as it opens", async ({
  page,
}) => {
  await page.goto("/contact-us")
  // Sent natively, as a browser without JavaScript sends it (submit() skips the form's own handlers).
  await Promise.all([
    page.waitForURL(/\/api\/contact$/),
    form(page).evaluate((element: HTMLFormElement) => element.submit()),
  ])
  await expect(summaryOf(page, requiredFieldsLeftEmpty("/contact-us").length)).toBeFocused()
  const results = await wcagScan(page).analyze()
  expect(results.violations).toEqual([])
})

test.describe("without JavaScript (R-C1)", () => {
  let context: BrowserContext
  test.beforeEach(async ({ browser }) => {
    context = await browser.newContext({ javaScriptEnabled: false })
  })
  test.afterEach(async () => {
    await context.close()
  })

  test("the form posts natively and lands on the thank-you page; the lead is stored", async () => {
    const page = await context.newPage()
    const marker = randomUUID()
    const values = sampleValues(marker)
    await page.goto("/contact-us")
    await expect(form(page)).toHaveAttribute("action", "/api/contact")
    await expect(form(page)).toHaveAttribute("enctype", "multipart/form-data")
    await fillForm(page, values)
    const requestPromise = page.waitForRequest((request) => request.url().endsWith("/api/contact"))
    await sendButton(page).click()
    // Without scripts the lead still says which page it was sent from (the visit's record needs them).
    const sent = Object.fromEntries(multipartFields((await requestPromise).postData() ?? ""))
    expect(sent).toMatchObject({ source_page: "/contact-us", name: values.name })
    expect(sent).not.toHaveProperty("landing_page")
    await expect(page).toHaveURL(/\/thanks$/)
    await expect(page.getByRole("heading", { level: 1, name: catalog.forms.thanks.title })).toBeVisible()
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/)
    const leads = leadsWith(marker)
    expect(leads).toHaveLength(1)
    expect(leads[0]).toMatchObject({ name: values.name, message: values.message, channel: "form", submission_id: null })
  })

  // The form is novalidate in the HTML: our endpoint answers a form with problems with the same summary the
  // form shows, listing them all at once, where the browser's bubbles would name one field at a time.
  for (const width of [390, 1440]) {
    test(`at ${width} px an empty form is sent, and the server's page shows the summary, focused, with what was typed`, async () => {
      const page = await context.newPage()
      await page.setViewportSize({ width, height: 844 })
      for (const path of firstTapPaths) {
        await page.goto(path)
        const pageForm = formOn(page, path)
        await expect(pageForm).toHaveAttribute("novalidate", "")
        await pageForm.getByLabel(fields.company.label).fill("Corktown Bakery")
        await sendButtonOf(pageForm).click()

        await expect(page, path).toHaveURL(/\/api\/contact$/)
        await expect(page.getByRole("heading", { level: 1, name: endpointCopy.problemPage.title })).toBeVisible()
        const missing = requiredFieldsLeftEmpty(path)
        const summary = page.getByText(summaryTitleFor(missing.length), { exact: true }).locator("..")
        await expect(summary, path).toBeFocused()
        for (const name of missing) {
          await expect(summary.getByRole("link", { name: copy.errors[name].required })).toBeVisible()
          const control = page.getByLabel(fields[name].label, { exact: false })
          await expect(control).toHaveAttribute("aria-invalid", "true")
          await expect(control).toHaveAccessibleDescription(copy.errors[name].required)
        }
        await expect(page.getByLabel(fields.company.label)).toHaveValue("Corktown Bakery")
        await summary.getByRole("link", { name: copy.errors.message.required }).click()
        await expect(page.getByLabel(fields.message.label)).toBeFocused()
      }
    })
  }

  test("a form the server refuses shows its problems, escaped, with the values kept and a way back", async () => {
    const page = await context.newPage()
    const marker = randomUUID()
    const message = `<img src=x onerror="alert(1)"> ${marker}`
    await page.goto("/contact-us")
    await field(page, "name").fill("   ")
    await field(page, "email").fill("renee@example.com")
    await field(page, "services").selectOption(services[1]!.formLabel)
    await field(page, "message").fill(message)
    await sendButton(page).click()
    await expect(page.getByRole("heading", { level: 1, name: endpointCopy.problemPage.title })).toBeVisible()
    await expect(page.getByRole("link", { name: copy.errors.name.required })).toBeVisible()
    await expect(page.getByLabel(fields.message.label)).toHaveValue(message)
    await expect(page.getByLabel(fields.email.label)).toHaveValue("renee@example.com")
    await expect(page.getByLabel(fields.services.label)).toHaveValue(services[1]!.formLabel)
    expect(await page.locator("img").count()).toBe(0)
    await expect(page.getByRole("link", { name: endpointCopy.problemPage.backLink })).toHaveAttribute(
      "href",
      "/contact-us",
    )
    expect(leadsWith(marker)).toHaveLength(0)

    // Fixing the problem on that page and sending again stores the lead.
    await page.getByLabel(fields.name.label).fill("Renée")
    await page.getByRole("button", { name: endpointCopy.problemPage.resend }).click()
    await expect(page).toHaveURL(/\/thanks$/)
    expect(leadsWith(marker)).toHaveLength(1)
  })
})

test.describe("hosted mode against a loopback stand-in for the Web3Forms API", () => {
  const hostedKey = "hosted-test-access-key"
  let mock: Server
  let mockUrl: string
  /** The address the page posts to: public, like the real service (Chromium refuses pages reaching other loopback ports). */
  const publicUrl = "https://api.web3forms.stand-in.test/submit"
  let reply: (req: IncomingMessage, res: ServerResponse) => void
  let bodies: string[] = []

  test.beforeAll(async () => {
    mock = createServer((req, res) => {
      const chunks: Buffer[] = []
      req.on("data", (chunk: Buffer) => chunks.push(chunk))
      req.on("end", () => {
        bodies.push(Buffer.concat(chunks).toString("utf8"))
        res.setHeader("Access-Control-Allow-Origin", "*")
        reply(req, res)
      })
    })
    await new Promise<void>((resolve) => mock.listen(0, "127.0.0.1", resolve))
    mockUrl = `http://127.0.0.1:${(mock.address() as AddressInfo).port}/submit`
  })
  test.afterAll(async () => {
    mock.closeAllConnections()
    await new Promise((resolve) => mock.close(resolve))
  })

  const json = (status: number, body: unknown) => (_req: IncomingMessage, res: ServerResponse) => {
    res.writeHead(status, { "Content-Type": "application/json" })
    res.end(JSON.stringify(body))
  }

  /**
   * The contact page as a build with WEB3FORMS_ACCESS_KEY and WEB3FORMS_ENDPOINT would serve it: the form's
   * target and key rewritten in the HTML and in the props the form is hydrated from, and the CSP the server
   * sends in hosted mode.
   */
  async function openHostedPage(page: Page) {
    bodies = []
    // Requests to the public address are carried to the loopback stand-in, byte for byte.
    await page.route(publicUrl, async (route) => {
      try {
        await route.fulfill({ response: await route.fetch({ url: mockUrl }) })
      } catch {
        await route.abort("connectionreset")
      }
    })
    await page.route("**/contact-us", async (route) => {
      const response = await route.fetch()
      const html = (await response.text())
        .replaceAll('"mode":"embedded"', '"mode":"hosted"')
        .replaceAll('"endpoint":"/api/contact"', `"endpoint":"${publicUrl}"`)
        .replaceAll('action="/api/contact"', `action="${publicUrl}"`)
        .replaceAll("catalysty-site", hostedKey)
      const headers: Record<string, string> = {
        ...response.headers(),
        "content-security-policy": contentSecurityPolicy(html, { formOrigin: new URL(publicUrl).origin }),
      }
      delete headers["content-length"]
      delete headers["content-encoding"]
      await route.fulfill({ status: 200, headers, body: html })
    })
    await openContactPage(page)
    await expect(form(page)).toHaveAttribute("action", publicUrl)
  }

  test("posts the SPEC fields with the hosted key and shows each answer; the draft is kept unless it succeeded", async ({
    page,
  }) => {
    const violations: string[] = []
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
    })
    await openHostedPage(page)
    const values = sampleValues(randomUUID())
    await fillForm(page, values)

    const failures = [
      {
        reply: json(400, { success: false, message: "Please fill out all required fields." }),
        text: "Please fill out all required fields.",
      },
      { reply: json(403, { success: false, body: { message: "Invalid access key." } }), text: "Invalid access key." },
      { reply: json(429, { success: false, message: "Too many requests." }), text: "Too many requests." },
      {
        reply: (_req: IncomingMessage, res: ServerResponse) => {
          res.writeHead(500, { "Content-Type": "text/html" })
          res.end("<h1>Internal Server Error</h1>")
        },
        text: copy.popup.malformedAnswer,
      },
      { reply: (req: IncomingMessage) => req.socket.destroy(), text: copy.status.network },
    ]
    for (const failure of failures) {
      reply = failure.reply
      await sendButton(page).click()
      await expectPopup(page, copy.popup.failureTitle, failure.text)
      await closePopup(page)
      await expectValues(page, values)
    }

    reply = json(200, { success: true, message: "Email sent successfully!" })
    await sendButton(page).click()
    await expectPopup(page, copy.popup.successTitle, copy.popup.successText)
    await closePopup(page)
    await expectEmpty(page)

    const names = multipartFields(bodies.at(-1)!).map(([name]) => name)
    expect(names).toEqual([...contactFields, "access_key", "source_page", "landing_page"])
    expect(bodies.at(-1)).toContain(hostedKey)
    expect(violations).toEqual([])
  })
})

/** The fields of a multipart body, in order, as [name, value] pairs. */
function multipartFields(body: string): [string, string][] {
  return [...body.matchAll(/Content-Disposition: form-data; name="([^"]+)"\r\n\r\n([\s\S]*?)\r\n--/g)].map(
    ([, name, value]) => [name!, value!],
  )
}
