import { Icon } from "#app/components/ui/icon"
import { Section, SectionHeading } from "#app/components/ui/layout"
import { Picture } from "#app/components/ui/picture"
import type { Office } from "#app/content/site"
import { cn } from "#app/lib/cn"
import type { OfficesMap, MapPin as Pin } from "./office-pins.server"

type OfficesSectionProps = {
  eyebrow: string
  title: string
  description: string
  mapAlt: string
  headquartersLabel: string
  offices: Office[]
  map: OfficesMap
}

const officeName = (office: Office) => `${office.city}, ${office.region}, ${office.country}`
const percent = (fraction: number) => `${(fraction * 100).toFixed(2)}%`

/** The pin's numbered callout: how far it leans from the pin, in CSS pixels. */
const CALLOUT = 34

/**
 * Numbered pins over the map, one list item per office. Each pin is drawn in an SVG without a viewBox
 * laid over the whole map, so it keeps its size at any width while its position (a percentage) follows
 * the map. Positions are attributes, not styles, which keeps the page inside the strict content security policy.
 */
function OfficePins({ offices, pins, label }: { offices: Office[]; pins: Pin[]; label: string }) {
  return (
    <ul aria-label={label} className="absolute inset-0">
      {pins.map((pin, index) => {
        const office = offices.find((candidate) => candidate.id === pin.id)!
        const lean = pin.dx !== 0 && pin.dy !== 0 ? 0.75 : 1
        const bx = pin.dx * CALLOUT * lean
        const by = pin.dy * CALLOUT * lean
        const textX = bx + (pin.labelSide === "start" ? 22 : -22)
        return (
          <li key={pin.id} className="absolute inset-0">
            <span className="sr-only">{officeName(office)}</span>
            <svg aria-hidden="true" className="absolute inset-0 size-full overflow-visible">
              <svg aria-hidden="true" x={percent(pin.x)} y={percent(pin.y)} overflow="visible">
                <line x1="0" y1="0" x2={bx} y2={by} strokeWidth="2" className="stroke-ink/60" />
                <circle r="5" strokeWidth="2.5" className="fill-brand stroke-white" />
                <circle
                  cx={bx}
                  cy={by}
                  r="15"
                  strokeWidth="3"
                  className={cn(office.isHeadquarters ? "fill-lime" : "fill-brand", "stroke-white")}
                />
                <text
                  x={bx}
                  y={by}
                  dy="0.35em"
                  textAnchor="middle"
                  className={cn("text-xs font-bold", office.isHeadquarters ? "fill-ink" : "fill-white")}
                >
                  {index + 1}
                </text>
                <text
                  x={textX}
                  y={by}
                  dy="0.35em"
                  textAnchor={pin.labelSide}
                  paintOrder="stroke"
                  strokeWidth="5"
                  strokeLinejoin="round"
                  className="fill-ink stroke-white text-sm font-semibold"
                >
                  {office.city}
                </text>
              </svg>
            </svg>
          </li>
        )
      })}
    </ul>
  )
}

/** Headquarters in Detroit and two smaller offices, on a map and as a list with addresses. */
export function OfficesSection({
  eyebrow,
  title,
  description,
  mapAlt,
  headquartersLabel,
  offices,
  map,
}: OfficesSectionProps) {
  return (
    <Section tone="pale" aria-labelledby="offices-heading">
      <SectionHeading id="offices-heading" eyebrow={eyebrow} title={title} description={description} />
      <figure className="mt-12 overflow-hidden rounded-panel bg-white p-3 shadow-card sm:p-6 md:p-8" data-reveal="slow">
        {/* Small screens: the map at twice the width, cropped to SMALL_SCREEN_WINDOW of office-pins.server.ts. */}
        <div className={cn(map.isZoomedOnSmallScreens && "max-sm:relative max-sm:aspect-2/1 max-sm:overflow-hidden")}>
          <div
            className={cn(
              "relative",
              !map.image && "aspect-video rounded-card bg-brand-soft/60",
              map.isZoomedOnSmallScreens && "max-sm:absolute max-sm:-top-1/10 max-sm:-left-3/10 max-sm:w-2/1",
            )}
          >
            {map.image ? (
              <Picture
                image={map.image}
                sizes={
                  map.isZoomedOnSmallScreens
                    ? "(min-width: 1280px) 76rem, (min-width: 640px) 92vw, 184vw"
                    : "(min-width: 1280px) 76rem, 92vw"
                }
                className="h-auto w-full"
              />
            ) : (
              // Until the map artwork exists: a dotted field (a one-off background pattern) under the pins.
              <span
                role="img"
                aria-label={mapAlt}
                className="absolute inset-0 rounded-card bg-[radial-gradient(var(--color-brand)_1.5px,transparent_1.5px)] bg-size-[18px_18px] opacity-25"
              />
            )}
            <OfficePins offices={offices} pins={map.pins} label={title} />
          </div>
        </div>
      </figure>
      <ol className="mt-8 grid gap-4 lg:grid-cols-3 lg:gap-6">
        {offices.map((office, index) => (
          <li key={office.id} className="flex gap-4 rounded-card bg-white p-6 shadow-card" data-reveal>
            <span
              aria-hidden="true"
              className={cn(
                "inline-flex size-10 shrink-0 items-center justify-center rounded-full font-bold",
                office.isHeadquarters ? "bg-lime text-ink" : "bg-brand text-white",
              )}
            >
              {index + 1}
            </span>
            <div className="min-w-0">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <h3 className="text-h4 font-bold">{office.city}</h3>
                {office.isHeadquarters ? (
                  <span className="inline-flex items-center gap-1 rounded-full bg-lime-soft px-2.5 py-0.5 text-xs font-semibold text-ink">
                    <Icon name="building-2" className="size-3.5" />
                    {headquartersLabel}
                  </span>
                ) : null}
              </div>
              <p className="mt-0.5 text-sm text-slate">
                {office.region}, {office.country}
              </p>
              <address className="mt-3 flex gap-2 text-sm text-ink/80 not-italic">
                <Icon name="map-pin" className="mt-0.5 size-4 shrink-0 text-brand" />
                {office.address}
              </address>
            </div>
          </li>
        ))}
      </ol>
    </Section>
  )
}
