/**
 * `npm run test:stress`: the unit tests, run again and again while every core is kept busy by another
 * process, to find a test that depends on how fast the machine is. Reports each run and the failures;
 * exits non-zero if any run failed. `-- --runs 5` runs fewer.
 */
import { spawn, spawnSync } from "node:child_process"
import { availableParallelism } from "node:os"
import { parseArgs, stripVTControlCharacters } from "node:util"

const { values } = parseArgs({ options: { runs: { type: "string", default: "20" } } })
const runs = Number(values.runs)
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number above 0, not ${values.runs}`)

// One spinning process per core, at the same priority as the tests.
const spinners = Array.from({ length: availableParallelism() }, () =>
  spawn(process.execPath, ["-e", "for (;;) {}"], { stdio: "ignore" }),
)
const stopSpinners = () => {
  for (const spinner of spinners) spinner.kill("SIGKILL")
}
process.on("exit", stopSpinners)
// Stopped from outside (Ctrl-C, a CI timeout): the spinners go with it.
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
  process.on(signal, () => {
    stopSpinners()
    process.exit(1)
  })
}

const failures: { run: number; output: string }[] = []
for (let run = 1; run <= runs; run++) {
  const started = Date.now()
  const result = spawnSync("npx", ["vitest", "run", "--project", "unit"], { encoding: "utf8" })
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  const output = `${result.stdout}${result.stderr}`
  const summary = /Tests\s+(.*)/.exec(stripVTControlCharacters(output))?.[1]?.trim() ?? "no summary"
  console.log(`run ${run}/${runs}: ${result.status === 0 ? "passed" : "FAILED"} in ${seconds} s (${summary})`)
  if (result.status !== 0) {
    failures.push({ run, output })
    const failed = stripVTControlCharacters(output)
      .split("\n")
      .filter((line) => /FAIL|×|Error:/.test(line))
    console.log(failed.slice(0, 12).join("\n"))
  }
}
stopSpinners()

for (const { run, output } of failures) console.log(`\n== run ${run}\n${stripVTControlCharacters(output).slice(-6000)}`)
console.log(`\n${runs - failures.length} passed, ${failures.length} failed`)
process.exit(failures.length === 0 ? 0 : 1)
