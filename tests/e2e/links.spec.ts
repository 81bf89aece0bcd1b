import { type APIRequestContext, expect, test } from "@playwright/test"
import { catalog, sitePaths } from "./site-data"

/**
 * The link crawler: starting from the home page and every known URL, it follows every internal
 * `<a href>` in the HTML the server sends (no browser, no JavaScript) and asks for every picture
 * those pages use. Every link must answer 200, or 301 to a page that answers 200; every fragment
 * must name an element of its page; every picture file must answer 200.
 */

const decode = (value: string) =>
  value
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")

/** The values of one attribute on every tag of some names, e.g. every `href` of every `<a>`. */
function attributeValues(html: string, tags: string[], attribute: string) {
  const tagPattern = new RegExp(`<(?:${tags.join("|")})\\s[^>]*>`, "gi")
  const attributePattern = new RegExp(`\\s${attribute}="([^"]*)"`, "i")
  return [...html.matchAll(tagPattern)].flatMap(([tag]) => {
    const match = attributePattern.exec(tag)
    return match ? [decode(match[1]!)] : []
  })
}

const srcsetUrls = (srcset: string) =>
  srcset
    .split(",")
    .map((candidate) => candidate.trim().split(/\s+/)[0]!)
    .filter(Boolean)

/** An internal target as [path, fragment], or undefined for mail, phone and other sites. */
function internalTarget(href: string, pageUrl: URL): [string, string] | undefined {
  if (/^(mailto:|tel:|javascript:)/i.test(href)) return undefined
  const url = new URL(href, pageUrl)
  if (url.origin !== pageUrl.origin) return undefined
  return [url.pathname + url.search, url.hash.slice(1)]
}

type Answer = { status: number; location?: string; contentType: string; body?: string }

async function fetchPath(request: APIRequestContext, path: string): Promise<Answer> {
  const response = await request.get(path, { maxRedirects: 0 })
  const contentType = response.headers()["content-type"] ?? ""
  return {
    status: response.status(),
    location: response.headers().location,
    contentType,
    body: contentType.includes("text/html") ? await response.text() : undefined,
  }
}

const ids = (html: string) => new Set(attributeValues(html, ["[a-z][a-z0-9-]*"], "id"))

test("no broken links, fragments or pictures anywhere on the site", async ({ request, baseURL }) => {
  test.setTimeout(300_000)
  const origin = new URL(baseURL!)
  const answers = new Map<string, Answer>()
  const linkedFrom = new Map<string, string>()
  const fragments: { path: string; fragment: string; from: string }[] = []
  const pictures = new Map<string, string>()
  const linkedTargets = new Set<string>()
  const queue = ["/", ...sitePaths]
  for (const path of queue) linkedFrom.set(path, "(start)")

  async function visit(path: string) {
    const answer = await fetchPath(request, path)
    answers.set(path, answer)
    if (answer.status === 301 && answer.location) {
      const [target] = internalTarget(answer.location, new URL(path, origin)) ?? []
      if (target && !linkedFrom.has(target)) {
        linkedFrom.set(target, `${path} (redirect)`)
        queue.push(target)
      }
    }
    if (answer.status !== 200 || !answer.body) return
    const pageUrl = new URL(path, origin)
    for (const href of attributeValues(answer.body, ["a"], "href")) {
      const target = internalTarget(href, pageUrl)
      if (!target) continue
      const [targetPath, fragment] = target
      linkedTargets.add(targetPath)
      if (fragment) fragments.push({ path: targetPath, fragment, from: path })
      if (!linkedFrom.has(targetPath)) {
        linkedFrom.set(targetPath, path)
        queue.push(targetPath)
      }
    }
    const sources = [
      ...attributeValues(answer.body, ["img"], "src"),
      ...attributeValues(answer.body, ["img", "source"], "srcset").flatMap(srcsetUrls),
    ]
    for (const src of sources) {
      const target = internalTarget(src, pageUrl)
      if (target && !pictures.has(target[0])) pictures.set(target[0], path)
    }
  }

  // Breadth first, a few requests at a time.
  for (let done = 0; done < queue.length; ) {
    const batch = queue.slice(done, done + 6)
    done += batch.length
    await Promise.all(batch.map(visit))
  }

  const broken: string[] = []
  for (const [path, answer] of answers) {
    const from = linkedFrom.get(path)
    if (answer.status === 200) continue
    if (answer.status === 301 && answer.location) {
      const [target] = internalTarget(answer.location, new URL(path, origin)) ?? []
      const final = target ? answers.get(target) : undefined
      if (final?.status === 200) continue
      broken.push(`${path} → 301 ${answer.location} → ${final?.status ?? "not followed"} (linked from ${from})`)
      continue
    }
    broken.push(`${path} → ${answer.status} (linked from ${from})`)
  }
  for (const { path, fragment, from } of fragments) {
    const body = answers.get(path)?.body
    if (body && !ids(body).has(decodeURIComponent(fragment))) {
      broken.push(`${path}#${fragment}: no element has this id (linked from ${from})`)
    }
  }
  const pictureList = [...pictures]
  for (let index = 0; index < pictureList.length; index += 8) {
    await Promise.all(
      pictureList.slice(index, index + 8).map(async ([src, from]) => {
        const response = await request.get(src, { maxRedirects: 0 })
        if (response.status() !== 200) broken.push(`picture ${src} → ${response.status()} (on ${from})`)
        else expect(response.headers()["content-type"], src).toMatch(/^image\//)
      }),
    )
  }

  expect(broken).toEqual([])
  // The crawl really covered the site: it found pages, pictures, and every article and case study by links alone.
  expect(answers.size).toBeGreaterThanOrEqual(sitePaths.length)
  expect(pictures.size).toBeGreaterThan(20)
  for (const study of catalog.caseStudies) expect(linkedTargets).toContain(`/case-study/${study.slug}`)
  for (const article of catalog.articles) expect(linkedTargets).toContain(`/blog/${article.slug}`)
})
