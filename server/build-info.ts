import { readFileSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import type { BuildConfig } from "#app/config.server"

/** What a finished build records about itself; written last by the build, so its presence means "complete". */
export type BuildInfo = {
  builtAt: string
  /** The build settings the pages were prerendered with. */
  config: BuildConfig
  /** The commit a publish built (server/publish/publisher.ts); absent in a build made by hand. */
  commit?: { id: string; message: string }
}

export const BUILD_INFO_FILE = "build-info.json"

export function writeBuildInfo(buildDir: string, info: BuildInfo) {
  writeFileSync(join(buildDir, BUILD_INFO_FILE), `${JSON.stringify(info, null, 2)}\n`)
}

/** The build's record, or undefined when the folder holds no finished build. */
export function readBuildInfo(buildDir: string): BuildInfo | undefined {
  try {
    return JSON.parse(readFileSync(join(buildDir, BUILD_INFO_FILE), "utf8")) as BuildInfo
  } catch {
    return undefined
  }
}
