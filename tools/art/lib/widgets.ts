/** Larger themed widgets: maps, dashboards, lists, search, feeds, notes, calendars, a city skyline. */
import {
  avatar,
  type Box,
  bar,
  card,
  checkCircle,
  heart,
  iconTile,
  lineChart,
  type PhotoKind,
  photo,
  star,
  textLines,
  upTrend,
} from "./components.ts"
import { type IconName, iconAt } from "./icons.ts"
import { brand, neutral, shade, type Theme, tint } from "./palette.ts"
import type { Rng } from "./random.ts"
import { type Canvas, circle, d, g, line, path, rect, roundedPath } from "./svg.ts"

// ───────────────────────────── map ─────────────────────────────

export interface StreetMapOptions {
  r?: number
  /** Where the radial avenues meet (fractions of the box), like Detroit's downtown hub. */
  hub?: [number, number]
  river?: boolean
  land?: string
}

/** Abstract street map: blocks, parks, a river along the bottom and radial avenues from a hub. */
export function streetMap(c: Canvas, b: Box, rng: Rng, o: StreetMapOptions = {}): string {
  const r = o.r ?? 20
  const clip = c.clip(rect(b.x, b.y, b.w, b.h, { rx: r }))
  const land = o.land ?? "#E9EEF5"
  let out = rect(b.x, b.y, b.w, b.h, { fill: land })
  // parks
  for (let i = 0; i < 4; i++) {
    const pw = b.w * rng.range(0.1, 0.18)
    const ph = b.h * rng.range(0.1, 0.2)
    out += rect(b.x + rng.range(0, b.w - pw), b.y + rng.range(0, b.h * 0.7 - ph), pw, ph, {
      rx: 12,
      fill: tint(brand.lime, 0.62),
    })
  }
  // minor streets grid
  const step = Math.max(46, b.w / 14)
  for (let x = b.x + rng.range(10, step); x < b.x + b.w; x += step * rng.range(0.8, 1.2)) {
    out += line(x, b.y, x + b.w * 0.02, b.y + b.h, { stroke: brand.white, strokeWidth: 5 })
  }
  for (let y = b.y + rng.range(10, step); y < b.y + b.h; y += step * rng.range(0.8, 1.2)) {
    out += line(b.x, y, b.x + b.w, y - b.h * 0.02, { stroke: brand.white, strokeWidth: 5 })
  }
  // river
  if (o.river !== false) {
    out += path(
      d`M${b.x - 10} ${b.y + b.h * 0.9} C${b.x + b.w * 0.3} ${b.y + b.h * 0.8} ${b.x + b.w * 0.6} ${b.y + b.h * 0.98} ${b.x + b.w + 10} ${b.y + b.h * 0.84} V${b.y + b.h + 10} H${b.x - 10} Z`,
      {
        fill: tint(brand.blue, 0.78),
      },
    )
  }
  // radial avenues from the hub
  const [hx, hy] = o.hub ?? [0.55, 0.86]
  const cx = b.x + b.w * hx
  const cy = b.y + b.h * hy
  for (const ang of [-168, -138, -112, -90, -62, -30]) {
    const a = (ang * Math.PI) / 180
    const len = Math.max(b.w, b.h) * 1.4
    const x2 = cx + Math.cos(a) * len
    const y2 = cy + Math.sin(a) * len
    out += line(cx, cy, x2, y2, { stroke: neutral.border, strokeWidth: 15, strokeLinecap: "round" })
    out += line(cx, cy, x2, y2, { stroke: brand.white, strokeWidth: 11, strokeLinecap: "round" })
  }
  // a ring road
  out += path(
    d`M${b.x} ${b.y + b.h * 0.3} C${b.x + b.w * 0.35} ${b.y + b.h * 0.22} ${b.x + b.w * 0.7} ${b.y + b.h * 0.36} ${b.x + b.w} ${b.y + b.h * 0.24}`,
    {
      stroke: tint(brand.lime, 0.15),
      strokeWidth: 9,
      strokeLinecap: "round",
    },
  )
  return g({ clipPath: clip }, out)
}

