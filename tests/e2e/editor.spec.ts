/**
 * The agency's editor, end to end, in a copy of the project: `npm run dev`, /keystatic in Chromium, a new
 * article and a new plan price saved through the editor's own forms; the files change, the content
 * check passes, and a build of the copy shows the article everywhere an article is listed and the new price.
 * The same build carries two portraits added as an editor's files would be (a team member who writes the
 * new article, and a client quoted in a testimonial), each shown on every place the person appears.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process"
import { appendFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs"
import { dirname, join, resolve } from "node:path"
import { expect, type Locator, test } from "@playwright/test"
import sharp from "sharp"
import { parse as parseYaml } from "yaml"
import { copyBuildableProject } from "../helpers/content-copy"

const root = resolve(".")
const slug = "what-a-corktown-bakery-learned-from-its-first-year-online"
const title = "What a Corktown Bakery Learned From Its First Year Online"

/** Nine paragraphs of an owner's notes: over 600 words, as the content check asks of an article. */
const body = [
  "When the bakery on the corner of Michigan Avenue opened its first website, the owner expected orders to arrive on their own. They did not, at least not at first. The site looked fine on a laptop, but most people who found it were standing on the sidewalk with a phone, trying to learn whether the ovens were still on and whether the rye would be gone by noon.",
  "The first change was the simplest one. Opening hours moved to the top of every page, written out in plain words, with the days the shop closes early marked clearly. A phone number that could be tapped sat right beside them. Calls about whether the shop was open dropped by half within a month, and the staff behind the counter stopped answering the same question twenty times a morning.",
  "The second change took more courage. The menu had been a photograph of the chalkboard, which nobody could read on a small screen and which search engines could not read at all. Rewriting it as text took an afternoon. After that, people searching for sourdough in Corktown started to find the bakery, because the word sourdough was finally on the page instead of hidden inside a picture.",
  "Orders for holidays were the third lesson. Every December the phone line jammed with people asking about pies and loaves to collect on a particular day. A short form with a date, a list of items and a name replaced most of those calls. The owner reads the requests each evening, confirms them by email the next morning, and the kitchen plans its baking a week ahead instead of guessing.",
  "Photos mattered less than the owner feared and more than the designer hoped. Customers did not need a gallery of forty pictures. They needed one honest photo of the counter, one of the bread that sells out first, and one of the door so they would recognise the shop from across the street. Those three pictures load quickly on a slow connection and say more than a slideshow ever did.",
  "Reviews were the fourth surprise. The owner had assumed that regulars would leave them without being asked, and almost none did. A small card by the register, with a short web address and a thank-you, changed that within a season. The new reviews mentioned the rye, the morning coffee and the woman who remembers everyone's order, which told strangers more about the place than any description the owner could have written herself.",
  "Speed turned out to matter more than decoration. An early version of the site played a slow video of flour falling onto a counter. It looked lovely on the designer's office connection and took forever on a phone in a parked car. Replacing it with a single still photograph made the page appear almost at once, and the owner noticed that people stopped asking whether the website was broken.",
  "Not every idea worked. A newsletter sign-up collected a few dozen addresses and then sat unused for months, because nobody had time to write to them. Rather than pretend otherwise, the owner removed it and kept the one message people actually wanted: a short note each autumn to say when holiday orders open. That single email now brings in more orders than the whole newsletter plan ever could have.",
  "A year on, the site is still small: five pages, a menu, a form and a map. It is updated every week by the person who knows the bakery best, without waiting for anyone. The numbers are modest but steady, with more pre-orders each season and fewer missed calls. The lesson for other neighbourhood shops is plain enough: answer the questions people ask at the door, and answer them first.",
]

/**
 * A photograph-like picture, upright (600 × 800) as portraits are taken: soft gradients with grain, no
 * face (the site ships none). Made here, so the repository holds no portrait.
 */
async function writeTestPhotograph(path: string) {
  const [width, height] = [600, 800]
  const pixels = Buffer.alloc(width * height * 3)
  let seed = 41
  const grain = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31
    return (seed / 2 ** 31 - 0.5) * 18
  }
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const glow = Math.max(0, 1 - Math.hypot(x - width / 2, y - height * 0.3) / (width * 0.6))
      const at = (y * width + x) * 3
      pixels[at] = Math.min(255, Math.max(0, 60 + 120 * (x / width) + 70 * glow + grain()))
      pixels[at + 1] = Math.min(255, Math.max(0, 80 + 60 * (y / height) + 90 * glow + grain()))
      pixels[at + 2] = Math.min(255, Math.max(0, 150 - 70 * (y / height) + 40 * glow + grain()))
    }
  mkdirSync(dirname(path), { recursive: true })
  await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toFile(path)
}

