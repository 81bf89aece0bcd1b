/**
 * The README's recipes for editors, followed as written in a copy of the project: add an article, a case
 * study, a team member and a service, then run the content check. Each must pass, and the new item must
 * be counted; a slip the README warns about must be reported by file and field.
 */
import { execFileSync } from "node:child_process"
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { afterEach, describe, expect, it } from "vitest"

const root = resolve(".")
const copies: string[] = []
afterEach(() => {
  for (const dir of copies.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/** The parts of the project the content check reads, in a temporary folder. */
function projectCopy() {
  const dir = mkdtempSync(join(tmpdir(), "catalysty-recipe-"))
  copies.push(dir)
  for (const path of ["app", "content", "scripts", "package.json", "tsconfig.json"]) {
    cpSync(join(root, path), join(dir, path), { recursive: true, filter: (source) => !source.includes("generated") })
  }
  symlinkSync(join(root, "node_modules"), join(dir, "node_modules"))
  return {
    dir,
    read: (path: string) => readFileSync(join(dir, path), "utf8"),
    write: (path: string, text: string) => writeFileSync(join(dir, path), text),
    copy: (from: string, to: string) => cpSync(join(dir, from), join(dir, to)),
  }
}

/** `npm run content:check` in the copy: its output, and whether it passed. */
function contentCheck(dir: string) {
  try {
    const output = execFileSync(join(dir, "node_modules", ".bin", "tsx"), ["scripts/content-check.ts"], {
      cwd: dir,
      stdio: "pipe",
    })
    return { ok: true, output: output.toString() }
  } catch (error) {
    const { stdout, stderr } = error as { stdout: Buffer; stderr: Buffer }
    return { ok: false, output: `${stdout}${stderr}` }
  }
}

const count = (output: string, what: string) => Number(new RegExp(`(\\d+) ${what}`).exec(output)?.[1])

/** Replaces the first `key: "…"` value in a content file written as a TypeScript object. */
const setField = (source: string, key: string, value: string) =>
  source.replace(new RegExp(`(\\n\\s*${key}: )"[^"]*"`), `$1${JSON.stringify(value)}`)

/** Adds `import name from "./file"` and puts `name` at the end of the exported list in an index file. */
function addToIndex(source: string, name: string, file: string, list: string) {
  return `import ${name} from "./${file}"\n${source}`.replace(
    new RegExp(`(export const ${list} = \\[[^\\]]*)\\]`),
    `$1, ${name}]`,
  )
}

describe("the README's content recipes", () => {
  const before = contentCheck(root)

  it("adds an article", () => {
    const project = projectCopy()
    const slug = "a-spring-checklist-for-detroit-storefront-websites"
    project.copy(
      "content/images/blog/5-common-web-design-mistakes-and-how-to-avoid-them-in-2025/image/src.svg",
      `content/images/blog/${slug}.svg`,
    )
    project.write(
      `content/blog/${slug}.mdx`,
      `---
title: "A Spring Checklist for Detroit Storefront Websites"
subtitle: "Five things to look at before the busy season starts."
description: "A short spring checklist for Detroit storefront websites: hours, photos, menus, forms and speed, checked in one afternoon."
category: "Website Design"
author: "priya-raman"
publishedAt: "${new Date().toISOString().slice(0, 10)}"
image:
  src: "blog/${slug}.svg"
  alt: "A storefront window with a phone showing the shop's website"
---

## Check your hours and address

Make sure the hours on the site match the door, and that [our web design service](/services/detroit-website-design-and-development) page is not the only place they are right.

## Refresh the photos

Swap winter photos for spring ones.

<QuickFixes>

- Replace the hero photo.
- Check every gallery picture on a phone.

</QuickFixes>
`,
    )
    const result = contentCheck(project.dir)
    expect(result.output).toContain("content: ok")
    expect(count(result.output, "articles")).toBe(count(before.output, "articles") + 1)
    expect(count(result.output, "pages")).toBe(count(before.output, "pages") + 1)
  }, 60_000)

  it("adds a case study", () => {
    const project = projectCopy()
    const from = "content/case-studies/lehost-hair-wig-shop-boosting-online-presence-and-sales.ts"
    const slug = "corktown-coffee-roasters-a-menu-that-sells"
    let source = project.read(from)
    source = setField(source, "slug", slug)
    source = setField(source, "client", "Corktown Coffee Roasters")
    source = setField(source, "title", "Corktown Coffee Roasters: A Menu That Sells")
    source = setField(source, "cardTitle", "Corktown Coffee Roasters:\nA Menu That Sells")
    source = source.replace(/(seo: \{\s*title: )"[^"]*"/, '$1"Corktown Coffee Roasters Case Study | Catalysty"')
    project.write(`content/case-studies/${slug}.ts`, source.replace(/website: [^\n]+\n/, "website: null,\n"))
    project.write(
      "content/case-studies/index.ts",
      addToIndex(project.read("content/case-studies/index.ts"), "corktown", slug, "caseStudies"),
    )
    const result = contentCheck(project.dir)
    expect(result.output).toContain("content: ok")
    expect(count(result.output, "case studies")).toBe(count(before.output, "case studies") + 1)
  }, 60_000)

  it("adds a team member, and names the file and field when the slug does not follow the name", () => {
    const project = projectCopy()
    let source = project.read("content/team/kevin-tran.ts")
    source = setField(source, "id", "jane-doe")
    source = setField(source, "name", "Jane Doe")
    source = setField(source, "slug", "jane-doe")
    source = source.replace(/order: \d+/, "order: 7")
    project.write("content/team/jane-doe.ts", source)
    project.write(
      "content/team/index.ts",
      addToIndex(project.read("content/team/index.ts"), "janeDoe", "jane-doe", "teamMembers"),
    )
    const result = contentCheck(project.dir)
    expect(result.output).toContain("content: ok")
    expect(count(result.output, "team members")).toBe(count(before.output, "team members") + 1)

    project.write("content/team/jane-doe.ts", setField(source, "slug", "janedoe"))
    const slip = contentCheck(project.dir)
    expect(slip.ok).toBe(false)
    expect(slip.output).toMatch(/content\/team\/jane-doe\.ts: slug/)
  }, 60_000)

  it("adds a service", () => {
    const project = projectCopy()
    let source = project.read("content/services/email-marketing.ts")
    source = setField(source, "id", "sms-marketing")
    source = setField(source, "slug", "sms-marketing")
    source = setField(source, "title", "SMS Marketing")
    source = setField(source, "shortTitle", "SMS Marketing")
    source = setField(source, "formLabel", "SMS Marketing")
    project.write("content/services/sms-marketing.ts", source)
    project.write(
      "content/services/index.ts",
      addToIndex(project.read("content/services/index.ts"), "smsMarketing", "sms-marketing", "services"),
    )
    const result = contentCheck(project.dir)
    expect(result.output).toContain("content: ok")
    expect(count(result.output, "services")).toBe(count(before.output, "services") + 1)
  }, 60_000)
})