/** Google-style local listing card: thumbnail, name, stars, meta and an action icon. */
export function listingCard(
  c: Canvas,
  b: Box,
  theme: Theme,
  rng: Rng,
  o: { highlight?: boolean; rank?: number; thumb?: PhotoKind } = {},
): string {
  const hi = o.highlight ?? false
  let out = card(c, b, {
    r: 16,
    stroke: hi ? theme.primary : neutral.line,
    shadow: hi ? { dy: 16, blur: 20, opacity: 0.2 } : { dy: 10, blur: 14, opacity: 0.1 },
  })
  if (hi)
    out += rect(b.x + 0.75, b.y + 0.75, b.w - 1.5, b.h - 1.5, { rx: 15.5, stroke: theme.primary, strokeWidth: 2.5 })
  const t = b.h - 28
  out += photo(c, { x: b.x + 14, y: b.y + 14, w: t, h: t }, 12, theme, o.thumb ?? "storefront", rng)
  const tx = b.x + t + 30
  const tw = b.w - t - 44 - 46
  out += bar(tx, b.y + b.h * 0.22, tw * rng.range(0.55, 0.75), 12, brand.ink)
  for (let i = 0; i < 5; i++)
    out += star(tx + 8 + i * 18, b.y + b.h * 0.5, 7, i < (hi ? 5 : 4) ? brand.lime : neutral.line, {
      stroke: i < (hi ? 5 : 4) ? "#A9D600" : neutral.line,
    })
  out += bar(tx + 100, b.y + b.h * 0.5 - 4, tw * 0.3, 8, neutral.muted)
  out += bar(tx, b.y + b.h * 0.7, tw * rng.range(0.7, 0.9), 8, neutral.line)
  out += iconTile(
    b.x + b.w - 54,
    b.y + (b.h - 40) / 2,
    40,
    hi ? theme.primary : brand.pale,
    "navigation",
    hi ? brand.white : theme.primary,
    { r: 20 },
  )
  if (o.rank !== undefined) {
    out += circle(b.x + 14, b.y + 14, 15, { fill: hi ? brand.lime : brand.ink, stroke: brand.white, strokeWidth: 3 })
    out += rankGlyph(b.x + 14, b.y + 14, 14, o.rank, hi ? brand.ink : brand.white)
  }
  return out
}

/** Draws the digits 1–5 as strokes (we avoid text in artwork). */
export function rankGlyph(cx: number, cy: number, size: number, n: number, color: string): string {
  const s = size / 2
  const a = {
    stroke: color,
    strokeWidth: size * 0.16,
    strokeLinecap: "round" as const,
    strokeLinejoin: "round" as const,
  }
  switch (n) {
    case 1:
      return path(d`M${cx - s * 0.35} ${cy - s * 0.45} L${cx + s * 0.05} ${cy - s * 0.8} V${cy + s * 0.8}`, a)
    case 2:
      return path(
        d`M${cx - s * 0.5} ${cy - s * 0.45} C${cx - s * 0.45} ${cy - s} ${cx + s * 0.55} ${cy - s} ${cx + s * 0.5} ${cy - s * 0.35} C${cx + s * 0.45} ${cy} ${cx - s * 0.2} ${cy + s * 0.3} ${cx - s * 0.5} ${cy + s * 0.8} H${cx + s * 0.55}`,
        a,
      )
    case 3:
      return path(
        d`M${cx - s * 0.5} ${cy - s * 0.7} C${cx - s * 0.1} ${cy - s * 1.05} ${cx + s * 0.6} ${cy - s * 0.85} ${cx + s * 0.45} ${cy - s * 0.35} C${cx + s * 0.35} ${cy - s * 0.05} ${cx} ${cy - s * 0.05} ${cx - s * 0.15} ${cy - s * 0.05} C${cx + s * 0.2} ${cy - s * 0.05} ${cx + s * 0.6} ${cy + s * 0.1} ${cx + s * 0.5} ${cy + s * 0.5} C${cx + s * 0.35} ${cy + s} ${cx - s * 0.3} ${cy + s} ${cx - s * 0.55} ${cy + s * 0.65}`,
        a,
      )
    case 4:
      return path(
        d`M${cx + s * 0.25} ${cy + s * 0.8} V${cy - s * 0.8} L${cx - s * 0.55} ${cy + s * 0.3} H${cx + s * 0.6}`,
        a,
      )
    default:
      return path(
        d`M${cx + s * 0.5} ${cy - s * 0.8} H${cx - s * 0.35} L${cx - s * 0.45} ${cy - s * 0.05} C${cx} ${cy - s * 0.3} ${cx + s * 0.6} ${cy - s * 0.1} ${cx + s * 0.55} ${cy + s * 0.35} C${cx + s * 0.5} ${cy + s} ${cx - s * 0.3} ${cy + s} ${cx - s * 0.55} ${cy + s * 0.6}`,
        a,
      )
  }
}

