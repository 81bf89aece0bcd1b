/**
 * Original wordmark logos for the fictional client businesses (480×160).
 * Text is the only thing allowed to be text here, set in a generic sans-serif stack.
 */

import { sparkle } from "./components.ts"
import { brand, neutral, shade, tint } from "./palette.ts"
import { hash } from "./random.ts"
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

/** LeHost's plum used in their own logo. */
const plum = "#5A1A5E"

function lehost(c: Canvas, name: string): void {
  // mark: plum tile with a lime curl (a spiral lock of hair) and a small sparkle
  c.add(rect(20, 24, 112, 112, { rx: 30, fill: plum }))
  const pts: string[] = []
  for (let i = 0; i <= 64; i++) {
    const t = (i / 64) * Math.PI * 2.6
    const r = 3 + t * 4.7
    pts.push(
      `${Math.round((80 + r * Math.cos(t + 1.2)) * 10) / 10} ${Math.round((77 + r * Math.sin(t + 1.2)) * 10) / 10}`,
    )
  }
  c.add(
    path(`M${pts.join(" L")}`, { stroke: brand.lime, strokeWidth: 8, strokeLinecap: "round", strokeLinejoin: "round" }),
  )
  c.add(sparkle(112, 44, 9, brand.white))
  const [main, ...rest] = name.split(/\s+/)
  c.add(text(150, 86, main ?? name, 50, plum, { weight: 800, spacing: -1 }))
  c.add(text(152, 118, rest.join(" ").toUpperCase(), 16, brand.slate, { weight: 600, spacing: 3 }))
}

function mopAndGlow(c: Canvas, name: string): void {
  // mark: blue disc with a bright sparkle and a lime bubble
  c.add(circle(76, 80, 56, { fill: brand.blue }))
  c.add(sparkle(70, 84, 28, brand.white))
  c.add(circle(102, 50, 11, { fill: brand.lime }))
  c.add(circle(99, 47, 3, { fill: brand.white }))
  const m = name.match(/^(.*?)\s+(Cleaning.*)$/i)
  const main = (m?.[1] ?? name).replace(/\band\b/i, "&")
  c.add(text(150, 84, main, 44, brand.ink, { weight: 800, spacing: -1 }))
  c.add(text(152, 116, (m?.[2] ?? "").toUpperCase(), 15, brand.blue, { weight: 700, spacing: 3 }))
}

function nutriVita(c: Canvas, name: string): void {
  // mark: green disc with a white leaf, its vein, and an amber seed
  const green = "#1F7A4D"
  c.add(circle(76, 80, 56, { fill: green }))
  c.add(path("M76 46c-16 10-24 24-24 38 0 13 10 24 24 24s24-11 24-24c0-14-8-28-24-38Z", { fill: brand.white }))
  c.add(path("M76 62v40", { stroke: green, strokeWidth: 5, strokeLinecap: "round" }))
  c.add(circle(104, 50, 11, { fill: "#F5B700" }))
  const [main, ...rest] = name.split(/\s+/)
  c.add(text(150, 84, main ?? name, 44, brand.ink, { weight: 800, spacing: -1 }))
  c.add(text(152, 116, rest.join(" ").toUpperCase(), 15, green, { weight: 700, spacing: 3 }))
}

function lisburn(c: Canvas, name: string): void {
  // mark: navy tile with a white L and an orange column, a page layout in two strokes
  const navy = "#0F2A44"
  const orange = "#E0582A"
  c.add(rect(20, 24, 112, 112, { rx: 24, fill: navy }))
  c.add(path("M48 104V56h12v38h26v10H48Z", { fill: brand.white }))
  c.add(rect(92, 56, 14, 48, { fill: orange }))
  const [main, ...rest] = name.split(/\s+/)
  c.add(text(150, 84, main ?? name, 44, brand.ink, { weight: 800, spacing: -1 }))
  c.add(text(152, 116, rest.join(" ").toUpperCase(), 15, shade(orange, 0.2), { weight: 700, spacing: 3 }))
}

function sequinsAndSlate(c: Canvas, name: string): void {
  // mark: slate tile split by a diagonal, a trail of gold sequins falling across it
  const slate = "#2E3440"
  const gold = "#C99A45"
  c.add(rect(20, 24, 112, 112, { rx: 18, fill: slate }))
  c.add(path("M20 120 132 48v70a18 18 0 0 1-18 18H38a18 18 0 0 1-18-18Z", { fill: "#4A5262" }))
  c.add(circle(52, 56, 13, { fill: gold }))
  c.add(circle(80, 74, 9, { fill: gold, opacity: 0.85 }))
  c.add(circle(100, 88, 6, { fill: gold, opacity: 0.7 }))
  c.add(text(150, 84, name.replace(/\band\b/i, "&"), 36, brand.ink, { weight: 800, spacing: -0.5 }))
  c.add(text(152, 116, "INTERIOR DESIGN", 15, shade(gold, 0.35), { weight: 700, spacing: 3 }))
}

function generic(c: Canvas, name: string): void {
  const colors = [brand.blue, brand.ink, shade(brand.lime, 0.5), brand.slate]
  const col = colors[hash(name) % colors.length]!
  const initials = name
    .split(/\s+/)
    .filter((w) => /^[A-Z0-9]/i.test(w) && !/^(and|&|the|of)$/i.test(w))
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
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
  if (/lehost/i.test(business)) lehost(c, business)
  else if (/mop\s*(and|&)\s*glow/i.test(business)) mopAndGlow(c, business)
  else if (/nutrivita/i.test(business)) nutriVita(c, business)
  else if (/lisburn/i.test(business)) lisburn(c, business)
  else if (/sequins\s*(and|&)\s*slate/i.test(business)) sequinsAndSlate(c, business)
  else generic(c, business)
  void neutral
  return c.toString()
}
