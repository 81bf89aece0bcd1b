/**
 * `npm run test:content-drift`: the tests follow the content. In a copy of this checkout, four ordinary
 * editor changes are made through content files only: a sixth case study, a team member who wrote and
 * leads nothing removed, a plan's new price, a service's new label. Then `npm test` runs whole in the
 * copy; it must pass. Takes as long as `npm test`; run it alone (the Observatory test binds ports 80/443).
 */
import { execFileSync, spawnSync } from "node:child_process"
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs"
import { join, resolve } from "node:path"
import { invariant } from "@epic-web/invariant"
import { parseDocument } from "yaml"

const root = resolve(".")
const copy = mkdtempSync(join(root, "build-content-drift-"))
const keep = process.argv.includes("--keep")

function edit(file: string, change: (document: ReturnType<typeof parseDocument>) => void) {
  const path = join(copy, file)
  const document = parseDocument(readFileSync(path, "utf8"))
  change(document)
  writeFileSync(path, document.toString())
}
const slugs = (folder: string) =>
  readdirSync(join(copy, "content", folder))
    .filter((name) => name.endsWith(".yaml"))
    .map((name) => name.slice(0, -".yaml".length))

try {
  // The committed tree, as CI checks it out, with this checkout's packages.
  execFileSync("git", ["clone", "--quiet", "--no-hardlinks", root, copy])
  symlinkSync(join(root, "node_modules"), join(copy, "node_modules"))
  if (existsSync(join(root, "public", "img")))
    cpSync(join(root, "public", "img"), join(copy, "public", "img"), { recursive: true })

  // 1. A sixth case study, from a copy of one, with its own pictures.
  const [model] = slugs("case-studies")
  invariant(model, "content/case-studies has no study to copy")
  const study = "hamtramck-hardware-a-store-that-answers-the-phone-less"
  for (const field of ["heroImage", "cardImage", "teaserImage"])
    cpSync(
      join(copy, "content/images/case-studies", model, field),
      join(copy, "content/images/case-studies", study, field),
      {
        recursive: true,
      },
    )
  cpSync(join(copy, "content/case-studies", `${model}.yaml`), join(copy, "content/case-studies", `${study}.yaml`))
  edit(`content/case-studies/${study}.yaml`, (document) => {
    document.set("title", "Hamtramck Hardware: A Store That Answers the Phone Less")
    document.set("cardTitle", "Hamtramck Hardware:\nA Store That Answers the Phone Less")
    document.set("client", "Hamtramck Hardware")
    document.set("isFeatured", false)
    document.set("completedOn", "2026-10-30")
    document.setIn(["seo", "title"], "Hamtramck Hardware Case Study | Catalysty")
    // Its own story: the copied one names the lead of another project.
    document.setIn(["overview", "description"], "A hardware store's stock, hours and advice, answered online.")
    document.set("website", {})
    for (const field of ["heroImage", "cardImage", "teaserImage"])
      document.setIn([field, "src"], `case-studies/${study}/${field}/src.webp`)
  })

  // 2. A team member who wrote no article and leads no service leaves.
  const authors = readdirSync(join(copy, "content/blog")).map((name) =>
    /^author: (.+)$/m.exec(readFileSync(join(copy, "content/blog", name), "utf8"))?.[1]?.trim(),
  )
  const owners = slugs("services").map((name) =>
    String(parseDocument(readFileSync(join(copy, "content/services", `${name}.yaml`), "utf8")).get("owner")),
  )
  const leaving = slugs("team").find((member) => !authors.includes(member) && !owners.includes(member))
  if (!leaving) throw new Error("every team member writes or leads something: nobody to remove")
  rmSync(join(copy, "content/team", `${leaving}.yaml`))
  rmSync(join(copy, "content/images/team", leaving), { recursive: true, force: true })

  // 3. A plan's new price.
  edit("content/pricing.yaml", (document) => {
    const price = Number(document.getIn(["plans", 0, "price"]))
    document.setIn(["plans", 0, "price"], price + 250)
  })

  // 4. A service's new label (its name in the quote form and in lead emails).
  const [service] = slugs("services")
  edit(`content/services/${service}.yaml`, (document) => {
    document.set("formLabel", `${String(document.get("formLabel"))} services`)
    document.set("shortTitle", `${String(document.get("shortTitle"))} work`)
  })

  console.log(
    `content drift: added case study ${study}, removed team member ${leaving}, raised plan 1's price by $250, relabelled service ${service}; npm test in ${copy}`,
  )
  const run = spawnSync("npm", ["test"], { cwd: copy, stdio: "inherit" })
  console.log(`content drift: npm test ${run.status === 0 ? "passed" : `failed (exit ${run.status})`}`)
  process.exitCode = run.status ?? 1
} finally {
  if (!keep) rmSync(copy, { recursive: true, force: true })
}
