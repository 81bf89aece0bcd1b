/**
 * Original wordmark logos for the fictional client businesses the testimonials quote (480×160).
 * Text is the only thing allowed to be text here, set in a generic sans-serif stack.
 */

import { brand, shade, tint } from "./palette.ts"
import { cycled, hash } from "./random.ts"
import { Canvas, circle, el, escapeText, path, rect } from "./svg.ts"

const FONT = "Inter, Arial, sans-serif"
const W = 480
const H = 160

function text(
  x: number,
  y: number,
  value: string,
  size: number,
  fill: string,
  o: { weight?: number; spacing?: number } = {},
): string {
  return el(
    "text",
    { x, y, fontFamily: FONT, fontSize: size, fontWeight: o.weight ?? 700, letterSpacing: o.spacing, fill },
    escapeText(value),
  )
}

function brindlemore(c: Canvas, name: string): void {
  // mark: a warm crust-brown tile holding a round loaf with three scored lines and a wheat-gold dot
  const crust = "#8A4B22"
  const gold = "#E8B04B"
  c.add(rect(20, 24, 112, 112, { rx: 56, fill: crust }))
  c.add(path("M40 92c0-20 16-34 36-34s36 14 36 34c0 6-4 10-10 10H50c-6 0-10-4-10-10Z", { fill: "#F4D9A8" }))
  for (const x of [58, 76, 94])
    c.add(path(`M${x - 6} 78l10-10`, { stroke: crust, strokeWidth: 5, strokeLinecap: "round" }))
  c.add(circle(108, 48, 9, { fill: gold }))
  const [main, ...rest] = name.split(/\s+/)
  c.add(text(150, 84, main ?? name, 42, brand.ink, { weight: 800, spacing: -1 }))
  c.add(text(152, 116, rest.join(" ").toUpperCase(), 15, crust, { weight: 700, spacing: 3 }))
}

function quillwick(c: Canvas, name: string): void {
  // mark: a deep teal frame with a mat, and a lime corner sample clipped to it
  const teal = "#0F5257"
  c.add(rect(20, 24, 112, 112, { rx: 16, fill: teal }))
  c.add(rect(40, 44, 72, 72, { rx: 4, fill: brand.white }))
  c.add(rect(52, 56, 48, 48, { rx: 2, fill: tint(teal, 0.75) }))
  c.add(path("M96 30h30v30", { stroke: brand.lime, strokeWidth: 8, strokeLinecap: "round", strokeLinejoin: "round" }))
  const [main, ...rest] = name.split(/\s+/)
  c.add(text(150, 84, main ?? name, 42, brand.ink, { weight: 800, spacing: -1 }))
  c.add(text(152, 116, rest.join(" ").toUpperCase(), 15, teal, { weight: 700, spacing: 3 }))
}

function generic(c: Canvas, name: string): void {
  const colors = [brand.blue, brand.ink, shade(brand.lime, 0.5), brand.slate]
  const col = cycled(colors, hash(name))
  const initials = name
    .split(/\s+/)
    .filter((w) => /^[A-Z0-9]/i.test(w) && !/^(and|&|the|of)$/i.test(w))
    .slice(0, 2)
    .map((w) => w.charAt(0).toUpperCase())
    .join("")
  c.add(rect(20, 24, 112, 112, { rx: 30, fill: col }))
  c.add(
    text(76, 98, initials, 46, col === brand.ink ? brand.lime : brand.white, { weight: 800 }).replace(
      "<text ",
      '<text text-anchor="middle" ',
    ),
  )
  const words = name.split(/\s+/)
  const first = words.slice(0, Math.ceil(words.length / 2)).join(" ")
  const second = words.slice(Math.ceil(words.length / 2)).join(" ")
  c.add(text(150, second ? 80 : 94, first, first.length > 14 ? 30 : 40, brand.ink, { weight: 800, spacing: -0.5 }))
  if (second) c.add(text(152, 114, second.toUpperCase(), 15, tint(brand.slate, 0.1), { weight: 600, spacing: 2.5 }))
}

export function renderLogo(file: string, business: string): string {
  const c = new Canvas(W, H, file)
  // transparent background so the logo sits on any light surface
  if (/brindlemore/i.test(business)) brindlemore(c, business)
  else if (/quillwick/i.test(business)) quillwick(c, business)
  else generic(c, business)
  return c.toString()
}
