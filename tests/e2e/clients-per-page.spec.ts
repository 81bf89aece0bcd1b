import { expect, test } from "@playwright/test"
import { catalog, pagePaths } from "./site-data"

/**
 * Every client is seen, and none crowds a page: the home page names all five clients, each linked to
 * its case study, and no page but a client's own case study names one client in more than two places.
 * A place is one of the page's top-level parts (a section, the header or the footer, as the visitor
 * scrolls past them): it names a client when its text holds the client's name or it links to the
 * client's case study. A carousel's slides, a card grid or a list count once, as the part they are in.
 */

const MOST_PLACES_PER_CLIENT = 2

/** The accessible name, or the id, of each top-level part of the page that names the client. */
function placesNaming(client: { name: string; studyPath: string }) {
  const parts = [...document.querySelectorAll("body section, body header, body footer")].filter(
    (part) => !part.parentElement?.closest("section, header, footer"),
  )
  const names = (part: Element) =>
    part.textContent?.includes(client.name) ||
    [...part.querySelectorAll<HTMLAnchorElement>("a[href]")].some(
      (link) => new URL(link.href).pathname === client.studyPath,
    )
  const label = (part: Element) => {
    const heading = document.getElementById(part.getAttribute("aria-labelledby") ?? "")
    return `${part.localName} "${(heading?.textContent ?? part.getAttribute("aria-label") ?? "").trim()}"`
  }
  return parts.filter(names).map(label)
}

const clients = catalog.caseStudies.map((study) => ({ name: study.client, studyPath: `/case-study/${study.slug}` }))

test("the home page names every client and links to each one's case study", async ({ page }) => {
  await page.goto("/")
  for (const client of clients) {
    const places = await page.evaluate(placesNaming, client)
    expect(places.length, `${client.name} on the home page`).toBeGreaterThan(0)
    await expect(page.locator(`main a[href="${client.studyPath}"]`).first()).toBeAttached()
  }
})

test("no page names a client in more than two places, but the client's own case study", async ({ page }) => {
  test.setTimeout(pagePaths.length * 4_000)
  const crowded: string[] = []
  for (const path of pagePaths) {
    await page.goto(path, { waitUntil: "domcontentloaded" })
    for (const client of clients) {
      if (path === client.studyPath) continue
      const places = await page.evaluate(placesNaming, client)
      if (places.length > MOST_PLACES_PER_CLIENT) crowded.push(`${path}: ${client.name} in ${places.join(", ")}`)
    }
  }
  expect(crowded).toEqual([])
})

test("the count finds a client named a third time", async ({ page }) => {
  await page.goto("/")
  const [client] = clients
  const before = (await page.evaluate(placesNaming, client!)).length
  // A section of its own naming the client, as a third mention on the page would be.
  await page.evaluate((name) => {
    const section = document.createElement("section")
    section.textContent = `A word from ${name}`
    document.querySelector("main")!.append(section)
  }, client!.name)
  expect(await page.evaluate(placesNaming, client!)).toHaveLength(before + 1)
})
