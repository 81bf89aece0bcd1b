/** Reusable drawing pieces: cards, device mock-ups, wireframe blocks, chips, charts and decorations. */
import { type IconName, iconAt } from "./icons.ts"
import { brand, neutral, shade, type Theme, tint } from "./palette.ts"
import type { Rng } from "./random.ts"
import { type Attrs, type Canvas, circle, d, el, ellipse, g, line, path, rect, roundedPath } from "./svg.ts"

export interface Box {
  x: number
  y: number
  w: number
  h: number
}

const shadowInk = shade(brand.blue, 0.72)

// ───────────────────────────── surfaces ─────────────────────────────

interface ShadowOptions {
  dy?: number
  blur?: number
  opacity?: number
  color?: string
  spread?: number
}

/** Two-layer soft shadow under a rounded rectangle (a tight contact shadow plus a wide ambient one). */
function shadow(c: Canvas, b: Box, r: number, o: ShadowOptions = {}): string {
  const dy = o.dy ?? 18
  const blur = o.blur ?? 22
  const opacity = o.opacity ?? 0.16
  const color = o.color ?? shadowInk
  const s = o.spread ?? -4
  return (
    rect(b.x - s, b.y + dy - s, b.w + 2 * s, b.h + 2 * s, {
      rx: r,
      fill: color,
      opacity,
      filter: c.blur(blur, b.w + 2 * s, b.h + 2 * s),
    }) + rect(b.x, b.y + 2, b.w, b.h, { rx: r, fill: color, opacity: opacity * 0.45, filter: c.blur(2, b.w, b.h) })
  )
}

export interface CardOptions {
  r?: number
  fill?: string
  stroke?: string | false
  shadow?: ShadowOptions | false
}

export function card(c: Canvas, b: Box, o: CardOptions = {}): string {
  const r = o.r ?? 16
  return (
    (o.shadow === false ? "" : shadow(c, b, r, o.shadow ?? {})) +
    rect(b.x, b.y, b.w, b.h, {
      rx: r,
      fill: o.fill ?? brand.white,
      stroke: o.stroke === false ? undefined : (o.stroke ?? neutral.line),
      strokeWidth: o.stroke === false ? undefined : 1.5,
    })
  )
}

/** A rounded bar standing in for a line of text. */
export const bar = (x: number, y: number, w: number, h: number, fill: string, a: Attrs = {}) =>
  rect(x, y, w, h, { rx: h / 2, fill, ...a })

/** Several text lines with widths given as fractions of `w`. */
export function textLines(
  x: number,
  y: number,
  w: number,
  fractions: number[],
  o: { h?: number; gap?: number; color?: string; align?: "left" | "center" } = {},
): string {
  const h = o.h ?? 9
  const gap = o.gap ?? h * 1.1
  const color = o.color ?? neutral.muted
  return fractions
    .map((fr, i) => {
      const lw = w * fr
      const lx = o.align === "center" ? x + (w - lw) / 2 : x
      return bar(lx, y + i * (h + gap), lw, h, color)
    })
    .join("")
}

/** Random paragraph-like widths: full lines then a shorter last line. */
export function paragraph(rng: Rng, lines: number, min = 0.82, lastMin = 0.4, lastMax = 0.7): number[] {
  return Array.from({ length: lines }, (_, i) => (i === lines - 1 ? rng.range(lastMin, lastMax) : rng.range(min, 1)))
}

/** Pill button with a short label bar. */
export function button(
  x: number,
  y: number,
  w: number,
  h: number,
  fill: string,
  labelColor: string,
  o: { outline?: boolean; icon?: IconName } = {},
): string {
  const base = o.outline
    ? rect(x + 0.75, y + 0.75, w - 1.5, h - 1.5, {
        rx: (h - 1.5) / 2,
        fill: brand.white,
        stroke: fill,
        strokeWidth: 1.5,
      })
    : rect(x, y, w, h, { rx: h / 2, fill })
  const lw = w * (o.icon ? 0.42 : 0.5)
  const lh = Math.max(6, h * 0.2)
  const labelX = x + (w - lw) / 2 - (o.icon ? h * 0.22 : 0)
  const label = bar(labelX, y + (h - lh) / 2, lw, lh, labelColor)
  const ic = o.icon
    ? iconAt(o.icon, labelX + lw + h * 0.42, y + h / 2, h * 0.42, { color: labelColor, strokeWidth: 2.4 })
    : ""
  return base + label + ic
}

/** Rounded square tile with an icon in the middle. */
export function iconTile(
  x: number,
  y: number,
  size: number,
  fill: string,
  name: IconName,
  color: string,
  o: { r?: number; strokeWidth?: number; iconScale?: number; iconFill?: string } = {},
): string {
  return (
    rect(x, y, size, size, { rx: o.r ?? size * 0.3, fill }) +
    iconAt(name, x + size / 2, y + size / 2, size * (o.iconScale ?? 0.5), {
      color,
      strokeWidth: o.strokeWidth ?? 2.2,
      fill: o.iconFill,
    })
  )
}

/** Circle badge with an icon. */
export function iconCircle(
  cx: number,
  cy: number,
  r: number,
  fill: string,
  name: IconName,
  color: string,
  sw = 2.2,
): string {
  return circle(cx, cy, r, { fill }) + iconAt(name, cx, cy, r * 1.05, { color, strokeWidth: sw })
}

// ───────────────────────────── devices ─────────────────────────────

export interface BrowserOptions {
  r?: number
  /** Height of the top bar. */
  bar?: number
  shadow?: ShadowOptions | false
  /** Tint of the tab bar. */
  chrome?: string
  content?: (inner: Box) => string
}

