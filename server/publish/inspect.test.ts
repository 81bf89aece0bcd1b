import { execFileSync } from "node:child_process"
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { buildProblems, linkStaysInside, PUBLISH_LIMITS, parseTree, treeProblems } from "./inspect"

let dir: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "inspect-"))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

describe("R-B3 what a publish takes from a commit", () => {
  it("reads git's listing of files, links and submodules, names with spaces and tabs included", () => {
    const listing = [
      "100644 blob 1111111111111111111111111111111111111111     120\tcontent/pricing.yaml",
      "120000 blob 2222222222222222222222222222222222222222      27\tpublic/leads.txt",
      "160000 commit 3333333333333333333333333333333333333333       -\tvendor/theme",
      "100755 blob 4444444444444444444444444444444444444444  268435456\tpublic/a big\tfile.bin",
    ].join("\0")
    expect(parseTree(`${listing}\0`)).toEqual([
      { mode: "100644", type: "blob", object: "1".repeat(40), size: 120, path: "content/pricing.yaml" },
      { mode: "120000", type: "blob", object: "2".repeat(40), size: 27, path: "public/leads.txt" },
      { mode: "160000", type: "commit", object: "3".repeat(40), path: "vendor/theme" },
      { mode: "100755", type: "blob", object: "4".repeat(40), size: 268435456, path: "public/a big\tfile.bin" },
    ])
  })

  it("takes a link that stays inside the repository and refuses one that leaves it, however it is spelled", () => {
    expect(linkStaysInside("public/logo.svg", "../content/images/logo.svg")).toBe(true)
    expect(linkStaysInside("a/b/c", "../../d/../e")).toBe(true)
    for (const target of ["/var/lib/catalysty/leads.db", "/etc/passwd", "../../x", "../..", "a/../../../.."])
      expect(linkStaysInside("public/leads.txt", target)).toBe(false)
  })

  it("names each link out, each file over 20 MB and a repository over 300 MB", () => {
    const entries = parseTree(
      [
        "120000 blob 2222222222222222222222222222222222222222 27\tpublic/leads.txt",
        "120000 blob 5555555555555555555555555555555555555555 10\tpublic/inside.svg",
        `100644 blob 4444444444444444444444444444444444444444 ${PUBLISH_LIMITS.fileBytes + 1}\tpublic/big.bin`,
        ...Array.from(
          { length: 16 },
          (_, index) => `100644 blob 6666666666666666666666666666666666666666 ${19 * 1024 * 1024}\tdata/${index}.bin`,
        ),
      ].join("\0"),
    )
    const targets = new Map([
      ["public/leads.txt", "/var/lib/catalysty/leads.db"],
      ["public/inside.svg", "../content/images/logo.svg"],
    ])
    expect(treeProblems(entries, targets)).toEqual([
      {
        file: "public/leads.txt",
        message:
          "a symbolic link to /var/lib/catalysty/leads.db, outside the repository: a publish takes no link that leaves it",
      },
      { file: "public/big.bin", message: "20.0 MB, more than the 20 MB a file may have" },
      { message: "the repository's files come to 324 MB, more than the 300 MB a publish takes" },
    ])
  })
})

describe("R-B3 what a publish takes from a build", () => {
  it("takes folders and regular files within the limits", () => {
    mkdirSync(join(dir, "client", "assets"), { recursive: true })
    writeFileSync(join(dir, "client", "index.html"), "<!doctype html>")
    writeFileSync(join(dir, "build-info.json"), "{}")
    expect(buildProblems(dir)).toEqual([])
  })

  it("names every link, whatever it points at, anything that is not a file, and a file over the limit", () => {
    mkdirSync(join(dir, "client"), { recursive: true })
    symlinkSync("/var/lib/catalysty/leads.db", join(dir, "client", "leads.txt"))
    symlinkSync("index.html", join(dir, "client", "home.html"))
    symlinkSync("/etc", join(dir, "client", "etc"))
    execFileSync("mkfifo", [join(dir, "client", "pipe")])
    writeFileSync(join(dir, "client", "big.bin"), Buffer.alloc(PUBLISH_LIMITS.fileBytes + 1))
    const named = buildProblems(dir).map((problem) => `${problem.file}: ${problem.message.split(":")[0]}`)
    expect(named.sort()).toEqual([
      "build/client/big.bin: 20.0 MB, more than the 20 MB a file may have",
      "build/client/etc: a symbolic link",
      "build/client/home.html: a symbolic link",
      "build/client/leads.txt: a symbolic link",
      "build/client/pipe: neither a file nor a folder",
    ])
  })

  it("refuses a build folder that is itself a link, or missing", () => {
    symlinkSync("/etc", join(dir, "linked"))
    expect(buildProblems(join(dir, "linked"))).toEqual([{ file: "build", message: "the build wrote no build folder" }])
    expect(buildProblems(join(dir, "missing"))).toEqual([{ file: "build", message: "the build wrote no build folder" }])
  })
})
