import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterEach, describe, expect, test } from "vitest"
import {
  reportTimes,
  TestTimesError,
  TIMES_END,
  TIMES_START,
  tableFiles,
  updateTestTimes,
  withTimes,
} from "./test-times.ts"

const root = "/work/site"

/** A Vitest 4 JSON report (`--reporter=json`) of two files, trimmed to the fields it always writes. */
const vitestReport = {
  numTotalTests: 3,
  success: true,
  startTime: 1_795_842_981_368,
  testResults: [
    {
      name: `${root}/app/lib/dates.test.ts`,
      status: "passed",
      message: "",
      startTime: 1_795_842_991_486,
      endTime: 1_795_842_991_501,
      assertionResults: [
        { title: "formats", fullName: "formats", status: "passed", duration: 11.2, failureMessages: [] },
        { title: "skipped", fullName: "skipped", status: "skipped", duration: null, failureMessages: [] },
      ],
    },
    {
      name: `${root}/server/health.test.ts`,
      status: "passed",
      message: "",
      startTime: 1_795_842_991_486,
      endTime: 1_795_842_993_486,
      assertionResults: [{ title: "ok", fullName: "R-O1 ok", status: "passed", duration: 1_950, failureMessages: [] }],
    },
  ],
}

const result = (duration: number, retry = 0) => ({ workerIndex: 0, status: "passed", duration, retry, errors: [] })
/** A Playwright 1.65 JSON report: one file suite, a describe block nested in it, a test retried once. */
const playwrightReport = {
  config: { rootDir: `${root}/tests/e2e`, projects: [{ name: "chromium", testDir: `${root}/tests/e2e` }] },
  stats: { startTime: "2026-11-28T05:16:51.980Z", duration: 6300, expected: 2, unexpected: 0, flaky: 1, skipped: 0 },
  errors: [],
  suites: [
    {
      title: "csp.spec.ts",
      file: "csp.spec.ts",
      line: 0,
      column: 0,
      specs: [
        {
          title: "every page",
          file: "csp.spec.ts",
          ok: true,
          tests: [{ projectName: "chromium", status: "flaky", results: [result(4_000), result(2_500, 1)] }],
        },
      ],
      suites: [
        {
          title: "a group",
          file: "csp.spec.ts",
          specs: [
            { title: "one", file: "csp.spec.ts", ok: true, tests: [{ status: "expected", results: [result(160)] }] },
          ],
        },
      ],
    },
  ],
}

const doc = [
  "# Tests",
  "",
  "Intro with a table that is not timed:",
  "",
  "| Layer | Run |",
  "|---|---|",
  "| unit | `npm run test:unit` |",
  "",
  TIMES_START,
  "| File | Layer | What | Time (s) |",
  "|---|---|---|---|",
  "| `app/lib/dates.test.ts` | unit | Dates, with \\| a pipe | – |",
  "| `server/health.test.ts` | unit | Health | 9.9 |",
  "| `tests/e2e/csp.spec.ts` | browser | CSP | – |",
  "| `scripts/audit/audit.ts` | audit | The audit | – |",
  TIMES_END,
  "",
  "After the table.",
].join("\n")

describe("reading the reports", () => {
  test("Vitest: each file's test durations summed, a test without a duration counted as none", () => {
    expect(reportTimes(vitestReport, "unit.json")).toEqual(
      new Map([
        [`${root}/app/lib/dates.test.ts`, 11.2],
        [`${root}/server/health.test.ts`, 1_950],
      ]),
    )
  })

  test("Playwright: every result of every spec, nested suites and retries included, under the file's path", () => {
    expect(reportTimes(playwrightReport, "e2e.json")).toEqual(new Map([[`${root}/tests/e2e/csp.spec.ts`, 6_660]]))
  })

  test("anything else is refused, naming the report", () => {
    expect(() => reportTimes({ suites: [] }, "reports/tests/odd.json")).toThrow(
      /^reports\/tests\/odd\.json is neither a Vitest JSON report/,
    )
    expect(() => reportTimes({ testResults: [{ name: 1 }] }, "unit.json")).toThrow(TestTimesError)
  })
})

