/** Minimal SVG writer: number formatting, attributes, and a canvas that collects <defs>. */
import { hash } from "./random.ts"

type AttrValue = string | number | undefined | null | false
export type Attrs = Record<string, AttrValue>

/** Round to at most one decimal and drop trailing zeros, to keep files small and output stable. */
export function f(value: number): string {
  const r = Math.round(value * 10) / 10
  return Object.is(r, -0) ? "0" : String(r)
}

function attrName(key: string): string {
  // camelCase → kebab-case for presentation attributes; viewBox and gradient attributes keep their case.
  if (
    [
      "viewBox",
      "gradientUnits",
      "gradientTransform",
      "patternUnits",
      "stdDeviation",
      "filterUnits",
      "preserveAspectRatio",
      "clipPathUnits",
      "patternTransform",
    ].includes(key)
  )
    return key
  return key.replace(/[A-Z]/g, (m) => `-${m.toLowerCase()}`)
}

export function attrs(a: Attrs): string {
  let out = ""
  for (const [k, v] of Object.entries(a)) {
    if (v === undefined || v === null || v === false) continue
    const value = typeof v === "number" ? f(v) : v
    out += ` ${attrName(k)}="${escapeAttr(value)}"`
  }
  return out
}

function escapeAttr(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;")
}

export function escapeText(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")
}

export function el(tag: string, a: Attrs = {}, children?: string | string[]): string {
  const inner = Array.isArray(children) ? children.join("") : children
  return inner === undefined || inner === "" ? `<${tag}${attrs(a)}/>` : `<${tag}${attrs(a)}>${inner}</${tag}>`
}

export const g = (a: Attrs, ...children: string[]) => el("g", a, children)
export const rect = (x: number, y: number, w: number, h: number, a: Attrs = {}) =>
  el("rect", { x, y, width: Math.max(0, w), height: Math.max(0, h), ...a })
export const circle = (cx: number, cy: number, r: number, a: Attrs = {}) => el("circle", { cx, cy, r, ...a })
export const ellipse = (cx: number, cy: number, rx: number, ry: number, a: Attrs = {}) =>
  el("ellipse", { cx, cy, rx, ry, ...a })
export const path = (d: string, a: Attrs = {}) => el("path", { d, ...a })
export const line = (x1: number, y1: number, x2: number, y2: number, a: Attrs = {}) =>
  el("line", { x1, y1, x2, y2, ...a })

/** Build a path "d" string from numbers and commands, formatting numbers. */
export function d(parts: TemplateStringsArray, ...values: number[]): string {
  let out = ""
  parts.forEach((p, i) => {
    out += p
    if (i < values.length) out += f(values[i] as number)
  })
  return out.replace(/\s+/g, " ").trim()
}

/** Rounded rectangle with only the top (or bottom) corners rounded, as a path. */
export function roundedPath(
  x: number,
  y: number,
  w: number,
  h: number,
  r: { tl?: number; tr?: number; br?: number; bl?: number },
): string {
  const tl = r.tl ?? 0
  const tr = r.tr ?? 0
  const br = r.br ?? 0
  const bl = r.bl ?? 0
  const arc = (r: number, ex: number, ey: number) => (r ? ` A${f(r)} ${f(r)} 0 0 1 ${f(ex)} ${f(ey)}` : "")
  return (
    `M${f(x + tl)} ${f(y)} H${f(x + w - tr)}${arc(tr, x + w, y + tr)} V${f(y + h - br)}${arc(br, x + w - br, y + h)}` +
    ` H${f(x + bl)}${arc(bl, x, y + h - bl)} V${f(y + tl)}${arc(tl, x + tl, y)} Z`
  )
}

export type Stop = [offset: number, color: string, opacity?: number]

/** One SVG document: collects definitions (gradients, filters, clip paths) with ids unique to the file. */
export class Canvas {
  readonly defs: string[] = []
  readonly body: string[] = []
  private counter = 0
  private readonly prefix: string
  private readonly cache = new Map<string, string>()

