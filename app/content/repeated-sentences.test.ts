import { describe, expect, test } from "vitest"
import { repeatedSentences, sentencesOf } from "./repeated-sentences"

describe("the sentence check", () => {
  test("splits a body into plain sentences", () => {
    const body = [
      "## A heading",
      "",
      "First sentence with a [link](/about-us) in it. Second one? **Third** one!",
      "",
      "- A list item.",
      "<QuickFixes>",
      "",
      "1. A numbered step: then more.",
      "",
      "</QuickFixes>",
    ].join("\n")
    expect(sentencesOf(body)).toEqual([
      "A heading",
      "First sentence with a link in it.",
      "Second one?",
      "Third one!",
      "A list item.",
      "A numbered step: then more.",
    ])
  })

  test("names both articles and the sentence when a long sentence repeats", () => {
    const shared = "A slow page on a phone loses the customer before they ever see your prices or your phone number."
    const found = repeatedSentences([
      { file: "first.mdx", body: `Intro line here. ${shared}` },
      { file: "second.mdx", body: `## Heading\n\n${shared.replace("phone number", "phone  number")}` },
      { file: "third.mdx", body: "A short sentence. Another short one." },
    ])
    expect(found).toEqual([{ sentence: shared, files: ["first.mdx", "second.mdx"] }])
  })

  test("lets short sentences repeat, and a long one repeat inside one article", () => {
    const long = "An article may come back to the same long point twice when it sums up what it said before."
    expect(
      repeatedSentences([
        { file: "a.mdx", body: `Call us today for a quote. ${long} ${long}` },
        { file: "b.mdx", body: "Call us today for a quote." },
      ]),
    ).toEqual([])
  })
})
