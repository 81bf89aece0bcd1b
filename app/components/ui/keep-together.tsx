import { Fragment } from "react"

/** Splits text into its parts, each keyed by where it starts in the text (a part may repeat). */
function partsOf(text: string, separator: string | RegExp) {
  let start = 0
  return text.split(separator).map((part) => {
    const at = text.indexOf(part, start)
    start = at + part.length
    return { key: `${at}:${part}`, part }
  })
}

/**
 * A contact detail ("1600 Woodward Ave, Suite 400", "Monday to Friday, 9 am – 6 pm ET") that may wrap
 * only after a comma, never inside a part, so "Suite / 400" or "6 pm / ET" cannot happen. Without a
 * comma ("(313) 555-0148") the whole text stays on one line.
 */
export function KeepTogether({ text }: { text: string }) {
  const parts = partsOf(text, ", ")
  return parts.map(({ key, part }, index) => (
    <Fragment key={key}>
      <span className="whitespace-nowrap">{part}</span>
      {index < parts.length - 1 ? ", " : null}
    </Fragment>
  ))
}

/** Text in which every match of `pattern` (one capturing group around the whole match) stays on one line. */
function KeepMatches({ text, pattern }: { text: string; pattern: RegExp }) {
  // Split on a capturing pattern: every second part is a match.
  return partsOf(text, pattern).map(({ key, part }, index) =>
    index % 2 === 1 ? (
      <span key={key} className="whitespace-nowrap">
        {part}
      </span>
    ) : (
      <Fragment key={key}>{part}</Fragment>
    ),
  )
}

/** A word led by a one- or two-letter part and a hyphen: "E-commerce", "e-mail", "T-shirt". */
const SHORT_PREFIX_WORD = /(\b\p{L}{1,2}-\p{L}+)/u

/**
 * A title in which a word like "E-commerce" never breaks after its short first part, which would leave
 * "E-" alone at a line end. Longer compounds ("Mobile-First") may still break at the hyphen, so they
 * fit on the narrowest phones. The text itself is unchanged, for copying and for assistive technology.
 */
export function KeepShortPrefixes({ text }: { text: string }) {
  return <KeepMatches text={text} pattern={SHORT_PREFIX_WORD} />
}

/** A North American phone number as the copy writes it: "(313) 555-0148". */
const PHONE_NUMBER = /(\(\d{3}\)[ \u00a0]\d{3}-\d{4})/

/**
 * Running text in which a phone number never breaks at its space or after its hyphen ("(313) 555-" at
 * a line end, "0148" on the next), whatever spaces the copy was typed with.
 */
export function KeepPhoneNumbers({ text }: { text: string }) {
  return <KeepMatches text={text} pattern={PHONE_NUMBER} />
}