// ───────────────────────────── dashboards ─────────────────────────────

/** Analytics dashboard: sidebar, stat tiles and a line chart. */
export function dashboard(c: Canvas, b: Box, theme: Theme, rng: Rng, o: { sidebar?: boolean } = {}): string {
  let out = rect(b.x, b.y, b.w, b.h, { fill: brand.pale })
  let x0 = b.x
  if (o.sidebar !== false) {
    const sw = b.w * 0.2
    out += rect(b.x, b.y, sw, b.h, { fill: brand.ink })
    out += rect(b.x + 16, b.y + 18, 22, 22, { rx: 7, fill: theme.accent })
    for (let i = 0; i < 5; i++)
      out += bar(
        b.x + 16,
        b.y + 64 + i * 26,
        sw * (i === 1 ? 0.62 : 0.5),
        8,
        i === 1 ? brand.white : tint(brand.ink, 0.35),
      )
    x0 = b.x + sw
  }
  const pad = 16
  const iw = b.x + b.w - x0 - 2 * pad
  const tileW = (iw - 2 * 12) / 3
  for (let i = 0; i < 3; i++) {
    const tx = x0 + pad + i * (tileW + 12)
    out += rect(tx, b.y + pad, tileW, 58, { rx: 10, fill: i === 0 ? theme.primary : brand.white })
    out += bar(tx + 12, b.y + pad + 14, tileW * 0.45, 9, i === 0 ? brand.white : brand.ink)
    out += bar(tx + 12, b.y + pad + 34, tileW * 0.6, 6, i === 0 ? tint(theme.primary, 0.5) : neutral.muted)
  }
  const cy = b.y + pad + 58 + 12
  const ch = b.y + b.h - pad - cy
  out += rect(x0 + pad, cy, iw, ch, { rx: 10, fill: brand.white })
  out += lineChart(c, { x: x0 + pad + 16, y: cy + 22, w: iw - 32, h: ch - 40 }, upTrend(rng, 8, 0.12, 0.86), {
    color: theme.primary,
    width: 3,
    endDot: theme.accent,
  })
  return out
}

/** Round gauge (speed score) with the needle near the top of the range. */
export function gauge(
  cx: number,
  cy: number,
  r: number,
  value: number,
  color: string,
  track = neutral.soft,
  width = 18,
): string {
  const start = Math.PI * 0.8
  const sweep = Math.PI * 1.4
  const arc = (from: number, to: number) => {
    const a0 = start + sweep * from
    const a1 = start + sweep * to
    const large = sweep * (to - from) > Math.PI ? 1 : 0
    return d`M${cx + r * Math.cos(a0)} ${cy + r * Math.sin(a0)} A${r} ${r} 0 ${large} 1 ${cx + r * Math.cos(a1)} ${cy + r * Math.sin(a1)}`
  }
  const a = start + sweep * value
  return (
    path(arc(0, 1), { stroke: track, strokeWidth: width, strokeLinecap: "round" }) +
    path(arc(0, value), { stroke: color, strokeWidth: width, strokeLinecap: "round" }) +
    line(cx, cy, cx + r * 0.62 * Math.cos(a), cy + r * 0.62 * Math.sin(a), {
      stroke: brand.ink,
      strokeWidth: width * 0.4,
      strokeLinecap: "round",
    }) +
    circle(cx, cy, width * 0.55, { fill: brand.ink })
  )
}

