/**
 * The editor's sign-in as an attacker and a browser meet it: the handler of server/editor.ts on a real HTTP
 * server, with GitHub played by a stand-in in this process (the handler's only way out is the global fetch).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { rawRequest } from "#tests/helpers/site"
import { createEditorHandler, type EditorHandler, isEditorPath } from "./editor"

type GitHubCall = { url: string; method: string; body?: string }
const gitHubCalls: GitHubCall[] = []
/** How the stand-in answers: a token, or no answer at all until the caller gives up. */
let gitHub: "answers" | "hangs" = "answers"
const platformFetch = globalThis.fetch

const tokenAnswer = {
  access_token: "gho_accesstoken",
  expires_in: 28_800,
  refresh_token: "ghr_refreshtoken",
  refresh_token_expires_in: 15_811_200,
  scope: "",
  token_type: "bearer",
}

const buildDir = mkdtempSync(join(tmpdir(), "editor-test-"))
const servers: Server[] = []

/** The editor of a GitHub-mode build for `siteUrl`, served on a free port. */
async function serveEditor(siteUrl: string, trustProxy = false) {
  const handler = (await createEditorHandler({
    buildDir,
    storage: { kind: "github", repo: "catalysty/website" },
    github: { clientId: "Iv1.testclient", clientSecret: "test-client-secret", secret: "s".repeat(40) },
    siteUrl,
    trustProxy,
    githubTimeoutMs: 300,
  })) as EditorHandler
  const server = createServer((req, res) => {
    const url = req.url ?? "/"
    if (!isEditorPath(url)) return res.writeHead(404).end()
    const [path = "/", query = ""] = url.split(/(?=\?)/)
    void handler(req, res, path, query)
  })
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const port = (server.address() as AddressInfo).port
  return { port, origin: `http://127.0.0.1:${port}` }
}

