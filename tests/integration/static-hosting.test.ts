/**
 * The static-host path (README "Deploying"): `npm run build:static` refuses to build without a hosted form
 * endpoint, and with one (and analytics switched on) its build/client, served by a plain static file
 * server (nginx with nothing but a root, clean URLs and 404.html), has every page, a real 404 and a form
 * that posts to the hosted service. The analytics script and its CSP origin appear in that build and in
 * no other: the default build's pages and headers name no third party.
 */
import { type ChildProcess, execFileSync, spawn, spawnSync } from "node:child_process"
import { chmodSync, cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { type AddressInfo, createServer } from "node:net"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"
import { ensureDebianTool } from "#tests/helpers/debian"
import { pagePaths, sourceContent } from "../../scripts/lib/site-content.ts"

vi.setConfig({ testTimeout: 120_000 })

const STATIC_BUILD = "build-static-test"
const HOSTED_KEY = "static-host-test-key"
const folder = mkdtempSync(join(tmpdir(), "catalysty-static-"))
let nginx: ChildProcess
let origin = ""
let buildLog = ""

/** The environment of an operator's shell, without this test runner's variables or any build setting. */
const shell = Object.fromEntries(
  Object.entries(process.env).filter(
    ([name]) => !/^(npm_|VITEST|WEB3FORMS_|ANALYTICS_|SITE_URL|BUILD_DIR)/i.test(name) && name !== "NODE_ENV",
  ),
)

beforeAll(async () => {
  const binary = ensureDebianTool("/usr/sbin/nginx", "nginx")
  const build = spawnSync("npm", ["run", "build:static"], {
    env: {
      ...shell,
      BUILD_DIR: STATIC_BUILD,
      WEB3FORMS_ACCESS_KEY: HOSTED_KEY,
      ANALYTICS_PROVIDER: "plausible",
      ANALYTICS_DOMAIN: "catalysty.com",
    },
    encoding: "utf8",
  })
  buildLog = `${build.stdout}${build.stderr}`
  if (build.status !== 0) throw new Error(`npm run build:static failed:\n${buildLog}`)

  const probe = createServer()
  await new Promise<void>((done) => probe.listen(0, "127.0.0.1", done))
  const port = (probe.address() as AddressInfo).port
  await new Promise((done) => probe.close(done))
  chmodSync(folder, 0o755)
  // Copied into a web root of its own, as an operator uploads it: nginx's workers run as another user,
  // who may not be able to reach into the checkout.
  cpSync(join(STATIC_BUILD, "client"), join(folder, "site"), { recursive: true })
  mkdirSync(join(folder, "body"))
  chmodSync(join(folder, "body"), 0o777)
  writeFileSync(
    join(folder, "nginx.conf"),
    `worker_processes 1;
daemon off;
pid ${folder}/nginx.pid;
error_log ${folder}/error.log warn;
events { worker_connections 64; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path ${folder}/body;
  proxy_temp_path ${folder}/body;
  fastcgi_temp_path ${folder}/body;
  uwsgi_temp_path ${folder}/body;
  scgi_temp_path ${folder}/body;
  server {
    listen 127.0.0.1:${port};
    root ${join(folder, "site")};
    location / { try_files $uri $uri/index.html =404; }
    error_page 404 /404.html;
  }
}
`,
  )
  nginx = spawn(binary, ["-p", folder, "-c", join(folder, "nginx.conf")], { stdio: "ignore" })
  origin = `http://127.0.0.1:${port}`
  const started = Date.now()
  while (
    !(await fetch(origin).then(
      () => true,
      () => false,
    ))
  ) {
    if (Date.now() - started > 10_000) throw new Error("the static server did not start")
    await new Promise((done) => setTimeout(done, 50))
  }
}, 1_200_000)

afterAll(() => {
  nginx?.kill("SIGQUIT")
  rmSync(folder, { recursive: true, force: true })
  rmSync(STATIC_BUILD, { recursive: true, force: true })
})

describe("npm run build:static", () => {
  it("stops before building when no hosted form endpoint is set, and says why", () => {
    const refused = spawnSync("npm", ["run", "build:static"], {
      env: { ...shell, BUILD_DIR: join(folder, "never-built") },
      encoding: "utf8",
    })
    expect(refused.status).not.toBe(0)
    expect(refused.stderr).toContain("npm run build:static needs WEB3FORMS_ACCESS_KEY")
    expect(() => readFileSync(join(folder, "never-built", "build-info.json"))).toThrow()
  })

  it("says where the form posts: the hosted service here, this site's own server in a default build", () => {
    expect(buildLog).toContain(
      "build: static build; the quote form posts to the hosted form service (https://api.web3forms.com)",
    )
    const embedded = execFileSync("npx", ["--no-install", "tsx", "scripts/form-target.ts"], {
      env: shell,
      encoding: "utf8",
    })
    expect(embedded).toMatch(/^build: the quote form posts to \/api\/contact on this site's own server/)
  })
})

describe("its output on a plain static file server", () => {
  it("serves every page, and the site's own 404 page for anything else", async () => {
    const wrong: string[] = []
    for (const path of pagePaths()) {
      const response = await fetch(`${origin}${path}`)
      if (response.status !== 200 || !(await response.text()).includes("</html>"))
        wrong.push(`${path}: ${response.status}`)
    }
    expect(wrong).toEqual([])
    const missing = await fetch(`${origin}/no-such-page`)
    expect(missing.status).toBe(404)
    expect(await missing.text()).toContain("Page Not Found")
  })

  it("holds no .data file: no page runs React Router's client router to ask for one", () => {
    const uploaded = readdirSync(join(folder, "site"), { recursive: true, encoding: "utf8" })
    expect(uploaded.filter((file) => /\.data(\.br|\.gz)?$/.test(file))).toEqual([])
  })

  it("has a form that posts to the hosted service with its key, and no page that posts to /api/contact", async () => {
    const contact = await (await fetch(`${origin}/contact-us`)).text()
    expect(contact).toMatch(/<form[^>]*action="https:\/\/api\.web3forms\.com\/submit"/)
    expect(contact).toContain(`name="access_key" value="${HOSTED_KEY}"`)
    for (const path of pagePaths()) {
      const html = readFileSync(
        resolve(STATIC_BUILD, "client", path === "/" ? "index.html" : `${path.slice(1)}/index.html`),
        "utf8",
      )
      expect(html, path).not.toContain('action="/api/contact"')
    }
  })
})

describe("its privacy notice", () => {
  it("names the hosted form service instead of our database, and the analytics the build switched on", async () => {
    const html = await (await fetch(`${origin}/privacy`)).text()
    const { privacy } = sourceContent().catalog.pages
    const text = html
      .replace(/<[^>]+>/g, "")
      .replace(/&#x27;/g, "'")
      .replace(/\s+/g, " ")
    expect(text).toContain("straight to Web3Forms (api.web3forms.com)")
    expect(text).not.toContain(privacy.destination.site)
    expect(text).not.toContain("npm run leads")
    expect(text).toContain("every page loads the script of Plausible Analytics from plausible.io.")
    expect(text).not.toContain(privacy.analytics.none)
  })
})

describe("analytics, both ways", () => {
  const pagePolicies = (buildDir: string) =>
    readFileSync(join(buildDir, "client", "_headers"), "utf8")
      .split("\n")
      .filter((line) => line.trim().startsWith("Content-Security-Policy:"))

  it("with ANALYTICS_PROVIDER set: every page loads the provider's script, and the CSP allows that origin only", async () => {
    const home = await (await fetch(`${origin}/`)).text()
    expect(home).toContain(
      '<script defer data-domain="catalysty.com" src="https://plausible.io/js/script.js"></script>',
    )
    const policies = pagePolicies(STATIC_BUILD)
    expect(policies.length).toBeGreaterThan(10)
    for (const policy of policies) {
      expect(policy).toMatch(/script-src 'self' https:\/\/plausible\.io /)
      expect(policy).toContain("connect-src 'self' https://api.web3forms.com https://plausible.io;")
      expect(policy).toContain("form-action 'self' https://api.web3forms.com;")
      const origins = new Set(policy.match(/https:\/\/[a-z0-9.-]+/g))
      expect([...origins].sort()).toEqual(["https://api.web3forms.com", "https://plausible.io"])
    }
  })

  it("without it (the default build): no script of a third party and no other origin in any policy", () => {
    const buildDir = resolve(process.env.BUILD_DIR ?? "build")
    expect(readFileSync(join(buildDir, "client", "index.html"), "utf8")).not.toMatch(/plausible|umami/)
    for (const policy of pagePolicies(buildDir)) expect(policy).not.toMatch(/https?:\/\//)
  })
})