// ───────────────────────────── lists, search ─────────────────────────────

/** Search bar card with magnifier icon, query bar and a button. */
export function searchBar(c: Canvas, b: Box, theme: Theme, o: { queryW?: number; button?: boolean } = {}): string {
  let out = card(c, b, { r: b.h / 2, shadow: { dy: 18, blur: 20, opacity: 0.18 } })
  out += iconAt("search", b.x + b.h * 0.55, b.y + b.h / 2, b.h * 0.38, { color: theme.primary, strokeWidth: 2.6 })
  out += bar(b.x + b.h * 0.95, b.y + b.h / 2 - 6, (b.w - b.h * 2.6) * (o.queryW ?? 0.55), 12, brand.ink)
  out += rect(b.x + b.h * 0.95 + (b.w - b.h * 2.6) * (o.queryW ?? 0.55) + 6, b.y + b.h * 0.3, 3, b.h * 0.4, {
    fill: theme.primary,
  })
  if (o.button !== false) {
    const bw = b.h * 1.5
    out += rect(b.x + b.w - bw - b.h * 0.14, b.y + b.h * 0.14, bw, b.h * 0.72, { rx: b.h * 0.36, fill: theme.primary })
    out += iconAt("search", b.x + b.w - bw / 2 - b.h * 0.14, b.y + b.h / 2, b.h * 0.34, {
      color: brand.white,
      strokeWidth: 2.6,
    })
  }
  return out
}

/** A search result row: favicon, URL bar, title bar, two text lines. */
export function resultRow(
  c: Canvas,
  b: Box,
  theme: Theme,
  rng: Rng,
  o: { highlight?: boolean; rank?: number } = {},
): string {
  const hi = o.highlight ?? false
  let out = card(c, b, {
    r: 16,
    stroke: hi ? false : neutral.line,
    fill: brand.white,
    shadow: hi ? { dy: 18, blur: 22, opacity: 0.22 } : { dy: 8, blur: 12, opacity: 0.08 },
  })
  if (hi) out += rect(b.x, b.y, b.w, b.h, { rx: 16, stroke: theme.primary, strokeWidth: 3 })
  let x = b.x + 22
  if (o.rank !== undefined) {
    out += circle(x + 18, b.y + b.h / 2, 18, { fill: hi ? brand.lime : brand.pale })
    out += rankGlyph(x + 18, b.y + b.h / 2, 16, o.rank, brand.ink)
    x += 54
  }
  const w = b.x + b.w - x - 24
  out += circle(x + 8, b.y + b.h * 0.26, 8, { fill: hi ? theme.primary : neutral.muted })
  out += bar(x + 24, b.y + b.h * 0.26 - 4, w * 0.3, 8, neutral.muted)
  out += bar(x, b.y + b.h * 0.44, w * rng.range(0.55, 0.75), 12, hi ? theme.primary : shade(theme.primary, 0.1), {
    opacity: hi ? 1 : 0.55,
  })
  out += textLines(x, b.y + b.h * 0.68, w, [0.92, 0.6], { h: 7, gap: 7, color: neutral.line })
  if (hi) {
    out += rect(b.x + b.w - 24 - 40, b.y + b.h * 0.18, 40, 24, { rx: 12, fill: tint(brand.lime, 0.5) })
    out += iconAt("trending-up", b.x + b.w - 44, b.y + b.h * 0.18 + 12, 16, {
      color: shade(brand.lime, 0.6),
      strokeWidth: 2.8,
    })
  }
  return out
}

