/**
 * Line icons from Lucide (ISC licence, the same set the site's sprite uses), drawn into the artwork
 * as plain SVG elements so the files stay self-contained.
 */
import { readFileSync } from "node:fs"
import { createRequire } from "node:module"
import { attrs, f } from "./svg.ts"

const require = createRequire(import.meta.url)

/** The elements inside one of lucide-static's 24-unit icon files. */
function lucideIconShapes(name: string): string {
  const source = readFileSync(require.resolve(`lucide-static/icons/${name}.svg`), "utf8")
  const shapes = source.slice(source.indexOf(">", source.indexOf("<svg")) + 1, source.lastIndexOf("</svg>")).trim()
  if (!shapes) throw new Error(`lucide-static has no icon "${name}"`)
  return shapes.replace(/\s*\n\s*/g, "").replace(/\s+\/>/g, "/>")
}

const names = [
  "arrow-up-right",
  "trending-up",
  "star",
  "heart",
  "check",
  "map-pin",
  "search",
  "mouse-pointer-2",
  "mail",
  "shopping-cart",
  "pen-line",
  "message-circle",
  "phone",
  "zap",
  "lock",
  "plus",
  "sparkles",
  "play",
  "code",
  "bell",
  "send",
  "image",
  "user",
  "calendar-days",
  "clock",
  "thumbs-up",
  "x",
  "gauge",
  "smartphone",
  "monitor",
  "layout-template",
  "palette",
  "share-2",
  "target",
  "badge-check",
  "shield-check",
  "globe",
  "chart-column",
  "type",
  "eye",
  "link",
  "sparkle",
  "droplets",
  "leaf",
  "scissors",
  "paperclip",
  "inbox",
  "funnel",
  "repeat-2",
  "bookmark",
  "house",
  "menu",
  "navigation",
  "lightbulb",
  "triangle-exclamation-point",
  "rocket",
  "wifi",
  "users",
  "handshake",
  "coffee",
  "mouse-pointer-click",
  "dollar-sign",
  "megaphone",
  "layers",
  "ruler",
  "circle-check",
  "circle-x",
  "clipboard-check",
  "building-complex",
  "store",
  "map",
  "timer",
  "snowflake",
  "quote",
  "hash",
  "at-sign",
  "wand-sparkles",
  "grid-3x3",
  "moon",
  "shopping-bag",
  "sofa",
  "spray-can",
  "arrow-right",
  "chevron-right",
  "circle-question-mark",
  "mail-open",
  "file-text",
  "list-checks",
  "rocket",
  "circle-dollar-sign",
] as const

export type IconName = (typeof names)[number]

export interface IconOptions {
  color?: string
  strokeWidth?: number
  /** Fill the icon's shapes (for solid stars and hearts). */
  fill?: string
  opacity?: number
}

/** Draw a 24-unit Lucide icon with its top-left corner at (x, y) and the given size. */
function icon(name: IconName, x: number, y: number, size: number, opts: IconOptions = {}): string {
  const s = size / 24
  return `<g${attrs({
    transform: `translate(${f(x)} ${f(y)}) scale(${Math.round(s * 1000) / 1000})`,
    stroke: opts.color ?? "currentColor",
    strokeWidth: opts.strokeWidth ?? 2,
    strokeLinecap: "round",
    strokeLinejoin: "round",
    fill: opts.fill ?? "none",
    opacity: opts.opacity,
  })}>${lucideIconShapes(name)}</g>`
}

/** Same as icon() but centred on (cx, cy). */
export const iconAt = (name: IconName, cx: number, cy: number, size: number, opts: IconOptions = {}) =>
  icon(name, cx - size / 2, cy - size / 2, size, opts)
