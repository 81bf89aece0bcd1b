/**
 * The README's recipes for editors, followed as written in a copy of the project: add an article, a case
 * study, a team member and a service, then run the content check. Each must pass, and the new item must
 * be counted; a slip the README warns about must be reported by file and field.
 */
import { readdirSync } from "node:fs"
import { join } from "node:path"
import { afterEach, describe, expect, it } from "vitest"
import { parseDocument } from "yaml"
import { contentCheck, projectCopy, removeProjectCopies, root } from "#tests/helpers/content-copy"

afterEach(removeProjectCopies)

const count = (output: string, what: string) => Number(new RegExp(`(\\d+) ${what}`).exec(output)?.[1])

/** Sets fields of a YAML content file, keeping the rest as written (the way an editor changes a file). */
function setFields(source: string, values: Record<string, unknown>) {
  const document = parseDocument(source)
  for (const [path, value] of Object.entries(values)) document.setIn(path.split("."), value)
  return document.toString()
}

describe("the README's content recipes", () => {
  const before = contentCheck(root)

  it("adds an article", () => {
    const project = projectCopy()
    const slug = "a-spring-checklist-for-detroit-storefront-websites"
    const from = "5-common-web-design-mistakes-and-how-to-avoid-them-in-2025"
    project.copy(`content/images/blog/${from}/image/src.svg`, `content/images/blog/${slug}/image/src.svg`)
    // An article is at least 600 words, and says none of its long sentences in another article.
    const body = Array.from(
      { length: 8 },
      (_, part) =>
        `## Part ${part + 1} of the checklist\n\n${Array.from(
          { length: 8 },
          (_, line) =>
            `Point ${part * 8 + line + 1} of the spring checklist takes a few minutes with the site open on a phone.`,
        ).join(" ")}`,
    ).join("\n\n")
    project.write(
      `content/blog/${slug}.mdx`,
      `---
title: A Spring Checklist for Detroit Storefront Websites
subtitle: Five things to look at before the busy season starts.
description: >-
  A short spring checklist for Detroit storefront websites: hours, photos, menus, forms and speed, checked in one afternoon.
category: website-design
author: priya-raman
publishedAt: ${new Date().toISOString().slice(0, 10)}
image:
  src: blog/${slug}/image/src.svg
  alt: A storefront window with a phone showing the shop's website
---
${body}

## Check your hours and address

Make sure the hours on the site match the door, and that [our web design service](/services/detroit-website-design-and-development) page is not the only place they are right.
`,
    )
    const result = contentCheck(project.dir)
    expect(result.output).toContain("content: ok")
    expect(count(result.output, "articles")).toBe(count(before.output, "articles") + 1)
    expect(count(result.output, "pages")).toBe(count(before.output, "pages") + 1)
  }, 60_000)

  it("adds a case study", () => {
    const project = projectCopy()
    const from = readdirSync(join(project.dir, "content/case-studies"))[0]!.replace(/\.yaml$/, "")
    const slug = "corktown-coffee-roasters-a-menu-that-sells"
    for (const field of ["heroImage", "cardImage", "teaserImage"])
      project.copy(`content/images/case-studies/${from}/${field}`, `content/images/case-studies/${slug}/${field}`)
    const source = setFields(project.read(`content/case-studies/${from}.yaml`), {
      client: "Corktown Coffee Roasters",
      title: "Corktown Coffee Roasters: A Menu That Sells",
      cardTitle: "Corktown Coffee Roasters:\nA Menu That Sells",
      "seo.title": "Corktown Coffee Roasters Case Study | Catalysty",
      // Its own story: the copied one names the lead of another project.
      "overview.description": "A roaster's new menu pages, written around what regulars order and ask.",
      website: {},
      // A new, fictional client: its study is complete with no testimonial and no "before" (the README's recipe).
      realBusiness: false,
      "heroImage.src": `case-studies/${slug}/heroImage/src.webp`,
      "cardImage.src": `case-studies/${slug}/cardImage/src.webp`,
      "teaserImage.src": `case-studies/${slug}/teaserImage/src.webp`,
      isFeatured: false,
    })
    project.write(`content/case-studies/${slug}.yaml`, source)
    const result = contentCheck(project.dir)
    expect(result.output).toContain("content: ok")
    expect(count(result.output, "case studies")).toBe(count(before.output, "case studies") + 1)
    // No testimonial speaks for it, and none was needed.
    const testimonials = readdirSync(join(project.dir, "content/testimonials")).map((name) =>
      project.read(`content/testimonials/${name}`),
    )
    expect(testimonials.filter((text) => text.includes(slug))).toEqual([])
  }, 60_000)

  it("adds a team member, and names the file when its name does not follow the person's name", () => {
    const project = projectCopy()
    const from = readdirSync(join(project.dir, "content/team"))[0]!.replace(/\.yaml$/, "")
    // Every project has its lead already, so the newcomer leads none yet.
    const source = setFields(project.read(`content/team/${from}.yaml`), {
      name: "Jane Doe",
      order: 99,
      email: "jane@catalysty.com",
      ledProject: null,
      about: [
        "Jane plans the pages a new client needs before anyone designs them.",
        "Write to {member.email} about a new site.",
      ],
      highlights: ["Plans every new site's pages", "Runs the kickoff workshop", "Writes the first sitemap"],
    })
    project.write("content/team/jane-doe.yaml", source)
    const result = contentCheck(project.dir)
    expect(result.output).toContain("content: ok")
    expect(count(result.output, "team members")).toBe(count(before.output, "team members") + 1)

    project.rename("content/team/jane-doe.yaml", "content/team/janedoe.yaml")
    const slip = contentCheck(project.dir)
    expect(slip.ok).toBe(false)
    expect(slip.output).toMatch(/content\/team\/janedoe\.yaml: slug: /)
  }, 60_000)

  it("adds a service", () => {
    const project = projectCopy()
    const from = readdirSync(join(project.dir, "content/services"))[0]!.replace(/\.yaml$/, "")
    const source = setFields(project.read(`content/services/${from}.yaml`), {
      id: "sms-marketing",
      title: "SMS Marketing",
      shortTitle: "SMS Marketing",
      formLabel: "SMS Marketing",
      order: 99,
    })
    project.write("content/services/sms-marketing.yaml", source)
    // The study a service shows as proof lists that service among its own.
    const proof = parseDocument(source).getIn(["proof", "caseStudy"]) as string
    const study = parseDocument(project.read(`content/case-studies/${proof}.yaml`))
    const servicePages = study.getIn(["servicePages"]) as { add: (value: string) => void }
    servicePages.add("sms-marketing")
    project.write(`content/case-studies/${proof}.yaml`, study.toString())
    const result = contentCheck(project.dir)
    expect(result.output).toContain("content: ok")
    expect(count(result.output, "services")).toBe(count(before.output, "services") + 1)
  }, 60_000)
})
