/**
 * The editor's publishing view as a browser, an attacker and GitHub meet it: the handler of
 * server/editor-publishing.ts on a real HTTP server, the publish service played by a recorder, and GitHub by a
 * stand-in in this process (the handler's only way out is the global fetch). Who may see, who may act, and
 * every refusal changing nothing.
 */
import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"
import { type ActionAnswer, createPublishingHandler, type PublishingAnswer } from "./editor-publishing"
import { createEditorSessions, gitHubRepositoryOf, isSameOriginPost } from "./editor-session"
import type { PublishOverview } from "./publish/overview"

const platformFetch = globalThis.fetch
/** The accounts GitHub knows, by token: their login and whether they can push to catalysty/website. */
const accounts: Record<string, { login: string; push?: boolean }> = {
  ghu_editor0123456789abcdef: { login: "dana", push: true },
  ghu_second0123456789abcdef: { login: "lee", push: true },
  ghu_reader0123456789abcdef: { login: "sam", push: false },
  ghu_strangr0123456789abcde: { login: "eve" },
}
const gitHubCalls: string[] = []
let gitHub: "answers" | "hangs" = "answers"

const overview: PublishOverview = {
  now: "2026-12-06T10:00:00.000Z",
  branch: "main",
  hold: null,
  problem: null,
  live: { build: "20261206T095000Z-aaaaaaaaaaaa", since: "2026-12-06T09:51:00.000Z", commit: null, pages: [] },
  running: null,
  queued: false,
  branchHead: "a".repeat(40),
  failures: [],
  builds: [],
}
const asked: string[] = []
const lines: string[] = []
let server: Server
let origin: string

