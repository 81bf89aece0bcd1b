import { invariant } from "@epic-web/invariant"

/**
 * The content check's problems as a failure notice names them. `npm run content:check` prints one line per
 * problem, "  - content/services/seo.yaml:12: hero.title: message" (app/content/errors.ts); a line that does
 * not read that way is kept whole as the message.
 */
export type ContentProblem = { file?: string; line?: number; field?: string; message: string }

const PROBLEM_LINE = /^\s*-\s+(content\/[^\s:]+)(?::(\d+))?: ([^:]+?): (.+)$/

export function contentProblemsOf(output: string): ContentProblem[] {
  const lines = output.split("\n").filter((line) => /^\s*-\s+\S/.test(line))
  return lines.map((line) => {
    const match = PROBLEM_LINE.exec(line)
    if (!match) return { message: line.replace(/^\s*-\s+/, "").trim() }
    const [, file, lineNumber, field, message] = match
    invariant(message !== undefined, "PROBLEM_LINE matched without its message")
    return { file, line: lineNumber ? Number(lineNumber) : undefined, field, message: message.trim() }
  })
}

/** "content/pricing.yaml, line 12, field plans.0.price: message". */
export const describeContentProblem = ({ file, line, field, message }: ContentProblem) =>
  file ? `${file}${line ? `, line ${line}` : ""}${field ? `, field ${field}` : ""}: ${message}` : message
