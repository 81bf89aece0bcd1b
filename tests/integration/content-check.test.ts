/**
 * `npm run content:check` on a copy of the content with mistakes an editor can make: each one stops the
 * check with the file's path (and the line, where there is one) in the message. Mistakes are grouped by
 * the stage that finds them: a file that cannot be read stops the check before cross-references run.
 */
import { readdirSync } from "node:fs"
import { join } from "node:path"
import sharp from "sharp"
import { afterEach, describe, expect, it } from "vitest"
import { parseDocument } from "yaml"
import { contentCheck, projectCopy, removeProjectCopies } from "#tests/helpers/content-copy"

afterEach(removeProjectCopies)

type Project = ReturnType<typeof projectCopy>
const entries = (project: Project, folder: string) =>
  readdirSync(join(project.dir, "content", folder)).map((name) => `content/${folder}/${name}`)
const lineOf = (text: string, needle: string) => text.split("\n").findIndex((line) => line.includes(needle)) + 1

function edit(project: Project, file: string, values: Record<string, unknown>) {
  const document = parseDocument(project.read(file))
  for (const [path, value] of Object.entries(values)) document.setIn(path.split("."), value)
  project.write(file, document.toString())
}

describe("content:check names the file of every mistake", () => {
  it("syntax: YAML, MDX and frontmatter; a picture without alt text and a revision dated after today", () => {
    const project = projectCopy()
    const [yamlFile] = entries(project, "services")
    const [imageFile] = entries(project, "case-studies")
    const [mdxFile, frontmatterFile, revisedFile] = entries(project, "blog")

    const yaml = project.read(yamlFile!).replace(/^shortTitle: (.*)$/m, 'shortTitle: "$1')
    project.write(yamlFile!, yaml)
    const mdx = project.read(mdxFile!).replace(/\n## /, "\n<QuickFixes>\n\n## ")
    project.write(mdxFile!, mdx)
    const frontmatter = project.read(frontmatterFile!).replace(/^subtitle: /m, "subtitle: [unclosed ")
    project.write(frontmatterFile!, frontmatter)
    edit(project, imageFile!, { "heroImage.alt": "" })
    const nextWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10)
    project.write(
      revisedFile!,
      project
        .read(revisedFile!)
        .replace(
          /^revisions:(?: \[\]\n|\n(?: {2}.*\n)*)/m,
          `revisions:\n  - date: ${nextWeek}\n    whatChanged: Added a source.\n`,
        ),
    )

    const result = contentCheck(project.dir)
    expect(result.ok).toBe(false)
    expect(result.output).toMatch(
      new RegExp(
        `${revisedFile}:\\d+: revisions\\.0\\.date: ${nextWeek} is in the future \\(today is \\d{4}-\\d{2}-\\d{2}\\)`,
      ),
    )
    // An unclosed quote is found where the file ends; other YAML mistakes where they are.
    expect(result.output).toMatch(new RegExp(`${yamlFile}:\\d+: YAML syntax: Missing closing "quote`))
    expect(result.output).toContain(
      `${mdxFile}:${lineOf(mdx, "<QuickFixes>")}: MDX syntax: Expected a closing tag for \`<QuickFixes>\``,
    )
    expect(result.output).toMatch(new RegExp(`${frontmatterFile}:\\d+: YAML syntax:`))
    expect(result.output).toMatch(new RegExp(`${imageFile}:\\d+: heroImage\\.alt: every image needs alt text`))
  }, 60_000)

  it("relations and duplicates: an author who does not exist, a service id used twice, an unknown category", () => {
    const project = projectCopy()
    const [first, second] = entries(project, "services")
    const [article, other] = entries(project, "blog")
    project.write(article!, project.read(article!).replace(/^author: .*$/m, "author: nobody-here"))
    project.write(other!, project.read(other!).replace(/^category: .*$/m, "category: gardening"))
    edit(project, second!, { id: String(parseDocument(project.read(first!)).get("id")) })

    const result = contentCheck(project.dir)
    expect(result.ok).toBe(false)
    expect(result.output).toMatch(new RegExp(`${article}:\\d+: author: no team member is called "nobody-here"`))
    expect(result.output).toMatch(new RegExp(`${other}:\\d+: category: no blog category is called "gardening"`))
    expect(result.output).toMatch(new RegExp(`${second}:\\d+: id: another entry has the service id`))
  }, 60_000)

  it("dates: a link to a newer article, and a source that appeared after the article, without a revision", () => {
    const project = projectCopy()
    const articles = entries(project, "blog").map((file) => {
      const text = project.read(file)
      return {
        file,
        text,
        publishedAt: /^publishedAt: (.+)$/m.exec(text)![1]!,
        isRevised: !/^revisions: \[\]$/m.test(text),
      }
    })
    const byDate = [...articles].sort((a, b) => a.publishedAt.localeCompare(b.publishedAt))
    const [older, other] = byDate.filter((article) => !article.isRevised)
    const newest = byDate.at(-1)!
    const slug = (file: string) => file.replace(/^.*\/|\.mdx$/g, "")
    const linking = `${older!.text}\nOur [newest article](/blog/${slug(newest.file)}) goes further.\n`
    project.write(older!.file, linking)
    // A survey named as published the month after the article's.
    const [year, month] = other!.publishedAt.split("-").map(Number) as [number, number]
    const later = new Date(Date.UTC(year, month, 1)).toLocaleString("en-US", {
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    })
    const citing = `${other!.text}\nA [survey published in ${later}](https://example.org/survey) agrees.\n`
    project.write(other!.file, citing)

    const result = contentCheck(project.dir)
    expect(result.ok).toBe(false)
    expect(result.output).toContain(
      `${older!.file}:${lineOf(linking, "Our [newest article]")}: body link to "/blog/${slug(newest.file)}", an article published ${newest.publishedAt}, but it was published ${older!.publishedAt} and has no revision`,
    )
    expect(result.output).toContain(
      `${other!.file}:${lineOf(citing, "A [survey published")}: body link "survey published in ${later}" cites a work from`,
    )
  }, 60_000)

  it("links, length and pictures: a dead link in text and in a field, a short and a long article, a sentence in two articles, a long case study, a small photograph", async () => {
    const project = projectCopy()
    const [linked, short, long] = entries(project, "blog")
    const longText = project.read(long!)
    project.write(long!, `${longText}\n${longText.replace(/^---\n[\s\S]*?\n---\n/, "")}`)
    const linkedText = `${project.read(linked!)}\nRead [our older guide](/blog/an-article-that-does-not-exist).\n`
    project.write(linked!, linkedText)
    const shared =
      "A sentence of this length, said once on the blog, reads as filler when a second article says it again."
    const [, , , first, second] = entries(project, "blog")
    for (const file of [first!, second!]) project.write(file, `${project.read(file)}\n${shared}\n`)
    project.write(
      short!,
      project
        .read(short!)
        .replace(/\n---\n[\s\S]*$/, "\n---\n\nA short note of a few words, far from a whole article.\n"),
    )
    project.write(
      "content/pages/services.yaml",
      project.read("content/pages/services.yaml").replace(/href: \/contact-us/, "href: /get-a-quote"),
    )
    const [study, wordyStudy] = entries(project, "case-studies")
    edit(project, wordyStudy!, { "overview.description": "Another sentence about the project. ".repeat(200) })
    const hero = String(parseDocument(project.read(study!)).getIn(["heroImage", "src"]))
    await sharp({ create: { width: 640, height: 263, channels: 3, background: "#ffffff" } })
      .webp()
      .toFile(join(project.dir, "content/images", hero))

    const result = contentCheck(project.dir)
    expect(result.ok).toBe(false)
    expect(result.output).toContain(
      `${linked}:${lineOf(linkedText, "an-article-that-does-not-exist")}: body link links to "/blog/an-article-that-does-not-exist", which is not a page of the site`,
    )
    expect(result.output).toMatch(/content\/pages\/services\.yaml:\d+: [\w.]+\.href: links to "\/get-a-quote"/)
    expect(result.output).toMatch(
      new RegExp(`${short}: the article's body: it has \\d+ words; an article needs at least 600`),
    )
    expect(result.output).toMatch(
      new RegExp(`${long}: the article's body: it has \\d+ words; an article may have at most 1500`),
    )
    expect(result.output).toContain(`${second}: the article's body repeats a sentence of ${first}: "${shared}"`)
    expect(result.output).toMatch(
      new RegExp(`${wordyStudy}: the case study's text: it has \\d+ words; a case study may have at most 800`),
    )
    expect(result.output).toMatch(
      new RegExp(
        `${study}:\\d+: heroImage\\.src: picture "content/images/${hero}" is 640 px wide; .* needs at least 2432 px`,
      ),
    )
  }, 60_000)

  it("honest attribution: a client that may be real with a quote, a named person, a domain or a bare figure; two people with one first name", () => {
    const project = projectCopy()
    const studies = entries(project, "case-studies")
    const isReal = (file: string) => parseDocument(project.read(file)).get("realBusiness") === true
    const hasFigures = (file: string) =>
      (
        (parseDocument(project.read(file)).toJS() as { overview: { resultsData?: unknown[] } }).overview.resultsData ??
        []
      ).length > 0
    const real = studies.find((file) => isReal(file) && hasFigures(file))!
    const realSlug = real.replace(/^.*\/|\.yaml$/g, "")
    const [testimonial, other] = entries(project, "testimonials")
    const firstResult = String(parseDocument(project.read(real)).getIn(["overview", "resultsData", 0, "label"]))
    edit(project, testimonial!, { client: null, caseStudy: realSlug, result: firstResult })
    edit(project, real, {
      "website.name": "lehost-wigs.com",
      "solutions.description": "Owner Jane Okafor asked for a site her staff could update.",
      "results.description": "Online orders rose 80% once the new checkout went live.",
    })
    const [member] = entries(project, "team")
    const given = String(parseDocument(project.read(member!)).get("name")).split(" ")[0]
    edit(project, other!, { name: `${given} Castellanos` })

    const result = contentCheck(project.dir)
    expect(result.ok).toBe(false)
    expect(result.output).toMatch(new RegExp(`${testimonial}:\\d+: caseStudy: "${realSlug}" may be a real business`))
    expect(result.output).toMatch(new RegExp(`${real}:\\d+: website\\.name: shows the client's address`))
    expect(result.output).toMatch(
      new RegExp(
        `${real}:\\d+: solutions\\.description: names "Jane Okafor"; a business that may be real gets no named owners or staff`,
      ),
    )
    expect(result.output).toMatch(
      new RegExp(`${real}:\\d+: results\\.description: states the result figure "rose 80%", which no field holds`),
    )
    expect(result.output).toMatch(
      new RegExp(`${other}:\\d+: name: ${given} Castellanos shares the first name ${given} with .* \\(${member}\\)`),
    )
  }, 60_000)

  it("one place per fact: a description stating a price no plan or fee holds, and a title written out", () => {
    const project = projectCopy()
    edit(project, "content/pages/pricing.yaml", {
      "seo.description":
        "Fixed prices for Detroit websites and marketing, from $450 for a five-page site with support.",
    })
    const [member] = entries(project, "team")
    const position = String(parseDocument(project.read(member!)).get("position"))
    edit(project, member!, { "seo.title": `{member.name}, ${position} | {site.name}` })

    const result = contentCheck(project.dir)
    expect(result.ok).toBe(false)
    expect(result.output).toMatch(
      /content\/pages\/pricing\.yaml:\d+: seo\.description: states the price \$450, which no plan or fee in content\/pricing\.yaml holds/,
    )
    expect(result.output).toMatch(
      new RegExp(
        `${member}:\\d+: seo\\.title: writes out the title "${position}", which ${member} position holds: write \\{member\\.position\\}`,
      ),
    )
  }, 60_000)
})
