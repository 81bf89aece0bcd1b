import { describe, expect, test } from "vitest"
import routes from "#app/routes"
import { buildCatalog, type ContentSources } from "./catalog"
import { ContentError } from "./errors"
import { imageExists, loadContent, pixelSizeOf, readContentSources } from "./load-content"
import { sitePaths } from "./paths"
import { checkReferences } from "./references"

/** Real content with one change applied, so each test breaks exactly one thing. */
function sourcesWith(change: (sources: ContentSources) => void) {
  const sources = readContentSources()
  change(sources)
  return sources
}

function problemsOf(
  sources: ContentSources,
  options?: {
    imageExists?: (src: string) => boolean
    pixelSizeOf?: (src: string) => { width: number; height: number } | undefined
  },
) {
  try {
    const catalog = buildCatalog(sources)
    checkReferences(catalog, sources, {
      paths: new Set(sitePaths(routes, catalog)),
      imageExists: options?.imageExists ?? imageExists,
      pixelSizeOf: options?.pixelSizeOf ?? pixelSizeOf,
    })
    return []
  } catch (error) {
    if (error instanceof ContentError) return error.problems
    throw error
  }
}

const first = <T>(items: T[]) => items[0]!
/** An article's source with its revisions replaced by one, dated `date`. */
const withRevision = (source: string, date: string) =>
  source.replace(
    /^revisions:(?: \[\]\n|\n(?: {2}.*\n)*)/m,
    `revisions:\n  - date: ${date}\n    whatChanged: Added a source.\n`,
  )
const fileName = (file: string) => file.replace(/^.*\/|\.yaml$/g, "")

describe("the real content", () => {
  test("passes every check, with a page for every entry", () => {
    const sources = readContentSources()
    const { catalog, paths } = loadContent(routes)
    expect(catalog.services).toHaveLength(sources.collections.services.length)
    expect(catalog.caseStudies).toHaveLength(sources.collections.caseStudies.length)
    expect(catalog.team).toHaveLength(sources.collections.team.length)
    expect(catalog.articles).toHaveLength(sources.articles.length)
    for (const article of catalog.articles) expect(paths).toContain(`/blog/${article.slug}`)
  }, 30_000)

  test("has no filler text", () => {
    const text = JSON.stringify(readContentSources())
    expect(text).not.toMatch(/lorem|ipsum|\bTBD\b/i)
  })
})

// biome-ignore lint/suspicious/noExplicitAny: each test reaches into one field of real content to break it
type Data = Record<string, any>
const data = (source: { data: unknown }) => source.data as Data

