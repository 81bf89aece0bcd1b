/**
 * How wide each kind of picture is shown: the `sizes` of its <img>, in one place so that the pages and
 * the content check read the same numbers. The check asks a photograph for twice its largest shown
 * width (app/content/image-slots.ts), so it stays sharp on a 2× screen.
 */

/** A picture's `sizes`; `below` when it is shown this way only on screens narrower than that many px. */
export type ImageSlot = { sizes: string; below?: number }

/** Where an opening's picture leaves the headline's side for a place below it (Tailwind's `lg`). */
const NARROW_BELOW = 1024
/** Below 1024 px some openings swap to a picture of another shape (a `<source media>`). */
export const NARROW_MEDIA = `(width < ${NARROW_BELOW}px)`
/** The screens on which a picture beside an opening's headline, and below it on narrower ones, is in the first view. */
export const WIDE_MEDIA = `(min-width: ${NARROW_BELOW}px)`

export const imageSlots = {
  /** The client site in the home opening: seven of twelve columns from 1024 px, the container below. */
  homeHero: {
    sizes:
      "(min-width: 1280px) 689px, (min-width: 1024px) calc(58.33vw - 57px), (min-width: 640px) calc(100vw - 64px), calc(100vw - 40px)",
  },
  homeAbout: { sizes: "(min-width: 1280px) 600px, (min-width: 1024px) 50vw, 100vw" },
  /**
   * Clients' sites in the About opening: three tiles across with 16 px gaps in eight of twelve columns
   * from 1024 px and in the container from 768 px, the lead two tiles wide and tall; two across below,
   * the lead the container's width.
   */
  aboutWorkLead: {
    sizes:
      "(min-width: 1280px) 524px, (min-width: 1024px) calc(44.44vw - 44px), (min-width: 768px) calc(66.67vw - 48px), (min-width: 640px) calc(100vw - 64px), calc(100vw - 40px)",
  },
  aboutWork: {
    sizes:
      "(min-width: 1280px) 254px, (min-width: 1024px) calc(22.22vw - 30px), (min-width: 768px) calc(33.33vw - 32px), (min-width: 640px) calc(50vw - 40px), calc(50vw - 26px)",
  },
  aboutMission: { sizes: "(min-width: 1280px) 36rem, (min-width: 1024px) 46vw, 92vw" },
  officesMap: { sizes: "(min-width: 1280px) 44rem, (min-width: 1024px) 56vw, (min-width: 640px) 36rem, 92vw" },
  serviceHero: { sizes: "(min-width: 1280px) 31rem, (min-width: 1024px) 40vw, (min-width: 640px) 36rem, 92vw" },
  /** Five of twelve columns less the panel's 48 px inner padding (home and service pages). */
  caseStudyTeaser: { sizes: "(min-width: 1280px) 459px, calc(41.67vw - 75px)" },
  /** Below 1024 px the teaser's 4:3 picture spans the panel less its padding (none below 640 px, 48 px a side from there). */
  caseStudyTeaserNarrow: { sizes: "(min-width: 640px) calc(100vw - 160px), calc(100vw - 40px)", below: NARROW_BELOW },
  /** A case study's opening from 1024 px: the container's width, 1216 px at most. */
  caseStudyWide: { sizes: "(min-width: 1280px) 1216px, calc(100vw - 64px)" },
  caseStudyNarrow: { sizes: "(min-width: 640px) calc(100vw - 64px), calc(100vw - 40px)", below: NARROW_BELOW },
  /** Seven of twelve columns with 48 px gaps; the full container below 1024 px. */
  caseStudyFeatured: {
    sizes:
      "(min-width: 1280px) 689px, (min-width: 1024px) calc(58.33vw - 57px), (min-width: 640px) calc(100vw - 64px), calc(100vw - 40px)",
  },
  /**
   * A client's site in a /services row: four of twelve columns from 1024 px, five from 768 px; not shown
   * below 768 px (a hidden lazy picture is never fetched), so no width there.
   */
  serviceRowWork: {
    sizes:
      "(min-width: 1280px) 389px, (min-width: 1024px) calc(33.33vw - 37px), (min-width: 768px) calc(41.67vw - 40px), 1px",
  },
  /** A related study's small picture beside its title, at the foot of a case study. */
  caseStudyThumb: { sizes: "(min-width: 640px) 144px, 112px" },
  /** Half the container less half the gap in the two-column grid, one column below 768 px. */
  caseStudyCard: {
    sizes:
      "(min-width: 1280px) 592px, (min-width: 1024px) calc(50vw - 48px), (min-width: 768px) calc(50vw - 44px), (min-width: 640px) calc(100vw - 64px), calc(100vw - 40px)",
  },
  /** Five of twelve columns beside the title from 1024 px, the container's width below. */
  articleHeader: {
    sizes:
      "(min-width: 1280px) 496px, (min-width: 1024px) calc(41.67vw - 37px), (min-width: 640px) calc(100vw - 64px), calc(100vw - 40px)",
  },
  articleInline: { sizes: "(min-width: 768px) 768px, 100vw" },
  postFeaturedLead: { sizes: "(min-width: 1280px) 44rem, (min-width: 1024px) 56vw, (min-width: 768px) 46vw, 100vw" },
  postFeatured: { sizes: "(min-width: 1280px) 31rem, (min-width: 1024px) 40vw, (min-width: 768px) 46vw, 100vw" },
  postCardWide: { sizes: "(min-width: 1280px) 592px, (min-width: 640px) 45vw, 92vw" },
  postCardThird: { sizes: "(min-width: 1280px) 384px, (min-width: 1024px) 30vw, (min-width: 640px) 45vw, 92vw" },
  postCardQuarter: { sizes: "(min-width: 1280px) 18rem, (min-width: 1024px) 30vw, (min-width: 640px) 45vw, 92vw" },
  postCardRelated: { sizes: "(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 40vw, 100vw" },
  /** The article to read next: half the container from 1024 px, seven of twelve columns from 1280 (the container below). */
  postNext: {
    sizes:
      "(min-width: 1280px) 695px, (min-width: 1024px) 46vw, (min-width: 640px) calc(100vw - 64px), calc(100vw - 40px)",
  },
  /** A related article's picture beside its title: two fifths of a card in half the container, or five of twelve columns from 1280 px, or of the container. */
  postCardRow: {
    sizes: "(min-width: 1280px) 180px, (min-width: 1024px) 19vw, (min-width: 640px) 36vw, calc(100vw - 40px)",
  },
  postCardTeaser: { sizes: "(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw" },
  avatarSmall: { sizes: "2.5rem" },
  avatarMedium: { sizes: "3.5rem" },
  avatarLarge: { sizes: "5rem" },
  avatarExtraLarge: { sizes: "6rem" },
  authorCard: { sizes: "80px" },
  authorByline: { sizes: "56px" },
  clientLogo: { sizes: "13.5rem" },
  /**
   * The home page's row of clients: five across from 1024 px, two or three below with 24 px gaps, a tile
   * never wider than 224 px (14rem).
   */
  clientStrip: {
    sizes:
      "(min-width: 1280px) 224px, (min-width: 1024px) calc(20vw - 32px), (min-width: 512px) 224px, calc(50vw - 32px)",
  },
  /** Shared pages' cards are 1200 px wide images (scripts/build-share-images.ts). */
  shareCard: { sizes: "600px" },
} satisfies Record<string, ImageSlot>