describe("writing the Time column", () => {
  const times = new Map([...reportTimes(vitestReport, "unit.json"), ...reportTimes(playwrightReport, "e2e.json")])

  test("lists the files of the timed table only", () => {
    expect(tableFiles(doc)).toEqual([
      "app/lib/dates.test.ts",
      "server/health.test.ts",
      "tests/e2e/csp.spec.ts",
      "scripts/audit/audit.ts",
    ])
  })

  test("writes seconds with one decimal, and – for a file no report ran, leaving everything else as it was", () => {
    const updated = withTimes(doc, times, root)
    expect(updated.split("\n")).toEqual(
      doc
        .split("\n")
        .map((line) =>
          line
            .replace("Dates, with \\| a pipe | – |", "Dates, with \\| a pipe | 0.0 |")
            .replace("| Health | 9.9 |", "| Health | 2.0 |")
            .replace("| CSP | – |", "| CSP | 6.7 |"),
        ),
    )
    expect(withTimes(updated, new Map(), root)).toBe(
      updated.replace("| 0.0 |", "| – |").replace("| 2.0 |", "| – |").replace("| 6.7 |", "| – |"),
    )
  })

  test("adds up reports of one file, and reads a report written in another checkout", () => {
    const twoNodes = new Map([
      [`${root}/server/health.test.ts`, 1_000],
      ["/home/ci/checkout/server/health.test.ts", 1_400],
    ])
    expect(withTimes(doc, twoNodes, root)).toContain("| Health | 2.4 |")
  })

  test("refuses a report of a test file the table does not list, and a document without the markers", () => {
    const unlisted = new Map([[`${root}/tests/integration/new.test.ts`, 10]])
    expect(() => withTimes(doc, unlisted, root)).toThrow(/does not list; add a row for each:\n {2}.*new\.test\.ts$/)
    expect(() => withTimes(doc.replace(TIMES_END, ""), times, root)).toThrow(/has no table between/)
  })
})

describe("npm run test:times", () => {
  const dirs: string[] = []
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
  })
  function folder(reports: Record<string, string>) {
    const dir = mkdtempSync(join(tmpdir(), "catalysty-test-times-"))
    dirs.push(dir)
    writeFileSync(join(dir, "testing.md"), doc)
    for (const [name, text] of Object.entries(reports)) writeFileSync(join(dir, name), text)
    return { docPath: join(dir, "testing.md"), reportsDir: dir, root }
  }

  test("rewrites the document from every report in the folder and says what it did", () => {
    const paths = folder({ "unit.json": JSON.stringify(vitestReport), "e2e.json": JSON.stringify(playwrightReport) })
    expect(updateTestTimes(paths)).toBe(
      `${paths.docPath}: times for 3 of 4 test files, from 2 reports (e2e.json, unit.json)`,
    )
    expect(readFileSync(paths.docPath, "utf8")).toContain("| CSP | 6.7 |")
  })

  test("leaves the document as it was when a report cannot be read", () => {
    const paths = folder({ "unit.json": JSON.stringify(vitestReport), "e2e.json": '{"suites": [' })
    expect(() => updateTestTimes(paths)).toThrow(/e2e\.json is not JSON/)
    expect(readFileSync(paths.docPath, "utf8")).toBe(doc)
  })
})

/** Every test file of the layers docs/testing.md describes, as the runners' configurations find them. */
function testFiles() {
  const walk = (dir: string): string[] =>
    existsSync(dir)
      ? readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
          entry.name === "node_modules"
            ? []
            : entry.isDirectory()
              ? walk(join(dir, entry.name))
              : [join(dir, entry.name)],
        )
      : []
  return [
    ...["app", "config", "server", "shared", "scripts", "tools"]
      .flatMap(walk)
      .filter((file) => file.endsWith(".test.ts")),
    ...["tests/integration", "tests/chaos", "tests/publish", "tests/node-versions"]
      .flatMap(walk)
      .filter((file) => file.endsWith(".test.ts")),
    ...walk("tests/e2e").filter((file) => /\.(spec|test)\.ts$/.test(file)),
  ].sort()
}

