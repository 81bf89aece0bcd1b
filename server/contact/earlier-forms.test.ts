/**
 * docs/requirements/RELIABILITY.md R-E4: a page loaded before a switch of builds still sends its form after it,
 * for a day. The endpoint after a switch that renamed a service, dropped another and rotated the form's key:
 * the earlier key and labels are accepted, a renamed service is stored under its label now, a dropped one
 * under the label the visitor chose; a day later they are refused as any unknown key or label is. The same on
 * the built server, switched by SIGHUP to a second build: tests/integration/build-switch.test.ts.
 */
import { createServer } from "node:http"
import type { AddressInfo } from "node:net"
import { afterEach, describe, expect, it } from "vitest"
import { post, validSubmission } from "#tests/helpers/endpoint"
import { type ContactHandlerContent, createContactHandler } from "./handler"
import { EARLIER_FORM_MS, earlierFormsAfterSwitch, endpointContent } from "./index"
import type { NewLead } from "./store"

const closers: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const close of closers.splice(0)) await close()
})

/** The endpoint on 127.0.0.1 with the content of a first build, a store that keeps what it is given, and a clock. */
async function endpoint(first: ContactHandlerContent, clock: { now: number }) {
  const stored: NewLead[] = []
  const handler = createContactHandler({
    ...first,
    store: { insert: async (lead) => ({ kind: "stored", id: stored.push(lead) }) },
    rateLimiter: false,
    now: () => clock.now,
    log: () => undefined,
  })
  const server = createServer((req, res) => void handler(req, res))
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  closers.push(() => new Promise((resolve) => server.close(() => resolve())))
  let served = first
  return {
    port: (server.address() as AddressInfo).port,
    stored,
    /** Switches as startLeadService's takeBuild does. */
    switchTo(next: ContactHandlerContent) {
      served = { ...next, earlierForms: earlierFormsAfterSwitch(served, next, clock.now) }
      handler.update(served)
    },
  }
}

describe("R-E4 a form loaded before a switch of builds", () => {
  const { copy, services, serviceIds } = endpointContent()
  const [renamed, dropped, kept] = services
  if (!renamed || !dropped || !kept) throw new Error("the catalog has fewer than three services")
  const first: ContactHandlerContent = { copy, services, serviceIds, accessKeys: ["key-of-the-first-build"] }
  const renamedNow = `${renamed} (new name)`
  const second: ContactHandlerContent = {
    copy,
    services: [renamedNow, kept, ...services.slice(3)],
    serviceIds: {
      ...Object.fromEntries(Object.entries(serviceIds).filter(([label]) => label !== renamed && label !== dropped)),
      [renamedNow]: serviceIds[renamed] ?? "",
    },
    accessKeys: ["key-of-the-second-build"],
  }
  const fromFirstPage = validSubmission({ access_key: "key-of-the-first-build", services: [renamed, dropped, kept] })

  it("still sends for a day: the earlier key and labels accepted, a renamed service stored under its name now", async () => {
    const clock = { now: Date.parse("2026-12-06T12:00:00Z") }
    const site = await endpoint(first, clock)
    // Sent before the switch, its answer lost; sent again after it with the same key: the same payload, a replay.
    const key = { ...fromFirstPage, submission_id: "0d3f6c1a-8b2e-4c5d-9e7f-a1b2c3d4e5f6" }
    expect((await post(site.port, key)).status).toBe(200)
    site.switchTo(second)
    expect((await post(site.port, key)).status).toBe(200)
    const [before, after] = site.stored.splice(0)
    expect(after?.payloadHash).toBe(before?.payloadHash)

    expect((await post(site.port, fromFirstPage)).status).toBe(200)
    expect(site.stored.at(-1)?.services).toEqual([renamedNow, dropped, kept])
    // The new build's own form, and a lead sent by hand with the new labels, are as before.
    const fromNewPage = validSubmission({ access_key: "key-of-the-second-build", services: [renamedNow] })
    expect((await post(site.port, fromNewPage)).status).toBe(200)
    expect(site.stored.at(-1)?.services).toEqual([renamedNow])

    clock.now += EARLIER_FORM_MS - 1_000
    expect((await post(site.port, fromFirstPage)).status).toBe(200)
    // A day on, the earlier key is unknown (403) and, with the new key, the earlier labels are not on the list.
    clock.now += 2_000
    expect((await post(site.port, fromFirstPage)).status).toBe(403)
    const oldLabels = await post(site.port, { ...fromFirstPage, access_key: "key-of-the-second-build" })
    expect(oldLabels.status).toBe(400)
    expect(Object.keys(oldLabels.json.errors ?? {})).toEqual(["services"])
    expect(site.stored).toHaveLength(3)
  })

  it("keeps what an earlier switch granted through a second switch within the day, and never grants a made-up value", async () => {
    const clock = { now: Date.parse("2026-12-06T12:00:00Z") }
    const site = await endpoint(first, clock)
    site.switchTo(second)
    clock.now += 60 * 60 * 1000
    // A third build an hour later, with yet another key and the renamed service's name back as it was.
    site.switchTo({ ...first, accessKeys: ["key-of-the-third-build"] })
    expect((await post(site.port, fromFirstPage)).status).toBe(200)
    expect(site.stored.at(-1)?.services).toEqual([renamed, dropped, kept])
    const fromSecondPage = validSubmission({ access_key: "key-of-the-second-build", services: [renamedNow] })
    expect((await post(site.port, fromSecondPage)).status).toBe(200)
    expect(site.stored.at(-1)?.services).toEqual([renamed])
    const madeUp = await post(
      site.port,
      validSubmission({ access_key: "key-of-the-third-build", services: ["Moon Landing"] }),
    )
    expect(madeUp.status).toBe(400)
    expect((await post(site.port, validSubmission({ access_key: "a-key-no-build-had" }))).status).toBe(403)
  })
})
