/** Whole-page website wireframes for desktop and phone mock-ups. */
import {
  type Box,
  bar,
  button,
  featureRow,
  type HeroOptions,
  type NavOptions,
  type PhotoKind,
  paragraph,
  phoneTop,
  photo,
  siteHero,
  siteNav,
  star,
  textLines,
} from "./components.ts"
import type { IconName } from "./icons.ts"
import { iconAt } from "./icons.ts"
import { brand, neutral, type Theme } from "./palette.ts"
import type { Rng } from "./random.ts"
import { type Canvas, circle, line, rect } from "./svg.ts"

export interface DesktopSiteOptions {
  hero?: HeroOptions
  nav?: Partial<NavOptions>
  features?: IconName[] | false
  scale?: number
  navHeight?: number
  heroHeight?: number
}

/** Nav + hero + a row of feature cards. */
export function desktopSite(c: Canvas, b: Box, theme: Theme, rng: Rng, o: DesktopSiteOptions = {}): string {
  const s = o.scale ?? 1
  const navH = o.navHeight ?? 66 * s
  let out = rect(b.x, b.y, b.w, b.h, { fill: brand.white })
  out += siteNav(b.x, b.y, b.w, navH, { logoColor: theme.primary, ctaColor: theme.primary, ...o.nav })
  out += line(b.x, b.y + navH, b.x + b.w, b.y + navH, { stroke: neutral.line, strokeWidth: 1.2 })
  const heroH = o.heroHeight ?? b.h * 0.6
  out += siteHero(c, { x: b.x, y: b.y + navH, w: b.w, h: heroH }, theme, rng, { scale: s, ...o.hero })
  if (o.features !== false) {
    const fy = b.y + navH + heroH + 6 * s
    out += featureRow(
      c,
      { x: b.x + 44 * s, y: fy, w: b.w - 88 * s, h: 150 * s },
      theme,
      rng,
      o.features ?? ["map-pin", "star", "phone"],
      { scale: s },
    )
  }
  return out
}

export interface MobileSiteOptions {
  photo?: PhotoKind
  rating?: boolean
  accentButton?: boolean
  /** Extra content under the fold: "cards" (service list) or "form". */
  below?: "cards" | "form" | "contact"
}

/** Mobile page: app bar with menu icon, photo, heading, text, call button, rating and list. */
export function mobileSite(c: Canvas, s: Box, theme: Theme, rng: Rng, o: MobileSiteOptions = {}): string {
  const pad = s.w * 0.08
  const top = phoneTop(s)
  const u = s.w / 240
  let out = rect(s.x, s.y, s.w, s.h, { fill: brand.white })
  // app bar
  out += rect(s.x + pad, top + 4 * u, 22 * u, 22 * u, { rx: 7 * u, fill: theme.primary })
  out += bar(s.x + pad + 30 * u, top + 11 * u, 56 * u, 8 * u, brand.ink)
  out += iconAt("menu", s.x + s.w - pad - 11 * u, top + 15 * u, 22 * u, { color: brand.ink, strokeWidth: 2.4 })
  let y = top + 42 * u
  out += photo(c, { x: s.x + pad, y, w: s.w - 2 * pad, h: 120 * u }, 14 * u, theme, o.photo ?? "storefront", rng)
  y += 136 * u
  out += textLines(s.x + pad, y, s.w - 2 * pad, [0.95, 0.7], { h: 14 * u, gap: 8 * u, color: brand.ink })
  y += 46 * u
  out += textLines(s.x + pad, y, s.w - 2 * pad, paragraph(rng, 2), { h: 6 * u, gap: 7 * u })
  y += 30 * u
  const bw = s.w - 2 * pad
  out += button(
    s.x + pad,
    y,
    bw,
    36 * u,
    o.accentButton ? theme.accent : theme.primary,
    o.accentButton ? brand.ink : brand.white,
    { icon: "phone" },
  )
  y += 50 * u
  if (o.rating !== false) {
    for (let i = 0; i < 5; i++)
      out += star(s.x + pad + 7 * u + i * 17 * u, y + 7 * u, 6.5 * u, brand.lime, { stroke: "#A8D400" })
    out += bar(s.x + pad + 92 * u, y + 3.5 * u, 60 * u, 7 * u, neutral.muted)
    y += 28 * u
  }
  const below = o.below ?? "cards"
  if (below === "cards") {
    for (let i = 0; i < 3; i++) {
      out += rect(s.x + pad, y, s.w - 2 * pad, 52 * u, { rx: 12 * u, fill: brand.pale })
      out += circle(s.x + pad + 24 * u, y + 26 * u, 13 * u, { fill: i === 0 ? theme.primary : brand.white })
      out += bar(s.x + pad + 46 * u, y + 16 * u, 80 * u, 8 * u, brand.ink)
      out += bar(s.x + pad + 46 * u, y + 30 * u, 110 * u, 6 * u, neutral.muted)
      y += 62 * u
    }
  } else if (below === "form") {
    for (let i = 0; i < 3; i++) {
      out += rect(s.x + pad, y, s.w - 2 * pad, 34 * u, {
        rx: 9 * u,
        fill: brand.white,
        stroke: neutral.border,
        strokeWidth: 1.2,
      })
      out += bar(s.x + pad + 12 * u, y + 13.5 * u, 70 * u, 7 * u, neutral.line)
      y += 44 * u
    }
  } else {
    out += rect(s.x + pad, y, s.w - 2 * pad, 90 * u, { rx: 12 * u, fill: theme.primarySoft })
    out += iconAt("map-pin", s.x + pad + 22 * u, y + 24 * u, 18 * u, { color: theme.primary, strokeWidth: 2.4 })
    out += bar(s.x + pad + 40 * u, y + 20 * u, 90 * u, 8 * u, brand.ink)
    out += iconAt("clock", s.x + pad + 22 * u, y + 56 * u, 18 * u, { color: theme.primary, strokeWidth: 2.4 })
    out += bar(s.x + pad + 40 * u, y + 52 * u, 110 * u, 8 * u, brand.ink)
  }
  return out
}
