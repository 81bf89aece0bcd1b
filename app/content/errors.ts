import type { z } from "zod"

/** A content problem, named by file and field, that stops the build. */
export class ContentError extends Error {
  constructor(readonly problems: string[]) {
    super(`Content check failed:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`)
    this.name = "ContentError"
  }
}

export function describeIssues(file: string, error: z.ZodError, prefix: PropertyKey[] = []) {
  return error.issues.map((issue) => {
    const field = [...prefix, ...issue.path].map(String).join(".") || "(root)"
    return `${file}: ${field}: ${issue.message}`
  })
}
