import { execFileSync } from "node:child_process"
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { filesUnder, readBuildFile, readBuildFileIfAny } from "./build-files"
import { loadStaticFiles } from "./static-files"

let dir: string
let build: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "build-files-"))
  build = join(dir, "build")
  mkdirSync(join(build, "client", "assets"), { recursive: true })
  writeFileSync(join(dir, "leads.db"), "SQLite format 3\u0000 the lead database")
  writeFileSync(join(build, "client", "index.html"), "<!doctype html><title>Home</title>")
  writeFileSync(join(build, "client", "assets", "app.js"), "console.log(1)")
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

describe("R-B3 the server never reads a build through a link that leaves it", () => {
  it("lists regular files only: a link or a FIFO is no file of the build", () => {
    symlinkSync(join(dir, "leads.db"), join(build, "client", "leads.txt"))
    symlinkSync(dir, join(build, "client", "outside"))
    execFileSync("mkfifo", [join(build, "client", "pipe")])
    expect(filesUnder(join(build, "client")).sort()).toEqual([
      join(build, "client", "assets", "app.js"),
      join(build, "client", "index.html"),
    ])
  })

  it("refuses to read a file through a link out of the build, a link inside it, or a FIFO", () => {
    symlinkSync(join(dir, "leads.db"), join(build, "build-info.json"))
    expect(() => readBuildFile(build, join(build, "build-info.json"))).toThrow(/leads out of/)
    symlinkSync("index.html", join(build, "client", "home.html"))
    expect(() => readBuildFile(build, join(build, "client", "home.html"))).toThrow(/ELOOP|symbolic/)
    symlinkSync(dir, join(build, "server"))
    expect(() => readBuildFile(build, join(build, "server", "leads.db"))).toThrow(/leads out of/)
    execFileSync("mkfifo", [join(build, "client", "pipe")])
    expect(() => readBuildFile(build, join(build, "client", "pipe"))).toThrow(/not a regular file/)
    expect(readBuildFileIfAny(build, join(build, "missing.json"))).toBeUndefined()
    expect(readBuildFile(build, join(build, "client", "index.html")).toString()).toContain("Home")
  })

  it("reads a build through the link that names it (PUBLISH_DIR/current)", () => {
    symlinkSync(build, join(dir, "current"))
    expect(readBuildFile(join(dir, "current"), join(dir, "current", "client", "index.html")).toString()).toContain(
      "Home",
    )
  })

  it("serves no file and no precompressed form through a link, whatever it points at", () => {
    symlinkSync(join(dir, "leads.db"), join(build, "client", "leads.txt"))
    symlinkSync(join(dir, "leads.db"), join(build, "client", "index.html.br"))
    const files = loadStaticFiles(join(build, "client"), {})
    expect([...files.keys()].sort()).toEqual(["/", "/assets/app.js"])
    expect(files.get("/")?.brotli).toBeUndefined()
    for (const file of files.values()) expect(file.body.toString()).not.toContain("SQLite format 3")
  })
})
