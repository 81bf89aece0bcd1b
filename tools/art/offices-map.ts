/**
 * Offices world map (content/images/about/offices-map.svg) drawn from Natural Earth data in the
 * `world-atlas` package (110m countries) with `topojson-client` and `d3-geo`.
 *
 * The pins are placed with the same projection that draws the land, and `officePinPositions()`
 * returns them as percentages of the image so the page can overlay accessible labels.
 */
import { createRequire } from "node:module"
import { type GeoProjection, geoEqualEarth, geoPath } from "d3-geo"
import type { MultiPolygon } from "geojson"
import { merge } from "topojson-client"
import type { GeometryCollection, Topology } from "topojson-specification"
import { glow, pin, ring } from "./lib/components.ts"
import { brand, tint } from "./lib/palette.ts"
import { Canvas, circle, d, path, rect } from "./lib/svg.ts"

const require = createRequire(import.meta.url)
const world = require("world-atlas/countries-110m.json") as Topology<{ countries: GeometryCollection }>

export const MAP_WIDTH = 1600
export const MAP_HEIGHT = 800
export const MAP_FILE = "about/offices-map.svg"

export interface Office {
  id: string
  /** [longitude, latitude] */
  coordinates: [number, number]
  primary?: boolean
}

export const offices: Office[] = [
  { id: "detroit", coordinates: [-83.0458, 42.3314], primary: true },
  { id: "toronto", coordinates: [-79.3832, 43.6532] },
  { id: "london", coordinates: [-0.1276, 51.5072] },
]

/** Antarctica (ISO 3166 numeric 010) is left out: it only takes space. */
const ANTARCTICA = "010"

function landGeometries() {
  return world.objects.countries.geometries.filter((g) => g.id !== ANTARCTICA)
}

/** The projection shared by the land and the pins: Equal Earth fitted to the image with a margin. */
export function officeMapProjection(): GeoProjection {
  const land = merge(world, landGeometries() as Parameters<typeof merge>[1]) as MultiPolygon
  return geoEqualEarth().fitExtent(
    [
      [40, 30],
      [MAP_WIDTH - 40, MAP_HEIGHT - 30],
    ],
    { type: "Feature", properties: {}, geometry: land },
  )
}

/**
 * Rewrite d3's absolute integer path ("M10,20L11,21Z") with relative commands and drop repeated points,
 * which roughly halves the file size without changing the drawing.
 */
export function compactPath(abs: string): string {
  let out = ""
  let cx = 0
  let cy = 0
  let sx = 0
  let sy = 0
  for (const [, cmd, args] of abs.matchAll(/([MLZ])([^MLZ]*)/g)) {
    if (cmd === "Z") {
      // closing a subpath moves the current point back to its start
      out += "z"
      cx = sx
      cy = sy
      continue
    }
    const [x, y] = (args ?? "").split(",").map(Number) as [number, number]
    const dx = x - cx
    const dy = y - cy
    if (cmd === "L" && dx === 0 && dy === 0) continue
    const sep = dy < 0 ? "" : " "
    out += `${cmd === "M" ? "m" : "l"}${dx}${sep}${dy}`
    cx = x
    cy = y
    if (cmd === "M") {
      sx = x
      sy = y
    }
  }
  return out
}

/** Pin positions as percentages of the image's width and height (one decimal). */
export function officePinPositions(): { id: string; x: number; y: number }[] {
  const projection = officeMapProjection()
  return offices.map((o) => {
    const p = projection(o.coordinates)
    if (!p) throw new Error(`Cannot project ${o.id}`)
    return { id: o.id, x: Math.round((p[0] / MAP_WIDTH) * 1000) / 10, y: Math.round((p[1] / MAP_HEIGHT) * 1000) / 10 }
  })
}

export function renderOfficesMap(): string {
  const c = new Canvas(MAP_WIDTH, MAP_HEIGHT, MAP_FILE)
  const projection = officeMapProjection()
  const toPath = geoPath(projection).digits(0)
  const land = merge(world, landGeometries() as Parameters<typeof merge>[1])

  c.add(rect(0, 0, MAP_WIDTH, MAP_HEIGHT, { fill: brand.white }))
  // the land outline is written once, as a clip path, and painted twice: a pale tint and a dot texture
  const landClip = c.clip(path(compactPath(toPath(land) ?? "")))
  c.add(rect(0, 0, MAP_WIDTH, MAP_HEIGHT, { fill: tint(brand.blue, 0.88), clipPath: landClip }))
  c.add(rect(0, 0, MAP_WIDTH, MAP_HEIGHT, { fill: c.dots(10, 1.6, tint(brand.blue, 0.62)), clipPath: landClip }))

  const pts = offices.map((o) => ({ ...o, p: projection(o.coordinates)! }))
  const detroit = pts.find((o) => o.primary)!
  // routes from Detroit to the offices that are far enough away to show one
  for (const o of pts) {
    if (o === detroit) continue
    const [x1, y1] = detroit.p
    const [x2, y2] = o.p
    const dist = Math.hypot(x2 - x1, y2 - y1)
    if (dist < 120) continue
    c.add(
      path(d`M${x1} ${y1} Q${(x1 + x2) / 2} ${Math.min(y1, y2) - dist * 0.28} ${x2} ${y2}`, {
        stroke: brand.blue,
        strokeWidth: 3,
        strokeDasharray: "2 9",
        strokeLinecap: "round",
        opacity: 0.7,
      }),
    )
  }
  // Detroit, emphasised: glow and pulse rings under everything else
  const [x, y] = detroit.p
  c.add(glow(c, x, y, 56, brand.lime, 0.4))
  c.add(ring(x, y, 30, brand.blue, 2.5, 0.4))
  c.add(ring(x, y, 50, brand.blue, 2, 0.2))
  for (const o of pts) {
    if (o.primary) continue
    const [ox, oy] = o.p
    c.add(ring(ox, oy, 16, brand.ink, 2, 0.25))
    c.add(circle(ox, oy, 8, { fill: brand.ink, stroke: brand.white, strokeWidth: 3 }))
  }
  // …and a pin standing on the point
  c.add(circle(x, y, 8, { fill: brand.blue, stroke: brand.white, strokeWidth: 3 }))
  c.add(pin(c, x, y - 6, 70, brand.blue, { dot: brand.lime }))
  return c.toString()
}
