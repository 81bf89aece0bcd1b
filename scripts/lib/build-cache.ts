/**
 * What a build step made before, kept by a hash of everything it was made from, so a rebuild redoes only
 * what changed: share images, compressed files, each page's own CSS. The folder lives outside git and
 * outside the build (.cache/build, git-ignored), and BUILD_CACHE=off makes every step work from scratch.
 * Entries a build did not use are removed when it ends, so the cache holds one build's worth.
 */
import { createHash } from "node:crypto"
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { join } from "node:path"

const BUILD_CACHE_DIR = join(".cache", "build")
const isOff = () => process.env.BUILD_CACHE === "off"

/** A key from the inputs: strings and buffers, in order. A step includes its own source among them. */
export function cacheKey(...inputs: (string | Buffer)[]) {
  const hash = createHash("sha256")
  for (const input of inputs) hash.update(createHash("sha256").update(input).digest())
  return hash.digest("hex").slice(0, 32)
}

/** The source of the files that make an entry, so a change of code is a change of key. */
export const sourcesOf = (...paths: string[]) => paths.map((path) => readFileSync(path, "utf8")).join("\0")

/** One kind of entry (one build step's outputs), each entry a set of named files. */
export function buildCache(kind: string) {
  const dir = join(BUILD_CACHE_DIR, kind)
  const used = new Set<string>()
  mkdirSync(dir, { recursive: true })
  let hits = 0
  let misses = 0
  return {
    /** The files stored under `key`, made by `make` when they are not there yet. */
    async get<Name extends string>(
      key: string,
      make: () => Promise<Record<Name, Buffer>>,
    ): Promise<Record<Name, Buffer>> {
      used.add(key)
      const entry = join(dir, key)
      if (!isOff() && existsSync(join(entry, ".complete"))) {
        const names = readdirSync(entry).filter((name) => name !== ".complete")
        hits++
        return Object.fromEntries(names.map((name) => [name, readFileSync(join(entry, name))])) as Record<Name, Buffer>
      }
      misses++
      const files = await make()
      rmSync(entry, { recursive: true, force: true })
      mkdirSync(entry)
      for (const [name, body] of Object.entries<Buffer>(files)) writeFileSync(join(entry, name), body)
      // Written last: an entry cut short by a failed build is made again.
      writeFileSync(join(entry, ".complete"), "")
      return files
    },
    /** Removes the entries this build did not use; says how many entries were reused. */
    finish() {
      for (const key of readdirSync(dir)) if (!used.has(key)) rmSync(join(dir, key), { recursive: true, force: true })
      return `${hits} reused, ${misses} made`
    },
  }
}
