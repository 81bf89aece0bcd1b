/**
 * The shipped systemd unit (deploy/catalysty.service), checked by systemd's own tools from Debian's systemd
 * package: `systemd-analyze verify` finds nothing to say, and its sandbox leaves the service little to
 * reach. tests/integration/reverse-proxy.test.ts starts the server with the unit's command and environment.
 */
import { execFileSync, spawnSync } from "node:child_process"
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { ensureDebianTool } from "#tests/helpers/debian"
import { PUBLISH_DROP_IN, UNIT_FILE, unitCommand, unitSettings } from "#tests/helpers/deploy-files"

const folder = mkdtempSync(join(tmpdir(), "catalysty-unit-"))
afterAll(() => rmSync(folder, { recursive: true, force: true }))

describe("the systemd unit", () => {
  it("passes systemd-analyze verify without a word", () => {
    const analyze = ensureDebianTool("/usr/bin/systemd-analyze", "systemd")
    const file = join(folder, "catalysty.service")
    copyFileSync(UNIT_FILE, file)
    const result = spawnSync(analyze, ["verify", file], { encoding: "utf8" })
    expect(result.error).toBeUndefined()
    expect(`${result.stdout}${result.stderr}`).toBe("")
    expect(result.status).toBe(0)
  })

  it("leaves the service little to reach: systemd rates its exposure OK", () => {
    const analyze = ensureDebianTool("/usr/bin/systemd-analyze", "systemd")
    const file = join(folder, "catalysty.service")
    copyFileSync(UNIT_FILE, file)
    const report = execFileSync(analyze, ["security", "--offline=true", "--no-pager", file], { encoding: "utf8" })
    const exposure = Number(/Overall exposure level for catalysty\.service: ([\d.]+)/.exec(report)?.[1])
    expect(exposure).toBeLessThanOrEqual(2)
  })

  it("with the publish drop-in, still verifies clean and is rated OK, granting the sandbox only namespaces and mounts", () => {
    const analyze = ensureDebianTool("/usr/bin/systemd-analyze", "systemd")
    // A drop-in's lines count as if they followed the unit's own: the two files in one.
    const file = join(folder, "catalysty.service")
    writeFileSync(file, `${readFileSync(UNIT_FILE, "utf8")}\n${readFileSync(PUBLISH_DROP_IN, "utf8")}`)
    const verified = spawnSync(analyze, ["verify", file], { encoding: "utf8" })
    expect(`${verified.stdout}${verified.stderr}`).toBe("")
    const report = execFileSync(analyze, ["security", "--offline=true", "--no-pager", file], { encoding: "utf8" })
    const exposure = Number(/Overall exposure level for catalysty\.service: ([\d.]+)/.exec(report)?.[1])
    expect(exposure).toBeLessThanOrEqual(3)
    expect(report).toMatch(/Overall exposure level for catalysty\.service: [\d.]+ OK/)
    const dropIn = readFileSync(PUBLISH_DROP_IN, "utf8")
    expect(dropIn).not.toMatch(
      /^(User|NoNewPrivileges|CapabilityBoundingSet|ReadWritePaths|ProtectSystem|ProtectHome)=/m,
    )
  })

  it("runs node itself as a dedicated user, may write its data folder only, and restarts on failure", () => {
    expect(unitSettings("User")).toEqual(["catalysty"])
    expect(unitSettings("ProtectSystem")).toEqual(["strict"])
    const { node, script, env } = unitCommand()
    expect(node).toBe("/usr/bin/node")
    expect(script).toBe("build/server/main.js")
    expect(unitSettings("ReadWritePaths")).toEqual([env.DATA_DIR])
    expect(env).toMatchObject({ HOST: "127.0.0.1", TRUST_PROXY: "1" })
    expect(unitSettings("Restart")).toEqual(["on-failure"])
    expect(unitSettings("EnvironmentFile")).toEqual(["/etc/catalysty/catalysty.env"])
    // The server exits within 10 s of SIGTERM; systemd waits longer before it kills.
    expect(Number(unitSettings("TimeoutStopSec")[0])).toBeGreaterThan(10)
  })
})