  constructor(
    readonly width: number,
    readonly height: number,
    readonly name: string,
  ) {
    // Prefix ids with a short hash of the file name so inlining two SVGs in one page never clashes.
    this.prefix = `c${hash(name).toString(36).slice(0, 4)}`
  }

  id(kind: string): string {
    this.counter += 1
    return `${this.prefix}${kind}${this.counter}`
  }

  add(...parts: string[]): this {
    this.body.push(...parts)
    return this
  }

  private cached(key: string, make: (id: string) => string, kind: string): string {
    const hit = this.cache.get(key)
    if (hit) return hit
    const id = this.id(kind)
    this.defs.push(make(id))
    const ref = `url(#${id})`
    this.cache.set(key, ref)
    return ref
  }

  /** Linear gradient in bounding-box units: (x1,y1) → (x2,y2) in 0..1. */
  linear(stops: Stop[], x1 = 0, y1 = 0, x2 = 1, y2 = 1): string {
    const key = `lin${JSON.stringify([stops, x1, y1, x2, y2])}`
    return this.cached(
      key,
      (id) =>
        el(
          "linearGradient",
          { id, x1, y1, x2, y2 },
          stops.map(([o, c, op]) =>
            el("stop", { offset: o, stopColor: c, stopOpacity: op === undefined || op === 1 ? undefined : op }),
          ),
        ),
      "l",
    )
  }

  /** Radial gradient in bounding-box units. */
  radial(stops: Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
    const key = `rad${JSON.stringify([stops, cx, cy, r])}`
    return this.cached(
      key,
      (id) =>
        el(
          "radialGradient",
          { id, cx, cy, r },
          stops.map(([o, c, op]) =>
            el("stop", { offset: o, stopColor: c, stopOpacity: op === undefined || op === 1 ? undefined : op }),
          ),
        ),
      "r",
    )
  }

  /**
   * Gaussian blur filter (the only filter we use; librsvg renders it well).
   * Give the blurred element's size so the filter region is just big enough: a generous region
   * on large shapes makes rasterising needlessly slow.
   */
  blur(std: number, w = 0, h = 0): string {
    const mx = w ? Math.min(1, Math.ceil(((3 * std) / w) * 100) / 100 + 0.02) : 1
    const my = h ? Math.min(1, Math.ceil(((3 * std) / h) * 100) / 100 + 0.02) : 1
    return this.cached(
      `blur${std}-${mx}-${my}`,
      (id) =>
        el("filter", { id, x: -mx, y: -my, width: 1 + 2 * mx, height: 1 + 2 * my, colorInterpolationFilters: "sRGB" }, [
          el("feGaussianBlur", { stdDeviation: std }),
        ]),
      "f",
    )
  }

  /** Clip path from raw shape markup; returns url(#id). */
  clip(shape: string): string {
    const id = this.id("k")
    this.defs.push(el("clipPath", { id }, shape))
    return `url(#${id})`
  }

  /** Dot-grid pattern fill. */
  dots(spacing: number, radius: number, color: string, opacity = 1): string {
    return this.cached(
      `dots${spacing}-${radius}-${color}-${opacity}`,
      (id) =>
        el("pattern", { id, width: spacing, height: spacing, patternUnits: "userSpaceOnUse" }, [
          circle(spacing / 2, spacing / 2, radius, { fill: color, fillOpacity: opacity === 1 ? undefined : opacity }),
        ]),
      "p",
    )
  }

  /** Tiled pattern from raw markup in a w×h cell. */
  pattern(w: number, h: number, content: string): string {
    return this.cached(
      `pat${w}-${h}-${content}`,
      (id) => el("pattern", { id, width: w, height: h, patternUnits: "userSpaceOnUse" }, content),
      "p",
    )
  }

  toString(): string {
    const defs = this.defs.length ? `<defs>${this.defs.join("")}</defs>` : ""
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.width}" height="${this.height}" viewBox="0 0 ${this.width} ${this.height}" fill="none">${defs}${this.body.join("")}</svg>\n`
  }
}
