import { expect, test } from "vitest"
import { relatedArticles, relatedCaseStudies } from "./related"

const article = (slug: string, category: string) => ({ slug, category })

test("related articles: three, same category first, never the article itself", () => {
  const articles = [
    article("a", "Design"),
    article("b", "Marketing"),
    article("c", "Design"),
    article("d", "Marketing"),
    article("e", "Design"),
  ]
  expect(relatedArticles(articles, articles[0]!).map((item) => item.slug)).toEqual(["c", "e", "b"])
  expect(relatedArticles(articles, articles[1]!).map((item) => item.slug)).toEqual(["d", "a", "c"])
})

test("related case studies: the next two, wrapping around, never the study itself", () => {
  const studies = ["a", "b", "c", "d"].map((slug) => ({ slug }))
  expect(relatedCaseStudies(studies, studies[0]!).map((item) => item.slug)).toEqual(["b", "c"])
  expect(relatedCaseStudies(studies, studies[3]!).map((item) => item.slug)).toEqual(["a", "b"])
})
