/**
 * `npm run test:times`: the Time column of docs/testing.md's table of test files, written from the JSON
 * reports the test runs leave in reports/tests/: Vitest's (`--reporter=json --outputFile=reports/tests/<project>.json`)
 * and Playwright's (its json reporter, reports/tests/e2e.json). A file's time is the sum of its tests' durations
 * as the reports record them, in seconds with one decimal; both runners leave hooks that run once per file
 * (beforeAll, afterAll) out of every test's duration. A file that several reports ran (the node-versions
 * project on two Nodes) gets their sum; a file no report ran keeps "–".
 *
 * A report that cannot be read, or that names a test file the table does not list, stops the script with
 * the reason and leaves the document as it was.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs"
import { join, resolve } from "node:path"
import { fileURLToPath } from "node:url"

export const TIMES_START = "<!-- test-times:start -->"
export const TIMES_END = "<!-- test-times:end -->"
/** What a Time cell holds when no report ran the file. */
const NO_TIME = "–"

/** Milliseconds spent in each test file, keyed by the path a report gives (absolute in both runners' reports). */
export type FileTimes = Map<string, number>

export class TestTimesError extends Error {}

type VitestReport = {
  testResults: { name: string; assertionResults: { duration?: number | null }[] }[]
}
type PlaywrightSuite = {
  file: string
  specs: { file: string; tests: { results: { duration: number }[] }[] }[]
  suites?: PlaywrightSuite[]
}
type PlaywrightReport = { config: { rootDir: string }; suites: PlaywrightSuite[] }

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null

function isVitestReport(report: unknown): report is VitestReport {
  return (
    isObject(report) &&
    Array.isArray(report.testResults) &&
    report.testResults.every(
      (file) => isObject(file) && typeof file.name === "string" && Array.isArray(file.assertionResults),
    )
  )
}

function isPlaywrightReport(report: unknown): report is PlaywrightReport {
  return (
    isObject(report) &&
    isObject(report.config) &&
    typeof report.config.rootDir === "string" &&
    Array.isArray(report.suites)
  )
}

const add = (times: FileTimes, file: string, ms: number) => times.set(file, (times.get(file) ?? 0) + ms)

/** The time each test file took in one report of either runner; `source` names the report in a refusal. */
export function reportTimes(report: unknown, source: string): FileTimes {
  const times: FileTimes = new Map()
  if (isVitestReport(report)) {
    for (const file of report.testResults) {
      add(
        times,
        file.name,
        file.assertionResults.reduce((sum, test) => sum + (test.duration ?? 0), 0),
      )
    }
    return times
  }
  if (isPlaywrightReport(report)) {
    const { rootDir } = report.config
    // Specs name their file relative to the configuration's root; a describe block is a nested suite.
    const walk = (suite: PlaywrightSuite) => {
      for (const spec of suite.specs ?? []) {
        const file = join(rootDir, spec.file)
        add(times, file, 0)
        for (const test of spec.tests) for (const result of test.results) add(times, file, result.duration)
      }
      for (const child of suite.suites ?? []) walk(child)
    }
    for (const suite of report.suites) walk(suite)
    return times
  }
  throw new TestTimesError(
    `${source} is neither a Vitest JSON report (testResults) nor a Playwright JSON report (config.rootDir, suites)`,
  )
}

/** The body of the timed table: the lines between the markers, refused when the markers are missing or out of order. */
function tableSpan(doc: string) {
  const start = doc.indexOf(TIMES_START)
  const end = doc.indexOf(TIMES_END)
  if (start === -1 || end === -1 || end < start) {
    throw new TestTimesError(`the document has no table between ${TIMES_START} and ${TIMES_END}`)
  }
  return { from: start + TIMES_START.length, to: end }
}

/** A table row's cells, split on the pipes that are not escaped. */
const cellsOf = (row: string) =>
  row
    .trim()
    .replace(/^\|/, "")
    .replace(/(?<!\\)\|$/, "")
    .split(/(?<!\\)\|/)
const isSeparator = (cells: string[]) => cells.every((cell) => /^\s*:?-+:?\s*$/.test(cell))

