/**
 * The one module that reads `process.env`: every setting of the site and its server is parsed from it here,
 * once, with the schemas of config/build.ts, run.ts and publish.ts; every other module takes its values from
 * these functions or is handed them. A bad value throws ConfigError naming the variable.
 *
 * `.server` in the name keeps it out of anything the browser loads (React Router refuses such an import).
 */
import { existsSync } from "node:fs"
import { homedir } from "node:os"
import { join } from "node:path"
import { z } from "zod"
import { type BuildConfig, parseBuildConfig } from "./build.ts"
import { disagreementsWithBuild } from "./disagreements.ts"
import { buildVariablesOf } from "./publish.ts"
import { parseRunConfig, type RunConfig } from "./run.ts"
import { optional, parse } from "./values.ts"

// Set by vite.config.ts: the values the pages were prerendered with.
declare const __CATALYSTY_BUILD_CONFIG__: BuildConfig | undefined
let fromEnvironment: BuildConfig | undefined

/** The build settings: inside a build, the values it was made with; elsewhere (build scripts, tests), the environment's. */
export function buildConfig(): BuildConfig {
  if (typeof __CATALYSTY_BUILD_CONFIG__ !== "undefined") return __CATALYSTY_BUILD_CONFIG__
  fromEnvironment ??= parseBuildConfig(process.env)
  return fromEnvironment
}

let runConfig: RunConfig | undefined
/** The server's settings, read from the environment once. Throws ConfigError naming each bad variable. */
export function serverConfig(): RunConfig {
  runConfig ??= parseRunConfig(process.env)
  return runConfig
}

/** Why this process's environment disagrees with the build it is about to serve (empty when it agrees). */
export const disagreementsOfProcessWith = (built: BuildConfig) => disagreementsWithBuild(process.env, built)

/** The build variables a publish hands its sandboxed build, from this process's environment (config/publish.ts). */
export const buildVariablesForPublish = () => buildVariablesOf(process.env)

/**
 * The service user's npm configuration file as npm finds it (npm_config_userconfig, else ~/.npmrc), if there
 * is one: a publish's install reads it (server/publish/publisher.ts).
 */
export function npmUserConfigFile() {
  const file = process.env.npm_config_userconfig ?? join(homedir(), ".npmrc")
  return existsSync(file) ? file : undefined
}

/** Where `npm run build` writes the site (BUILD_DIR, default "build"): several builds can live side by side. */
export const buildOutputDir = () =>
  parse(z.object({ BUILD_DIR: optional(z.string().trim().min(1)) }), process.env).BUILD_DIR ?? "build"
