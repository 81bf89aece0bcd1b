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
  it("syntax: YAML, MDX and frontmatter; and a picture without alt text", () => {
    const project = projectCopy()
    const [yamlFile] = entries(project, "services")
    const [imageFile] = entries(project, "case-studies")
    const [mdxFile, frontmatterFile] = entries(project, "blog")

    const yaml = project.read(yamlFile!).replace(/^shortTitle: (.*)$/m, 'shortTitle: "$1')
    project.write(yamlFile!, yaml)
    const mdx = project.read(mdxFile!).replace(/\n## /, "\n<QuickFixes>\n\n## ")
    project.write(mdxFile!, mdx)
    const frontmatter = project.read(frontmatterFile!).replace(/^subtitle: /m, "subtitle: [unclosed ")
    project.write(frontmatterFile!, frontmatter)
    edit(project, imageFile!, { "heroImage.alt": "" })

    const result = contentCheck(project.dir)
    expect(result.ok).toBe(false)
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

  it("links, length and pictures: a dead link in text and in a field, a short article, a small photograph", async () => {
    const project = projectCopy()
    const [linked, short] = entries(project, "blog")
    const linkedText = `${project.read(linked!)}\nRead [our older guide](/blog/an-article-that-does-not-exist).\n`
    project.write(linked!, linkedText)
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
    const [study] = entries(project, "case-studies")
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
    expect(result.output).toMatch(new RegExp(`${short}: the article has \\d+ words; an article needs at least 600`))
    expect(result.output).toMatch(
      new RegExp(
        `${study}:\\d+: heroImage\\.src: picture "content/images/${hero}" is 640 px wide; .* needs at least 2432 px`,
      ),
    )
  }, 60_000)

  it("honest attribution: a study of a business that may be real with a quote or a domain, two people with one first name", () => {
    const project = projectCopy()
    const studies = entries(project, "case-studies")
    const isReal = (file: string) => parseDocument(project.read(file)).get("realBusiness") === true
    const real = studies.find(isReal)!
    const realSlug = real.replace(/^.*\/|\.yaml$/g, "")
    const [testimonial, other] = entries(project, "testimonials")
    const firstResult = String(parseDocument(project.read(real)).getIn(["overview", "resultsData", 0, "label"]))
    edit(project, testimonial!, { caseStudy: realSlug, result: firstResult })
    edit(project, real, { "website.name": "lehost-wigs.com" })
    const [member] = entries(project, "team")
    const given = String(parseDocument(project.read(member!)).get("name")).split(" ")[0]
    edit(project, other!, { name: `${given} Castellanos` })

    const result = contentCheck(project.dir)
    expect(result.ok).toBe(false)
    expect(result.output).toMatch(new RegExp(`${testimonial}:\\d+: caseStudy: "${realSlug}" may be a real business`))
    expect(result.output).toMatch(new RegExp(`${real}:\\d+: website\\.name: shows the client's address`))
    expect(result.output).toMatch(
      new RegExp(`${other}:\\d+: name: ${given} Castellanos shares the first name ${given} with .* \\(${member}\\)`),
    )
  }, 60_000)
})