export type ImageSlotName = keyof typeof imageSlots

const ROOT_FONT_SIZE = 16
/** Screens wider than this show every slot at its widest rule. */
const WIDEST_SCREEN = 2560

/** One length of a `sizes` rule, in px, on a screen `viewport` px wide: px, rem, vw or calc(a vw ± b px). */
function lengthAt(length: string, viewport: number): number {
  const text = length.trim()
  const [, calc] = /^calc\((.*)\)$/.exec(text) ?? []
  if (calc !== undefined) {
    const terms = calc.replace(/\s+-\s+/g, " + -").split(/\s+\+\s+/)
    return terms.reduce((sum, term) => sum + lengthAt(term, viewport), 0)
  }
  const [, number, unit] = /^(-?[\d.]+)(px|rem|vw)$/.exec(text) ?? []
  if (number === undefined) throw new Error(`image sizes: cannot read the length "${length}"`)
  const value = Number(number)
  return unit === "px" ? value : unit === "rem" ? value * ROOT_FONT_SIZE : (value * viewport) / 100
}

/** The picture's width, in CSS px, on a screen `viewport` px wide: the first rule whose condition holds. */
function renderedWidth({ sizes }: ImageSlot, viewport: number) {
  for (const rule of sizes.split(/,(?![^(]*\))/)) {
    const [, minWidth, length] = /^\s*\(min-width:\s*(\d+)px\)\s+(.+)$/.exec(rule) ?? []
    if (length === undefined) return lengthAt(rule, viewport)
    if (viewport >= Number(minWidth)) return lengthAt(length, viewport)
  }
  throw new Error(`image sizes: "${sizes}" has no rule for a ${viewport} px screen`)
}

/** The widest the picture is ever shown, in CSS px. */
function largestRenderedWidth(slot: ImageSlot) {
  let largest = 0
  for (let viewport = 320; viewport < (slot.below ?? WIDEST_SCREEN + 1); viewport++)
    largest = Math.max(largest, renderedWidth(slot, viewport))
  return Math.ceil(largest)
}

const sharpWidths = new Map<string, number>()

/** The pixels a picture needs in this slot to stay sharp on a 2× screen: twice the widest it is shown. */
export function sharpPixelWidth(slot: ImageSlot) {
  let width = sharpWidths.get(slot.sizes)
  if (width === undefined) {
    width = 2 * largestRenderedWidth(slot)
    sharpWidths.set(slot.sizes, width)
  }
  return width
}