/** Browser window: rounded frame, tab bar with three dots and an address pill, clipped content. */
export function browser(c: Canvas, b: Box, o: BrowserOptions = {}): string {
  const r = o.r ?? 18
  const bh = o.bar ?? Math.max(34, Math.min(50, b.w * 0.05))
  const chrome = o.chrome ?? "#F1F4F9"
  const inner: Box = { x: b.x, y: b.y + bh, w: b.w, h: b.h - bh }
  const clipId = c.clip(path(roundedPath(inner.x, inner.y, inner.w, inner.h, { bl: r, br: r })))
  const dotR = bh * 0.12
  const dots = [0, 1, 2]
    .map((i) =>
      circle(b.x + bh * 0.5 + i * dotR * 3.3, b.y + bh / 2, dotR, {
        fill: i === 0 ? tint(brand.slate, 0.55) : neutral.muted,
      }),
    )
    .join("")
  const addrW = Math.min(b.w * 0.46, 520)
  const addrH = bh * 0.52
  const ax = b.x + (b.w - addrW) / 2
  const ay = b.y + (bh - addrH) / 2
  const addr =
    rect(ax, ay, addrW, addrH, { rx: addrH / 2, fill: brand.white, stroke: neutral.line, strokeWidth: 1.2 }) +
    iconAt("lock", ax + addrH * 0.62, ay + addrH / 2, addrH * 0.5, {
      color: tint(brand.slate, 0.3),
      strokeWidth: 2.4,
    }) +
    bar(ax + addrH * 1.1, ay + addrH * 0.38, addrW * 0.34, addrH * 0.24, neutral.muted)
  return (
    (o.shadow === false ? "" : shadow(c, b, r, o.shadow ?? { dy: 28, blur: 34, opacity: 0.2 })) +
    rect(b.x, b.y, b.w, b.h, { rx: r, fill: brand.white }) +
    path(roundedPath(b.x, b.y, b.w, bh, { tl: r, tr: r }), { fill: chrome }) +
    line(b.x, b.y + bh, b.x + b.w, b.y + bh, { stroke: neutral.line, strokeWidth: 1.2 }) +
    dots +
    addr +
    (o.content ? g({ clipPath: clipId }, o.content(inner)) : "") +
    rect(b.x + 0.6, b.y + 0.6, b.w - 1.2, b.h - 1.2, { rx: r, stroke: neutral.line, strokeWidth: 1.2 })
  )
}

export interface PhoneOptions {
  frame?: string
  shadow?: ShadowOptions | false
  content?: (screen: Box) => string
  screenFill?: string
}

/** Modern phone: thin dark frame, rounded screen, dynamic-island pill. */
export function phone(c: Canvas, b: Box, o: PhoneOptions = {}): string {
  const r = b.w * 0.16
  const bez = Math.max(7, b.w * 0.035)
  const s: Box = { x: b.x + bez, y: b.y + bez, w: b.w - 2 * bez, h: b.h - 2 * bez }
  const sr = r - bez
  const clipId = c.clip(rect(s.x, s.y, s.w, s.h, { rx: sr }))
  const frame = o.frame ?? brand.ink
  const islandW = s.w * 0.3
  const islandH = s.w * 0.075
  return (
    (o.shadow === false ? "" : shadow(c, b, r, o.shadow ?? { dy: 30, blur: 30, opacity: 0.26 })) +
    rect(b.x + b.w - 2, b.y + b.h * 0.2, 5, b.h * 0.09, { rx: 2.5, fill: shade(frame, 0.2) }) +
    rect(b.x - 3, b.y + b.h * 0.17, 5, b.h * 0.06, { rx: 2.5, fill: shade(frame, 0.2) }) +
    rect(b.x - 3, b.y + b.h * 0.25, 5, b.h * 0.06, { rx: 2.5, fill: shade(frame, 0.2) }) +
    rect(b.x, b.y, b.w, b.h, { rx: r, fill: frame }) +
    rect(s.x, s.y, s.w, s.h, { rx: sr, fill: o.screenFill ?? brand.white }) +
    (o.content ? g({ clipPath: clipId }, o.content(s)) : "") +
    rect(s.x + (s.w - islandW) / 2, s.y + s.w * 0.045, islandW, islandH, { rx: islandH / 2, fill: frame })
  )
}

/** Top area of a phone screen below the status bar (where app content can start). */
export const phoneTop = (s: Box) => s.y + s.w * 0.16

/** Laptop: dark bezel around a screen plus a base. */
export function laptop(c: Canvas, b: Box, o: { content?: (screen: Box) => string; shadow?: boolean } = {}): string {
  const bez = b.w * 0.028
  const s: Box = { x: b.x + bez, y: b.y + bez, w: b.w - 2 * bez, h: b.h - 2 * bez }
  const clipId = c.clip(rect(s.x, s.y, s.w, s.h, { rx: 6 }))
  const baseH = b.w * 0.035
  const overhang = b.w * 0.09
  const base = path(
    d`M${b.x - overhang} ${b.y + b.h} H${b.x + b.w + overhang} V${b.y + b.h + baseH * 0.55}
      Q${b.x + b.w + overhang} ${b.y + b.h + baseH} ${b.x + b.w + overhang - baseH} ${b.y + b.h + baseH}
      H${b.x - overhang + baseH} Q${b.x - overhang} ${b.y + b.h + baseH} ${b.x - overhang} ${b.y + b.h + baseH * 0.55} Z`,
    { fill: "#C9CFDA" },
  )
  const notch = rect(b.x + b.w / 2 - b.w * 0.08, b.y + b.h, b.w * 0.16, baseH * 0.32, {
    rx: baseH * 0.16,
    fill: "#BCC3CF",
  })
  const full: Box = { x: b.x - overhang, y: b.y, w: b.w + 2 * overhang, h: b.h + baseH }
  return (
    (o.shadow === false
      ? ""
      : shadow(c, b, 18, { dy: 24, blur: 26, opacity: 0.2 }) +
        ellipse(full.x + full.w / 2, full.y + full.h + 6, full.w * 0.46, baseH * 0.6, {
          fill: shadowInk,
          opacity: 0.22,
          filter: c.blur(10, full.w * 0.92, baseH * 1.2),
        })) +
    rect(b.x, b.y, b.w, b.h + 4, { rx: 18, fill: "#1A1F2B" }) +
    rect(s.x, s.y, s.w, s.h, { rx: 6, fill: brand.white }) +
    (o.content ? g({ clipPath: clipId }, o.content(s)) : "") +
    base +
    notch
  )
}

// ───────────────────────────── wireframe site parts ─────────────────────────────

/** Logo mark: small rounded square/circle with a bar for the name. */
function logoMark(
  x: number,
  y: number,
  size: number,
  color: string,
  nameColor: string,
  shape: "square" | "circle" | "diamond" = "square",
) {
  const mark =
    shape === "circle"
      ? circle(x + size / 2, y + size / 2, size / 2, { fill: color })
      : shape === "diamond"
        ? rect(x + size * 0.15, y + size * 0.15, size * 0.7, size * 0.7, {
            rx: size * 0.14,
            fill: color,
            transform: `rotate(45 ${x + size / 2} ${y + size / 2})`,
          })
        : rect(x, y, size, size, { rx: size * 0.3, fill: color })
  return mark + bar(x + size * 1.35, y + size * 0.32, size * 2.6, size * 0.36, nameColor)
}

