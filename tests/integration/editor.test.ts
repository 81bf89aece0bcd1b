/**
 * The content editor costs a visitor nothing and exists on a deployed site only in GitHub mode
 * (docs/decisions/011-the-editor-is-its-own-app.md): no public page or the scripts it loads names it, the
 * sitemap does not list it, a plain build answers /keystatic with the 404 page, and a GitHub-mode build, made
 * by a plain `npm run build` with KEYSTATIC_GITHUB_REPO set, serves it with its own policy and a sign-in that
 * checks its state and answers every method without a 500; without publishing it has no publishing view
 * (docs/decisions/027-publishing-in-the-editor.md).
 */
import { spawn } from "node:child_process"
import { once } from "node:events"
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs"
import { dirname, join, resolve } from "node:path"
import { afterAll, beforeAll, describe, expect, test } from "vitest"
import { requireBuildInfo } from "#server/build-info"
import { rawRequest, type SiteProcess, startSite } from "#tests/helpers/site"

const buildDir = resolve(process.env.BUILD_DIR ?? "build")
const clientDir = join(buildDir, "client")

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
  )
}

/** Every script a page loads: those its HTML names, and what they import in turn. */
function scriptsOf(html: string) {
  const todo = [...html.matchAll(/\/assets\/[^"'#\s]+?\.js/g)].map(([path]) => join(clientDir, path))
  const seen = new Set<string>()
  while (todo.length > 0) {
    const file = todo.pop()!
    if (seen.has(file) || !existsSync(file)) continue
    seen.add(file)
    for (const [, relative] of readFileSync(file, "utf8").matchAll(/["'](\.{1,2}\/[^"']+\.js)["']/g))
      todo.push(join(dirname(file), relative!))
  }
  return [...seen]
}

const editorMarks = /keystatic|keystar|@react-aria|prosemirror/i

describe("a plain build", () => {
  test("no public page, and no script a page loads, names the editor", () => {
    const pages = walk(clientDir).filter((file) => file.endsWith(".html"))
    expect(pages.length).toBeGreaterThan(10)
    const found = pages.flatMap((page) => {
      const html = readFileSync(page, "utf8")
      const files = [page, ...scriptsOf(html)].filter((file) => editorMarks.test(readFileSync(file, "utf8")))
      return files.map((file) => `${page.slice(clientDir.length)} → ${file.slice(clientDir.length)}`)
    })
    expect(found).toEqual([])
  })

  test("has no editor and lists none in its sitemap", () => {
    expect(existsSync(join(buildDir, "editor"))).toBe(false)
    expect(readFileSync(join(clientDir, "sitemap.xml"), "utf8")).not.toMatch(/keystatic/)
  })

  test("answers the editor's addresses with the 404 page", async () => {
    const site = await startSite({ BUILD_DIR: buildDir })
    try {
      for (const path of [
        "/keystatic",
        "/keystatic/singleton/pricing",
        "/api/keystatic/github/login",
        "/keystatic/publishing",
        "/keystatic/api/publishing",
      ]) {
        const response = await fetch(`${site.origin}${path}`, { redirect: "manual" })
        expect([path, response.status]).toEqual([path, 404])
      }
    } finally {
      await site.stop()
    }
  })
})

describe("a build for GitHub mode", () => {
  // Made by `npm run build` as an operator's shell runs it: no NODE_ENV, no variable of this test runner. Inside
  // the project, so its server finds the packages in node_modules.
  const githubBuild = "build-github-test"
  const repo = "catalysty/website"
  const shell = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^(npm_|VITEST|BUILD_DIR)/i.test(name) && name !== "NODE_ENV"),
  )
  let buildLog = ""
  let site: SiteProcess | undefined
  beforeAll(async () => {
    const build = spawn("npm", ["run", "build"], {
      env: { ...shell, BUILD_DIR: githubBuild, KEYSTATIC_GITHUB_REPO: repo },
      stdio: ["ignore", "pipe", "pipe"],
    })
    for (const stream of [build.stdout, build.stderr]) stream.on("data", (chunk: Buffer) => (buildLog += chunk))
    const [status] = (await once(build, "close")) as [number | null]
    if (status !== 0) throw new Error(`KEYSTATIC_GITHUB_REPO=${repo} npm run build failed:\n${buildLog}`)
  }, 900_000)
  afterAll(async () => {
    await site?.stop()
    rmSync(githubBuild, { recursive: true, force: true })
  })

  const github = {
    KEYSTATIC_GITHUB_CLIENT_ID: "Iv1.testclientid",
    KEYSTATIC_GITHUB_CLIENT_SECRET: "test-client-secret",
    KEYSTATIC_SECRET: "a".repeat(40),
  }

  test("is made by a plain npm run build, the editor included, with every page rendered", async () => {
    expect(buildLog).toContain(`editor: built into ${githubBuild}/editor, saving to github.com/${repo}`)
    const info = requireBuildInfo(githubBuild)
    expect(info.config.editor).toEqual({ kind: "github", repo })
    expect(existsSync(join(githubBuild, "client", "404.html"))).toBe(true)
  })

  test("serves the editor with its own policy once the GitHub app is configured, and nothing without it", async () => {
    const unconfigured = await startSite({ BUILD_DIR: githubBuild, KEYSTATIC_GITHUB_REPO: repo })
    try {
      expect((await fetch(`${unconfigured.origin}/keystatic`)).status).toBe(404)
    } finally {
      await unconfigured.stop()
    }

    // Under NODE_ENV=production as the systemd unit runs it; the cookies are Secure for the https site either way.
    site = await startSite({ BUILD_DIR: githubBuild, KEYSTATIC_GITHUB_REPO: repo, NODE_ENV: "production", ...github })
    const page = await fetch(`${site.origin}/keystatic/collection/articles`)
    expect(page.status).toBe(200)
    const policy = page.headers.get("content-security-policy") ?? ""
    expect(policy).toContain("connect-src 'self' https://api.github.com")
    expect(policy).toContain("script-src 'self';")
    expect(page.headers.get("x-robots-tag")).toBe("noindex, nofollow")
    const html = await page.text()
    const script = /src="(\/keystatic\/assets\/[^"]+\.js)"/.exec(html)?.[1]
    expect(script).toBeDefined()
    const asset = await fetch(`${site.origin}${script}`)
    expect(asset.status).toBe(200)
    expect(asset.headers.get("cache-control")).toContain("immutable")
    expect(await asset.text()).toContain(repo)

    // The site's own pages keep their strict policy, and its 404 page is the prerendered one.
    const home = await fetch(`${site.origin}/`)
    expect(home.status).toBe(200)
    expect(home.headers.get("content-security-policy")).not.toContain("api.github.com")
    expect((await fetch(`${site.origin}/no-such-page`)).status).toBe(404)

    // A large body never reaches Keystatic's handler.
    const large = await fetch(`${site.origin}/api/keystatic/github/refresh-token`, {
      method: "POST",
      body: "x".repeat(100_000),
    })
    expect(large.status).toBe(413)
  }, 120_000)

  test("has no publishing view without publishing: its page, data and actions are the site's 404, whatever the method", async () => {
    const started = await startSite({ BUILD_DIR: githubBuild, KEYSTATIC_GITHUB_REPO: repo, ...github })
    try {
      for (const [method, path] of [
        ["GET", "/keystatic/publishing"],
        ["GET", "/keystatic/api/publishing"],
        ["POST", "/keystatic/api/publishing/rollback"],
        ["POST", "/keystatic/api/publishing/follow"],
        ["POST", "/keystatic/api/publishing/publish"],
      ] as const) {
        const answer = await fetch(`${started.origin}${path}`, {
          method,
          headers: {
            Cookie: "keystatic-gh-access-token=ghu_0123456789abcdefghijklmnop",
            Origin: started.origin,
            "Content-Type": "application/json",
          },
          ...(method === "POST" ? { body: JSON.stringify({ build: "x" }) } : {}),
        })
        expect([method, path, answer.status]).toEqual([method, path, 404])
        expect(answer.headers.get("content-type")).toContain("text/html")
      }
      // The editor's own screens are its own still.
      expect((await fetch(`${started.origin}/keystatic/collection/articles`)).status).toBe(200)
      expect(started.errors()).toBe("")
    } finally {
      await started.stop()
    }
  }, 120_000)

  test("signs in only as it started: a state in a cookie of the callback's own, Secure, whatever the Host says", async () => {
    const started = await startSite({ BUILD_DIR: githubBuild, KEYSTATIC_GITHUB_REPO: repo, ...github })
    try {
      const login = await fetch(`${started.origin}/api/keystatic/github/login`, {
        redirect: "manual",
        headers: { Host: "attacker.example" },
      })
      expect(login.status).toBe(307)
      const location = new URL(login.headers.get("location") ?? "")
      expect(location.searchParams.get("client_id")).toBe("Iv1.testclientid")
      expect(location.searchParams.get("redirect_uri")).toBe(
        "https://catalysty.com/api/keystatic/github/oauth/callback",
      )
      const state = location.searchParams.get("state")
      expect(state).toMatch(/^[0-9a-f]{32}$/)
      expect(login.headers.getSetCookie()).toEqual([
        `keystatic-sign-in-state=${state}; Max-Age=600; Path=/api/keystatic/github/oauth/callback; HttpOnly; Secure; SameSite=Lax`,
      ])

      // A code without the state (login CSRF) is refused before GitHub is asked.
      const forged = await fetch(`${started.origin}/api/keystatic/github/oauth/callback?code=abc123`)
      expect(forged.status).toBe(400)
      expect(forged.headers.getSetCookie().some((line) => line.startsWith("keystatic-gh-access-token="))).toBe(false)

      // No method answers 500; the ones Keystatic does not handle get 405 with what is allowed.
      for (const method of ["TRACE", "OPTIONS", "PROPFIND", "PUT", "DELETE"]) {
        for (const path of ["/api/keystatic/github/login", "/api/keystatic/github/oauth/callback", "/keystatic"]) {
          const answer = await rawRequest(
            started.port,
            `${method} ${path} HTTP/1.1\r\nHost: attacker.example\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
          )
          expect([method, path, answer.status]).toEqual([method, path, 405])
          expect(answer.headers.allow).toBe(path === "/keystatic" ? "GET, HEAD" : "GET, POST")
        }
      }
      expect(started.errors()).toBe("")
    } finally {
      await started.stop()
    }
  }, 120_000)
})