/** Vertical checklist card: rows with check circles, some done, one pending. */
export function checklist(
  c: Canvas,
  b: Box,
  theme: Theme,
  rng: Rng,
  o: { rows?: number; done?: number; title?: boolean } = {},
): string {
  let out = card(c, b, { r: 24 })
  const pad = 30
  let y = b.y + pad
  if (o.title !== false) {
    out += bar(b.x + pad, y + 4, b.w * 0.42, 16, brand.ink)
    out += bar(b.x + pad, y + 32, b.w * 0.28, 8, neutral.muted)
    y += 66
  }
  const rows = o.rows ?? 5
  const done = o.done ?? rows - 1
  const rh = (b.y + b.h - pad - y) / rows
  for (let i = 0; i < rows; i++) {
    const cy = y + rh / 2
    const isDone = i < done
    out += rect(b.x + pad - 10, y + 4, b.w - 2 * pad + 20, rh - 8, { rx: 14, fill: isDone ? brand.white : brand.pale })
    if (isDone)
      out += checkCircle(
        b.x + pad + 14,
        cy,
        14,
        i === 0 ? brand.lime : theme.primary,
        i === 0 ? brand.ink : brand.white,
      )
    else out += circle(b.x + pad + 14, cy, 13, { stroke: neutral.muted, strokeWidth: 2.5, fill: brand.white })
    out += bar(
      b.x + pad + 42,
      cy - 4,
      (b.w - 2 * pad - 60) * rng.range(0.45, 0.85),
      9,
      isDone ? brand.ink : neutral.muted,
    )
    if (i < rows - 1)
      out += line(b.x + pad + 42, y + rh, b.x + b.w - pad, y + rh, { stroke: neutral.soft, strokeWidth: 1.2 })
    y += rh
  }
  return out
}

// ───────────────────────────── social, notes, calendars ─────────────────────────────

/** A social post: header, image, action row with a filled heart. */
export function feedPost(
  c: Canvas,
  b: Box,
  theme: Theme,
  rng: Rng,
  kind: PhotoKind,
  o: { liked?: boolean; scale?: number } = {},
): string {
  const s = o.scale ?? 1
  const av = 16 * s
  let out = avatar(c, b.x + av, b.y + av, av, theme.primary)
  out += bar(b.x + av * 2 + 10 * s, b.y + av - 9 * s, 80 * s, 8 * s, brand.ink)
  out += bar(b.x + av * 2 + 10 * s, b.y + av + 4 * s, 50 * s, 6 * s, neutral.muted)
  const py = b.y + av * 2 + 12 * s
  const ph = b.h - (py - b.y) - 40 * s
  out += photo(c, { x: b.x, y: py, w: b.w, h: ph }, 14 * s, theme, kind, rng)
  const ay = py + ph + 22 * s
  out +=
    o.liked !== false
      ? heart(b.x + 12 * s, ay, 22 * s, theme.primary)
      : iconAt("heart", b.x + 12 * s, ay, 22 * s, { color: brand.ink })
  out += iconAt("message-circle", b.x + 48 * s, ay, 21 * s, { color: brand.ink, strokeWidth: 2.2 })
  out += iconAt("send", b.x + 82 * s, ay, 20 * s, { color: brand.ink, strokeWidth: 2.2 })
  out += iconAt("bookmark", b.x + b.w - 10 * s, ay, 20 * s, { color: brand.ink, strokeWidth: 2.2 })
  return out
}

