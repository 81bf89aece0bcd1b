/**
 * How the publish service runs other programs: always a program and an array of arguments, never a shell,
 * so no text from a webhook or a commit can become a command; always inside the sandbox (sandbox.ts) with
 * only the environment given. Each runs in a process group of its own, which is stopped whole when the
 * service stops (a build starts several processes of its own), when it runs too long, or when the disk it
 * writes to is nearly full.
 */
import { spawn } from "node:child_process"
import { writeFileSync } from "node:fs"
import { constants } from "node:os"
import { diskSpace } from "../disk-space"
import { type SandboxSpec, sandboxed, sandboxPath } from "./sandbox"

export type CommandResult = {
  code: number
  /** The signal that ended it (the kernel's out-of-memory killer, a stop), when one did. */
  signal?: string
  /** Why the service stopped it itself. */
  stopped?: "timeout" | "disk"
  /** The end of what it printed, stdout and stderr together. */
  output: string
  /** What it printed on stdout alone (git's answers). */
  stdout: string
}

type CommandOptions = {
  cwd: string
  env: Readonly<Record<string, string>>
  timeoutMs: number
  sandbox: SandboxSpec
  /** Stops the command when the disk holding `path` has less than `bytes` free. */
  diskReserve?: { path: string; bytes: number }
}

/** Runs `program` with `args` in the sandbox; resolves with how it ended and what it printed. */
export type CommandRunner = (
  program: string,
  args: readonly string[],
  options: CommandOptions,
) => Promise<CommandResult>

/** The end of a command's output kept for the log and the failure notice. */
const KEPT_OUTPUT_CHARACTERS = 64 * 1024
/** git's answers are a few lines; a listing of every tracked file is the longest (about 100 KB here). */
const KEPT_STDOUT_CHARACTERS = 16 * 1024 * 1024
const DISK_CHECK_MS = 2_000

const running = new Set<number>()

/**
 * A process group of its own is a session of its own, and where Linux groups tasks by session (autogroup,
 * on when the service is not in a CPU cgroup of its own) a session competes with the server's as an equal,
 * whatever its scheduling class: a build in the idle class then took 42 % of the pages' requests per second
 * (`npm run bench:publish`). The session's autogroup at the lowest weight gives the pages their cores back.
 */
export function yieldSessionToPages(pid: number) {
  try {
    writeFileSync(`/proc/${pid}/autogroup`, "19")
  } catch {
    // No autogroup (another kernel, or the process is already gone): the idle class alone applies.
  }
}

/** Stops every command still running (the service is stopping, or its server is gone). */
export function stopAllCommands() {
  for (const pid of running) {
    try {
      process.kill(-pid, "SIGKILL")
    } catch {
      // Already gone.
    }
  }
  running.clear()
}

/** The signal a sandboxed command died of: bubblewrap exits with 128 and its number. */
function signalOf(code: number | null, signal: NodeJS.Signals | null) {
  if (signal) return signal
  if (code === null || code <= 128) return undefined
  return Object.entries(constants.signals).find(([, number]) => number === code - 128)?.[0]
}

/** "exited with code 1", "was stopped by SIGKILL …", "was stopped after 30 minutes": the end of a command in words. */
export function describeEnd(result: CommandResult, timeoutMs: number) {
  if (result.stopped === "timeout") return `was stopped after ${Math.round(timeoutMs / 60_000)} minutes`
  if (result.stopped === "disk") return "was stopped: the disk it writes to was nearly full"
  if (result.signal === "SIGKILL") return "was stopped (SIGKILL: the server may have run out of memory)"
  if (result.signal) return `was stopped (${result.signal})`
  return `exited with code ${result.code}`
}

export const runCommand: CommandRunner = (program, args, { cwd, env, timeoutMs, sandbox, diskReserve }) =>
  new Promise((resolve) => {
    let output = ""
    let stdout = ""
    let stopped: CommandResult["stopped"]
    const inside = sandboxed(program, args, sandbox, env, cwd)
    // bwrap itself needs nothing of the environment: what the command sees is set by --setenv.
    const child = spawn(inside.program, inside.args, {
      cwd,
      env: { PATH: sandboxPath() },
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
      shell: false,
    })
    const pid = child.pid
    if (pid !== undefined) {
      running.add(pid)
      yieldSessionToPages(pid)
    }
    const stop = (reason: NonNullable<CommandResult["stopped"]>) => {
      stopped ??= reason
      if (pid === undefined) return
      try {
        process.kill(-pid, "SIGKILL")
      } catch {
        // Already gone.
      }
    }
    child.stdout.on("data", (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-KEPT_OUTPUT_CHARACTERS)
      stdout = (stdout + chunk.toString()).slice(-KEPT_STDOUT_CHARACTERS)
    })
    child.stderr.on("data", (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-KEPT_OUTPUT_CHARACTERS)
    })
    const timer = setTimeout(() => stop("timeout"), timeoutMs)
    const diskWatch =
      diskReserve &&
      setInterval(() => {
        const space = diskSpace(diskReserve.path)
        if (space && space.free < diskReserve.bytes) stop("disk")
      }, DISK_CHECK_MS)
    const finish = (result: Omit<CommandResult, "output" | "stdout" | "stopped">) => {
      clearTimeout(timer)
      if (diskWatch) clearInterval(diskWatch)
      if (pid !== undefined) running.delete(pid)
      resolve({ ...result, ...(stopped ? { stopped } : {}), output, stdout })
    }
    child.on("error", (error) => {
      output += error.message
      finish({ code: 127 })
    })
    child.on("close", (code, signal) => {
      const died = signalOf(code, signal)
      finish({ code: code ?? 128, ...(died ? { signal: died } : {}) })
    })
  })
