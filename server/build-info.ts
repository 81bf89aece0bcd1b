import { writeFileSync } from "node:fs"
import { join } from "node:path"
import { z } from "zod"
import { type BuildConfig, buildConfigSchema } from "#config/build"
import { readBuildFile } from "./build-files"

/** What a finished build records about itself; written last by the build, so its presence means "complete". */
export type BuildInfo = {
  builtAt: string
  /** The build settings the pages were prerendered with. */
  config: BuildConfig
  /** The commit a publish built (server/publish/publisher.ts); absent in a build made by hand. */
  commit?: BuiltCommit
}

/** A published build's commit (server/publish/git.ts). */
export type BuiltCommit = {
  id: string
  /** The first line of its message. */
  message: string
  /** Who wrote it (git's author name) and when it was committed (ISO 8601): absent in records of earlier releases. */
  author?: string
  at?: string
  /** The files it changed against its first parent (the editor's publishing view links their pages); absent when unknown. */
  files?: string[]
}

const buildInfoSchema = z.strictObject({
  builtAt: z.iso.datetime({ message: "must be the time of the build, as an ISO date" }),
  config: buildConfigSchema,
  commit: z
    .strictObject({
      id: z.string().regex(/^[0-9a-f]{40}(?:[0-9a-f]{24})?$/, { message: "must be a git commit id" }),
      message: z.string(),
      author: z.string().optional(),
      at: z.iso.datetime({ offset: true, message: "must be the commit's time, as an ISO date" }).optional(),
      files: z.array(z.string()).optional(),
    })
    .optional(),
}) satisfies z.ZodType<BuildInfo>

export const BUILD_INFO_FILE = "build-info.json"

export function writeBuildInfo(buildDir: string, info: BuildInfo) {
  writeFileSync(join(buildDir, BUILD_INFO_FILE), `${JSON.stringify(info, null, 2)}\n`)
}

/**
 * A build folder's record: none (the build is missing or still being written), one that cannot be used (with
 * why, in one line), or the checked record.
 */
export type BuildRecord =
  | { kind: "missing" }
  | { kind: "invalid"; problem: string }
  | { kind: "finished"; info: BuildInfo }

export function readBuildRecord(buildDir: string): BuildRecord {
  const file = join(buildDir, BUILD_INFO_FILE)
  let text: string
  try {
    text = readBuildFile(buildDir, file).toString("utf8")
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return { kind: "missing" }
    return { kind: "invalid", problem: `${file} cannot be read (${(error as Error).message})` }
  }
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch (error) {
    return { kind: "invalid", problem: `${file} is not JSON (${(error as Error).message})` }
  }
  const parsed = buildInfoSchema.safeParse(raw)
  if (parsed.success) return { kind: "finished", info: parsed.data }
  const issues = parsed.error.issues.map((issue) => `${issue.path.join(".") || "the record"} ${issue.message}`)
  return { kind: "invalid", problem: `${file} is not a build record: ${issues.join("; ")}` }
}

/** The build's record, or undefined when the folder holds no finished build with a valid record. */
export function readBuildInfo(buildDir: string): BuildInfo | undefined {
  const record = readBuildRecord(buildDir)
  return record.kind === "finished" ? record.info : undefined
}

/** The build's record, for a tool or a test that needs one: throws, saying why, when the folder holds no finished build. */
export function requireBuildInfo(buildDir: string): BuildInfo {
  const record = readBuildRecord(buildDir)
  if (record.kind === "finished") return record.info
  throw new Error(record.kind === "missing" ? `${buildDir} holds no finished build: run npm run build` : record.problem)
}
