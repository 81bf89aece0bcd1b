/**
 * JSON read and checked with a zod schema in one step, so that what a file (or a message) holds is never
 * taken on trust. A text that is not JSON, or JSON that does not fit the schema, throws a JsonFileError naming
 * the file, or whatever the text came from, and each field that is wrong.
 */
import { readFileSync } from "node:fs"
import type { z } from "zod"

export class JsonFileError extends Error {}

/** `text`, from `source` (a file's path, or what it is), as JSON that `schema` accepts. */
export function parseJson<T extends z.ZodType>(text: string, schema: T, source: string): z.infer<T> {
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch (error) {
    throw new JsonFileError(`${source} is not JSON (${(error as Error).message})`)
  }
  const result = schema.safeParse(raw)
  if (result.success) return result.data
  const problems = result.error.issues.map((issue) => `${issue.path.join(".") || "its value"} ${issue.message}`)
  throw new JsonFileError(`${source} does not hold what it should: ${problems.join("; ")}`)
}

/** The JSON file at `path`, as `schema` accepts it. */
export const readJsonFile = <T extends z.ZodType>(path: string, schema: T): z.infer<T> =>
  parseJson(readFileSync(path, "utf8"), schema, path)
