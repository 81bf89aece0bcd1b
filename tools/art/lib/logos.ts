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
  else generic(c, business)
  void neutral
  return c.toString()
}