describe("content checks name the file, the line and the field", () => {
  test("a schema violation", () => {
    const sources = sourcesWith((s) => {
      data(first(s.collections.services)).title = ""
    })
    const { file } = first(sources.collections.services)
    expect(problemsOf(sources)).toEqual([expect.stringMatching(new RegExp(`^${file}:\\d+: title: `))])
  })

  test("a field written in the file that its name already gives", () => {
    const sources = sourcesWith((s) => {
      s.unreadable.push("content/case-studies/copy.yaml:3: slug: is the file's name; remove it from the file")
    })
    expect(problemsOf(sources)).toContain(
      "content/case-studies/copy.yaml:3: slug: is the file's name; remove it from the file",
    )
  })

  test("two services with the same id", () => {
    const sources = sourcesWith((s) => {
      const [one, two] = s.collections.services
      data(two!).id = data(one!).id
    })
    const [one, two] = sources.collections.services
    expect(problemsOf(sources)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${two!.file}:\\d+: id: another entry has the service id "${data(one!).id}" too \\(${one!.file}\\)$`,
        ),
      ),
    ])
  })

  test("an author who is not on the team", () => {
    const sources = sourcesWith((s) => {
      const article = first(s.articles)
      article.source = article.source.replace(/^author: .*$/m, 'author: "nobody-here"')
    })
    expect(problemsOf(sources)).toEqual([
      expect.stringMatching(
        new RegExp(`^${first(sources.articles).file}:\\d+: author: no team member is called "nobody-here"`),
      ),
    ])
  })

  test("a related item that does not exist", () => {
    const sources = sourcesWith((s) => {
      data(s.pages.about).hero.work.lead = "missing-study"
    })
    expect(problemsOf(sources)).toEqual([
      expect.stringMatching(
        /^content\/pages\/about\.yaml:\d+: hero\.work\.lead: no case study is called "missing-study"/,
      ),
    ])
  })

  test("a quoted result that the case study does not have", () => {
    const measured = (s: ContentSources) =>
      s.collections.services.find((service) => data(service).proof.result !== undefined)!
    const sources = sourcesWith((s) => {
      data(measured(s)).proof.result = "Happiness"
      const testimonial = first(s.collections.testimonials)
      delete data(testimonial).client
      data(testimonial).caseStudy = "missing-study"
    })
    expect(problemsOf(sources)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${measured(sources).file}:\\d+: proof\\.result: "Happiness" is not one of the results of "[a-z-]+" \\(`,
        ),
      ),
      expect.stringMatching(
        new RegExp(
          `^${first(sources.collections.testimonials).file}:\\d+: caseStudy: no case study is called "missing-study"`,
        ),
      ),
    ])
  })

  test("a service page's proof from a study that did not use the service, or in another client's words", () => {
    const service = (s: ContentSources) => first(s.collections.services)
    const sources = sourcesWith((s) => {
      const otherWork = s.collections.caseStudies.find(
        (study) => !data(study).servicePages.includes(fileName(service(s).file)),
      )!
      data(service(s)).proof = {
        caseStudy: fileName(otherWork.file),
        testimonial: fileName(first(s.collections.testimonials).file),
      }
    })
    const { file } = service(sources)
    const problems = problemsOf(sources)
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(new RegExp(`^${file}:\\d+: proof\\.caseStudy: "[a-z-]+" does not list this service`)),
        expect.stringMatching(
          new RegExp(
            `^${file}:\\d+: proof\\.testimonial: "[a-z-]+" speaks for ${data(first(sources.collections.testimonials)).client}, not for`,
          ),
        ),
      ]),
    )
    // Every problem is this file's (its owner may also have had no part in the other study).
    expect(problems.filter((problem) => !problem.startsWith(`${file}:`))).toEqual([])
  })

  test("a service led by someone not on the team", () => {
    const sources = sourcesWith((s) => {
      data(first(s.collections.services)).owner = "nobody-here"
    })
    expect(problemsOf(sources)).toEqual([
      expect.stringMatching(
        new RegExp(`^${first(sources.collections.services).file}:\\d+: owner: no team member is called "nobody-here"`),
      ),
    ])
  })

  test("an internal link to a page that does not exist, in data", () => {
    const sources = sourcesWith((s) => {
      data(s.pages.services).cta.primary.href = "/quote"
    })
    expect(problemsOf(sources)).toEqual([
      expect.stringMatching(
        /^content\/pages\/services\.yaml:\d+: cta\.primary\.href: links to "\/quote", which is not a page of the site$/,
      ),
    ])
  })

  test("an internal link to a page that does not exist, in an article, with its line", () => {
    const sources = sourcesWith((s) => {
      first(s.articles).source += "\nSee [our plans](/plans-and-prices).\n"
    })
    const { file, source } = first(sources.articles)
    const line = source.split("\n").findIndex((text) => text.includes("/plans-and-prices")) + 1
    expect(problemsOf(sources)).toEqual([
      `${file}:${line}: body link links to "/plans-and-prices", which is not a page of the site`,
    ])
  })

  test("a revision dated before the article was published, or after today", () => {
    const future = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10)
    const sources = sourcesWith((s) => {
      const [early, late] = s.articles
      early!.source = withRevision(early!.source, "2001-01-01")
      late!.source = withRevision(late!.source, future)
    })
    const [early, late] = sources.articles
    const lineOf = (source: string, text: string) => source.split("\n").findIndex((line) => line.includes(text)) + 1
    expect(problemsOf(sources)).toEqual([
      `${early!.file}:${lineOf(early!.source, "2001-01-01")}: revisions.0.date: 2001-01-01 is before the article was published (${/^publishedAt: (.*)$/m.exec(early!.source)![1]})`,
      expect.stringMatching(
        new RegExp(
          `^${late!.file}:${lineOf(late!.source, future)}: revisions\\.0\\.date: ${future} is in the future \\(today is `,
        ),
      ),
    ])
  })

  test("a link to a newer article from an article with no revision since, with its line", () => {
    const sources = readContentSources()
    const { articles } = buildCatalog(sources)
    const newest = articles.at(0)!
    const oldest = articles.findLast((article) => article.revisions.length === 0)!
    expect(oldest.publishedAt < newest.publishedAt, "an unrevised article older than the newest").toBe(true)
    const source = sources.articles.find(({ file }) => file === oldest.file)!
    source.source += `\nOur [newest article](/blog/${newest.slug}) goes further.\n`
    const line = source.source.split("\n").length - 1
    expect(problemsOf(sources)).toEqual([
      `${oldest.file}:${line}: body link to "/blog/${newest.slug}", an article published ${newest.publishedAt}, but it was published ${oldest.publishedAt} and has no revision: add a revision dated ${newest.publishedAt} or later saying the link was added, or remove the link`,
    ])
  })

  test("an image file that does not exist", () => {
    const study = first(readContentSources().collections.caseStudies)
    const missing = data(study).cardImage.src
    const problems = problemsOf(readContentSources(), { imageExists: (src) => src !== missing })
    expect(problems).toEqual([
      expect.stringMatching(
        new RegExp(`^${study.file}:\\d+: cardImage\\.src: image "content/images/${missing}" does not exist$`),
      ),
    ])
  })

  test("a photograph too small for where it is shown", () => {
    const study = first(readContentSources().collections.caseStudies)
    const hero = data(study).heroImage.src
    const problems = problemsOf(readContentSources(), {
      pixelSizeOf: (src) => (src === hero ? { width: 1200, height: 493 } : pixelSizeOf(src)),
    })
    expect(problems).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${study.file}:\\d+: heroImage\\.src: picture "content/images/${hero}" is 1200 px wide; it is shown up to 1216 px wide, so it needs at least 2432 px$`,
        ),
      ),
    ])
  })

  test("an image without alt text", () => {
    const sources = sourcesWith((s) => {
      data(first(s.collections.caseStudies)).cardImage.alt = " "
    })
    expect(problemsOf(sources)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${first(sources.collections.caseStudies).file}:\\d+: cardImage\\.alt: every image needs alt text$`,
        ),
      ),
    ])
  })
})

