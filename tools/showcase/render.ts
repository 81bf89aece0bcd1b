/**
 * Renders the five client sites in ./sites with Chromium at 2× density and frames them into the
 * case-study pictures, one file per slot shape, in content/images/case-studies/<case study slug>/.
 *
 *   npm run showcase                 # every client
 *   npm run showcase -- nutrivita    # clients whose id contains "nutrivita"
 *   npm run showcase -- --serve      # only serve the sites, to look at them in a browser
 *   npm run showcase -- --logos      # only the clients' logo tiles
 *   npm run showcase -- --scroll     # only the logo tiles and the scrolling pages
 *   npm run showcase -- --covers     # only the blog covers cut from the clients' wide pictures
 */
import { mkdir, writeFile } from "node:fs/promises"
import { dirname, join, resolve } from "node:path"
import { fileURLToPath } from "node:url"
import { type Browser, chromium } from "@playwright/test"
import sharp from "sharp"
import { caseStudyImageSizes } from "../../app/content/case-study.ts"
import { chromiumArgs, chromiumPath } from "../../scripts/lib/chromium.ts"
import { type Client, clients, type Shot } from "./clients.ts"
import { browserWindow, type Layer, PHONE, type Placed, phone, shadows, sheet } from "./lib/frames.ts"
import { serveSites } from "./lib/server.ts"

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..")
const outDir = join(root, "content/images/case-studies")
const DESKTOP_WIDTH = 1440
const TOOLBAR_HEIGHT = 52
const MAX_BYTES = 400 * 1024
/**
 * A blog cover: 16:9, the art's shape in every article slot, and as wide as the card picture, which is
 * what the article's opening needs below 1024 px (twice its 959 px there).
 */
const COVER = { width: 1920, height: 1080 }

/**
 * The cover of an article whose example is this client: a 16:9 band across the middle of the client's
 * card picture (the browser window and the phone), so the listing shows a client's real site beside the
 * illustrated and typographic covers of tools/art.
 */
async function renderCovers(client: Client) {
  const card = join(outDir, client.caseStudy, "cardImage", "src.webp")
  const { width, height } = await sharp(card).metadata()
  const cropHeight = Math.round((width * COVER.height) / COVER.width)
  for (const article of client.covers ?? []) {
    const cover = await sharp(card)
      .extract({ left: 0, top: Math.round((height - cropHeight) / 2), width, height: cropHeight })
      .resize(COVER.width, COVER.height)
      .webp({ quality: 86, effort: 6, smartSubsample: true })
      .toBuffer()
    const file = join(root, "content/images/blog", article, "image", "src.webp")
    await mkdir(dirname(file), { recursive: true })
    await writeFile(file, cover)
    console.log(`${file.slice(root.length + 1)}  ${COVER.width}×${COVER.height}  ${Math.round(cover.length / 1024)} KB`)
  }
}

/** The site scrolling in its browser frame: the desktop page from its top, three screens of it at most. */
const SCROLL = { width: 1200, maxScreens: 3, screenHeight: 900 }
/** The logo tile: 240 × 80 CSS px at 2×, the logo centred on its own site's background. */
const LOGO = { width: 480, height: 160, padding: 0.16 }

type Box = { left: number; top: number; width: number; height: number }
type SlotName = keyof typeof caseStudyImageSizes
/** Where the desktop page and the two phones sit in each slot, in output pixels. */
const layouts: Record<SlotName, { desktop: Box; phones: { left: number; top: number; height: number }[] }> = {
  heroImage: {
    desktop: { left: 150, top: 80, width: 1430, height: 840 },
    phones: [
      { left: 1500, top: 150, height: 780 },
      { left: 1955, top: 70, height: 860 },
    ],
  },
  cardImage: {
    desktop: { left: 100, top: 110, width: 1480, height: 1000 },
    phones: [{ left: 1330, top: 290, height: 1040 }],
  },
  teaserImage: {
    desktop: { left: 64, top: 96, width: 1000, height: 720 },
    phones: [{ left: 610, top: 348, height: 1080 }],
  },
}

