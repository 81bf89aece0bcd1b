/**
 * How the publish service runs other programs: always a program and an array of arguments, never a shell,
 * so no text from a webhook or a commit can become a command. Each runs in a process group of its own,
 * which is stopped whole when the service stops (a build starts several processes of its own).
 */
import { spawn } from "node:child_process"
import { writeFileSync } from "node:fs"

type CommandResult = { code: number; output: string }
type CommandOptions = { cwd: string; env: NodeJS.ProcessEnv; timeoutMs: number }
/** Runs `program` with `args`; resolves with its exit code and the end of its output (stdout and stderr together). */
export type CommandRunner = (
  program: string,
  args: readonly string[],
  options: CommandOptions,
) => Promise<CommandResult>

/** The end of a command's output kept for the log and the failure notice. */
const KEPT_OUTPUT_CHARACTERS = 64 * 1024

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

export const runCommand: CommandRunner = (program, args, { cwd, env, timeoutMs }) =>
  new Promise((resolve) => {
    let output = ""
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-KEPT_OUTPUT_CHARACTERS)
    }
    const child = spawn(program, args, { cwd, env, detached: true, stdio: ["ignore", "pipe", "pipe"], shell: false })
    const pid = child.pid
    if (pid !== undefined) {
      running.add(pid)
      yieldSessionToPages(pid)
    }
    child.stdout.on("data", keep)
    child.stderr.on("data", keep)
    const timer = setTimeout(() => {
      output += `\n(stopped after ${Math.round(timeoutMs / 1000)} s)`
      if (pid !== undefined) process.kill(-pid, "SIGKILL")
    }, timeoutMs)
    child.on("error", (error) => {
      clearTimeout(timer)
      if (pid !== undefined) running.delete(pid)
      resolve({ code: 127, output: `${output}${error.message}` })
    })
    child.on("close", (code, signal) => {
      clearTimeout(timer)
      if (pid !== undefined) running.delete(pid)
      resolve({ code: code ?? (signal ? 128 : 1), output })
    })
  })
