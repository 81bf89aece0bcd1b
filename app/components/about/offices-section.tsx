import { invariant } from "@epic-web/invariant"
import { Icon } from "#app/components/ui/icon"
import { KeepTogether } from "#app/components/ui/keep-together"
import { Section, SectionHeading } from "#app/components/ui/layout"
import { Picture } from "#app/components/ui/picture"
import type { OfficesMap, MapPin as Pin } from "#app/content/office-pins.server"
import type { Office } from "#app/content/site"
import { cn } from "#app/lib/cn"
import { imageSlots } from "#app/lib/image-sizes"

type OfficesSectionProps = {
  eyebrow?: string
  title: string
  description?: string
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
        const office = offices.find((candidate) => candidate.id === pin.id)
        // getOfficesMap places one pin for each office.
        invariant(office, `no office "${pin.id}" for its pin on the offices map`)
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

/** Headquarters in Detroit and two smaller offices: a globe with their pins beside the list of addresses. */
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
      <div className="grid gap-y-10 lg:grid-cols-12 lg:gap-x-16">
        <SectionHeading
          id="offices-heading"
          eyebrow={eyebrow}
          title={title}
          description={description}
          className="lg:col-span-5"
        />
        <figure className="relative mx-auto w-full max-w-xl lg:col-span-7 lg:col-start-6 lg:row-span-2 lg:row-start-1 lg:max-w-none lg:self-center">
          {map.image ? (
            <Picture image={map.image} sizes={imageSlots.officesMap.sizes} className="h-auto w-full" />
          ) : (
            // Until the map artwork exists: a dotted disc (a one-off background pattern) under the pins.
            <span
              role="img"
              aria-label={mapAlt}
              className="block aspect-square rounded-full bg-brand-soft/60 bg-[radial-gradient(var(--color-brand)_1.5px,transparent_1.5px)] bg-size-[18px_18px]"
            />
          )}
          <OfficePins offices={offices} pins={map.pins} label={title} />
        </figure>
        <ol className="divide-y divide-line border-y border-line lg:col-span-5 lg:row-start-2">
          {offices.map((office, index) => (
            <li key={office.id} className="flex gap-4 py-5" data-reveal>
              <span
                aria-hidden="true"
                className={cn(
                  "inline-flex size-9 shrink-0 items-center justify-center rounded-full text-sm font-bold",
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
                <address className="mt-2 flex gap-2 text-sm text-ink/80 not-italic">
                  <Icon name="map-pin" className="mt-0.5 size-4 shrink-0 text-brand" />
                  <span>
                    <KeepTogether text={office.address} />
                  </span>
                </address>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </Section>
  )
}
