import { formatWholeNumber } from "./numbers"

/** A result figure as written in content ("+150%", "350+", "-45%"), split around its number. */
export type Figure = { prefix: string; amount: number; suffix: string; hasSeparators: boolean }

const FIGURE = /^([^\d]*?)(\d{1,3}(?:,\d{3})+|\d+)([^\d]*)$/

/**
 * Reads a figure that can count up: a whole number with a sign, a plus or a unit around it. Plain
 * numbers ("2016", "3") are facts rather than results and stay still, so they return undefined, as
 * does anything that is not one whole number (decimals, ranges).
 */
export function parseFigure(value: string): Figure | undefined {
  const match = FIGURE.exec(value.trim())
  if (!match) return undefined
  const [, prefix = "", digits = "", suffix = ""] = match
  if (!prefix && !suffix) return undefined
  return { prefix, amount: Number(digits.replaceAll(",", "")), suffix, hasSeparators: digits.includes(",") }
}

/**
 * The figure partway through counting up. A sign is shown only once the number has left zero
 * ("0%", then "+1%"), and thousands keep their separators if the final figure has them.
 */
export function formatFigure({ prefix, amount, suffix, hasSeparators }: Figure, current: number) {
  const shown = Math.round(Math.min(Math.max(current, 0), amount))
  const digits = hasSeparators ? formatWholeNumber(shown) : String(shown)
  const isSign = /^[+\-\u2212]$/.test(prefix.trim())
  return `${isSign && shown === 0 ? "" : prefix}${digits}${suffix}`
}

/** A figure that reports a fall ("-45%" unsubscribes, "-50%" cost per lead): drawn with a downward trend. */
export const isDecrease = (value: string) => /^[-\u2212]/.test(value.trim())

/**
 * A figure as the page shows it: a leading hyphen becomes a true minus sign ("−45%"), as wide as the
 * plus of its neighbours and read as "minus" by screen readers. Content keeps the figure as typed.
 */
export const displayFigure = (value: string) => value.replace(/^(\s*)-/, "$1\u2212")
