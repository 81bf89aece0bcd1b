/**
 * The content editor costs a visitor nothing and exists on a deployed site only in GitHub mode
 * (docs/decisions/011-the-editor-is-its-own-app.md): no public page or the scripts it loads names it, the
 * sitemap does not list it, a plain build answers /keystatic with the 404 page, and a GitHub-mode build
 * serves it with its own policy.
 */
import { execFileSync } from "node:child_process"
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { dirname, join, resolve } from "node:path"
import { afterAll, describe, expect, test } from "vitest"
import type { BuildInfo } from "#server/build-info"
import { type SiteProcess, startSite } from "#tests/helpers/site"

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
      for (const path of ["/keystatic", "/keystatic/singleton/pricing", "/api/keystatic/github/login"]) {
        const response = await fetch(`${site.origin}${path}`, { redirect: "manual" })
        expect([path, response.status]).toEqual([path, 404])
      }
    } finally {
      await site.stop()
    }
  })
})

describe("a build for GitHub mode", () => {
  // Inside the project, so the copied server build finds the packages in node_modules.
  const copy = mkdtempSync(resolve("build-editor-test-"))
  const repo = "catalysty/website"
  let site: SiteProcess | undefined
  afterAll(async () => {
    await site?.stop()
    rmSync(copy, { recursive: true, force: true })
  })

  /** This build, as `KEYSTATIC_GITHUB_REPO=catalysty/website npm run build` makes it: the site, plus the editor. */
  function githubBuild() {
    cpSync(buildDir, copy, { recursive: true })
    const infoFile = join(copy, "build-info.json")
    const info = JSON.parse(readFileSync(infoFile, "utf8")) as BuildInfo
    writeFileSync(infoFile, JSON.stringify({ ...info, config: { ...info.config, editor: { kind: "github", repo } } }))
    execFileSync(join("node_modules", ".bin", "tsx"), ["scripts/build-editor.ts"], {
      env: { ...process.env, BUILD_DIR: copy, KEYSTATIC_GITHUB_REPO: repo },
      stdio: "pipe",
    })
    return copy
  }
  const github = {
    KEYSTATIC_GITHUB_CLIENT_ID: "Iv1.testclientid",
    KEYSTATIC_GITHUB_CLIENT_SECRET: "test-client-secret",
    KEYSTATIC_SECRET: "a".repeat(40),
  }

  test("serves the editor with its own policy once the GitHub app is configured, and nothing without it", async () => {
    const dir = githubBuild()
    const unconfigured = await startSite({ BUILD_DIR: dir, KEYSTATIC_GITHUB_REPO: repo })
    try {
      expect((await fetch(`${unconfigured.origin}/keystatic`)).status).toBe(404)
    } finally {
      await unconfigured.stop()
    }

    site = await startSite({ BUILD_DIR: dir, KEYSTATIC_GITHUB_REPO: repo, ...github })
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

    // Signing in goes to GitHub with the app's id; the site's own pages keep their strict policy.
    const login = await fetch(`${site.origin}/api/keystatic/github/login`, { redirect: "manual" })
    expect(login.status).toBeGreaterThanOrEqual(300)
    expect(login.status).toBeLessThan(400)
    expect(login.headers.get("location")).toMatch(
      /^https:\/\/github\.com\/login\/oauth\/authorize\?.*client_id=Iv1\.testclientid/,
    )
    const home = await fetch(`${site.origin}/`)
    expect(home.headers.get("content-security-policy")).not.toContain("api.github.com")

    // A large body never reaches Keystatic's handler.
    const large = await fetch(`${site.origin}/api/keystatic/github/refresh-token`, {
      method: "POST",
      body: "x".repeat(100_000),
    })
    expect(large.status).toBe(413)
  }, 120_000)
})
