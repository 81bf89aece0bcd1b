/** The shipped deploy files (deploy/), read as a supervisor reads them. */
import { readFileSync } from "node:fs"

export const UNIT_FILE = "deploy/catalysty.service"

/** The systemd unit's command line and fixed environment: what `systemctl start catalysty` runs. */
export function unitCommand() {
  const unit = readFileSync(UNIT_FILE, "utf8")
  const line = (key: string) =>
    unit
      .split("\n")
      .filter((text) => text.startsWith(`${key}=`))
      .map((text) => text.slice(key.length + 1))
  const [node, ...args] = line("ExecStart")[0]!.split(/\s+/)
  const env = Object.fromEntries(
    line("Environment")
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