/** A portrait's encoded files are named after its source: content/images/<kind>/<slug>/portrait/src.jpg → /img/<kind>/<slug>/portrait/src-… */
const portraitFiles = (src: string) => `img[src^="/img/${src.replace(/\.jpg$/, "")}-"]`

/** The portrait within `scope` is shown, square, with its size reserved before it loads. */
async function expectPortrait(scope: Locator, src: string, where: string) {
  const image = scope.locator(portraitFiles(src))
  await expect(image, where).toHaveCount(1)
  await image.scrollIntoViewIfNeeded()
  await expect(image).toHaveJSProperty("complete", true)
  const { natural, filePixels, attributes, box } = await image.evaluate(async (element: HTMLImageElement) => {
    // The file the browser chose, in its own pixels (naturalWidth is divided by the srcset's density).
    const file = await createImageBitmap(await (await fetch(element.currentSrc)).blob())
    return {
      natural: [element.naturalWidth, element.naturalHeight],
      filePixels: [file.width, file.height],
      attributes: [element.getAttribute("width"), element.getAttribute("height")],
      box: [element.getBoundingClientRect().width, element.getBoundingClientRect().height],
    }
  })
  expect(natural[0], `${where}: a file was loaded`).toBeGreaterThan(0)
  expect(filePixels[0], `${where}: cut square`).toBe(filePixels[1])
  expect(attributes[0], `${where}: its size is in the HTML`).toBe(attributes[1])
  // To a tenth of a pixel: a fluid layout places boxes at fractions of a pixel.
  expect(box[0], `${where}: shown square`).toBeCloseTo(box[1]!, 1)
  // Sharp on a 2× screen: the file chosen has at least two pixels for each CSS pixel it is drawn at.
  expect(filePixels[0], `${where}: sharp on a 2× screen`).toBeGreaterThanOrEqual(2 * box[0]!)
}

function freePort() {
  const script =
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})"
  return Number(execFileSync(process.execPath, ["-e", script]).toString().trim())
}