/** Sticky note with a few lines of "handwriting". */
export function stickyNote(
  c: Canvas,
  x: number,
  y: number,
  w: number,
  h: number,
  fill: string,
  rng: Rng,
  o: { rotate?: number; ink?: string; tag?: string; check?: boolean } = {},
): string {
  const rot = o.rotate ?? 0
  const cx = x + w / 2
  const cy = y + h / 2
  let inner = rect(x, y + 6, w, h, { rx: 8, fill: shade(fill, 0.5), opacity: 0.14, filter: c.blur(6, w, h) })
  inner += rect(x, y, w, h, { rx: 8, fill })
  inner += textLines(x + 16, y + 20, w - 32, [rng.range(0.7, 0.95), rng.range(0.5, 0.8), rng.range(0.3, 0.5)], {
    h: 8,
    gap: 10,
    color: o.ink ?? shade(fill, 0.5),
  })
  if (o.tag) inner += rect(x + 16, y + h - 26, 44, 12, { rx: 6, fill: o.tag })
  if (o.check) inner += checkCircle(x + w - 24, y + h - 22, 11, brand.ink, brand.white)
  return g(
    { transform: rot ? `rotate(${Math.round(rot * 10) / 10} ${Math.round(cx)} ${Math.round(cy)})` : undefined },
    inner,
  )
}

/** Calendar card with a highlighted day grid. */
export function calendarCard(c: Canvas, b: Box, theme: Theme, rng: Rng, o: { marked?: number[] } = {}): string {
  let out = card(c, b, { r: 20 })
  const pad = 20
  out += iconAt("calendar-days", b.x + pad + 10, b.y + pad + 10, 20, { color: theme.primary, strokeWidth: 2.4 })
  out += bar(b.x + pad + 30, b.y + pad + 5, b.w * 0.35, 10, brand.ink)
  const cols = 7
  const rows = 4
  const gw = (b.w - 2 * pad) / cols
  const gh = (b.h - pad * 2 - 44) / rows
  const marked = o.marked ?? [rng.int(2, 6), rng.int(9, 12), rng.int(16, 19), rng.int(22, 26)]
  for (let r = 0; r < rows; r++) {
    for (let k = 0; k < cols; k++) {
      const i = r * cols + k
      const cx = b.x + pad + k * gw + gw / 2
      const cy = b.y + pad + 44 + r * gh + gh / 2
      const m = marked.indexOf(i)
      if (m >= 0) {
        out += circle(cx, cy, Math.min(gw, gh) * 0.38, { fill: m % 2 === 0 ? theme.primary : brand.lime })
      } else {
        out += circle(cx, cy, 3, { fill: neutral.muted })
      }
    }
  }
  return out
}

/** Notification toast: icon circle + two bars. */
export function toast(
  c: Canvas,
  x: number,
  y: number,
  w: number,
  o: { icon: IconName; fill: string; color: string; dark?: boolean },
): string {
  const h = 72
  let out = card(
    c,
    { x, y, w, h },
    {
      r: 22,
      fill: o.dark ? brand.ink : brand.white,
      stroke: o.dark ? false : neutral.line,
      shadow: { dy: 14, blur: 18, opacity: 0.2 },
    },
  )
  out += circle(x + 38, y + h / 2, 22, { fill: o.fill })
  out += iconAt(o.icon, x + 38, y + h / 2, 22, { color: o.color, strokeWidth: 2.4 })
  out += bar(x + 74, y + 24, (w - 100) * 0.6, 10, o.dark ? brand.white : brand.ink)
  out += bar(x + 74, y + 42, (w - 100) * 0.85, 7, o.dark ? tint(brand.ink, 0.4) : neutral.muted)
  return out
}

// ───────────────────────────── city ─────────────────────────────

/**
 * Geometric Detroit-like skyline: a cluster of round towers (a nod to the riverfront),
 * a stepped art-deco tower and plain blocks, in two depth layers, with the river below.
 */
