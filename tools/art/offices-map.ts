/**
 * Offices map (content/images/about/offices-map.svg): a globe turned to the North Atlantic, so Detroit,
 * Toronto and London sit on one face of it with round, natural edges (a flat world map cut the Arctic
 * off at its top and left the offices as specks). Drawn from Natural Earth data in the `world-atlas`
 * package (110m countries) with `topojson-client` and `d3-geo`.
 *
 * The pins are placed with the same projection that draws the land, and `officePinPositions()`
 * returns them as percentages of the image so the page can overlay accessible labels.
 */
import { createRequire } from "node:module"
import { type GeoProjection, geoGraticule10, geoOrthographic, geoPath } from "d3-geo"
import { merge } from "topojson-client"
import type { GeometryCollection, Topology } from "topojson-specification"
import { glow } from "./lib/components.ts"
import { brand, tint } from "./lib/palette.ts"
import { Canvas, circle, path } from "./lib/svg.ts"

const require = createRequire(import.meta.url)
const world = require("world-atlas/countries-110m.json") as Topology<{ countries: GeometryCollection }>

export const MAP_WIDTH = 1000
export const MAP_HEIGHT = 1000
/** The globe's radius in the image, leaving room for its shadow. */
const RADIUS = 455
/** The point of the globe that faces the viewer: the North Atlantic, between Detroit and London. */
const FACING: [number, number] = [-48, 40]
export const MAP_FILE = "about/offices-map.svg"

interface Office {
  id: string
  /** [longitude, latitude] */
  coordinates: [number, number]
}

/** The headquarters, where the routes start. */
const detroit: Office = { id: "detroit", coordinates: [-83.0458, 42.3314] }
const offices: Office[] = [
  detroit,
  { id: "toronto", coordinates: [-79.3832, 43.6532] },
  { id: "london", coordinates: [-0.1276, 51.5072] },
]

/** The projection shared by the land and the pins: an orthographic globe centred on FACING. */
function officeMapProjection(): GeoProjection {
  return geoOrthographic()
    .rotate([-FACING[0], -FACING[1]])
    .scale(RADIUS)
    .translate([MAP_WIDTH / 2, MAP_HEIGHT / 2])
    .clipAngle(90)
}

/**
 * Rewrite d3's absolute integer path ("M10,20L11,21Z") with relative commands and drop repeated points,
 * which roughly halves the file size without changing the drawing.
 */
function compactPath(abs: string): string {
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

/** Where an office is on the globe: every office is on the side the globe turns to the viewer. */
function placeOf(projection: GeoProjection, office: Office): [number, number] {
  const place = projection(office.coordinates)
  if (!place) throw new Error(`Cannot project ${office.id}`)
  return place
}

/** Pin positions as percentages of the image's width and height (one decimal). */
export function officePinPositions(): { id: string; x: number; y: number }[] {
  const projection = officeMapProjection()
  return offices.map((o) => {
    const p = placeOf(projection, o)
    return { id: o.id, x: Math.round((p[0] / MAP_WIDTH) * 1000) / 10, y: Math.round((p[1] / MAP_HEIGHT) * 1000) / 10 }
  })
}

export function renderOfficesMap(): string {
  const c = new Canvas(MAP_WIDTH, MAP_HEIGHT, MAP_FILE)
  const projection = officeMapProjection()
  const toPath = geoPath(projection).digits(0)
  const land = merge(world, world.objects.countries.geometries as Parameters<typeof merge>[1])
  const cx = MAP_WIDTH / 2
  const cy = MAP_HEIGHT / 2

  // A soft shadow under the globe, then the sea: pale, lit from the top left.
  c.add(
    circle(cx + 10, cy + 18, RADIUS, { fill: brand.blue, opacity: 0.14, filter: c.blur(18, 2 * RADIUS, 2 * RADIUS) }),
  )
  c.add(
    circle(cx, cy, RADIUS, {
      fill: c.radial(
        [
          [0, brand.white],
          [0.7, tint(brand.blue, 0.94)],
          [1, tint(brand.blue, 0.86)],
        ],
        0.38,
        0.3,
        0.78,
      ),
    }),
  )
  // Lines of latitude and longitude every ten degrees, faint, so the sphere reads as a globe.
  c.add(path(compactPath(toPath(geoGraticule10()) ?? ""), { stroke: tint(brand.blue, 0.8), strokeWidth: 1.5 }))
  // The land outline is written once, as a clip path, and painted twice: a tint and a dot texture.
  const landShape = compactPath(toPath(land) ?? "")
  const landClip = c.clip(path(landShape))
  c.add(circle(cx, cy, RADIUS, { fill: tint(brand.blue, 0.83), clipPath: landClip }))
  c.add(circle(cx, cy, RADIUS, { fill: c.dots(9, 1.6, tint(brand.blue, 0.55)), clipPath: landClip }))
  c.add(path(landShape, { stroke: tint(brand.blue, 0.68), strokeWidth: 1, strokeLinejoin: "round" }))
  c.add(circle(cx, cy, RADIUS, { stroke: tint(brand.blue, 0.7), strokeWidth: 2 }))

  // Great-circle routes from Detroit to the offices far enough away to show one.
  for (const o of offices) {
    if (o === detroit) continue
    const [x1, y1] = placeOf(projection, detroit)
    const [x2, y2] = placeOf(projection, o)
    if (Math.hypot(x2 - x1, y2 - y1) < 120) continue
    c.add(
      path(compactPath(toPath({ type: "LineString", coordinates: [detroit.coordinates, o.coordinates] }) ?? ""), {
        stroke: brand.blue,
        strokeWidth: 4,
        strokeDasharray: "2 11",
        strokeLinecap: "round",
        opacity: 0.75,
      }),
    )
  }
  // Headquarters glows; the page draws the markers and names on top.
  const [hx, hy] = placeOf(projection, detroit)
  c.add(glow(c, hx, hy, 60, brand.lime, 0.55))
  return c.toString()
}