export interface NavOptions {
  logoColor: string
  ctaColor: string
  ctaLabel?: string
  links?: number
  shape?: "square" | "circle" | "diamond"
  dark?: boolean
}

/** Site navigation bar inside a browser. */
export function siteNav(x: number, y: number, w: number, h: number, o: NavOptions): string {
  const pad = h * 0.55
  const logo = h * 0.42
  const links = o.links ?? 4
  const linkColor = o.dark ? tint(brand.ink, 0.6) : neutral.muted
  const linkW = h * 0.78
  const ctaW = h * 2.2
  const ctaH = h * 0.52
  const ctaX = x + w - pad - ctaW
  let out = logoMark(x + pad, y + (h - logo) / 2, logo, o.logoColor, o.dark ? brand.white : brand.ink, o.shape)
  const linksEnd = ctaX - h * 0.5
  for (let i = 0; i < links; i++) {
    const lx = linksEnd - (links - i) * (linkW + h * 0.42)
    out += bar(lx, y + h / 2 - 4, linkW, 8, linkColor)
  }
  out += button(ctaX, y + (h - ctaH) / 2, ctaW, ctaH, o.ctaColor, o.ctaLabel ?? brand.white)
  return out
}

export type PhotoKind =
  | "landscape"
  | "storefront"
  | "product"
  | "portrait"
  | "interior"
  | "skyline"
  | "plant"
  | "food"
  | "bottle"
  | "sparkle"
  | "hair"