beforeAll(() => {
  mkdirSync(join(buildDir, "editor"))
  writeFileSync(join(buildDir, "editor", "index.html"), "<!doctype html><title>Editor</title>")
  globalThis.fetch = async (input, init) => {
    const url = String(input instanceof Request ? input.url : input)
    if (!/^https:\/\/(api\.)?github\.com\//.test(url)) return platformFetch(input, init)
    gitHubCalls.push({ url, method: init?.method ?? "GET", body: init?.body ? String(init.body) : undefined })
    if (gitHub === "hangs") {
      return new Promise<Response>((_resolve, reject) => {
        // On a busy machine the deadline may already have passed when the call is made.
        if (init?.signal?.aborted) return reject(init.signal.reason)
        init?.signal?.addEventListener("abort", () => reject(init.signal?.reason))
      })
    }
    return Response.json(tokenAnswer)
  }
})

afterAll(() => {
  globalThis.fetch = platformFetch
  for (const server of servers) server.close()
  rmSync(buildDir, { recursive: true, force: true })
})

const cookiesOf = (response: Response) => response.headers.getSetCookie()
const cookieNamed = (response: Response, name: string, path?: string) =>
  cookiesOf(response).find((line) => line.startsWith(`${name}=`) && (!path || line.includes(`Path=${path};`)))

/** Starts signing in as a browser does; resolves with the state GitHub is given and the cookie to send back. */
async function startSignIn(origin: string) {
  const login = await fetch(`${origin}/api/keystatic/github/login`, { redirect: "manual" })
  const state = new URL(login.headers.get("location") ?? "").searchParams.get("state") ?? ""
  const cookie = (cookieNamed(login, "keystatic-sign-in-state") ?? "").split(";")[0]!
  return { login, state, cookie }
}

describe("the editor's sign-in", () => {
  it("answers every method Keystatic does not handle with 405 and Allow, never 500", async () => {
    const { port } = await serveEditor("https://catalysty.com")
    for (const method of ["TRACE", "OPTIONS", "PROPFIND", "PUT", "DELETE", "PATCH", "CONNECT", "HEAD"]) {
      for (const path of ["/api/keystatic/github/login", "/api/keystatic/github/oauth/callback", "/api/keystatic/x"]) {
        const target = method === "CONNECT" ? "127.0.0.1:443" : path
        const answer = await rawRequest(port, `${method} ${target} HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\n\r\n`)
        if (method === "CONNECT") {
          expect([method, answer.status]).not.toEqual([method, 500])
          continue
        }
        expect([method, path, answer.status]).toEqual([method, path, 405])
        expect(answer.headers.allow).toBe("GET, POST")
      }
      if (method === "HEAD" || method === "CONNECT") continue
      const page = await rawRequest(
        port,
        `${method} /keystatic/singleton/pricing HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\n\r\n`,
      )
      expect([method, page.status, page.headers.allow]).toEqual([method, 405, "GET, HEAD"])
    }
    expect(gitHubCalls).toEqual([])
  })

  it("sends sign-in to GitHub with a state, the callback at the site's address, and the state in a cookie of the callback's own", async () => {
    const { origin } = await serveEditor("https://catalysty.com")
    const login = await fetch(`${origin}/api/keystatic/github/login`, {
      redirect: "manual",
      headers: { Host: "attacker.example" },
    })
    expect(login.status).toBe(307)
    const location = new URL(login.headers.get("location") ?? "")
    expect(location.origin + location.pathname).toBe("https://github.com/login/oauth/authorize")
    expect(location.searchParams.get("redirect_uri")).toBe("https://catalysty.com/api/keystatic/github/oauth/callback")
    const state = location.searchParams.get("state") ?? ""
    expect(state).toMatch(/^[0-9a-f]{32}$/)
    expect(cookieNamed(login, "keystatic-sign-in-state")).toBe(
      `keystatic-sign-in-state=${state}; Max-Age=600; Path=/api/keystatic/github/oauth/callback; HttpOnly; Secure; SameSite=Lax`,
    )
    // A sign-in from a screen keeps Keystatic's own state, whose cookie says where to return.
    const fromScreen = await fetch(`${origin}/api/keystatic/github/login?from=branch/main/singleton/pricing`, {
      redirect: "manual",
    })
    const screenState = new URL(fromScreen.headers.get("location") ?? "").searchParams.get("state") ?? ""
    expect(cookieNamed(fromScreen, "keystatic-sign-in-state")).toContain(`=${screenState};`)
    expect(cookieNamed(fromScreen, `ks-${screenState}`)).toMatch(
      /Path=\/api\/keystatic\/github\/oauth\/callback; HttpOnly; Secure; SameSite=Lax$/,
    )
  })

  it("refuses a callback without the state its browser was given, before asking GitHub anything", async () => {
    const { origin } = await serveEditor("https://catalysty.com")
    const { state, cookie } = await startSignIn(origin)
    const other = await startSignIn(origin)
    const callback = `${origin}/api/keystatic/github/oauth/callback`
    const attempts: [string, Record<string, string>][] = [
      [`${callback}?code=attackercode`, {}],
      [`${callback}?code=attackercode&state=${state}`, {}],
      [`${callback}?code=attackercode&state=close`, { Cookie: cookie }],
      [`${callback}?code=attackercode&state=${other.state}`, { Cookie: cookie }],
      [`${callback}?code=attackercode`, { Cookie: cookie }],
    ]
    for (const [url, headers] of attempts) {
      const answer = await fetch(url, { headers, redirect: "manual" })
      expect([url, answer.status]).toEqual([url, 400])
      expect(cookiesOf(answer).some((line) => line.startsWith("keystatic-gh-access-token="))).toBe(false)
    }
    expect(gitHubCalls).toEqual([])
  })

  it("signs in with the matching state; the access token stays on the editor's pages, the rest is HttpOnly and Secure behind HTTPS", async () => {
    const { origin } = await serveEditor("https://catalysty.com")
    const { state, cookie } = await startSignIn(origin)
    const answer = await fetch(`${origin}/api/keystatic/github/oauth/callback?code=goodcode&state=${state}`, {
      headers: { Cookie: cookie },
      redirect: "manual",
    })
    expect(answer.status).toBe(307)
    expect(answer.headers.get("location")).toBe("/keystatic")
    expect(gitHubCalls.splice(0).map(({ url }) => new URL(url).pathname)).toEqual(["/login/oauth/access_token"])
    const forScripts = cookieNamed(answer, "keystatic-gh-access-token", "/keystatic")
    expect(forScripts).toMatch(
      /^keystatic-gh-access-token=gho_accesstoken; Max-Age=28800; Expires=.*; Path=\/keystatic; Secure; SameSite=Lax$/,
    )
    expect(cookieNamed(answer, "keystatic-gh-access-token", "/api/keystatic/github/logout")).toMatch(
      /; HttpOnly; Secure; SameSite=Lax$/,
    )
    expect(cookieNamed(answer, "keystatic-gh-refresh-token")).toMatch(
      /; Path=\/api\/keystatic\/github; HttpOnly; Secure; SameSite=Lax$/,
    )
    expect(cookieNamed(answer, "keystatic-sign-in-state")).toMatch(/^keystatic-sign-in-state=; Max-Age=0;/)
    expect(cookiesOf(answer).filter((line) => line.includes("Path=/;"))).toEqual([])

    // Signing out revokes the token with GitHub and ends the cookies where they were set, and at / too.
    const logout = await fetch(`${origin}/api/keystatic/github/logout`, {
      headers: { Cookie: "keystatic-gh-access-token=gho_accesstoken" },
      redirect: "manual",
    })
    expect(logout.status).toBe(307)
    expect(gitHubCalls.splice(0)).toEqual([
      expect.objectContaining({ method: "DELETE", body: JSON.stringify({ access_token: "gho_accesstoken" }) }),
    ])
    const ended = cookiesOf(logout).filter((line) => /Max-Age=0/.test(line))
    expect(ended.map((line) => /Path=([^;]+)/.exec(line)?.[1]).sort()).toEqual([
      "/",
      "/",
      "/api/keystatic/github",
      "/api/keystatic/github/logout",
      "/keystatic",
    ])
  })

  it("marks cookies Secure from the proxy's X-Forwarded-Proto when trusted, whatever NODE_ENV says, and not over plain HTTP", async () => {
    const plain = await serveEditor("http://localhost:3000")
    const overHttp = await startSignIn(plain.origin)
    expect(cookieNamed(overHttp.login, "keystatic-sign-in-state")).not.toContain("Secure")
    const spoofed = await fetch(`${plain.origin}/api/keystatic/github/login`, {
      redirect: "manual",
      headers: { "X-Forwarded-Proto": "https" },
    })
    expect(cookieNamed(spoofed, "keystatic-sign-in-state")).not.toContain("Secure")

    const proxied = await serveEditor("http://localhost:3000", true)
    const behindHttps = await fetch(`${proxied.origin}/api/keystatic/github/login`, {
      redirect: "manual",
      headers: { "X-Forwarded-Proto": "https" },
    })
    expect(cookieNamed(behindHttps, "keystatic-sign-in-state")).toContain("; Secure;")
  })

  it("gives up on GitHub after its deadline with 504, and limits each address's calls to GitHub", async () => {
    const { origin } = await serveEditor("https://catalysty.com", true)
    const { state, cookie } = await startSignIn(origin)
    gitHub = "hangs"
    const late = await fetch(`${origin}/api/keystatic/github/oauth/callback?code=slowcode&state=${state}`, {
      headers: { Cookie: cookie, "X-Forwarded-For": "203.0.113.9" },
    })
    expect(late.status).toBe(504)
    expect(await late.text()).toBe("GitHub did not answer in time: try again.")
    gitHub = "answers"
    gitHubCalls.length = 0

    const refresh = (address: string) =>
      fetch(`${origin}/api/keystatic/github/refresh-token`, {
        method: "POST",
        headers: { "X-Forwarded-For": address, Cookie: "keystatic-gh-refresh-token=x" },
      })
    const statuses = []
    for (let i = 0; i < 12; i++) statuses.push((await refresh("198.51.100.7")).status)
    // Ten calls at once per address (the slow callback above came from another one); the rest wait.
    expect(statuses.filter((status) => status === 429)).toHaveLength(2)
    expect(statuses.slice(0, 10).every((status) => status !== 429)).toBe(true)
    const limited = await refresh("198.51.100.7")
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThanOrEqual(60)
    // Another address is not held back by the first.
    expect((await refresh("192.0.2.44")).status).not.toBe(429)
  })
})
