import { invariant } from "@epic-web/invariant"
import type { Root } from "mdast"
import { fromMarkdown } from "mdast-util-from-markdown"
import { mdxFromMarkdown } from "mdast-util-mdx"
import { toString as textOf } from "mdast-util-to-string"
import { mdxjs } from "micromark-extension-mdxjs"
import { visit } from "unist-util-visit"
import { LineCounter, parseDocument } from "yaml"
import { sectionHeadings } from "#app/lib/mdx/heading-ids"

export type ArticleHeading = { id: string; title: string }
/** A link in an article's body: where it goes, the words it is written on, and its line in the file. */
export type ArticleLink = { target: string; text: string; line?: number }

/** A problem that stops the article from being read, with the line of the file it is on. */
type SourceProblem = { line?: number; message: string }

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/

/**
 * What the build needs from an MDX source without compiling it: frontmatter, headings, links, images,
 * words. The body is parsed as MDX, so a syntax error the compile would stop on (an unclosed tag, a
 * stray `{` or `<`) is found here, with its line in the file.
 */
export function readArticleSource(source: string) {
  const problems: SourceProblem[] = []
  const match = FRONTMATTER.exec(source)
  if (!match) problems.push({ line: 1, message: "must start with frontmatter between two --- lines" })
  const body = match ? source.slice(match[0].length) : source
  // Lines of the file before the body's first line.
  const bodyOffset = match ? match[0].split("\n").length - 1 : 0

  let frontmatter: unknown = {}
  let lineOf: (path: PropertyKey[]) => number | undefined = () => undefined
  if (match) {
    const [, yamlText] = match
    invariant(yamlText !== undefined, "FRONTMATTER matched without the YAML between its lines")
    const yaml = readYaml(yamlText)
    if (yaml.problem) problems.push({ line: yaml.problem.line + 1, message: yaml.problem.message })
    else frontmatter = yaml.data
    lineOf = (path) => {
      const line = yaml.lineOf(path)
      return line === undefined ? undefined : line + 1
    }
  }

  let tree: Root = { type: "root", children: [] }
  try {
    tree = fromMarkdown(body, { extensions: [mdxjs()], mdastExtensions: [mdxFromMarkdown()] })
  } catch (error) {
    // A VFileMessage: where it is, as a point or a range, or only in its text ("… (5:1-5:13)").
    const { line, place, reason } = error as {
      line?: number
      place?: { line?: number; start?: { line?: number } }
      reason?: string
    }
    const text = reason ?? (error as Error).message
    const inText = / \((\d+):\d+(?:-\d+:\d+)?\)$/.exec(text)
    const at = line ?? place?.line ?? place?.start?.line ?? (inText ? Number(inText[1]) : undefined)
    problems.push({
      line: at === undefined ? undefined : at + bodyOffset,
      message: `MDX syntax: ${inText ? text.slice(0, inText.index) : text}`,
    })
  }
  const lineIn = (node: { position?: { start: { line: number } } }) =>
    node.position ? node.position.start.line + bodyOffset : undefined

  const links: ArticleLink[] = []
  const images: { src: string; alt: string; line?: number }[] = []
  visit(tree, (node) => {
    if (node.type === "link") links.push({ target: node.url, text: textOf(node), line: lineIn(node) })
    else if (node.type === "definition") links.push({ target: node.url, text: node.label ?? "", line: lineIn(node) })
    else if (node.type === "image") images.push({ src: node.url, alt: node.alt ?? "", line: lineIn(node) })
    else if (node.type === "mdxJsxFlowElement" || node.type === "mdxJsxTextElement") {
      for (const attribute of node.attributes) {
        if (attribute.type === "mdxJsxAttribute" && attribute.name === "href" && typeof attribute.value === "string")
          links.push({ target: attribute.value, text: textOf(node), line: lineIn(node) })
      }
    }
  })
  const headings: ArticleHeading[] = sectionHeadings(tree)
  return { frontmatter, lineOf, body, headings, links, images, wordCount: countWords(body), problems }
}

/**
 * Parses YAML, keeping where each value is written: `lineOf(["hero", "title"])` is the 1-based line
 * of that field. A syntax error is returned with its line instead of thrown.
 */
export function readYaml(text: string) {
  const lineCounter = new LineCounter()
  const document = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true })
  const error = document.errors[0]
  const lineOf = (path: PropertyKey[]) => {
    for (let length = path.length; length >= 0; length--) {
      const node = document.getIn(path.slice(0, length) as unknown[], true) as { range?: [number] } | undefined
      if (node?.range) return lineCounter.linePos(node.range[0]).line
    }
    return undefined
  }
  if (error) {
    const line = lineCounter.linePos(error.pos[0]).line
    const [firstLine = ""] = error.message.split("\n")
    const message = `YAML syntax: ${firstLine.replace(/ at line \d+, column \d+:?$/, "")}`
    return { data: undefined, lineOf, problem: { line, message } }
  }
  return { data: document.toJS() as unknown, lineOf, problem: undefined }
}

function plainText(markdown: string) {
  return markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, "")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/<[^>]+>/g, "")
    .replace(/[*_`#>]/g, "")
    .trim()
}

export function countWords(markdown: string) {
  return plainText(markdown)
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length
}
