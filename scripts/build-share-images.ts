/**
 * Build step: a 1200×630 share image for every page, written after the app build to
 * build/client/og/<page>.png (the path `shareImagePath` gives the page's Open Graph tags). Rendered
 * here once with satori and resvg, so the running site serves them as files.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs"
import { createRequire } from "node:module"
import { dirname, join } from "node:path"
import { fileURLToPath } from "node:url"
import { Resvg } from "@resvg/resvg-js"
import { href } from "react-router"
import satori from "satori"
import sharp from "sharp"
import { caseStudyNamed } from "../app/content/checked-references.ts"
import type { ImageRef } from "../app/content/shared.ts"
import { SHARE_IMAGE, shareImagePath } from "../app/lib/seo.ts"
import { buildOutputDir } from "../config/environment.server.ts"
import { buildCache, cacheKey, sourcesOf } from "./lib/build-cache.ts"
import { pagePaths, sourceContent } from "./lib/site-content.ts"

type ShareCard = { eyebrow: string; title: string; art: ImageRef }

/** What each page's share image shows: its kind, its headline and its artwork. */
function shareCards(): Map<string, ShareCard> {
  const { site, pages, services, caseStudies, articles, team, blogCategories } = sourceContent().catalog
  const fallback = site.defaultShareImage
  const cards: [string, ShareCard][] = [
    [
      "/",
      {
        eyebrow: pages.home.hero.badge,
        title: `${pages.home.hero.title} ${pages.home.hero.subtitle}`,
        art: caseStudyNamed(caseStudies, pages.home.hero.work.caseStudy).heroImage,
      },
    ],
    [
      href("/about-us"),
      {
        eyebrow: pages.about.hero.eyebrow,
        title: pages.about.hero.title,
        art: caseStudyNamed(caseStudies, pages.about.hero.work.lead).heroImage,
      },
    ],
    [href("/services"), { eyebrow: pages.services.intro.eyebrow, title: pages.services.intro.title, art: fallback }],
    ...services.map((service): [string, ShareCard] => [
      href("/services/:slug", { slug: service.slug }),
      {
        eyebrow: service.hero.eyebrow,
        title: service.title,
        art: caseStudyNamed(caseStudies, service.proof.caseStudy).heroImage,
      },
    ]),
    [href("/pricing"), { eyebrow: pages.pricing.intro.eyebrow, title: pages.pricing.intro.title, art: fallback }],
    [href("/contact-us"), { eyebrow: pages.contact.tag, title: pages.contact.title, art: fallback }],
    [
      href("/case-studies"),
      { eyebrow: pages.caseStudies.intro.eyebrow, title: pages.caseStudies.intro.title, art: fallback },
    ],
    ...caseStudies.map((study): [string, ShareCard] => [
      href("/case-study/:slug", { slug: study.slug }),
      { eyebrow: study.tag, title: study.title, art: study.heroImage },
    ]),
    [href("/blogs"), { eyebrow: pages.blog.intro.eyebrow, title: pages.blog.intro.title, art: fallback }],
    ...blogCategories.map((category): [string, ShareCard] => [
      href("/blog-category/:category", { category: category.slug }),
      { eyebrow: pages.blog.intro.eyebrow, title: category.name, art: fallback },
    ]),
    ...articles.map((article): [string, ShareCard] => [
      href("/blog/:slug", { slug: article.slug }),
      { eyebrow: article.category, title: article.title, art: article.image },
    ]),
    [href("/team"), { eyebrow: pages.team.intro.eyebrow, title: pages.team.intro.title, art: fallback }],
    [href("/privacy"), { eyebrow: pages.privacy.intro.eyebrow, title: pages.privacy.intro.title, art: fallback }],
    [
      href("/accessibility"),
      { eyebrow: pages.accessibility.intro.eyebrow, title: pages.accessibility.intro.title, art: fallback },
    ],
    ...team.map((member): [string, ShareCard] => [
      href("/team/:memberName", { memberName: member.slug }),
      // No portrait: a person is shown through the work they led, if they led a project.
      {
        eyebrow: member.position,
        title: member.name,
        art: caseStudies.find((study) => study.slug === member.ledProject)?.heroImage ?? fallback,
      },
    ]),
  ]
  return new Map(cards)
}