/** An image area with a simple illustrated subject, so mock-ups read as real pages with real photos. */
export function photo(c: Canvas, b: Box, r: number, theme: Theme, kind: PhotoKind, rng: Rng): string {
  const clip = c.clip(rect(b.x, b.y, b.w, b.h, { rx: r }))
  const { x, y, w, h } = b
  const bg = c.linear(
    [
      [0, tint(theme.primary, 0.82)],
      [1, tint(theme.primary, 0.6)],
    ],
    0,
    0,
    0.4,
    1,
  )
  let art = rect(x, y, w, h, { fill: bg })
  const u = Math.min(w, h)
  switch (kind) {
    case "landscape": {
      art +=
        circle(x + w * 0.72, y + h * 0.3, u * 0.12, { fill: theme.accent }) +
        path(
          d`M${x} ${y + h * 0.78} L${x + w * 0.3} ${y + h * 0.46} L${x + w * 0.52} ${y + h * 0.7} L${x + w * 0.68} ${y + h * 0.55} L${x + w} ${y + h * 0.85} V${y + h} H${x} Z`,
          {
            fill: tint(theme.primary, 0.3),
          },
        ) +
        path(d`M${x} ${y + h * 0.9} Q${x + w * 0.45} ${y + h * 0.7} ${x + w} ${y + h * 0.92} V${y + h} H${x} Z`, {
          fill: theme.primary,
        })
      break
    }
    case "storefront": {
      const sx = x + w * 0.18
      const sw = w * 0.64
      const top = y + h * 0.22
      const stripes = 7
      art += rect(sx, top + h * 0.12, sw, h - (top - y) - h * 0.12, { fill: brand.white })
      for (let i = 0; i < stripes; i++) {
        const stx = sx - w * 0.03 + (i * (sw + w * 0.06)) / stripes
        const stw = (sw + w * 0.06) / stripes
        art += path(
          d`M${stx} ${top} H${stx + stw} V${top + h * 0.13} Q${stx + stw / 2} ${top + h * 0.19} ${stx} ${top + h * 0.13} Z`,
          {
            fill: i % 2 === 0 ? theme.primary : brand.white,
          },
        )
      }
      art += rect(sx - w * 0.03, top - h * 0.05, sw + w * 0.06, h * 0.06, { rx: 3, fill: shade(theme.primary, 0.25) })
      art += rect(sx + sw * 0.08, top + h * 0.3, sw * 0.42, h * 0.3, { rx: 4, fill: tint(theme.primary, 0.75) })
      art += circle(sx + sw * 0.2, top + h * 0.48, u * 0.05, { fill: theme.accent })
      art += rect(sx + sw * 0.62, top + h * 0.3, sw * 0.28, h - (top - y) - h * 0.3, {
        rx: 4,
        fill: shade(theme.primary, 0.1),
      })
      art += circle(sx + sw * 0.66, top + h * 0.55, 3, { fill: theme.accent })
      art += rect(x, y + h * 0.94, w, h * 0.06, { fill: tint(theme.primary, 0.45) })
      break
    }
    case "product":
    case "bottle": {
      const bw = u * 0.26
      const bx = x + w / 2 - bw / 2
      const by = y + h * 0.28
      const bh = h * 0.58
      art += ellipse(x + w / 2, by + bh, bw * 0.9, h * 0.04, { fill: shade(theme.primary, 0.2), opacity: 0.25 })
      art += rect(bx + bw * 0.28, by - h * 0.1, bw * 0.44, h * 0.12, { rx: 4, fill: brand.ink })
      art += rect(bx, by, bw, bh, { rx: bw * 0.22, fill: kind === "bottle" ? theme.accent : brand.white })
      art += rect(bx + bw * 0.14, by + bh * 0.34, bw * 0.72, bh * 0.34, {
        rx: 6,
        fill: kind === "bottle" ? brand.white : theme.primary,
      })
      art += bar(bx + bw * 0.26, by + bh * 0.45, bw * 0.48, 6, kind === "bottle" ? theme.primary : brand.white)
      art += circle(x + w * 0.22, y + h * 0.3, u * 0.06, { fill: brand.white, opacity: 0.6 })
      break
    }
    case "portrait": {
      art += circle(x + w / 2, y + h * 0.42, u * 0.17, { fill: tint(theme.primary, 0.35) })
      art += path(
        d`M${x + w * 0.2} ${y + h} Q${x + w * 0.22} ${y + h * 0.64} ${x + w / 2} ${y + h * 0.64} Q${x + w * 0.78} ${y + h * 0.64} ${x + w * 0.8} ${y + h} Z`,
        {
          fill: theme.primary,
        },
      )
      art += circle(x + w * 0.8, y + h * 0.2, u * 0.07, { fill: theme.accent })
      break
    }
    case "interior": {
      const fy = y + h * 0.78
      art += rect(x, fy, w, h - (fy - y), { fill: tint(theme.primary, 0.45) })
      art += rect(x + w * 0.12, y + h * 0.14, w * 0.22, h * 0.3, { rx: 4, fill: brand.white, opacity: 0.85 })
      art += circle(x + w * 0.23, y + h * 0.29, u * 0.06, { fill: theme.accent })
      // sofa
      const sx = x + w * 0.3
      const sw = w * 0.52
      art += rect(sx, y + h * 0.5, sw, h * 0.2, { rx: h * 0.06, fill: theme.primary })
      art += rect(sx - w * 0.04, y + h * 0.58, w * 0.08, h * 0.2, { rx: h * 0.035, fill: shade(theme.primary, 0.2) })
      art += rect(sx + sw - w * 0.04, y + h * 0.58, w * 0.08, h * 0.2, {
        rx: h * 0.035,
        fill: shade(theme.primary, 0.2),
      })
      art += rect(sx + w * 0.03, y + h * 0.62, sw - w * 0.06, h * 0.12, {
        rx: h * 0.03,
        fill: tint(theme.primary, 0.2),
      })
      // lamp
      art += line(x + w * 0.9, y + h * 0.32, x + w * 0.9, fy, { stroke: brand.ink, strokeWidth: 2 })
      art += path(
        d`M${x + w * 0.85} ${y + h * 0.34} L${x + w * 0.87} ${y + h * 0.22} H${x + w * 0.93} L${x + w * 0.95} ${y + h * 0.34} Z`,
        { fill: theme.accent },
      )
      break
    }
    case "skyline": {
      art += circle(x + w * 0.76, y + h * 0.28, u * 0.1, { fill: theme.accent })
      const win = c.pattern(10, 12, rect(0, 0, 4, 6, { rx: 1, fill: brand.white, fillOpacity: 0.55 }))
      let bx = x + w * 0.04
      let i = 0
      while (bx < x + w * 0.96) {
        const bw = Math.min(w * rng.range(0.13, 0.2), x + w * 0.96 - bx)
        if (bw < w * 0.06) break
        const bh = h * rng.range(0.35, 0.72)
        const top = y + h - bh
        const fill = i % 2 === 0 ? theme.primary : tint(theme.primary, 0.3)
        art += path(roundedPath(bx, top, bw - 4, bh, { tl: 4, tr: 4 }), { fill })
        art += rect(bx + 6, top + 8, Math.max(0, Math.floor((bw - 14) / 10) * 10 - 6), bh - 16, { fill: win })
        bx += bw
        i++
      }
      art += rect(x, y + h * 0.94, w, h * 0.06, { fill: shade(theme.primary, 0.3) })
      break
    }
    case "plant": {
      const px = x + w / 2
      art += path(
        d`M${px} ${y + h * 0.66} C${px - w * 0.02} ${y + h * 0.4} ${px - w * 0.18} ${y + h * 0.3} ${px - w * 0.2} ${y + h * 0.22} C${px - w * 0.05} ${y + h * 0.26} ${px} ${y + h * 0.45} ${px} ${y + h * 0.66} Z`,
        { fill: theme.primary },
      )
      art += path(
        d`M${px} ${y + h * 0.66} C${px + w * 0.02} ${y + h * 0.42} ${px + w * 0.16} ${y + h * 0.36} ${px + w * 0.2} ${y + h * 0.28} C${px + w * 0.05} ${y + h * 0.3} ${px} ${y + h * 0.5} ${px} ${y + h * 0.66} Z`,
        { fill: shade(theme.primary, 0.2) },
      )
      art += path(
        d`M${px - w * 0.12} ${y + h * 0.64} H${px + w * 0.12} L${px + w * 0.09} ${y + h * 0.88} H${px - w * 0.09} Z`,
        { fill: theme.accent },
      )
      break
    }
    case "food": {
      // coffee cup on a saucer with steam
      const cx = x + w / 2
      const cy = y + h * 0.62
      const cw = u * 0.36
      art += ellipse(cx, cy + u * 0.2, u * 0.34, u * 0.07, { fill: brand.white })
      art += circle(cx + cw * 0.55, cy - u * 0.02, u * 0.085, { stroke: brand.white, strokeWidth: u * 0.035 })
      art += path(
        d`M${cx - cw / 2} ${cy - u * 0.16} H${cx + cw / 2} L${cx + cw * 0.4} ${cy + u * 0.12} Q${cx + cw * 0.36} ${cy + u * 0.18} ${cx + cw * 0.28} ${cy + u * 0.18} H${cx - cw * 0.28} Q${cx - cw * 0.36} ${cy + u * 0.18} ${cx - cw * 0.4} ${cy + u * 0.12} Z`,
        { fill: brand.white },
      )
      art += rect(cx - cw / 2, cy - u * 0.1, cw, u * 0.06, { fill: theme.accent })
      for (const dx of [-0.09, 0.02, 0.13]) {
        const sx = cx + dx * u
        art += path(d`M${sx} ${cy - u * 0.22} q${-u * 0.04} ${-u * 0.06} 0 ${-u * 0.11} t0 ${-u * 0.11}`, {
          stroke: brand.white,
          strokeWidth: u * 0.025,
          strokeLinecap: "round",
          opacity: 0.85,
        })
      }
      break
    }
    case "hair": {
      // stylised head with a voluminous curly wig
      const cx = x + w / 2
      const cy = y + h * 0.46
      const hr = u * 0.2
      const hairCol = shade(theme.primary, 0.15)
      const puffs: [number, number, number][] = [
        [-1.05, -0.2, 0.55],
        [-0.85, -0.75, 0.55],
        [-0.3, -1.1, 0.58],
        [0.35, -1.1, 0.58],
        [0.9, -0.72, 0.55],
        [1.08, -0.15, 0.55],
        [1.0, 0.45, 0.5],
        [-1.0, 0.45, 0.5],
        [0.75, 0.95, 0.42],
        [-0.75, 0.95, 0.42],
      ]
      for (const [dx, dy, pr] of puffs) art += circle(cx + dx * hr, cy + dy * hr, pr * hr * 1.2, { fill: hairCol })
      art += path(
        d`M${cx - w * 0.3} ${y + h} Q${cx - w * 0.28} ${cy + hr * 1.5} ${cx} ${cy + hr * 1.45} Q${cx + w * 0.28} ${cy + hr * 1.5} ${cx + w * 0.3} ${y + h} Z`,
        { fill: theme.accent },
      )
      art += rect(cx - hr * 0.32, cy + hr * 0.6, hr * 0.64, hr * 0.9, { rx: hr * 0.2, fill: tint(theme.primary, 0.55) })
      art += ellipse(cx, cy, hr * 0.78, hr * 0.95, { fill: tint(theme.primary, 0.55) })
      art += path(
        d`M${cx - hr * 0.85} ${cy - hr * 0.15} Q${cx - hr * 0.6} ${cy - hr * 1.05} ${cx + hr * 0.1} ${cy - hr * 0.95} Q${cx + hr * 0.8} ${cy - hr * 0.85} ${cx + hr * 0.85} ${cy - hr * 0.1} Q${cx + hr * 0.5} ${cy - hr * 0.55} ${cx - hr * 0.1} ${cy - hr * 0.5} Q${cx - hr * 0.55} ${cy - hr * 0.45} ${cx - hr * 0.85} ${cy - hr * 0.15} Z`,
        { fill: hairCol },
      )
      art += sparkle(x + w * 0.82, y + h * 0.22, u * 0.07, theme.accent)
      break
    }
    case "sparkle": {
      art += sparkle(x + w * 0.5, y + h * 0.5, u * 0.26, brand.white)
      art += sparkle(x + w * 0.75, y + h * 0.28, u * 0.1, theme.accent)
      art += sparkle(x + w * 0.27, y + h * 0.72, u * 0.08, theme.accent)
      break
    }
  }
  return g({ clipPath: clip }, art)
}