/** Waits for a server in the copy to answer on `url`. */
async function answering(url: string, child: ChildProcess, output: () => string, timeoutMs = 120_000) {
  const started = Date.now()
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${output()}`)
    const ok = await fetch(url).then(
      (response) => response.status < 500,
      () => false,
    )
    if (ok) return
    await new Promise((done) => setTimeout(done, 500))
  }
  throw new Error(`no answer from ${url} within ${timeoutMs} ms:\n${output()}`)
}

function start(command: string, args: string[], cwd: string, env: Record<string, string> = {}) {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] })
  let output = ""
  child.stdout!.on("data", (chunk: Buffer) => {
    output += chunk.toString()
  })
  child.stderr!.on("data", (chunk: Buffer) => {
    output += chunk.toString()
  })
  return { child, output: () => output }
}

test.describe("the content editor", () => {
  test.describe.configure({ timeout: 12 * 60_000 })
  let copy: string
  const running: ChildProcess[] = []
  test.beforeAll(() => {
    // Inside the project (and ignored by git), so the copy resolves the same packages.
    copy = mkdtempSync(join(root, "build-editor-e2e-"))
  })
  test.afterAll(() => {
    for (const child of running) child.kill("SIGTERM")
    rmSync(copy, { recursive: true, force: true })
  })

  test("writes an article and a price that the built site then shows", async ({ page }) => {
    // The build's cache too, as an editor's machine or the deploy keeps it: the copy's build redoes only what changed.
    copyBuildableProject(copy)

    const devPort = freePort()
    // `npm run dev`: its checks and derived files, then the development server.
    execFileSync("npm", ["run", "predev"], { cwd: copy, stdio: "pipe" })
    const dev = start(
      join(copy, "node_modules", ".bin", "react-router"),
      ["dev", "--port", String(devPort), "--host", "127.0.0.1"],
      copy,
    )
    running.push(dev.child)
    const editor = `http://127.0.0.1:${devPort}/keystatic`
    await answering(editor, dev.child, dev.output, 240_000)

    // A new article: its fields, a picture, and a body long enough to be worth a visit.
    const { plans } = parseYaml(readFileSync(join(copy, "content/pricing.yaml"), "utf8")) as {
      plans: { title: string; price: number }[]
    }
    const slugsIn = (folder: string) =>
      readdirSync(join(copy, "content", folder)).map((name) => name.replace(/\.yaml$/, ""))
    const category = slugsIn("blog-categories")[0]!
    const author = slugsIn("team")[0]!
    const field = (name: string) => page.getByRole("textbox", { name, exact: true })
    // The development server may load the page again while it prepares the editor's modules on first use,
    // later on a loaded machine, and a form filled before that is empty after it: then it is filled again.
    await expect(async () => {
      await page.goto(`${editor}/collection/articles/create`)
      await field("Title").fill(title)
      await expect(field("Address")).toHaveValue(slug)
      await field("Subtitle").fill("A neighbourhood bakery's notes on hours, menus, holiday orders and photos.")
      await field("Summary").fill(
        "Four changes that brought a Corktown bakery more pre-orders and fewer missed calls in its first year online.",
      )
      // Relations list the other entries by their file names.
      await page.getByRole("combobox", { name: "Category" }).fill(category)
      await page.getByRole("option", { name: category }).click({ timeout: 30_000 })
      await page.getByRole("combobox", { name: "Author" }).fill(author)
      await page.getByRole("option", { name: author }).click({ timeout: 30_000 })
      const chooser = page.waitForEvent("filechooser")
      await page.getByRole("button", { name: "Choose file" }).first().click()
      await (await chooser).setFiles(join(copy, "content/images/share/defaultShareImage/src.svg"))
      await field("Alt text").fill("The counter of a small bakery with loaves on wooden shelves")
      await field("Article").click()
      for (const [index, paragraph] of body.entries()) {
        if (index > 0) await page.keyboard.press("Enter")
        await page.keyboard.insertText(paragraph)
      }
      await expect(field("Title")).toHaveValue(title)
      await expect(field("Article")).toContainText(body.at(-1)!)
    }).toPass({ timeout: 5 * 60_000 })
    const created = page.waitForResponse((response) => response.url().includes("/api/keystatic/update"))
    await page.getByRole("button", { name: "Create" }).click()
    expect((await created).status()).toBe(200)

    // A plan's new price.
    const plan = plans[0]!
    const price = plan.price + 150
    await page.goto(`${editor}/singleton/pricing`)
    await page.getByRole("gridcell", { name: plan.title }).first().click()
    await page.getByRole("dialog").getByRole("textbox", { name: "Price in dollars" }).fill(String(price))
    await page.getByRole("button", { name: "Done" }).click()
    const saved = page.waitForResponse((response) => response.url().includes("/api/keystatic/update"))
    await page.getByRole("button", { name: "Save" }).click()
    expect((await saved).status()).toBe(200)
    dev.child.kill("SIGTERM")

    // The files changed on disk, and the content check accepts them.
    const article = readFileSync(join(copy, `content/blog/${slug}.mdx`), "utf8")
    expect(article).toContain(`title: ${title}`)
    expect(article).toContain(`category: ${category}`)
    expect(article).toContain(body[3])
    expect(existsSync(join(copy, `content/images/blog/${slug}/image/src.svg`))).toBe(true)
    expect(readFileSync(join(copy, "content/pricing.yaml"), "utf8")).toContain(`price: ${price}`)

    // Portraits, as an editor adds them: the new article's author, and the first client the home page quotes.
    const photograph = (kind: string, slug: string) => `${kind}/${slug}/portrait/src.jpg`
    const memberPortrait = photograph("team", author)
    const memberName = (parseYaml(readFileSync(join(copy, `content/team/${author}.yaml`), "utf8")) as { name: string })
      .name
    const home = parseYaml(readFileSync(join(copy, "content/pages/home.yaml"), "utf8")) as {
      testimonials: { testimonials: string[] }
    }
    const quoted = home.testimonials.testimonials[0]!
    const testimonial = parseYaml(readFileSync(join(copy, `content/testimonials/${quoted}.yaml`), "utf8")) as {
      name: string
      quote: string
    }
    const quotedPortrait = photograph("testimonials", quoted)
    const memberAlt = `${memberName} in the Detroit studio`
    for (const [file, src, alt] of [
      [`content/team/${author}.yaml`, memberPortrait, memberAlt],
      [`content/testimonials/${quoted}.yaml`, quotedPortrait, `${testimonial.name} at work`],
    ] as const) {
      await writeTestPhotograph(join(copy, "content/images", src))
      appendFileSync(join(copy, file), `portrait:\n  src: ${src}\n  alt: ${alt}\n  focus: { x: 50, y: 30 }\n`)
    }
    execFileSync("npm", ["run", "content:check"], { cwd: copy, stdio: "pipe" })

    // The built site shows both.
    execFileSync("npm", ["run", "build"], { cwd: copy, stdio: "pipe", env: { ...process.env, BUILD_DIR: "build" } })
    const sitePort = freePort()
    const site = start("node", ["build/server/main.js"], copy, {
      PORT: String(sitePort),
      HOST: "127.0.0.1",
      LOG_REQUESTS: "0",
      DATA_DIR: join(copy, "data"),
      BUILD_DIR: "build",
    })
    running.push(site.child)
    const origin = `http://127.0.0.1:${sitePort}`
    await answering(`${origin}/`, site.child, site.output)
    for (const listing of ["/blogs", `/blog-category/${category}`]) {
      await page.goto(`${origin}${listing}`)
      await expect(page.getByRole("link", { name: title }).first()).toBeVisible()
    }
    await page.goto(`${origin}/blog/${slug}`)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title)
    expect(await (await fetch(`${origin}/blog/feed.xml`)).text()).toContain(`/blog/${slug}`)
    expect(await (await fetch(`${origin}/sitemap.xml`)).text()).toContain(`/blog/${slug}`)
    await page.goto(`${origin}/pricing`)
    await expect(page.getByText(`$${price.toLocaleString("en-US")}`).first()).toBeVisible()

    // The member's portrait: their cards, their page (with its alt text), the byline and author box of
    // their article, the blog's featured card (the newest article is theirs) and the services they lead.
    const card = (name: string) => page.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) })
    for (const listing of ["/team", "/about-us"]) {
      await page.goto(`${origin}${listing}`)
      await expectPortrait(card(memberName), memberPortrait, `${listing}: ${memberName}'s card`)
    }
    await page.goto(`${origin}/team/${author}`)
    await expect(page.getByRole("img", { name: memberAlt })).toBeVisible()
    await expectPortrait(page.locator("section").first(), memberPortrait, "their page")
    await page.goto(`${origin}/blog/${slug}`)
    await expectPortrait(page.locator("header").filter({ hasText: title }), memberPortrait, "the byline")
    await expectPortrait(page.getByRole("region", { name: "About the author" }), memberPortrait, "the author box")
    await page.goto(`${origin}/blogs`)
    await expectPortrait(page.getByRole("article").filter({ hasText: title }), memberPortrait, "/blogs")
    const services = readdirSync(join(copy, "content/services")).filter((name) =>
      readFileSync(join(copy, "content/services", name), "utf8").includes(`\nowner: ${author}\n`),
    )
    for (const name of services) {
      const path = `/services/${name.replace(/\.yaml$/, "")}`
      await page.goto(`${origin}${path}`)
      await expectPortrait(page.locator("main"), memberPortrait, `${path}: who leads it`)
    }

    // The quoted client's portrait, beside their words on every page that quotes them.
    const pagesQuoting = readdirSync(join(copy, "build/client"), { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith("index.html"))
      .filter((file) => readFileSync(join(copy, "build/client", file), "utf8").includes(testimonial.name))
      .map((file) => `/${dirname(file)}`.replace(/\/\.$/, "/"))
    const pagesWithWords: string[] = []
    for (const path of pagesQuoting) {
      await page.goto(`${origin}${path}`)
      const words = page.getByRole("figure").filter({ hasText: testimonial.quote })
      // A page may name the person without quoting them (none does today); only their words carry a portrait.
      if ((await words.count()) === 0) continue
      pagesWithWords.push(path)
      await expectPortrait(words.last(), quotedPortrait, `${path}: ${testimonial.name}'s words`)
    }
    expect(pagesWithWords).toContain("/")
    expect(pagesWithWords.length).toBeGreaterThan(1)
  })
})
