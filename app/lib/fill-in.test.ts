import { describe, expect, test } from "vitest"
import { fillIn, fillInText } from "./fill-in"

describe("fillIn", () => {
  test("replaces each placeholder with its value and keeps the words between them", () => {
    expect(fillIn("Kept {days} days, spam {spam} days.", { days: 730, spam: 30 })).toEqual([
      "Kept ",
      730,
      " days, spam ",
      30,
      " days.",
    ])
  })

  test("takes any value, such as markup, and repeats it where the placeholder repeats", () => {
    const link = { link: true }
    expect(fillIn("{service} sends it on; {service} keeps it.", { service: link })).toEqual([
      link,
      " sends it on; ",
      link,
      " keeps it.",
    ])
  })

  test("leaves a placeholder it has no value for as written", () => {
    expect(fillInText("Write to {email} or {phone}.", { email: "hello@catalysty.com" })).toBe(
      "Write to hello@catalysty.com or {phone}.",
    )
  })
})