export interface HeroOptions {
  photo?: PhotoKind | false
  eyebrow?: boolean
  headingColor?: string
  /** Background of the hero band. */
  band?: string
  buttons?: 1 | 2
  scale?: number
}

/** A website hero: eyebrow, headline bars, sub-text, buttons and an optional image on the right. */
export function siteHero(c: Canvas, b: Box, theme: Theme, rng: Rng, o: HeroOptions = {}): string {
  const s = o.scale ?? 1
  let out = o.band ? rect(b.x, b.y, b.w, b.h, { fill: o.band }) : ""
  const pad = 44 * s
  const hasPhoto = o.photo !== false
  const colW = hasPhoto ? b.w * 0.46 : b.w * 0.7
  const tx = hasPhoto ? b.x + pad : b.x + (b.w - colW) / 2
  let ty = b.y + b.h * 0.18
  const center = !hasPhoto
  if (o.eyebrow !== false) {
    const ew = 128 * s
    const ex = center ? b.x + (b.w - ew) / 2 : tx
    out += rect(ex, ty, ew, 26 * s, { rx: 13 * s, fill: theme.accentSoft })
    out += circle(ex + 14 * s, ty + 13 * s, 5 * s, { fill: shade(theme.accent, 0.35) })
    out += bar(ex + 26 * s, ty + 9.5 * s, ew - 40 * s, 7 * s, shade(theme.accent, 0.55))
    ty += 44 * s
  }
  const hc = o.headingColor ?? brand.ink
  const hh = 24 * s
  const gapH = 13 * s
  if (center) {
    out += bar(b.x + (b.w - colW * 0.92) / 2, ty, colW * 0.92, hh, hc)
    const w1 = colW * 0.4
    const w2 = colW * 0.26
    const x0 = b.x + (b.w - (w1 + w2 + 12 * s)) / 2
    out += bar(x0, ty + hh + gapH, w1, hh, hc) + bar(x0 + w1 + 12 * s, ty + hh + gapH, w2, hh, theme.primary)
  } else {
    out += bar(tx, ty, colW * 0.96, hh, hc)
    const w1 = colW * rng.range(0.36, 0.46)
    out += bar(tx, ty + hh + gapH, w1, hh, hc) + bar(tx + w1 + 12 * s, ty + hh + gapH, colW * 0.3, hh, theme.primary)
  }
  ty += hh * 2 + 13 * s + 24 * s
  out += textLines(tx, ty, colW, center ? [0.8, 0.6] : paragraph(rng, 3, 0.84, 0.45, 0.65), {
    h: 8 * s,
    gap: 9 * s,
    color: neutral.muted,
    align: center ? "center" : "left",
  })
  ty += (center ? 2 : 3) * 17 * s + 22 * s
  const bw = 132 * s
  const bhh = 42 * s
  const bx = center ? b.x + b.w / 2 - (o.buttons === 1 ? bw / 2 : bw + 8 * s) : tx
  out += button(bx, ty, bw, bhh, theme.primary, brand.white, { icon: "arrow-up-right" })
  if (o.buttons !== 1) out += button(bx + bw + 14 * s, ty, bw * 0.9, bhh, brand.ink, brand.ink, { outline: true })
  if (hasPhoto) {
    const px = b.x + b.w * 0.54
    const pw = b.w * 0.46 - pad
    out += photo(c, { x: px, y: b.y + b.h * 0.12, w: pw, h: b.h * 0.76 }, 18 * s, theme, o.photo || "landscape", rng)
  }
  return out
}

/** A row of feature cards (icon, title bar, two text lines). */
export function featureRow(
  _c: Canvas,
  b: Box,
  theme: Theme,
  rng: Rng,
  icons: IconName[],
  o: { scale?: number; fill?: string } = {},
): string {
  const s = o.scale ?? 1
  const n = icons.length
  const gap = 18 * s
  const cw = (b.w - gap * (n - 1)) / n
  let out = ""
  icons.forEach((name, i) => {
    const x = b.x + i * (cw + gap)
    out += rect(x, b.y, cw, b.h, { rx: 14 * s, fill: o.fill ?? brand.pale })
    out += iconTile(
      x + 18 * s,
      b.y + 18 * s,
      40 * s,
      i === 1 ? theme.primary : brand.white,
      name,
      i === 1 ? brand.white : theme.primary,
      { r: 11 * s },
    )
    out += bar(x + 18 * s, b.y + 74 * s, cw * rng.range(0.45, 0.6), 11 * s, brand.ink)
    out += textLines(x + 18 * s, b.y + 96 * s, cw - 36 * s, [0.9, rng.range(0.5, 0.7)], { h: 7 * s, gap: 8 * s })
  })
  return out
}