beforeAll(async () => {
  globalThis.fetch = async (input, init) => {
    const url = String(input instanceof Request ? input.url : input)
    if (!url.startsWith("https://api.github.com/")) return platformFetch(input, init)
    gitHubCalls.push(url)
    if (gitHub === "hangs")
      return new Promise<Response>((_resolve, reject) => {
        if (init?.signal?.aborted) return reject(init.signal.reason)
        init?.signal?.addEventListener("abort", () => reject(init.signal?.reason))
      })
    const token = String(new Headers(init?.headers).get("authorization")).replace(/^Bearer /, "")
    const account = accounts[token]
    if (!account) return Response.json({ message: "Bad credentials" }, { status: 401 })
    if (url === "https://api.github.com/user") return Response.json({ login: account.login, id: 1 })
    if (url === "https://api.github.com/repos/catalysty/website" && account.push !== undefined)
      return Response.json({ full_name: "catalysty/website", permissions: { pull: true, push: account.push } })
    return Response.json({ message: "Not Found" }, { status: 404 })
  }
  const handler = createPublishingHandler({
    publishing: {
      overview: () => overview,
      rollback: async ({ build, by }) => {
        asked.push(`rollback ${build} by ${by}`)
        return build === "20261205T100000Z-bbbbbbbbbbbb"
          ? { ok: true, build }
          : { ok: false, reason: `no kept build is called "${build}"` }
      },
      resume: (by) => {
        asked.push(`resume by ${by}`)
        return { ok: true, wasHeld: true }
      },
      publishNow: (by) => {
        asked.push(`publish by ${by}`)
        return { ok: true, isAfterRunning: false }
      },
    },
    sessions: createEditorSessions({
      apiUrl: "https://api.github.com",
      repo: () => "catalysty/website",
      secret: "k".repeat(40),
      trustProxy: true,
      timeoutMs: 300,
    }),
    siteUrl: "https://catalysty.com",
    log: (line) => lines.push(line),
  })
  server = createServer((req, res) => {
    const [path = "/", query = ""] = (req.url ?? "/").split(/(?=\?)/)
    void handler(req, res, path, query, async (_req, editorRes, _path, _query, status = 200) => {
      editorRes.writeHead(status, { "Content-Type": "text/html" }).end("<!doctype html><title>Editor</title>")
    })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => {
  globalThis.fetch = platformFetch
  server.close()
})

beforeEach(() => {
  asked.length = 0
  gitHubCalls.length = 0
  gitHub = "answers"
})

let nextAddress = 1
/** A request from a browser of its own address (the limits of GitHub lookups count per address). */
const from = (token?: string, headers: Record<string, string> = {}) => ({
  "X-Forwarded-For": `192.0.2.${nextAddress++}`,
  ...(token ? { Cookie: `keystatic-sign-in-state=x; keystatic-gh-access-token=${token}` } : {}),
  ...headers,
})
const view = (token?: string) => fetch(`${origin}/keystatic/api/publishing`, { headers: from(token) })
async function csrfOf(token: string) {
  return ((await (await view(token)).json()) as PublishingAnswer).csrfToken
}
/** An action as the editor's page sends it, with whatever it is given instead. */
async function act(
  action: string,
  {
    token,
    csrf,
    body = {},
    headers = {},
  }: { token?: string; csrf?: string; body?: unknown; headers?: Record<string, string> },
) {
  const response = await fetch(`${origin}/keystatic/api/publishing/${action}`, {
    method: "POST",
    headers: from(token, {
      Origin: "https://catalysty.com",
      "Sec-Fetch-Site": "same-origin",
      "Content-Type": "application/json",
      ...(csrf ? { "X-CSRF-Token": csrf } : {}),
      ...headers,
    }),
    body: JSON.stringify(body),
  })
  return { status: response.status, answer: (await response.json()) as ActionAnswer }
}

describe("who sees publishing", () => {
  it("answers 401 without a session or with a token GitHub refuses, and 403 to an account that cannot see the repository", async () => {
    expect((await view()).status).toBe(401)
    expect(gitHubCalls).toEqual([])
    expect((await view("ghu_notatoken0123456789abc")).status).toBe(401)
    const stranger = await view("ghu_strangr0123456789abcde")
    expect(stranger.status).toBe(403)
    expect(JSON.stringify(await stranger.json())).not.toContain("branchHead")
  })

  it("shows the overview to whoever can see the repository, saying whether they may act, and asks GitHub once", async () => {
    const reader = await view("ghu_reader0123456789abcdef")
    expect(reader.status).toBe(200)
    expect(reader.headers.get("cache-control")).toBe("no-store")
    expect(await reader.json()).toMatchObject({ viewer: { login: "sam", canAct: false }, overview })
    const editor = (await (await view("ghu_editor0123456789abcdef")).json()) as PublishingAnswer
    expect(editor.viewer).toEqual({ login: "dana", canAct: true })
    expect(editor.csrfToken).toMatch(/^[\w-]{43}$/)
    const calls = gitHubCalls.length
    for (let poll = 0; poll < 5; poll++) await view("ghu_editor0123456789abcdef")
    expect(gitHubCalls.length).toBe(calls)
  })

  it("serves the page itself with 401 without a session, so that the editor's script can sign in", async () => {
    const page = await fetch(`${origin}/keystatic/publishing`, { headers: from() })
    expect(page.status).toBe(401)
    expect(await page.text()).toContain("<title>Editor</title>")
    expect(
      (await fetch(`${origin}/keystatic/publishing`, { headers: from("ghu_editor0123456789abcdef") })).status,
    ).toBe(200)
  })

  it("gives up on GitHub after its deadline with 504, and remembers nothing of it", async () => {
    gitHub = "hangs"
    expect((await view("ghu_second0123456789abcdef")).status).toBe(504)
    gitHub = "answers"
    expect((await view("ghu_second0123456789abcdef")).status).toBe(200)
  })
})

describe("who may act", () => {
  it("rolls back, follows the branch and publishes for an editor who can push, logged with their login", async () => {
    const csrf = await csrfOf("ghu_editor0123456789abcdef")
    const token = "ghu_editor0123456789abcdef"
    const rollback = await act("rollback", { token, csrf, body: { build: "20261205T100000Z-bbbbbbbbbbbb" } })
    expect(rollback).toMatchObject({ status: 200, answer: { ok: true, overview } })
    expect(rollback.answer.message).toMatch(/^The site shows the build 20261205T100000Z-bbbbbbbbbbbb again\./)
    expect((await act("follow", { token, csrf })).answer.message).toBe(
      "Following main again: its newest change goes live again, at once when its build is kept, unless it failed before.",
    )
    expect((await act("publish", { token, csrf })).answer.message).toBe("Publishing main now.")
    expect(asked).toEqual([
      "rollback 20261205T100000Z-bbbbbbbbbbbb by dana in the editor",
      "resume by dana in the editor",
      "publish by dana in the editor",
    ])
    expect(lines.filter((line) => line.includes("dana asked to"))).toHaveLength(3)
    // A build that is not kept is refused by the service, and said so.
    const unknown = await act("rollback", { token, csrf, body: { build: "../../etc" } })
    expect(unknown).toMatchObject({ status: 409, answer: { ok: false } })
  })

  it("refuses, changing nothing: no session, no push access, a missing or another session's token, another site", async () => {
    const token = "ghu_editor0123456789abcdef"
    const csrf = await csrfOf(token)
    const readerCsrf = await csrfOf("ghu_reader0123456789abcdef")
    const otherCsrf = await csrfOf("ghu_second0123456789abcdef")
    const cases: [string, Parameters<typeof act>[1], number][] = [
      ["no session", { csrf }, 401],
      ["a token GitHub refuses", { token: "ghu_notatoken0123456789abc", csrf }, 401],
      ["no push access", { token: "ghu_reader0123456789abcdef", csrf: readerCsrf }, 403],
      ["no CSRF token", { token }, 403],
      ["a wrong CSRF token", { token, csrf: `${csrf.slice(0, -2)}xx` }, 403],
      ["another session's CSRF token", { token, csrf: otherCsrf }, 403],
      ["a page of another site", { token, csrf, headers: { Origin: "https://attacker.example" } }, 403],
      ["a cross-site fetch", { token, csrf, headers: { "Sec-Fetch-Site": "cross-site" } }, 403],
      ["a same-site page of another origin", { token, csrf, headers: { "Sec-Fetch-Site": "same-site" } }, 403],
      ["a form post", { token, csrf, headers: { "Content-Type": "application/x-www-form-urlencoded" } }, 415],
    ]
    for (const [what, request, status] of cases) {
      for (const action of ["rollback", "follow", "publish"]) {
        const { status: answered, answer } = await act(action, {
          ...request,
          body: { build: "20261205T100000Z-bbbbbbbbbbbb" },
        })
        expect([what, action, answered, answer.ok]).toEqual([what, action, status, false])
      }
    }
    // Without an Origin (no browser page sent it).
    const bare = await fetch(`${origin}/keystatic/api/publishing/publish`, {
      method: "POST",
      headers: from(token, { "Content-Type": "application/json", "X-CSRF-Token": csrf }),
      body: "{}",
    })
    expect(bare.status).toBe(403)
    expect(asked).toEqual([])
    expect(lines.some((line) => line.includes("refused publish from another site"))).toBe(true)
  })

  it("limits each person's actions, answers other methods with 405 and unknown actions with 404", async () => {
    const token = "ghu_second0123456789abcdef"
    const csrf = await csrfOf(token)
    const statuses: number[] = []
    for (let attempt = 0; attempt < 12; attempt++) statuses.push((await act("publish", { token, csrf })).status)
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200))
    expect(statuses.slice(10)).toEqual([429, 429])
    expect(asked).toHaveLength(10)
    const get = await fetch(`${origin}/keystatic/api/publishing/rollback`, { headers: from(token) })
    expect([get.status, get.headers.get("allow")]).toEqual([405, "POST"])
    const post = await fetch(`${origin}/keystatic/api/publishing`, { method: "POST", headers: from(token) })
    expect([post.status, post.headers.get("allow")]).toEqual([405, "GET, HEAD"])
    expect((await fetch(`${origin}/keystatic/api/publishing/delete`, { method: "POST" })).status).toBe(404)
  })
})

it("reads a GitHub repository from PUBLISH_REPO's address, and none from another host or a path", () => {
  for (const address of [
    "git@github.com:catalysty/website.git",
    "https://github.com/catalysty/website.git",
    "https://x-access-token:ghp_abc@github.com/catalysty/website",
    "ssh://git@github.com/catalysty/website.git",
  ])
    expect([address, gitHubRepositoryOf(address)]).toEqual([address, "catalysty/website"])
  for (const address of ["/srv/site.git", "git@gitlab.com:catalysty/website.git", "https://github.com.evil/x/y"])
    expect([address, gitHubRepositoryOf(address)]).toEqual([address, undefined])
})

it("takes a POST as same-origin only from the site's own address or the host the browser asked", () => {
  const request = (headers: Record<string, string>) => ({ headers }) as never
  const site = "https://catalysty.com"
  expect(isSameOriginPost(request({ origin: site, "sec-fetch-site": "same-origin" }), site)).toBe(true)
  expect(isSameOriginPost(request({ origin: "http://127.0.0.1:3000", host: "127.0.0.1:3000" }), site)).toBe(true)
  expect(isSameOriginPost(request({ origin: "https://attacker.example", host: "catalysty.com" }), site)).toBe(false)
  expect(isSameOriginPost(request({ origin: "null", host: "catalysty.com" }), site)).toBe(false)
  expect(isSameOriginPost(request({ host: "catalysty.com" }), site)).toBe(false)
  expect(isSameOriginPost(request({ origin: site, "sec-fetch-site": "none" }), site)).toBe(false)
})
