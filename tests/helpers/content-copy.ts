/** A copy of the parts of the project the content check reads, to change content in without touching the real one. */
import { execFileSync } from "node:child_process"
import { cpSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join, resolve, sep } from "node:path"

export const root = resolve(".")
/** Copies no build output: the folders named `generated` are written by the build in the copy itself. */
const isSourceFile = (source: string) => !source.split(sep).includes("generated")
const copies: string[] = []
/** Removes every copy made so far: call it after each test. */
export function removeProjectCopies() {
  for (const dir of copies.splice(0)) rmSync(dir, { recursive: true, force: true })
}

/** The parts of the project the content check reads, in a temporary folder. */
export function projectCopy() {
  const dir = mkdtempSync(join(tmpdir(), "catalysty-recipe-"))
  copies.push(dir)
  for (const path of [
    "app",
    "config",
    "content",
    "scripts",
    "shared",
    "keystatic.config.tsx",
    "package.json",
    "tsconfig.json",
  ]) {
    cpSync(join(root, path), join(dir, path), { recursive: true, filter: isSourceFile })
  }
  symlinkSync(join(root, "node_modules"), join(dir, "node_modules"))
  return {
    dir,
    read: (path: string) => readFileSync(join(dir, path), "utf8"),
    write: (path: string, text: string) => writeFileSync(join(dir, path), text),
    copy: (from: string, to: string) => cpSync(join(dir, from), join(dir, to), { recursive: true }),
    rename: (from: string, to: string) => renameSync(join(dir, from), join(dir, to)),
  }
}

/**
 * Everything `npm run build` reads, in a folder inside the project (ignored by git, so the copy resolves the
 * same packages), with the build's cache, so a build of the copy redoes only what its changes touch.
 */
export function buildableProjectCopy(prefix: string) {
  const dir = mkdtempSync(join(root, `build-${prefix}-`))
  copies.push(dir)
  copyBuildableProject(dir)
  return {
    dir,
    read: (path: string) => readFileSync(join(dir, path), "utf8"),
    write: (path: string, text: string) => writeFileSync(join(dir, path), text),
  }
}

/** Copies everything `npm run build` reads, and the build's cache, into `dir` (inside the project). */
export function copyBuildableProject(dir: string) {
  for (const path of [
    "app",
    "config",
    "content",
    "editor",
    "public",
    "scripts",
    "server",
    "shared",
    "keystatic.config.tsx",
    "package.json",
    "react-router.config.ts",
    "tsconfig.json",
    "vite.config.ts",
  ])
    cpSync(join(root, path), join(dir, path), { recursive: true, filter: isSourceFile })
  symlinkSync(join(root, "node_modules"), join(dir, "node_modules"))
  if (existsSync(join(root, ".cache"))) cpSync(join(root, ".cache"), join(dir, ".cache"), { recursive: true })
}

/** `npm run content:check` in the copy: its output, and whether it passed. */
export function contentCheck(dir: string) {
  try {
    const output = execFileSync(join(dir, "node_modules", ".bin", "tsx"), ["scripts/content-check.ts"], {
      cwd: dir,
      stdio: "pipe",
    })
    return { ok: true, output: output.toString() }
  } catch (error) {
    const { stdout, stderr } = error as { stdout: Buffer; stderr: Buffer }
    return { ok: false, output: `${stdout}${stderr}` }
  }
}