// ───────────────────────────── chips and badges ─────────────────────────────

/** Floating white chip with an icon tile, a bold "number" bar and a label bar; optional mini trend. */
export function statChip(
  c: Canvas,
  x: number,
  y: number,
  o: {
    icon: IconName
    /** The icon tile's fill; the icon is ink on lime and white on every other fill. */
    tile: string
    w?: number
    h?: number
    trend?: string
    dark?: boolean
    valueColor?: string
  },
): string {
  const w = o.w ?? 250
  const h = o.h ?? 92
  const t = h * 0.6
  const bg = o.dark ? brand.ink : brand.white
  let out = card(
    c,
    { x, y, w, h },
    { r: h * 0.28, fill: bg, stroke: o.dark ? false : neutral.line, shadow: { dy: 16, blur: 18, opacity: 0.18 } },
  )
  const iconColor = o.tile === brand.lime ? brand.ink : brand.white
  out += iconTile(x + (h - t) / 2, y + (h - t) / 2, t, o.tile, o.icon, iconColor, {
    r: t * 0.3,
    strokeWidth: 2.4,
  })
  const tx = x + h
  const sparkW = w * 0.24
  const textW = o.trend ? w - h - sparkW - h * 0.25 - 24 : w - h - 20
  out += bar(tx, y + h * 0.3, textW * 0.55, h * 0.16, o.valueColor ?? (o.dark ? brand.white : brand.ink))
  out += bar(tx, y + h * 0.58, textW * 0.85, h * 0.1, o.dark ? tint(brand.ink, 0.45) : neutral.muted)
  if (o.trend) {
    const sw = sparkW
    const sx = x + w - h * 0.25 - sw
    const pts: [number, number][] = [
      [0, 0.75],
      [0.25, 0.6],
      [0.45, 0.68],
      [0.7, 0.38],
      [1, 0.15],
    ]
    const sy = y + h * 0.28
    const sh = h * 0.44
    out += path(smoothPath(pts.map(([px, py]) => [sx + px * sw, sy + py * sh])), {
      stroke: o.trend,
      strokeWidth: 3,
      strokeLinecap: "round",
    })
    out += circle(sx + sw, sy + 0.15 * sh, 4.5, { fill: o.trend })
  }
  return out
}

/** Five-star rating chip with overlapping avatar dots. */
export function ratingChip(
  c: Canvas,
  x: number,
  y: number,
  o: { dark?: boolean; w?: number; starColor?: string; avatarColors?: string[] } = {},
): string {
  const w = o.w ?? 300
  const h = w * 0.3
  const dark = o.dark ?? true
  let out = card(
    c,
    { x, y, w, h },
    {
      r: h * 0.3,
      fill: dark ? brand.ink : brand.white,
      stroke: dark ? false : neutral.line,
      shadow: { dy: 16, blur: 18, opacity: 0.22 },
    },
  )
  const colors = o.avatarColors ?? [tint(brand.blue, 0.4), brand.blue, shade(brand.blue, 0.3)]
  const ar = h * 0.21
  colors.forEach((col, i) => {
    const cx = x + h * 0.42 + i * ar * 1.35
    const cy = y + h / 2
    out += circle(cx, cy, ar + 3, { fill: dark ? brand.ink : brand.white })
    out += avatar(c, cx, cy, ar, col, brand.white)
  })
  const sx = x + h * 0.42 + (colors.length - 1) * ar * 1.35 + ar + h * 0.24
  const avail = x + w - h * 0.3 - sx
  const step = avail / 5
  const starColor = o.starColor ?? brand.lime
  for (let i = 0; i < 5; i++) out += star(sx + step * i + step * 0.42, y + h * 0.4, step * 0.36, starColor)
  out += bar(sx, y + h * 0.62, avail * 0.62, h * 0.09, dark ? tint(brand.ink, 0.4) : neutral.muted)
  return out
}

/** Solid five-point star centred at (cx, cy) with outer radius r. */
export function star(cx: number, cy: number, r: number, fill: string, a: Attrs = {}): string {
  const pts: string[] = []
  for (let i = 0; i < 10; i++) {
    const rr = i % 2 === 0 ? r : r * 0.46
    const ang = -Math.PI / 2 + (i * Math.PI) / 5
    pts.push(`${Math.round((cx + rr * Math.cos(ang)) * 10) / 10},${Math.round((cy + rr * Math.sin(ang)) * 10) / 10}`)
  }
  return el("polygon", {
    points: pts.join(" "),
    fill,
    strokeLinejoin: "round",
    stroke: fill,
    strokeWidth: r * 0.18,
    ...a,
  })
}

/** Four-point sparkle. */
export function sparkle(cx: number, cy: number, r: number, fill: string, a: Attrs = {}): string {
  const k = r * 0.18
  return path(
    d`M${cx} ${cy - r} C${cx + k} ${cy - k} ${cx + k} ${cy - k} ${cx + r} ${cy} C${cx + k} ${cy + k} ${cx + k} ${cy + k} ${cx} ${cy + r} C${cx - k} ${cy + k} ${cx - k} ${cy + k} ${cx - r} ${cy} C${cx - k} ${cy - k} ${cx - k} ${cy - k} ${cx} ${cy - r} Z`,
    { fill, ...a },
  )
}

/** Map pin with its tip at (x, y). */
export function pin(
  c: Canvas,
  x: number,
  y: number,
  size: number,
  fill: string,
  o: { dot?: string; shadow?: boolean; icon?: IconName; iconColor?: string } = {},
): string {
  const r = size / 2
  const cy = y - size * 0.95
  const pinPath = d`M${x} ${y} C${x - r * 0.35} ${y - size * 0.3} ${x - r} ${cy + r * 0.55} ${x - r} ${cy} A${r} ${r} 0 1 1 ${x + r} ${cy} C${x + r} ${cy + r * 0.55} ${x + r * 0.35} ${y - size * 0.3} ${x} ${y} Z`
  let out = ""
  if (o.shadow !== false) {
    out += ellipse(x, y, r * 0.7, r * 0.22, {
      fill: shadowInk,
      opacity: 0.22,
      filter: c.blur(Math.round(Math.max(2, size * 0.04)), r * 1.4, r * 0.44),
    })
    out += path(pinPath, {
      fill: shadowInk,
      opacity: 0.16,
      filter: c.blur(Math.round(size * 0.1), size, size * 1.45),
      transform: `translate(0 ${f1(size * 0.08)})`,
    })
  }
  out += path(pinPath, { fill })
  if (o.icon) out += iconAt(o.icon, x, cy, r * 1.0, { color: o.iconColor ?? brand.white, strokeWidth: 2.4 })
  else out += circle(x, cy, r * 0.4, { fill: o.dot ?? brand.white })
  return out
}