/** Each test file the requirement tables cite with the test names quoted after it. */
function citations(text: string) {
  const cited: { file: string; names: string[] }[] = []
  for (const cell of text.split(/\|/)) {
    let current: { file: string; names: string[] } | undefined
    for (const [, path, name] of cell.matchAll(/`([^`]+)`|“([^”]+)”/g)) {
      if (path?.endsWith(".ts")) {
        current = { file: path, names: [] }
        cited.push(current)
      } else if (name !== undefined) {
        if (!current) throw new Error(`“${name}” follows no file: ${cell.trim()}`)
        current.names.push(name)
      }
    }
  }
  return cited
}

describe("docs/testing.md", () => {
  const testing = readFileSync("docs/testing.md", "utf8")
  const requirementsPart = testing.slice(
    testing.indexOf("## Requirements and the tests that check them"),
    testing.indexOf("## Not yet covered"),
  )

  test("has a row for every test file, and every row's file exists", () => {
    const listed = tableFiles(testing)
    expect(testFiles().filter((file) => !listed.includes(file))).toEqual([])
    expect(listed.filter((file) => !existsSync(file))).toEqual([])
  })

  test("cites only tests that are still in their files", () => {
    const listed = tableFiles(testing)
    const cited = citations(requirementsPart)
    expect(cited.length).toBeGreaterThan(100)
    const missing = cited.flatMap(({ file, names }) => {
      if (!existsSync(file)) return [`${file}: no such file`]
      const source = readFileSync(file, "utf8")
      return [
        ...(/\.(test|spec)\.ts$/.test(file) && !listed.includes(file) ? [`${file}: no row in the table of files`] : []),
        ...names.filter((name) => !source.includes(name)).map((name) => `${file}: no test “${name}”`),
      ]
    })
    expect(missing).toEqual([])
  })

  test("lists as not yet covered only what no test names: no row above, no test's name", () => {
    const uncovered = testing.slice(testing.indexOf("## Not yet covered"), testing.indexOf("Parts of the lines above"))
    const ids = [...uncovered.matchAll(/^- \*\*(R-[A-Z]\d+)\*\*/gm)].map((match) => match[1]!)
    expect(ids.length).toBeGreaterThan(0)
    const names = testFiles().flatMap((file) =>
      [
        ...readFileSync(file, "utf8").matchAll(
          /\b(?:describe|it|test)(?:\.[a-zA-Z]+(?:\([^)]*\))?)*\(\s*(["'`])(.*?)\1/g,
        ),
      ].map((match) => `${file}: ${match[2]}`),
    )
    const named = ids.flatMap((id) => [
      ...(requirementsPart.includes(`**${id}**`) ? [`${id}: a row of the requirements tables`] : []),
      ...names.filter((name) => new RegExp(`\\b${id}\\b`).test(name)).map((name) => `${id}: ${name}`),
    ])
    expect(named).toEqual([])
  })

  test("names every requirement ID, SPEC section and DESIGN decision, with tests or as not yet covered", () => {
    const reliability = readFileSync("docs/requirements/RELIABILITY.md", "utf8")
    const spec = readFileSync("docs/requirements/SPEC.md", "utf8")
    const design = readFileSync("docs/requirements/DESIGN.md", "utf8")
    const decisions = design.slice(design.indexOf("## Decisions on SPEC.md's open points"))
    const ids = [
      ...new Set(reliability.match(/\bR-[A-Z]\d+\b/g)),
      ...[...reliability.matchAll(/^### (B\d+)\. (?!Numbered)/gm)].map((match) => match[1]!),
      ...[...spec.matchAll(/^## (\d+)\. /gm)].map((match) => `§${match[1]}`),
      ...[...decisions.matchAll(/^(\d+)\. \*\*/gm)].map((match) => `DESIGN Decision ${match[1]}`),
    ]
    expect(ids.length).toBeGreaterThan(80)
    expect(ids.filter((id) => !testing.includes(`**${id}**`))).toEqual([])
  })
})
