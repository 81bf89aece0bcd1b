import { createHmac } from "node:crypto"
import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { afterEach, expect, it } from "vitest"
import { createPublishWebhook, type PublishWebhookOptions } from "./webhook"

const SECRET = "a-webhook-secret-of-some-length"
let server: Server | undefined
afterEach(() => server?.close())

async function serve(options: Partial<PublishWebhookOptions> = {}) {
  const pushes: string[] = []
  const handler = createPublishWebhook({
    secret: SECRET,
    branch: "main",
    trustProxy: false,
    onPush: (delivery) => pushes.push(delivery),
    ...options,
  })
  server = createServer((req, res) => void handler(req, res))
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const post = (body: string, headers: Record<string, string> = {}, secret = SECRET) =>
    fetch(`${origin}/api/publish/github`, {
      method: "POST",
      headers: {
        "X-GitHub-Event": "push",
        "X-GitHub-Delivery": "d-1",
        "X-Hub-Signature-256": `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`,
        ...headers,
      },
      body,
    })
  return { pushes, post, origin }
}

const mainPush = JSON.stringify({ ref: "refs/heads/main", after: "f".repeat(40) })

it("takes a signed push to the branch once per delivery id, and a body seen before once whatever its id", async () => {
  const { pushes, post } = await serve()
  expect((await post(mainPush)).status).toBe(202)
  const repeated = await post(mainPush)
  expect(repeated.status).toBe(200)
  expect(((await repeated.json()) as { message: string }).message).toContain("received before")
  // The delivery id is outside the signature: a captured body replayed with new ids is the same push.
  for (const delivery of ["d-2", "d-3"]) {
    const replayed = await post(mainPush, { "X-GitHub-Delivery": delivery })
    expect(replayed.status).toBe(200)
    expect(((await replayed.json()) as { message: string }).message).toContain("received before")
  }
  const nextPush = JSON.stringify({ ref: "refs/heads/main", after: "e".repeat(40) })
  expect((await post(nextPush, { "X-GitHub-Delivery": "d-4" })).status).toBe(202)
  expect(pushes).toEqual(["d-1", "d-4"])
})

it("answers 401 to a wrong, missing or differently spelled signature, and publishes nothing", async () => {
  const { pushes, post } = await serve()
  expect((await post(mainPush, {}, "another-secret-entirely")).status).toBe(401)
  expect((await post(mainPush, { "X-Hub-Signature-256": "" })).status).toBe(401)
  const sha1 = `sha1=${createHmac("sha1", SECRET).update(mainPush).digest("hex")}`
  expect((await post(mainPush, { "X-Hub-Signature-256": sha1 })).status).toBe(401)
  expect(pushes).toEqual([])
})

it("acknowledges other branches, deleted branches and other events without publishing; answers ping", async () => {
  const { pushes, post } = await serve()
  expect((await post(JSON.stringify({ ref: "refs/heads/draft" }))).status).toBe(202)
  expect(
    (await post(JSON.stringify({ ref: "refs/heads/main", deleted: true }), { "X-GitHub-Delivery": "d-3" })).status,
  ).toBe(202)
  expect((await post(JSON.stringify({ ref: "refs/tags/main" }), { "X-GitHub-Delivery": "d-4" })).status).toBe(202)
  expect((await post("{}", { "X-GitHub-Event": "issues", "X-GitHub-Delivery": "d-5" })).status).toBe(202)
  expect((await post("{}", { "X-GitHub-Event": "ping" })).status).toBe(200)
  expect(pushes).toEqual([])
})

it("is a 404 without a secret, refuses bodies over 1 MiB and limits the rate", async () => {
  const off = await serve({ secret: undefined })
  expect((await off.post(mainPush)).status).toBe(404)
  server!.close()
  const { post, origin } = await serve()
  expect((await fetch(`${origin}/api/publish/github`)).status).toBe(405)
  expect((await post("x".repeat(1024 * 1024 + 1))).status).toBe(413)
  const statuses: number[] = []
  for (let index = 0; index < 40; index++) statuses.push((await post("{}", {}, "wrong-secret-wrong-secret")).status)
  expect(statuses).toContain(429)
  expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(30)
})
