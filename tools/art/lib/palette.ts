/** Brand palette and the tints and shades derived from it. */

export const brand = {
  blue: "#240CF3",
  lime: "#C6F906",
  ink: "#0A0D14",
  slate: "#525866",
  pale: "#F4F7FB",
  white: "#FFFFFF",
} as const

function parse(hex: string): [number, number, number] {
  const v = hex.replace("#", "")
  return [Number.parseInt(v.slice(0, 2), 16), Number.parseInt(v.slice(2, 4), 16), Number.parseInt(v.slice(4, 6), 16)]
}

function toHex(rgb: [number, number, number]): string {
  return `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`.toUpperCase()
}

/** Mix colour `a` towards `b` by `t` (0 = a, 1 = b). */
function mix(a: string, b: string, t: number): string {
  const x = parse(a)
  const y = parse(b)
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t])
}

/** Lighter version of a colour: `t` is the share of white. */
export const tint = (color: string, t: number) => mix(color, brand.white, t)
/** Darker version of a colour: `t` is the share of ink. */
export const shade = (color: string, t: number) => mix(color, brand.ink, t)

/** Neutral greys used for wireframe lines and borders. */
export const neutral = {
  line: "#E4E8EF",
  border: "#D9DEE7",
  muted: "#C5CCD8",
  soft: "#EDF1F6",
  text: tint(brand.slate, 0.45),
  textSoft: tint(brand.slate, 0.7),
}

/**
 * A theme gives a scene its accents. All colours come from the brand palette plus tints and shades,
 * except the clients' own brand colours, which only appear inside their website mock-ups.
 */
export interface Theme {
  /** Main accent: buttons, highlighted bars, key shapes. */
  primary: string
  /** Very light tint of the primary, for soft panels. */
  primarySoft: string
  /** Mid tint of the primary. */
  primaryMid: string
  /** Deep shade of the primary, for gradients. */
  primaryDeep: string
  /** Secondary highlight (usually lime). */
  accent: string
  accentSoft: string
  /** Colour for strokes/glyphs drawn on top of the accent. */
  onAccent: string
  /** Colour for glyphs drawn on top of the primary. */
  onPrimary: string
}

export function makeTheme(primary: string, accent: string = brand.lime, opts: Partial<Theme> = {}): Theme {
  return {
    primary,
    primarySoft: tint(primary, 0.9),
    primaryMid: tint(primary, 0.55),
    primaryDeep: shade(primary, 0.35),
    accent,
    accentSoft: tint(accent, 0.72),
    onAccent: brand.ink,
    onPrimary: brand.white,
    ...opts,
  }
}

export const themes = {
  blue: makeTheme(brand.blue, brand.lime),
  ink: makeTheme(brand.ink, brand.lime, { primarySoft: "#EEF0F4", primaryMid: "#8A8F9C", primaryDeep: "#05070B" }),
  deepBlue: makeTheme(shade(brand.blue, 0.3), brand.lime),
  violet: makeTheme(mix(brand.blue, "#FFFFFF", 0.18), brand.lime),
}