export function skyline(
  c: Canvas,
  b: Box,
  theme: Theme,
  rng: Rng,
  o: { river?: boolean; centre?: number } = {},
): string {
  const base = b.y + b.h
  const back = tint(theme.primary, 0.78)
  const mid = tint(theme.primary, 0.45)
  const front = theme.primary
  const deep = theme.primaryDeep
  let out = ""
  // back layer: plain blocks across the width
  let x = b.x - 20
  while (x < b.x + b.w + 20) {
    const w = rng.range(40, 90)
    const h = b.h * rng.range(0.3, 0.6)
    out += rect(x, base - h, w - 6, h + 2, { fill: back, rx: 3 })
    x += w
  }
  // mid layer with windows
  const windows = c.pattern(18, 22, rect(0, 0, 8, 10, { rx: 1.5, fill: brand.white, fillOpacity: 0.35 }))
  x = b.x + rng.range(-30, 0)
  const centre = b.x + b.w * (o.centre ?? 0.5)
  while (x < b.x + b.w + 20) {
    const w = 18 * rng.int(3, 6) + 20
    // snap so the window pattern lines up with the building
    const bx = Math.round((x + 12) / 18) * 18 - 12
    if (Math.abs(bx + w / 2 - centre) < 200) {
      x += w
      continue
    }
    const rows = Math.max(2, Math.floor((b.h * rng.range(0.22, 0.5) - 20) / 22))
    const top = Math.round((base - rows * 22 - 24) / 22) * 22 - 16
    const h = base - top
    out += path(roundedPath(bx, top, w - 10, h + 2, { tl: 4, tr: 4 }), { fill: mid })
    const cols = Math.floor((w - 22) / 18)
    out += rect(bx + 12, top + 16, cols * 18 - 10, Math.floor((h - 30) / 22) * 22 - 12, { fill: windows })
    x = bx + w
  }
  // round towers cluster at the centre
  const towerW = 56
  const tall = b.h * 0.92
  const sides = [
    [-150, 0.62],
    [-84, 0.72],
    [84, 0.72],
    [150, 0.62],
  ] as const
  for (const [dx, hf] of sides) {
    const h = b.h * hf
    out += path(roundedPath(centre + dx - towerW / 2, base - h, towerW, h + 2, { tl: towerW / 2, tr: towerW / 2 }), {
      fill: front,
    })
    out += rect(centre + dx - towerW / 2 + 10, base - h + 28, 8, h - 28, { rx: 4, fill: brand.white, opacity: 0.22 })
  }
  out += path(roundedPath(centre - 40, base - tall, 80, tall + 2, { tl: 40, tr: 40 }), { fill: deep })
  out += rect(centre - 26, base - tall + 34, 10, tall - 34, { rx: 5, fill: brand.white, opacity: 0.2 })
  out += rect(centre - 52, base - tall + 70, 104, 12, { rx: 6, fill: theme.accent })
  // stepped art-deco tower to the left
  const sx = centre - 330
  const steps = [
    [0, 0.7, 90],
    [12, 0.8, 66],
    [24, 0.88, 42],
  ] as const
  for (const [inset, hf, w] of steps) out += rect(sx + inset, base - b.h * hf, w, b.h * hf + 2, { fill: front, rx: 4 })
  out += rect(sx + 43, base - b.h * 0.98, 4, b.h * 0.1, { fill: front })
  for (let wy = base - b.h * 0.66; wy < base - 20; wy += 24)
    out += rect(sx + 14, wy, 62, 6, { rx: 3, fill: brand.white, opacity: 0.22 })
  // slim tower to the right
  const rx = centre + 250
  out += path(
    d`M${rx} ${base} V${base - b.h * 0.74} L${rx + 34} ${base - b.h * 0.84} L${rx + 68} ${base - b.h * 0.74} V${base} Z`,
    { fill: front },
  )
  for (let wy = base - b.h * 0.68; wy < base - 20; wy += 20)
    out += rect(rx + 12, wy, 44, 5, { rx: 2.5, fill: brand.white, opacity: 0.22 })
  if (o.river !== false) {
    out += rect(b.x - 20, base - 2, b.w + 40, 70, { fill: tint(theme.primary, 0.62) })
    for (let i = 0; i < 7; i++) {
      const wx = b.x + rng.range(0, b.w - 120)
      out += rect(wx, base + 16 + rng.range(0, 40), rng.range(60, 140), 4, { rx: 2, fill: brand.white, opacity: 0.5 })
    }
  }
  return out
}
