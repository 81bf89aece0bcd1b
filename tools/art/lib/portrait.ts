/** Illustrated portraits: DiceBear "Notionists" (CC0, by Zoish) composed on a brand-coloured background. */
import { createAvatar } from "@dicebear/core"
import * as notionists from "@dicebear/notionists"
import { dotField, ring, sparkle } from "./components.ts"
import { brand, shade, tint } from "./palette.ts"
import { createRng } from "./random.ts"
import { Canvas, circle, g, path, rect } from "./svg.ts"

export type NotionistsOptions = Parameters<typeof createAvatar<notionists.Options>>[1]

export interface PortraitSpec {
  seed: string
  /** Background colour (a brand colour or tint). */
  background: string
  /** Colour of the large soft disc behind the head. */
  disc: string
  /** Small accent shapes. */
  accent: string
  avatar: NotionistsOptions
}

/** DiceBear output with metadata removed and ids made unique to this file. */
function avatarMarkup(spec: PortraitSpec, idPrefix: string): { viewBox: string; inner: string } {
  const svg = createAvatar(notionists, {
    seed: spec.seed,
    gestureProbability: 0,
    bodyIconProbability: 0,
    ...spec.avatar,
  }).toString()
  const viewBox = svg.match(/viewBox="([^"]+)"/)?.[1] ?? "0 0 1744 1744"
  const inner = svg
    .replace(/^<svg[^>]*>/, "")
    .replace(/<\/svg>\s*$/, "")
    .replace(/<metadata>[\s\S]*?<\/metadata>/, "")
    // librsvg ignores blend modes and the pipeline forbids them; the affected group is empty anyway
    .replace(/\s?style="mix-blend-mode:[^"]*"/g, "")
    .replace(/id="([^"]+)"/g, `id="${idPrefix}$1"`)
    .replace(/url\(#([^)]+)\)/g, `url(#${idPrefix}$1)`)
  return { viewBox, inner }
}

export function renderPortrait(file: string, size: number, spec: PortraitSpec): string {
  const c = new Canvas(size, size, file)
  const rng = createRng(file)
  const u = size / 800
  const clip = c.clip(rect(0, 0, size, size, { rx: 96 * u }))
  const { viewBox, inner } = avatarMarkup(spec, `${c.id("a")}-`)
  const side = rng.bool() ? 1 : -1
  const decor =
    rect(0, 0, size, size, { fill: spec.background }) +
    circle(size / 2, size * 0.56, size * 0.36, { fill: spec.disc }) +
    ring(size / 2, size * 0.56, size * 0.46, spec.disc, 3 * u, 0.9) +
    circle(size / 2 + side * size * 0.34, size * 0.2, size * 0.055, { fill: spec.accent }) +
    sparkle(size / 2 - side * size * 0.33, size * 0.3, size * 0.04, spec.accent) +
    dotField(c, side > 0 ? size * 0.04 : size * 0.74, size * 0.74, size * 0.22, size * 0.2, spec.accent, {
      spacing: 18 * u,
      r: 2.2 * u,
      opacity: 0.45,
    })
  const avatarSize = size * 0.94
  const portrait = `<svg x="${Math.round((size - avatarSize) / 2)}" y="${Math.round(size * 0.08)}" width="${Math.round(avatarSize)}" height="${Math.round(avatarSize)}" viewBox="${viewBox}">${inner}</svg>`
  c.add(g({ clipPath: clip }, decor, portrait))
  return c.toString()
}

/** Backgrounds cycle through these so neighbouring portraits differ. */
export const portraitPalettes: Pick<PortraitSpec, "background" | "disc" | "accent">[] = [
  { background: brand.blue, disc: tint(brand.blue, 0.25), accent: brand.lime },
  { background: tint(brand.lime, 0.35), disc: tint(brand.lime, 0.7), accent: brand.blue },
  { background: tint(brand.blue, 0.82), disc: tint(brand.blue, 0.68), accent: brand.blue },
  { background: shade(brand.blue, 0.35), disc: shade(brand.blue, 0.15), accent: brand.lime },
  { background: brand.lime, disc: tint(brand.lime, 0.5), accent: brand.ink },
  { background: tint(brand.blue, 0.55), disc: tint(brand.blue, 0.4), accent: brand.lime },
]

void path
