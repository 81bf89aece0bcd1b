import { expect, test } from "./fixtures"
import { catalog } from "./site-data"

// The words a visitor (or a crawler) gets in the HTML itself, before any script runs.
test.use({ javaScriptEnabled: false })

const countWords = (text: string) => text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length

for (const article of catalog.articles) {
  test(`${article.slug}: the served HTML holds 800 to 1,500 words of article text`, async ({ page }) => {
    await page.goto(`/blog/${article.slug}`)
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered text breaks between blocks, so words of two paragraphs never join
    const words = countWords(await page.locator("[data-article-body]").innerText())
    expect(words).toBeGreaterThanOrEqual(800)
    expect(words).toBeLessThanOrEqual(1500)
  })
}

for (const study of catalog.caseStudies) {
  test(`${study.slug}: the served HTML holds 400 to 800 words of case study text`, async ({ page }) => {
    await page.goto(`/case-study/${study.slug}`)
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered text breaks between blocks, so words of two paragraphs never join
    const words = countWords(await page.locator("[data-case-study-body]").innerText())
    expect(words).toBeGreaterThanOrEqual(400)
    expect(words).toBeLessThanOrEqual(800)
  })
}
