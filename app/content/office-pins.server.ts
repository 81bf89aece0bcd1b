import type { Office } from "#app/content/site"
import type { ResolvedImage } from "#app/lib/image-manifest"
import { resolveImage } from "#app/lib/images.server"
import pinsSource from "#content/images/about/offices-map.json?raw"

/** The offices map artwork and, beside it, where each office sits on it. */
const OFFICES_MAP_SRC = "about/offices-map.svg"

/** Where a pin sits, as fractions of the map's width and height (0 = left/top, 1 = right/bottom). */
export type PinPosition = { x: number; y: number }

/**
 * Without pin positions from the artwork, offices are placed by longitude and latitude on a plain
 * equirectangular frame covering North America and Western Europe.
 */
const FALLBACK_FRAME = { west: -130, east: 30, north: 64, south: 22 }

function project([longitude, latitude]: [number, number]): PinPosition {
  const { west, east, north, south } = FALLBACK_FRAME
  return { x: (longitude - west) / (east - west), y: (north - latitude) / (north - south) }
}

type RawPin = Record<string, unknown>

const toNumber = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? value : undefined)

/** One coordinate from the pins file, as a fraction: accepts fractions, percentages or pixels of the map. */
function toFraction(value: number, size: number | undefined) {
  if (value >= 0 && value <= 1) return value
  if (size && value <= size) return value / size
  return value / 100
}

/**
 * Reads content/images/about/offices-map.json, written with the map artwork. Accepted shapes:
 * `{ width?, height?, pins: [{ id, x, y }] }`, `{ width?, height?, pins: { [id]: { x, y } } }`, or the
 * list or record on its own; `x`/`y` (or `cx`/`cy`, `left`/`top`) as fractions, percentages or pixels.
 */
export function readPinsFile(raw: unknown): Map<string, PinPosition> {
  const pins = new Map<string, PinPosition>()
  if (!raw || typeof raw !== "object") return pins
  const root = raw as RawPin
  const width = toNumber(root.width) ?? toNumber((root.viewBox as RawPin | undefined)?.width)
  const height = toNumber(root.height) ?? toNumber((root.viewBox as RawPin | undefined)?.height)
  const list = root.pins ?? root.offices ?? root.markers ?? root
  const entries: [string, RawPin][] = Array.isArray(list)
    ? list
        .filter((item): item is RawPin => Boolean(item) && typeof item === "object")
        .map((item) => [String(item.id), item])
    : Object.entries(list as Record<string, unknown>).filter(
        (entry): entry is [string, RawPin] => Boolean(entry[1]) && typeof entry[1] === "object",
      )
  for (const [id, pin] of entries) {
    const x = toNumber(pin.x) ?? toNumber(pin.cx) ?? toNumber(pin.left)
    const y = toNumber(pin.y) ?? toNumber(pin.cy) ?? toNumber(pin.top)
    if (x === undefined || y === undefined) continue
    pins.set(id, { x: toFraction(x, width), y: toFraction(y, height) })
  }
  return pins
}

export type MapPin = PinPosition & {
  id: string
  /** Which way the numbered callout leans away from the pin, so neighbouring offices never overlap. */
  dx: -1 | 0 | 1
  dy: -1 | 0 | 1
  /** The city name sits on this side of the callout. */
  labelSide: "start" | "end"
}

/** Spreads callouts apart: of two close offices the western one drops below its pin, the eastern one leans right. */
export function layoutPins(positions: (PinPosition & { id: string })[]): MapPin[] {
  const CLOSE = 0.15
  return positions.map((pin) => {
    const neighbour = positions
      .filter((other) => other.id !== pin.id)
      .map((other) => ({ other, distance: Math.hypot(other.x - pin.x, other.y - pin.y) }))
      .sort((a, b) => a.distance - b.distance)[0]
    if (neighbour && neighbour.distance < CLOSE) {
      const isWest = pin.x < neighbour.other.x || (pin.x === neighbour.other.x && pin.y > neighbour.other.y)
      // The western callout drops straight down with its name on the left; the eastern one leans right.
      return isWest ? { ...pin, dx: 0, dy: 1, labelSide: "end" } : { ...pin, dx: 1, dy: 0, labelSide: "start" }
    }
    return { ...pin, dx: 0, dy: pin.y < 0.2 ? 1 : -1, labelSide: pin.x > 0.7 ? "end" : "start" }
  })
}

export type OfficesMap = { image?: ResolvedImage; pins: MapPin[] }

/** The map artwork (when it has been drawn) and a pin for each office. */
export function getOfficesMap(offices: Office[], alt: string): OfficesMap {
  let image: ResolvedImage | undefined
  try {
    image = resolveImage({ src: OFFICES_MAP_SRC, alt })
  } catch {
    image = undefined
  }
  // The pins file is written with the map artwork and bundled with the server.
  const fromFile = image ? readPinsFile(JSON.parse(pinsSource)) : new Map()
  const positions = offices.map((office) => ({
    id: office.id,
    ...(fromFile.get(office.id) ?? project([office.coordinates.longitude, office.coordinates.latitude])),
  }))
  return { image, pins: layoutPins(positions) }
}
