/** The shipped deploy files (deploy/), read as a supervisor reads them. */
import { readFileSync } from "node:fs"

export const UNIT_FILE = "deploy/catalysty.service"
/** The unit's drop-in for publishing: what the build sandbox needs (decision record 019). */
export const PUBLISH_DROP_IN = "deploy/catalysty-publish.conf"

/** Every value the systemd unit gives `key` (`Environment=` may come more than once). */
export function unitSettings(key: string) {
  return readFileSync(UNIT_FILE, "utf8")
    .split("\n")
    .filter((text) => text.startsWith(`${key}=`))
    .map((text) => text.slice(key.length + 1))
}

/** The systemd unit's command line and fixed environment: what `systemctl start catalysty` runs. */
export function unitCommand() {
  const [node, ...args] = unitSettings("ExecStart")[0]!.split(/\s+/)
  const env = Object.fromEntries(
    unitSettings("Environment")
      .flatMap((text) => text.split(/\s+/))
      .map((pair) => [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)]),
  )
  return {
    node: node!,
    nodeOptions: args.filter((arg) => arg.startsWith("--")),
    script: args.find((arg) => !arg.startsWith("--"))!,
    env,
  }
}