function f1(v: number) {
  return String(Math.round(v * 10) / 10)
}

/** Chat bubble (rounded rect with a tail) with text bars inside. */
export function chatBubble(
  x: number,
  y: number,
  w: number,
  h: number,
  fill: string,
  lineColor: string,
  o: { tail?: "left" | "right"; lines?: number[] } = {},
): string {
  const r = Math.min(h / 2, 22)
  const tail = o.tail ?? "left"
  const t =
    tail === "left"
      ? path(d`M${x + 6} ${y + h - 18} L${x - 8} ${y + h + 6} L${x + 22} ${y + h - 4} Z`, { fill })
      : path(d`M${x + w - 6} ${y + h - 18} L${x + w + 8} ${y + h + 6} L${x + w - 22} ${y + h - 4} Z`, { fill })
  const lines = o.lines ?? [0.85, 0.55]
  const lh = 8
  const total = lines.length * lh + (lines.length - 1) * 8
  return (
    rect(x, y, w, h, { rx: r, fill }) +
    t +
    textLines(x + r * 0.8, y + (h - total) / 2, w - r * 1.6, lines, { h: lh, gap: 8, color: lineColor })
  )
}

/** Magnifying glass with its lens centred at (cx, cy). */
export function magnifier(
  cx: number,
  cy: number,
  r: number,
  rim: string,
  o: { glass?: string; handle?: string } = {},
): string {
  const hx = cx + r * 0.72
  const hy = cy + r * 0.72
  return (
    line(hx, hy, cx + r * 1.75, cy + r * 1.75, {
      stroke: o.handle ?? brand.ink,
      strokeWidth: r * 0.32,
      strokeLinecap: "round",
    }) +
    circle(cx, cy, r, { fill: o.glass ?? brand.white, fillOpacity: 0.55, stroke: rim, strokeWidth: r * 0.2 }) +
    path(d`M${cx - r * 0.55} ${cy - r * 0.1} A${r * 0.58} ${r * 0.58} 0 0 1 ${cx - r * 0.1} ${cy - r * 0.55}`, {
      stroke: brand.white,
      strokeWidth: r * 0.1,
      strokeLinecap: "round",
      opacity: 0.9,
    })
  )
}

/** Mouse cursor arrow with the tip at (x, y). */
export function cursor(
  x: number,
  y: number,
  size: number,
  fill: string = brand.ink,
  stroke: string = brand.white,
): string {
  const s = size / 24
  return path(
    d`M${x} ${y} L${x} ${y + 21 * s} L${x + 5.6 * s} ${y + 15.8 * s} L${x + 9.6 * s} ${y + 24 * s} L${x + 13 * s} ${y + 22.4 * s} L${x + 9.1 * s} ${y + 14.4 * s} L${x + 16.6 * s} ${y + 14.4 * s} Z`,
    { fill, stroke, strokeWidth: 2 * s, strokeLinejoin: "round" },
  )
}

/** Heart shape centred at (cx, cy). */
export function heart(cx: number, cy: number, size: number, fill: string): string {
  const s = size / 2
  return path(
    d`M${cx} ${cy + s * 0.85} C${cx - s * 0.15} ${cy + s * 0.72} ${cx - s} ${cy + s * 0.18} ${cx - s} ${cy - s * 0.3} C${cx - s} ${cy - s * 0.78} ${cx - s * 0.6} ${cy - s * 0.95} ${cx - s * 0.45} ${cy - s * 0.95} C${cx - s * 0.22} ${cy - s * 0.95} ${cx - s * 0.05} ${cy - s * 0.82} ${cx} ${cy - s * 0.6} C${cx + s * 0.05} ${cy - s * 0.82} ${cx + s * 0.22} ${cy - s * 0.95} ${cx + s * 0.45} ${cy - s * 0.95} C${cx + s * 0.6} ${cy - s * 0.95} ${cx + s} ${cy - s * 0.78} ${cx + s} ${cy - s * 0.3} C${cx + s} ${cy + s * 0.18} ${cx + s * 0.15} ${cy + s * 0.72} ${cx} ${cy + s * 0.85} Z`,
    { fill },
  )
}

/** Check mark in a circle. */
export function checkCircle(cx: number, cy: number, r: number, fill: string, color: string): string {
  return (
    circle(cx, cy, r, { fill }) +
    path(d`M${cx - r * 0.42} ${cy + r * 0.02} L${cx - r * 0.12} ${cy + r * 0.32} L${cx + r * 0.45} ${cy - r * 0.3}`, {
      stroke: color,
      strokeWidth: r * 0.22,
      strokeLinecap: "round",
      strokeLinejoin: "round",
    })
  )
}

/** Small avatar: coloured circle with an abstract head and shoulders. */
export function avatar(c: Canvas, cx: number, cy: number, r: number, fill: string, fg: string = brand.white): string {
  const clip = c.clip(circle(cx, cy, r))
  return g(
    { clipPath: clip },
    circle(cx, cy, r, { fill }),
    circle(cx, cy - r * 0.18, r * 0.34, { fill: fg, opacity: 0.92 }),
    ellipse(cx, cy + r * 0.78, r * 0.62, r * 0.5, { fill: fg, opacity: 0.92 }),
  )
}

// ───────────────────────────── charts ─────────────────────────────

/** Smooth path through points (Catmull-Rom converted to cubic Béziers). */
export function smoothPath(points: [number, number][], tension = 0.5): string {
  const [first] = points
  if (!first || points.length < 2) return ""
  let out = `M${f1(first[0])} ${f1(first[1])}`
  for (const [i, p1] of points.entries()) {
    const p2 = points[i + 1]
    if (!p2) break
    const p0 = points[i - 1] ?? p1
    const p3 = points[i + 2] ?? p2
    const c1x = p1[0] + ((p2[0] - p0[0]) / 6) * tension * 2
    const c1y = p1[1] + ((p2[1] - p0[1]) / 6) * tension * 2
    const c2x = p2[0] - ((p3[0] - p1[0]) / 6) * tension * 2
    const c2y = p2[1] - ((p3[1] - p1[1]) / 6) * tension * 2
    out += ` C${f1(c1x)} ${f1(c1y)} ${f1(c2x)} ${f1(c2y)} ${f1(p2[0])} ${f1(p2[1])}`
  }
  return out
}