describe("portraits", () => {
  const member = (s: ContentSources) => first(s.collections.team)
  const portrait = { src: "team/jane-doe/portrait/src.jpg", alt: "Jane Doe in the studio", focus: { x: 50, y: 30 } }
  const exists = (src: string) => src === portrait.src || imageExists(src)

  test("a photograph whose shorter side is too small for the square it is shown in", () => {
    const sources = sourcesWith((s) => {
      data(member(s)).portrait = portrait
    })
    const problems = problemsOf(sources, {
      imageExists: exists,
      pixelSizeOf: (src) => (src === portrait.src ? { width: 600, height: 150 } : pixelSizeOf(src)),
    })
    expect(problems).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${member(sources).file}(:\\d+)?: portrait\\.src: portrait "content/images/${portrait.src}" is 600×150 px; it is shown as a square up to 96 px wide, so its shorter side needs at least 192 px$`,
        ),
      ),
    ])
  })

  test("a drawing, a portrait without alt text, and alt text without a photograph", () => {
    const sources = sourcesWith((s) => {
      const [drawn, undescribed, missing] = s.collections.team
      data(drawn!).portrait = { ...portrait, src: "team/jane-doe/portrait/src.svg" }
      data(undescribed!).portrait = { ...portrait, alt: "" }
      data(missing!).portrait = { alt: "Someone in the studio", focus: { x: 50, y: 50 } }
    })
    const [drawn, undescribed, missing] = sources.collections.team
    expect(problemsOf(sources, { imageExists: exists })).toEqual([
      expect.stringMatching(new RegExp(`^${drawn!.file}(:\\d+)?: portrait\\.src: must be a photograph \\(JPEG`)),
      expect.stringMatching(new RegExp(`^${undescribed!.file}(:\\d+)?: portrait\\.alt: a portrait needs alt text`)),
      expect.stringMatching(new RegExp(`^${missing!.file}(:\\d+)?: portrait\\.src: `)),
    ])
  })

  test("an empty portrait from the editor means none, and a focal point is 0 to 100", () => {
    const empty = sourcesWith((s) => {
      data(member(s)).portrait = { src: null, alt: "", focus: { x: 50, y: 50 } }
    })
    expect(problemsOf(empty)).toEqual([])
    const outside = sourcesWith((s) => {
      data(member(s)).portrait = { ...portrait, focus: { x: 120, y: 30 } }
    })
    expect(problemsOf(outside, { imageExists: exists, pixelSizeOf: () => ({ width: 800, height: 1000 }) })).toEqual([
      expect.stringMatching(
        new RegExp(`^${member(outside).file}(:\\d+)?: portrait\\.focus\\.x: must be 0 to 100 \\(percent\\)$`),
      ),
    ])
  })
})

describe("honest attribution (docs/requirements/DESIGN.md decision 8)", () => {
  const withoutFigures = (s: ContentSources) =>
    s.collections.caseStudies.find((study) => data(study).realBusiness && !data(study).overview.resultsData?.length)!
  const withFigures = (s: ContentSources) =>
    s.collections.caseStudies.find((study) => data(study).realBusiness && data(study).overview.resultsData?.length)!

  test("a client that may be a real business carries no quote, person, website, web address, history or bare figure", () => {
    const sources = sourcesWith((s) => {
      const study = withFigures(s)
      const testimonial = first(s.collections.testimonials)
      delete data(testimonial).client
      data(testimonial).caseStudy = fileName(study.file)
      data(testimonial).result = data(study).overview.resultsData[0].label
      data(study).website = { name: "lehosthair.com" }
      data(study).challenges = {
        title: "Where the shop started",
        description: "A slow site.",
        items: structuredClone(data(study).solutions.items.slice(0, 3)),
      }
      const items = data(study).solutions.items
      items[0].description += " See www.lehost-wigs.net for more."
      items[1].description += " Owner Jane Okafor booked every fitting herself."
      items[2].description += " The shop has been open for ten years."
      data(study).results.description += " Online orders rose 80%."
      data(study).excerpt = "A new website: sales {figure.sales} in six months."
    })
    const study = withFigures(sources).file
    const testimonial = first(sources.collections.testimonials).file
    expect(problemsOf(sources)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(new RegExp(`^${study}:\\d+: challenges: is the client's situation before our work`)),
        expect.stringMatching(new RegExp(`^${study}:\\d+: website\\.name: shows the client's address`)),
        expect.stringMatching(
          new RegExp(`^${study}:\\d+: solutions\\.items\\.0\\.description: "www\\.lehost-wigs\\.net" is a web address`),
        ),
        expect.stringMatching(
          new RegExp(
            `^${study}:\\d+: solutions\\.items\\.1\\.description: names "Jane Okafor"; a business that may be real gets no named owners or staff`,
          ),
        ),
        expect.stringMatching(
          new RegExp(`^${study}:\\d+: solutions\\.items\\.2\\.description: "for ten years" tells the client's history`),
        ),
        expect.stringMatching(
          new RegExp(
            `^${study}:\\d+: results\\.description: states the result figure "rose 80%", which no field holds`,
          ),
        ),
        expect.stringMatching(
          new RegExp(`^${study}:\\d+: excerpt: states a result figure without what it is compared with`),
        ),
        expect.stringMatching(new RegExp(`^${testimonial}:\\d+: caseStudy: "[a-z-]+" may be a real business`)),
      ]),
    )
  })

  test("a new client's study is complete with no testimonial, no history and no figures", () => {
    const sources = sourcesWith((s) => {
      const study = withoutFigures(s)
      data(study).realBusiness = false
      delete data(study).challenges
      data(study).overview.resultsData = []
      for (const service of s.collections.services)
        if (data(service).proof.caseStudy === fileName(study.file)) delete data(service).proof.result
    })
    expect(problemsOf(sources)).toEqual([])
    expect(sources.collections.testimonials.some((testimonial) => data(testimonial).caseStudy)).toBe(false)
  })

  test("two people who share a first name, named with both files", () => {
    const sources = sourcesWith((s) => {
      data(first(s.collections.testimonials)).name = `${data(first(s.collections.team)).name.split(" ")[0]} Okonjo`
    })
    const member = first(sources.collections.team)
    const [given] = data(member).name.split(" ")
    const testimonial = first(sources.collections.testimonials)
    expect(problemsOf(sources)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${testimonial.file}:\\d+: name: ${given} Okonjo shares the first name ${given} with ${data(member).name} \\(${member.file}\\)`,
        ),
      ),
    ])
  })

  test("a person named in text under another's first name", () => {
    const sources = sourcesWith((s) => {
      data(s.pages.about).mission.paragraphs[0] += ` Ask ${data(first(s.collections.team)).name.split(" ")[0]} Brennan.`
    })
    const member = first(sources.collections.team)
    expect(problemsOf(sources)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^content/pages/about\\.yaml:\\d+: mission\\.paragraphs\\.0: names "\\w+ Brennan", but the site's \\w+ is ${data(member).name} \\(${member.file}\\)`,
        ),
      ),
    ])
  })

  test("two leads for one project, and a study that names another lead", () => {
    const sources = sourcesWith((s) => {
      const [one, two] = s.collections.team.filter((member) => data(member).ledProject)
      data(two!).ledProject = data(one!).ledProject
    })
    const [one, two] = sources.collections.team.filter((member) => data(member).ledProject)
    const problems = problemsOf(sources)
    expect(problems).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^${two!.file}:\\d+: ledProject: "${data(one!).ledProject}" is led by ${data(one!).name} \\(${one!.file}\\): a project has one lead`,
        ),
      ),
    )
    // The study it took over says who led it, and that person's profile says so too.
    expect(problems).toContainEqual(
      expect.stringMatching(new RegExp(`: says ${data(two!).name} led it, but their ledProject is not this study`)),
    )
  })

  test("a service page showing work its owner had no part in", () => {
    const sources = sourcesWith((s) => {
      const service = first(s.collections.services)
      const owner = s.collections.team.find((member) => fileName(member.file) === data(service).owner)!
      const stranger = s.collections.team.find(
        (member) =>
          member !== owner &&
          !JSON.stringify(
            data(s.collections.caseStudies.find((study) => fileName(study.file) === data(service).proof.caseStudy)!),
          ).includes(data(member).name),
      )!
      data(service).owner = fileName(stranger.file)
    })
    expect(problemsOf(sources)).toEqual([
      expect.stringMatching(
        /^content\/services\/[a-z-]+\.yaml:\d+: proof\.caseStudy: [\w ]+ leads this service but neither led "[a-z-]+" nor is named in it/,
      ),
    ])
  })
})

describe("one place per fact (docs/requirements/DESIGN.md decision 8)", () => {
  const pricing = (s: ContentSources) => data(s.singletons.pricing)
  const member = (s: ContentSources) => first(s.collections.team)

  test("a placeholder takes the price, the title and the count from the fields that hold them", () => {
    const sources = sourcesWith((s) => {
      pricing(s).plans[0].price = 550
      data(member(s)).position = "Head of Client Care"
    })
    const { pages, team, pricingPlans } = buildCatalog(sources)
    const written = data(readContentSources().pages.pricing).seo.description as string
    expect(written).toContain(`{price.${pricingPlans[0]!.id}}`)
    expect(pages.pricing.seo.description).toContain("$550")
    expect(pages.pricing.seo.description).not.toContain("{price.")
    const changed = team.find((candidate) => candidate.name === data(member(sources)).name)!
    expect(changed.seo.title).toBe(`${changed.name}, Head of Client Care | Catalysty`)
    expect(pages.about.hero.stats.map((stat) => stat.value)).toContain(String(team.length))
  })

  test("a count in words starts a sentence capitalised, and a fee reads with its unit", () => {
    const sources = sourcesWith((s) => {
      data(s.pages.services).intro.title =
        "{count.services.words} services. Then {count.team.words} people: {count.team.words} of us"
      data(s.pages.services).intro.description = "Hosting only costs {price.hosting} after support, from the fees."
    })
    const { pages, services, team } = buildCatalog(sources)
    const words = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]
    const capital = (word: string) => word[0]!.toUpperCase() + word.slice(1)
    expect(pages.services.intro.title).toBe(
      `${capital(words[services.length]!)} services. Then ${words[team.length]} people: ${words[team.length]} of us`,
    )
    const hosting = (data(sources.singletons.pricing).fees as { id: string; price: number }[]).find(
      (fee) => fee.id === "hosting",
    )!
    expect(pages.services.intro.description).toContain(`$${hosting.price}\u00a0a\u00a0month`)
  })

  test("a description stating a price no plan or fee holds", () => {
    const sources = sourcesWith((s) => {
      data(s.pages.pricing).seo.description =
        "Fixed prices for Detroit websites and marketing, from $550 for a five-page site with support."
    })
    expect(problemsOf(sources)).toEqual([
      expect.stringMatching(
        /^content\/pages\/pricing\.yaml:\d+: seo\.description: states the price \$550, which no plan or fee in content\/pricing\.yaml holds/,
      ),
    ])
  })

  test("a price, a title, the founding year, a count and a promise written out where a placeholder follows the field", () => {
    const sources = sourcesWith((s) => {
      const [plan] = pricing(s).plans
      data(s.pages.pricing).seo.description =
        `Fixed prices for Detroit websites and marketing, from $${plan.price} for a small site with support.`
      data(member(s)).seo.description =
        `Meet ${data(member(s)).name}, ${data(member(s)).position} at Catalysty, who answers the phone when you call.`
      data(s.pages.about).hero.description += " We opened in 2016."
      data(s.pages.team).intro.description = "Six people in one office on Woodward Avenue, each with a profile."
      data(s.pages.contact).description = "Tell us what you want to achieve and we'll reply within one business day."
    })
    const [plan] = pricing(readContentSources()).plans
    expect(problemsOf(sources)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          new RegExp(
            `^content/pages/pricing\\.yaml:\\d+: seo\\.description: writes out \\$${plan.price}, which content/pricing\\.yaml plans\\.0\\.price holds: write \\{price\\.${plan.id}\\} instead`,
          ),
        ),
        expect.stringMatching(
          new RegExp(
            `^${member(sources).file}:\\d+: seo\\.description: writes out the title "${data(member(readContentSources())).position}", which ${member(sources).file} position holds: write \\{member\\.position\\}`,
          ),
        ),
        expect.stringMatching(
          /^content\/pages\/about\.yaml:\d+: hero\.description: writes out the founding year 2016, which content\/site\.yaml foundingYear holds: write \{site\.foundingYear\}/,
        ),
        expect.stringMatching(
          /^content\/pages\/team\.yaml:\d+: intro\.description: writes out the count "Six people", which the files in content\/team holds: write \{count\.team\.words\}/,
        ),
        expect.stringMatching(
          /^content\/pages\/contact\.yaml:\d+: description: writes out "one business day", which content\/site\.yaml replyWithin holds: write \{site\.replyWithin\}/,
        ),
      ]),
    )
  })

  test("a title no team member's position holds, and a placeholder no fact answers", () => {
    const sources = sourcesWith((s) => {
      data(member(s)).seo.title = "{member.name}, Senior Data Engineer | {site.name}"
      data(s.pages.pricing).seo.description =
        "Fixed prices for Detroit websites and marketing, from {price.platinum} for a small site with support."
    })
    expect(problemsOf(sources)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          new RegExp(
            `^${member(sources).file}:\\d+: seo\\.title: states the title "Senior Data Engineer", which no team member's position holds`,
          ),
        ),
        expect.stringMatching(
          /^content\/pages\/pricing\.yaml:\d+: seo\.description: \{price\.platinum\} names no fact this file can use \(the choices: \{price\.starter\}/,
        ),
      ]),
    )
  })
})
