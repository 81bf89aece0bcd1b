/**
 * Reading a build that anything may have written: a published build is the output of pushed code
 * (docs/requirements/RELIABILITY.md R-B3). Its files are read only as regular files whose real path lies
 * inside the folder they belong to: never through a symbolic link that leaves it, never a FIFO or a device
 * that would block or never end. The publish service refuses a build holding a link at all
 * (server/publish/inspect.ts); this is the server's own rule, whatever the build holds.
 */
import { closeSync, constants, fstatSync, openSync, readdirSync, readFileSync, realpathSync } from "node:fs"
import { join, sep } from "node:path"

/** Every regular file under `dir`, in its real subfolders too; links, FIFOs, sockets and devices are skipped. */
export function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return filesUnder(join(dir, entry.name))
    return entry.isFile() ? [join(dir, entry.name)] : []
  })
}

const isInside = (path: string, root: string) => path === root || path.startsWith(`${root}${sep}`)

/** The bytes of `file`, a regular file whose real path is inside `root`; throws, saying why, otherwise. */
export function readBuildFile(root: string, file: string): Buffer {
  const real = realpathSync(file)
  if (!isInside(real, realpathSync(root))) throw new Error(`${file} leads out of ${root} (to ${real})`)
  const descriptor = openSync(file, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK)
  try {
    if (!fstatSync(descriptor).isFile()) throw new Error(`${file} is not a regular file`)
    return readFileSync(descriptor)
  } finally {
    closeSync(descriptor)
  }
}

/** readBuildFile, or undefined when there is no such file. */
export function readBuildFileIfAny(root: string, file: string): Buffer | undefined {
  try {
    return readBuildFile(root, file)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined
    throw error
  }
}