const require = createRequire(import.meta.url)
const fontFile = (weight: number) =>
  readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`))

// The brand mark of app/components/layout/logo.tsx, in lime and blue for the blue card.
const logoMark = `data:image/svg+xml;base64,${Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="9" fill="#C6F906"/><path d="M17.8 5.5 9.5 18h6.2l-1.5 8.5L22.5 14h-6.2z" fill="#240CF3"/></svg>',
).toString("base64")}`

let fonts: { name: string; data: Buffer; weight: 400 | 700 | 800; style: "normal" }[] | undefined

type Node = { type: string; props: Record<string, unknown> & { children?: unknown } }
const h = (
  type: string,
  style: Record<string, unknown>,
  children?: unknown,
  extra: Record<string, unknown> = {},
): Node => ({
  type,
  props: { style, children, ...extra },
})

/** The artwork's half of a card. */
const ART = { width: 560, height: SHARE_IMAGE.height }
const artPanels = new Map<string, Promise<Buffer>>()
/**
 * A card's right half, drawn once per picture: drawing the artwork is most of a card's cost, and one
 * picture often stands on several pages' cards. Drawn at the panel's size from the source (libvips draws
 * vector art straight at the size asked for, a fraction of the cost of scaling a larger drawing).
 */
function artPanel(src: string) {
  let panel = artPanels.get(src)
  if (!panel) {
    panel = sharp(readFileSync(join("content/images", src)), { density: 144 })
      .resize({ ...ART, fit: "cover" })
      .png()
      .toBuffer()
    artPanels.set(src, panel)
  }
  return panel
}

/** A 1200×630 PNG: brand panel with the page's kind and headline on the left, its artwork on the right. */
async function renderShareCard(card: ShareCard, site: { name: string; slogan: string }) {
  fonts ??= [
    { name: "Inter", data: fontFile(400), weight: 400, style: "normal" },
    { name: "Inter", data: fontFile(700), weight: 700, style: "normal" },
    { name: "Inter", data: fontFile(800), weight: 800, style: "normal" },
  ]
  const artPng = await artPanel(card.art.src)
  const titleSize = card.title.length > 70 ? 46 : card.title.length > 45 ? 54 : 64
  const tree = h(
    "div",
    { display: "flex", width: 1200, height: 630, backgroundColor: "#240CF3", fontFamily: "Inter", color: "#ffffff" },
    [
      h(
        "div",
        {
          display: "flex",
          flexDirection: "column",
          justifyContent: "space-between",
          width: 640,
          padding: "56px 56px 52px",
        },
        [
          h("div", { display: "flex", alignItems: "center", gap: 16, fontSize: 34, fontWeight: 800 }, [
            h("img", { width: 56, height: 56 }, undefined, { src: logoMark, width: 56, height: 56 }),
            site.name,
          ]),
          h("div", { display: "flex", flexDirection: "column", gap: 22 }, [
            h(
              "div",
              {
                display: "flex",
                alignSelf: "flex-start",
                backgroundColor: "#C6F906",
                color: "#0A0D14",
                fontSize: 22,
                fontWeight: 700,
                padding: "8px 18px",
                borderRadius: 999,
              },
              card.eyebrow,
            ),
            h(
              "div",
              { display: "flex", fontSize: titleSize, fontWeight: 800, lineHeight: 1.08, letterSpacing: -1.5 },
              card.title,
            ),
          ]),
          h("div", { display: "flex", fontSize: 22, color: "rgba(255,255,255,0.8)" }, site.slogan),
        ],
      ),
      h("img", { ...ART, objectFit: "cover" }, undefined, {
        src: `data:image/png;base64,${artPng.toString("base64")}`,
        ...ART,
      }),
    ],
  )
  const svg = await satori(tree as never, { width: SHARE_IMAGE.width, height: SHARE_IMAGE.height, fonts })
  return new Resvg(svg, { fitTo: { mode: "width", value: SHARE_IMAGE.width } }).render().asPng()
}

const cache = buildCache("share-images")
let rendering: Promise<Map<string, Buffer>> | undefined

/**
 * Every page's card, by the page's path. `npm run build` starts this while React Router builds the site
 * (the build's folder is emptied then, so the cards are written after it). A card is drawn again only
 * when its words, its artwork or this script change.
 */
export function renderShareImages() {
  rendering ??= (async () => {
    const { site } = sourceContent().catalog
    const cards = shareCards()
    const script = sourcesOf(fileURLToPath(import.meta.url))
    const images = new Map<string, Buffer>()
    for (const path of pagePaths()) {
      const card = cards.get(path) ?? { eyebrow: site.name, title: site.tagline, art: site.defaultShareImage }
      const art = readFileSync(join("content/images", card.art.src))
      const key = cacheKey(script, JSON.stringify([card, site.name, site.slogan]), art)
      const { png } = await cache.get(key, async () => ({ png: await renderShareCard(card, site) }))
      images.set(path, png)
    }
    return images
  })()
  return rendering
}

/** Writes every page's card into the build, where its Open Graph tags point. */
export async function writeShareImages() {
  const clientDir = join(buildOutputDir(), "client")
  const images = await renderShareImages()
  for (const [path, png] of images) {
    const file = join(clientDir, shareImagePath(path))
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, png)
  }
  console.log(`share images: ${images.size} pages → ${join(clientDir, "og")} (${cache.finish()})`)
}