async function capture(browser: Browser, url: string, viewport: { width: number; height: number }, shot?: Shot) {
  const page = await browser.newPage({ viewport, deviceScaleFactor: 2, reducedMotion: "reduce" })
  try {
    await page.goto(url, { waitUntil: "networkidle" })
    await page.evaluate(() => document.fonts.ready)
    if (shot?.scrollTo) await page.evaluate((y) => window.scrollTo(0, y), shot.scrollTo)
    return await page.screenshot({ type: "png" })
  } finally {
    await page.close()
  }
}

/** The colour of the top edge of a capture, so the phone's status bar continues the page's header. */
async function topColour(image: Buffer) {
  const { data } = await sharp(image).extract({ left: 4, top: 2, width: 1, height: 1 }).raw().toBuffer({
    resolveWithObject: true,
  })
  const [r, g, b] = [data.readUInt8(0), data.readUInt8(1), data.readUInt8(2)]
  const luminance = (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255
  return { colour: `rgb(${r},${g},${b})`, isDark: luminance < 0.55 }
}

/**
 * The client's logo as its own site draws it, on the colour behind it there, centred on one tile shape,
 * so a row of clients reads as one set (the home page's client strip). The element is captured alone,
 * trimmed to the logo, and set on a tile of the colour at its corner: nothing of the page around it shows.
 */
async function renderLogo(browser: Browser, url: string, selector: string) {
  const page = await browser.newPage({ viewport: { width: DESKTOP_WIDTH, height: 900 }, deviceScaleFactor: 2 })
  try {
    await page.goto(url, { waitUntil: "networkidle" })
    await page.evaluate(() => document.fonts.ready)
    const capture = await page.locator(selector).first().screenshot({ type: "png" })
    const { data } = await sharp(capture).extract({ left: 1, top: 1, width: 1, height: 1 }).raw().toBuffer({
      resolveWithObject: true,
    })
    const background = { r: data.readUInt8(0), g: data.readUInt8(1), b: data.readUInt8(2), alpha: 1 }
    const inner = { width: Math.round(LOGO.width * (1 - 2 * LOGO.padding)), height: Math.round(LOGO.height * 0.62) }
    const logo = await sharp(await sharp(capture).trim({ threshold: 12 }).toBuffer())
      .resize({ ...inner, fit: "inside" })
      .toBuffer()
    return await sharp({ create: { width: LOGO.width, height: LOGO.height, channels: 4, background } })
      .composite([{ input: logo, gravity: "centre" }])
      .webp({ quality: 92, effort: 6 })
      .toBuffer()
  } finally {
    await page.close()
  }
}

/**
 * The desktop page from its top, down to three screens, for the frame it scrolls in as it comes into view
 * (app/components/ui/browser-scroll.tsx). No browser chrome: the page draws the frame itself.
 */
async function renderScroll(browser: Browser, url: string) {
  const page = await browser.newPage({
    viewport: { width: DESKTOP_WIDTH, height: SCROLL.screenHeight },
    deviceScaleFactor: 1,
    reducedMotion: "reduce",
  })
  try {
    await page.goto(url, { waitUntil: "networkidle" })
    await page.evaluate(() => document.fonts.ready)
    const height = Math.min(
      await page.evaluate(() => document.documentElement.scrollHeight),
      SCROLL.screenHeight * SCROLL.maxScreens,
    )
    const shot = await page.screenshot({
      type: "png",
      clip: { x: 0, y: 0, width: DESKTOP_WIDTH, height },
      fullPage: true,
    })
    return await sharp(shot)
      .resize({ width: SCROLL.width })
      .webp({ quality: 86, effort: 6, smartSubsample: true })
      .toBuffer()
  } finally {
    await page.close()
  }
}

async function renderClient(browser: Browser, origin: string, client: Client, logoOnly: boolean) {
  const site = (path: string) => `${origin}/${client.id}/${path}`
  const logo = await renderLogo(browser, site(client.desktop.path), client.logo)
  const logoFile = join(outDir, client.caseStudy, "logo", "src.webp")
  await mkdir(dirname(logoFile), { recursive: true })
  await writeFile(logoFile, logo)
  console.log(`${logoFile.slice(root.length + 1)}  ${LOGO.width}×${LOGO.height}  ${Math.round(logo.length / 1024)} KB`)
  if (logoOnly) return
  const scroll = await renderScroll(browser, site(client.desktop.path))
  const scrollFile = join(outDir, client.caseStudy, "scrollImage", "src.webp")
  await mkdir(dirname(scrollFile), { recursive: true })
  await writeFile(scrollFile, scroll)
  const scrollSize = await sharp(scroll).metadata()
  console.log(
    `${scrollFile.slice(root.length + 1)}  ${scrollSize.width}×${scrollSize.height}  ${Math.round(scroll.length / 1024)} KB`,
  )
  if (process.argv.includes("--scroll")) return
  const toolbar = await capture(browser, `${origin}/_frame/toolbar.html?domain=${encodeURIComponent(client.domain)}`, {
    width: DESKTOP_WIDTH,
    height: TOOLBAR_HEIGHT,
  })
  const phones = await Promise.all(
    client.phones.map(async (shot) => {
      const page = await capture(
        browser,
        site(shot.path),
        { width: PHONE.width, height: PHONE.height - PHONE.statusBar },
        shot,
      )
      const { colour, isDark } = await topColour(page)
      const statusBar = await capture(
        browser,
        `${origin}/_frame/status.html?background=${encodeURIComponent(colour)}&tone=${isDark ? "light" : "dark"}`,
        { width: PHONE.width, height: PHONE.statusBar },
      )
      return { page, statusBar }
    }),
  )
  for (const [slot, size] of Object.entries(caseStudyImageSizes) as [SlotName, { width: number; height: number }][]) {
    const layout = layouts[slot]
    const scale = layout.desktop.width / DESKTOP_WIDTH
    const chrome = client.surface === "browser" ? TOOLBAR_HEIGHT : 0
    const viewportHeight = Math.round(layout.desktop.height / scale - chrome)
    const desktopPage = await capture(
      browser,
      site(client.desktop.path),
      { width: DESKTOP_WIDTH, height: viewportHeight },
      client.desktop,
    )
    const placed: Placed[] = [
      client.surface === "browser"
        ? await browserWindow({ toolbar, page: desktopPage }, layout.desktop)
        : await sheet(desktopPage, layout.desktop),
    ]
    for (const [index, spot] of layout.phones.entries()) {
      // The single phone of the smaller slots shows the client's first phone page.
      const shot = phones[index]
      if (!shot)
        throw new Error(
          `${client.id}: the ${slot} picture has ${layout.phones.length} phones, the client ${phones.length}`,
        )
      placed.push(await phone(shot, spot))
    }
    for (const item of placed) {
      if (item.left < 0 || item.top < 0 || item.left + item.width > size.width || item.top + item.height > size.height)
        throw new Error(`${client.id} ${slot}: a device does not fit inside ${size.width}×${size.height}`)
    }
    const layers: Layer[] = [shadows(size, placed, client.shadowTint), ...placed]
    const image = await sharp(Buffer.from(client.backdrop(size.width, size.height)))
      .composite(layers)
      .webp({ quality: 88, effort: 6, smartSubsample: true })
      .toBuffer()
    if (image.length > MAX_BYTES) throw new Error(`${client.id} ${slot}: ${image.length} bytes, over ${MAX_BYTES}`)
    // Where the editor keeps a case study's picture for this field (content/images/case-studies/<slug>/<field>/src.webp).
    const file = join(outDir, client.caseStudy, slot, "src.webp")
    await mkdir(dirname(file), { recursive: true })
    await writeFile(file, image)
    console.log(`${file.slice(root.length + 1)}  ${size.width}×${size.height}  ${Math.round(image.length / 1024)} KB`)
  }
}

const args = process.argv.slice(2)
const server = await serveSites()
if (args.includes("--serve")) {
  console.log(`Sites at ${server.origin}/<client>/ (${clients.map((client) => client.id).join(", ")}); Ctrl+C stops.`)
} else {
  const filters = args.filter((arg) => !arg.startsWith("--"))
  const chosen = clients.filter(
    (client) => filters.length === 0 || filters.some((filter) => client.id.includes(filter)),
  )
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    // Unhinted glyphs scale cleanly in the framed pictures.
    args: [...chromiumArgs, "--font-render-hinting=none"],
  })
  try {
    for (const client of chosen) {
      if (!args.includes("--covers")) await renderClient(browser, server.origin, client, args.includes("--logos"))
      await renderCovers(client)
    }
  } finally {
    await browser.close()
    await server.close()
  }
}
