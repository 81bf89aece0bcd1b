import { existsSync } from "node:fs"
import { tmpdir } from "node:os"
import { describe, expect, it } from "vitest"
import { runCommand } from "./commands"

const options = { cwd: tmpdir(), env: process.env, timeoutMs: 30_000 }

describe("the publish service's commands", () => {
  it("runs a program with its arguments as given, never through a shell", async () => {
    const result = await runCommand("printf", ["%s|", "a b", "$(id)", ";"], options)
    expect(result).toEqual({ code: 0, output: "a b|$(id)|;|" })
  })

  // Where the kernel groups tasks by session (autogroup), a command's session must not weigh as much as the
  // server's (decision 014). The command waits for the service to lower it, up to five seconds.
  it.runIf(existsSync("/proc/self/autogroup"))("runs each command in a session at the lowest weight", async () => {
    const script =
      'for i in $(seq 50); do grep -q "nice 19" /proc/self/autogroup && exit 0; sleep 0.1; done; cat /proc/self/autogroup; exit 1'
    const result = await runCommand("sh", ["-c", script], options)
    expect(result.output).toBe("")
    expect(result.code).toBe(0)
  })
})
