/**
 * `npm run leads -- COMMAND`: the stored quote requests, run where the leads are. The build bundles it into
 * build/server/leads.js, so it needs the production dependencies only (docs/requirements/RELIABILITY.md R-O6).
 * The database is LEADS_DB, DATA_DIR/leads.db or data/leads.db, as for the server; retention comes from
 * the build it belongs to. Commands: commands.ts.
 */
import { dirname, resolve } from "node:path"
import { fileURLToPath } from "node:url"
import type { BuildConfig } from "#config/build"
import { buildConfig, disagreementsOfProcessWith, serverConfig } from "#config/environment.server"
import { ConfigError } from "#config/values"
import { readBuildInfo } from "../build-info"
import { StoreStartupError } from "../contact/store-errors"
import { runLeadsCommand, UsageError } from "./commands"

/** The build this CLI came with (build/server/leads.js → build/), else the environment's settings (from source). */
function buildSettings(): BuildConfig {
  const here = fileURLToPath(import.meta.url)
  const info = here.endsWith(".ts") ? undefined : readBuildInfo(resolve(dirname(here), ".."))
  if (!info) return buildConfig()
  const disagreements = disagreementsOfProcessWith(info.config)
  if (disagreements.length > 0) {
    throw new UsageError(
      ["The environment disagrees with the build:", ...disagreements.map((line) => `  - ${line}`)].join("\n"),
    )
  }
  return info.config
}

async function main() {
  try {
    await runLeadsCommand(process.argv.slice(2), {
      config: serverConfig(),
      retention: buildSettings().retention,
      out: (text) => process.stdout.write(text),
      err: (text) => process.stderr.write(text),
    })
  } catch (error) {
    const isExpected =
      error instanceof UsageError ||
      error instanceof ConfigError ||
      error instanceof StoreStartupError ||
      (error as { code?: string }).code?.startsWith("ERR_PARSE_ARGS")
    if (!isExpected) throw error
    process.stderr.write(`${(error as Error).message}\n`)
    process.exitCode = 1
  }
}

await main()
