/**
 * One place per fact (issue 52, docs/requirements/DESIGN.md decision 8): a plan's new price and a team
 * member's new title, changed in a copy of the content the way an editor changes them, reach every page's
 * title, meta and Open Graph descriptions, JSON-LD and the feed of a real build of the copy, and the old
 * values appear in none of them. The project's own build (`npm run build` first) shows the old values in
 * the same places, so the test would see them if they stayed.
 */
import { spawn } from "node:child_process"
import { once } from "node:events"
import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { Parser } from "htmlparser2"
import { afterAll, beforeAll, describe, expect, test } from "vitest"
import { parseDocument } from "yaml"
import { formatDollars } from "#app/lib/numbers"
import { buildableProjectCopy, removeProjectCopies } from "#tests/helpers/content-copy"
import { buildDir } from "#tests/helpers/site"
import { sourceContent } from "../../scripts/lib/site-content.ts"

const { catalog } = sourceContent()
const plan = catalog.pricingPlans[0]!
const newPrice = plan.price + 50
/** A member whose title reaches an article's structured data too: the newest article's author. */
const member = catalog.team.find((candidate) => candidate.id === catalog.articles[0]!.author)!
const newTitle = "Head of Client Reporting"

/** What search engines, link previews and feed readers are given: per page, each text with where it was found. */
type Statements = { path: string; where: string; text: string }[]

/** The statements of every HTML page of a build's client folder, and of its feed. */
function statementsOf(client: string): Statements {
  const found: Statements = []
  const walk = (folder: string): string[] =>
    readdirSync(join(client, folder), { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? walk(join(folder, entry.name))
        : entry.name.endsWith(".html")
          ? [join(folder, entry.name)]
          : [],
    )
  for (const file of walk("")) {
    const path = `/${file.replace(/(^|\/)index\.html$/, "").replace(/\.html$/, "")}`
    let reading: "title" | "json-ld" | undefined
    let text = ""
    const parser = new Parser(
      {
        onopentag(name, attributes) {
          const key = attributes.name ?? attributes.property
          if (name === "meta" && key && /^(description|og:title|og:description)$/.test(key))
            found.push({ path, where: key, text: attributes.content ?? "" })
          if (name === "title") reading = "title"
          if (name === "script" && attributes.type === "application/ld+json") reading = "json-ld"
          text = ""
        },
        ontext(chunk) {
          if (reading) text += chunk
        },
        onclosetag() {
          if (reading) found.push({ path, where: reading, text })
          reading = undefined
        },
      },
      { decodeEntities: true },
    )
    parser.write(readFileSync(join(client, file), "utf8"))
    parser.end()
  }
  found.push({ path: "/blog/feed.xml", where: "feed", text: readFileSync(join(client, "blog", "feed.xml"), "utf8") })
  return found
}

const saying = (statements: Statements, words: string) =>
  statements.filter((statement) => statement.text.toLowerCase().includes(words.toLowerCase()))
const where = (statements: Statements) => statements.map(({ path, where: place }) => `${path} ${place}`)
const memberPath = `/team/${member.slug}`

describe("a new price and a new title reach every statement of a build, and the old ones leave it", () => {
  let before: Statements = []
  let after: Statements = []
  let buildLog = ""

  beforeAll(async () => {
    before = statementsOf(join(buildDir(), "client"))
    const project = buildableProjectCopy("facts")
    const edit = (file: string, path: (string | number)[], value: unknown) => {
      const document = parseDocument(project.read(file))
      document.setIn(path, value)
      project.write(file, document.toString())
    }
    const plans = parseDocument(project.read("content/pricing.yaml")).toJS() as { plans: { id: string }[] }
    edit("content/pricing.yaml", ["plans", plans.plans.findIndex(({ id }) => id === plan.id), "price"], newPrice)
    edit(`content/team/${member.slug}.yaml`, ["position"], newTitle)
    // As an operator's shell runs it: no variable of this test runner.
    const shell = Object.fromEntries(
      Object.entries(process.env).filter(([name]) => !/^(npm_|VITEST|BUILD_DIR)/i.test(name) && name !== "NODE_ENV"),
    )
    const build = spawn("npm", ["run", "build"], {
      cwd: project.dir,
      env: { ...shell, BUILD_DIR: "build" },
      stdio: ["ignore", "pipe", "pipe"],
    })
    for (const stream of [build.stdout, build.stderr]) stream.on("data", (chunk: Buffer) => (buildLog += chunk))
    const [status] = (await once(build, "close")) as [number | null]
    if (status !== 0) throw new Error(`npm run build of the changed copy failed:\n${buildLog}`)
    after = statementsOf(join(project.dir, "build", "client"))
  }, 900_000)
  afterAll(removeProjectCopies)

  test("the project's own build states the old price and title where the test looks", () => {
    expect(where(saying(before, formatDollars(plan.price)))).toEqual(
      expect.arrayContaining(["/pricing description", "/pricing og:description"]),
    )
    expect(where(saying(before, member.position))).toEqual(
      expect.arrayContaining([`${memberPath} title`, `${memberPath} og:title`, `${memberPath} json-ld`]),
    )
  })

  test("the changed copy's build states the new price and title there", () => {
    expect(where(saying(after, formatDollars(newPrice)))).toEqual(
      expect.arrayContaining(["/pricing description", "/pricing og:description"]),
    )
    const article = `/blog/${catalog.articles[0]!.slug}`
    expect(where(saying(after, newTitle))).toEqual(
      expect.arrayContaining([
        `${memberPath} title`,
        `${memberPath} og:title`,
        `${memberPath} description`,
        `${memberPath} json-ld`,
        `${article} json-ld`,
      ]),
    )
    const person = saying(after, newTitle).find(
      (statement) => statement.path === memberPath && statement.where === "json-ld",
    )!
    expect(JSON.parse(person.text)).toMatchObject({ "@type": "Person", jobTitle: newTitle })
  })

  test("no title, description, Open Graph or Twitter tag, JSON-LD or feed of the changed build states the old ones", () => {
    expect(after.length).toBeGreaterThan(before.length / 2)
    expect(where(saying(after, formatDollars(plan.price)))).toEqual([])
    expect(where(saying(after, member.position))).toEqual([])
  })
})