/** The test file a row of the timed table is about: the path in backticks in its first cell. */
function fileOfRow(row: string, cells: string[]) {
  const file = /`([^`]+)`/.exec(cells[0] ?? "")?.[1]
  if (!file) throw new TestTimesError(`a row of the timed table names no file in backticks: ${row.trim()}`)
  return file
}

/** The test files the timed table lists, in its order. */
export function tableFiles(doc: string): string[] {
  const { from, to } = tableSpan(doc)
  const rows = doc
    .slice(from, to)
    .split("\n")
    .filter((line) => line.trim().startsWith("|"))
  return rows.slice(1).flatMap((row) => {
    const cells = cellsOf(row)
    return isSeparator(cells) ? [] : [fileOfRow(row, cells)]
  })
}

/** The table path a report's path stands for: the same file, or the same path inside another checkout. */
function rowFor(reportPath: string, files: string[], root: string) {
  const normalised = reportPath.replaceAll("\\", "/")
  return files.find((file) => resolve(root, file) === reportPath || normalised.endsWith(`/${file}`))
}

/** Seconds with one decimal, rounded half up from whole tenths (1,950 ms is 2.0 s, not the 1.9 of 1.95's binary form). */
const formatSeconds = (ms: number) => (Math.round(ms / 100) / 10).toFixed(1)

/**
 * Milliseconds per row of the timed table, summed over every report path that stands for it. Refuses a
 * report's file that the table does not list, since the table would then be wrong.
 */
function timesByRow(doc: string, times: FileTimes, root: string): Map<string, number> {
  const files = tableFiles(doc)
  const byRow = new Map<string, number>()
  const unlisted: string[] = []
  for (const [reportPath, ms] of times) {
    const file = rowFor(reportPath, files, root)
    if (file) byRow.set(file, (byRow.get(file) ?? 0) + ms)
    else unlisted.push(reportPath)
  }
  if (unlisted.length > 0) {
    throw new TestTimesError(
      `the reports ran test files that the timed table does not list; add a row for each:\n  ${unlisted.join("\n  ")}`,
    )
  }
  return byRow
}

/** The document with each row's last cell (Time) rewritten: seconds for a file a report ran, "–" for one none did. */
export function withTimes(doc: string, times: FileTimes, root: string): string {
  const seconds = timesByRow(doc, times, root)
  const { from, to } = tableSpan(doc)
  let isHeader = true
  const table = doc
    .slice(from, to)
    .split("\n")
    .map((line) => {
      if (!line.trim().startsWith("|")) return line
      const cells = cellsOf(line)
      if (isHeader || isSeparator(cells)) {
        isHeader = false
        return line
      }
      const file = fileOfRow(line, cells)
      const ms = seconds.get(file)
      cells[cells.length - 1] = ` ${ms === undefined ? NO_TIME : formatSeconds(ms)} `
      return `${line.slice(0, line.indexOf("|"))}|${cells.join("|")}|`
    })
    .join("\n")
  return doc.slice(0, from) + table + doc.slice(to)
}

/** Reads every report in `reportsDir` and rewrites the Time column of `docPath`; returns what it did, in a line. */
export function updateTestTimes({ docPath, reportsDir, root }: { docPath: string; reportsDir: string; root: string }) {
  let names: string[]
  try {
    names = readdirSync(reportsDir)
      .filter((name) => name.endsWith(".json"))
      .sort()
  } catch {
    throw new TestTimesError(`no reports in ${reportsDir}: run the tests with their JSON reporters first`)
  }
  const times: FileTimes = new Map()
  for (const name of names) {
    const path = join(reportsDir, name)
    let report: unknown
    try {
      report = JSON.parse(readFileSync(path, "utf8"))
    } catch (error) {
      throw new TestTimesError(`${path} is not JSON: ${(error as Error).message}`)
    }
    for (const [file, ms] of reportTimes(report, path)) add(times, file, ms)
  }
  const doc = readFileSync(docPath, "utf8")
  const updated = withTimes(doc, times, root)
  if (updated !== doc) writeFileSync(docPath, updated)
  const timed = timesByRow(doc, times, root).size
  return `${docPath}: times for ${timed} of ${tableFiles(doc).length} test files, from ${names.length} report${names.length === 1 ? "" : "s"}${names.length > 0 ? ` (${names.join(", ")})` : ""}`
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    console.log(
      updateTestTimes({ docPath: "docs/testing.md", reportsDir: join("reports", "tests"), root: process.cwd() }),
    )
  } catch (error) {
    if (!(error instanceof TestTimesError)) throw error
    console.error(`test:times: ${error.message}`)
    process.exit(1)
  }
}