/** Values trending upwards with a little noise, 0..1. */
export function upTrend(rng: Rng, n: number, from = 0.15, to = 0.9, noise = 0.12): number[] {
  return Array.from({ length: n }, (_, i) => {
    const t = i / (n - 1)
    const base = from + (to - from) * t ** 1.3
    const wobble = i === 0 || i === n - 1 ? 0 : rng.range(-noise, noise * 0.6)
    return Math.max(0.05, Math.min(0.98, base + wobble))
  })
}

export interface LineChartOptions {
  color: string
  area?: boolean
  grid?: boolean
  endDot?: string
  width?: number
  compare?: number[]
  compareColor?: string
}

/** Area/line chart inside a box; values 0..1 (1 = top). */
export function lineChart(c: Canvas, b: Box, values: number[], o: LineChartOptions): string {
  const pts = values.map((v, i): [number, number] => [b.x + (i / (values.length - 1)) * b.w, b.y + b.h - v * b.h])
  let out = ""
  if (o.grid !== false) {
    for (let i = 0; i <= 3; i++) {
      const gy = b.y + (i / 3) * b.h
      out += line(b.x, gy, b.x + b.w, gy, { stroke: neutral.line, strokeWidth: 1.2, strokeDasharray: "4 6" })
    }
  }
  if (o.compare) {
    const cp = o.compare.map((v, i, compare): [number, number] => [
      b.x + (i / (compare.length - 1)) * b.w,
      b.y + b.h - v * b.h,
    ])
    out += path(smoothPath(cp), {
      stroke: o.compareColor ?? neutral.muted,
      strokeWidth: 2.5,
      strokeDasharray: "6 7",
      strokeLinecap: "round",
    })
  }
  const curve = smoothPath(pts)
  if (o.area !== false) {
    const fill = c.linear(
      [
        [0, o.color, 0.28],
        [1, o.color, 0],
      ],
      0,
      0,
      0,
      1,
    )
    out += path(`${curve} L${f1(b.x + b.w)} ${f1(b.y + b.h)} L${f1(b.x)} ${f1(b.y + b.h)} Z`, { fill })
  }
  out += path(curve, { stroke: o.color, strokeWidth: o.width ?? 4, strokeLinecap: "round", strokeLinejoin: "round" })
  // The line ends in a ring, when it has points to end at.
  const last = pts.at(-1)
  if (!last) return out
  out += circle(last[0], last[1], (o.width ?? 4) * 2.6, {
    fill: brand.white,
    stroke: o.color,
    strokeWidth: o.width ?? 4,
  })
  if (o.endDot) out += circle(last[0], last[1], (o.width ?? 4) * 1.1, { fill: o.endDot })
  return out
}

/** Vertical bar chart; values 0..1. */
export function barChart(
  b: Box,
  values: number[],
  o: { color: string; muted?: string; highlight?: number[]; gap?: number; radius?: number; baseline?: boolean },
): string {
  const n = values.length
  const gap = o.gap ?? 0.38
  const bw = b.w / (n + (n - 1) * gap)
  let out = ""
  values.forEach((v, i) => {
    const h = Math.max(bw * 0.6, v * b.h)
    const x = b.x + i * bw * (1 + gap)
    const hi = o.highlight ? o.highlight.includes(i) : i === n - 1
    out += path(roundedPath(x, b.y + b.h - h, bw, h, { tl: o.radius ?? bw * 0.28, tr: o.radius ?? bw * 0.28 }), {
      fill: hi ? o.color : (o.muted ?? tint(o.color, 0.78)),
    })
  })
  if (o.baseline) out += line(b.x - 6, b.y + b.h, b.x + b.w + 6, b.y + b.h, { stroke: neutral.line, strokeWidth: 2 })
  return out
}

/** Donut chart from fractions (summing to ≤ 1). */
export function donut(
  cx: number,
  cy: number,
  r: number,
  width: number,
  parts: number[],
  colors: string[],
  track = neutral.soft,
): string {
  const circ = 2 * Math.PI * r
  let out = circle(cx, cy, r, { stroke: track, strokeWidth: width })
  let offset = 0
  parts.forEach((p, i) => {
    const len = Math.max(0, p * circ - (parts.length > 1 ? width * 0.35 : 0))
    out += circle(cx, cy, r, {
      stroke: colors[i % colors.length],
      strokeWidth: width,
      strokeDasharray: `${f1(len)} ${f1(circ)}`,
      strokeDashoffset: f1(-offset),
      strokeLinecap: parts.length > 1 ? undefined : "round",
      transform: `rotate(-90 ${f1(cx)} ${f1(cy)})`,
    })
    offset += p * circ
  })
  return out
}

// ───────────────────────────── decoration ─────────────────────────────

export const ring = (cx: number, cy: number, r: number, color: string, width = 2, opacity = 1, a: Attrs = {}) =>
  circle(cx, cy, r, { stroke: color, strokeWidth: width, opacity: opacity === 1 ? undefined : opacity, ...a })

/** Rectangle filled with a dot grid. */
export function dotField(
  c: Canvas,
  x: number,
  y: number,
  w: number,
  h: number,
  color: string,
  o: { spacing?: number; r?: number; opacity?: number } = {},
): string {
  return rect(x, y, w, h, { fill: c.dots(o.spacing ?? 22, o.r ?? 2.2, color, o.opacity ?? 1) })
}

/** Curved dashed connector between two points. */
export function connector(x1: number, y1: number, x2: number, y2: number, color: string, bend = 0.3): string {
  const mx = (x1 + x2) / 2 - (y2 - y1) * bend
  const my = (y1 + y2) / 2 + (x2 - x1) * bend
  return path(d`M${x1} ${y1} Q${mx} ${my} ${x2} ${y2}`, {
    stroke: color,
    strokeWidth: 2.5,
    strokeDasharray: "2 9",
    strokeLinecap: "round",
  })
}

/** Soft glow: a blurred circle. */
export const glow = (c: Canvas, cx: number, cy: number, r: number, color: string, opacity = 0.5) =>
  circle(cx, cy, r, { fill: color, opacity, filter: c.blur(Math.round(r * 0.45), 2 * r, 2 * r) })
