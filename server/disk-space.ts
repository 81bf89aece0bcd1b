/**
 * How full a disk is, for the publish service (a command is stopped, and a publish waits, when its disk is
 * nearly full) and for /healthz, which fails while DATA_DIR's or PUBLISH_DIR's disk is (R-B5).
 */
import { statfsSync } from "node:fs"

const MIB = 1024 * 1024

/** Free and total bytes of the disk holding `path`, or undefined when it cannot be asked. */
export function diskSpace(path: string) {
  try {
    const stats = statfsSync(path)
    return { free: stats.bavail * stats.bsize, total: stats.blocks * stats.bsize }
  } catch {
    return undefined
  }
}

/**
 * The space kept free on a disk the site writes to, for the leads and everything else there: 256 MB, or 2 %
 * of a small disk.
 */
export const diskReserve = (total: number) => Math.min(256 * MIB, Math.floor(total * 0.02))

/** Why the disk of `path` counts as full (less free than its reserve), or undefined while it has room. */
export function fullDiskProblem(name: string, path: string) {
  const space = diskSpace(path)
  if (!space || space.free >= diskReserve(space.total)) return undefined
  return `the disk of ${name} (${path}) has ${Math.round(space.free / MIB)} MB free, less than the ${Math.round(diskReserve(space.total) / MIB)} MB kept free`
}
