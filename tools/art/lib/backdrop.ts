/** Full-bleed backgrounds shared by the scenes. */
import { type Box, dotField, glow, ring } from "./components.ts"
import { brand, shade, type Theme, tint } from "./palette.ts"
import type { Rng } from "./random.ts"
import { type Canvas, circle, rect } from "./svg.ts"

export type BackdropKind = "pale" | "blue" | "ink" | "white" | "soft"

/** Paint the background of the whole canvas. Returns nothing; adds to the canvas. */
export function backdrop(c: Canvas, kind: BackdropKind, theme: Theme, rng: Rng): void {
  const { width: w, height: h } = c
  switch (kind) {
    case "pale":
    case "white":
    case "soft": {
      const base = kind === "white" ? brand.white : brand.pale
      c.add(rect(0, 0, w, h, { fill: base }))
      if (kind === "soft") {
        c.add(
          rect(0, 0, w, h, {
            fill: c.linear(
              [
                [0, tint(theme.primary, 0.9)],
                [1, brand.pale],
              ],
              0,
              0,
              1,
              1,
            ),
          }),
        )
      }
      c.add(
        glow(
          c,
          w * rng.range(0.7, 0.9),
          h * rng.range(0.1, 0.3),
          Math.min(w, h) * 0.42,
          tint(theme.primary, 0.8),
          0.55,
        ),
      )
      c.add(
        glow(
          c,
          w * rng.range(0.05, 0.2),
          h * rng.range(0.75, 0.95),
          Math.min(w, h) * 0.3,
          tint(theme.accent, 0.55),
          0.45,
        ),
      )
      break
    }
    case "blue": {
      c.add(
        rect(0, 0, w, h, {
          fill: c.linear(
            [
              [0, tint(theme.primary, 0.08)],
              [1, theme.primaryDeep],
            ],
            0,
            0,
            0.9,
            1,
          ),
        }),
      )
      c.add(glow(c, w * 0.15, h * 0.1, Math.min(w, h) * 0.5, tint(theme.primary, 0.35), 0.6))
      c.add(glow(c, w * 0.9, h * 0.95, Math.min(w, h) * 0.35, shade(theme.primary, 0.5), 0.6))
      break
    }
    case "ink": {
      c.add(
        rect(0, 0, w, h, {
          fill: c.linear(
            [
              [0, "#121729"],
              [1, brand.ink],
            ],
            0,
            0,
            0.8,
            1,
          ),
        }),
      )
      c.add(glow(c, w * 0.78, h * 0.2, Math.min(w, h) * 0.45, brand.blue, 0.55))
      c.add(glow(c, w * 0.1, h * 0.95, Math.min(w, h) * 0.3, shade(brand.blue, 0.3), 0.45))
      break
    }
  }
}

/** A large brand "stage" disc behind the main subject, with a lime accent and concentric rings. */
export function stageDisc(
  c: Canvas,
  cx: number,
  cy: number,
  r: number,
  theme: Theme,
  o: { rings?: boolean; accentAngle?: number; accent?: boolean } = {},
): void {
  const fill = c.linear(
    [
      [0, tint(theme.primary, 0.12)],
      [1, theme.primaryDeep],
    ],
    0.1,
    0,
    0.8,
    1,
  )
  if (o.rings !== false) {
    c.add(ring(cx, cy, r * 1.2, theme.primary, 1.5, 0.16))
    c.add(ring(cx, cy, r * 1.42, theme.primary, 1.5, 0.09))
  }
  c.add(circle(cx, cy, r, { fill }))
  c.add(glow(c, cx - r * 0.35, cy - r * 0.4, r * 0.5, tint(theme.primary, 0.45), 0.5))
  if (o.accent !== false) {
    const a = ((o.accentAngle ?? -40) * Math.PI) / 180
    c.add(circle(cx + Math.cos(a) * r * 0.98, cy + Math.sin(a) * r * 0.98, r * 0.16, { fill: theme.accent }))
  }
}

/** Dot grid in a box. */
export function dotPatch(c: Canvas, b: Box, color: string, opacity = 0.35): void {
  c.add(dotField(c, b.x, b.y, b.w, b.h, color, { opacity }))
}
