import type { z } from "zod"

/** A content problem, named by file and field, that stops the build. */
export class ContentError extends Error {
  constructor(readonly problems: string[]) {
    super(`Content check failed:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`)
    this.name = "ContentError"
  }
}

type Located = { file: string; lineOf?: (path: PropertyKey[]) => number | undefined }

/** "content/services/seo.yaml:12: hero.title: message": the line where the field is written, when it is. */
export function describeProblem({ file, lineOf }: Located, path: PropertyKey[], message: string) {
  const line = lineOf?.(path)
  const field = path.map(String).join(".") || "(whole file)"
  return `${file}${line === undefined ? "" : `:${line}`}: ${field}: ${message}`
}

export function describeIssues(source: Located, error: z.ZodError) {
  return error.issues.map((issue) => describeProblem(source, issue.path, issue.message))
}
