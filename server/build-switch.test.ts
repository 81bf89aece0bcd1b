/**
 * The switch's own rules, with builds that are plain labels: one switch at a time, a refusal changes nothing
 * and shows in /healthz until a build is taken, and a build whose taking throws half-way gives way to the
 * previous build, taken again whole.
 */
import { describe, expect, it } from "vitest"
import type { BuildInfo } from "./build-info"
import { createBuildSwitch, type Preparation, type PreparedBuild } from "./build-switch"

const buildOf = (dir: string, builtAt: string) => ({ dir, info: { builtAt } as BuildInfo }) as PreparedBuild

/** A switch whose `take` records what it served, and throws for the builds in `failingDirs` after serving half. */
function switchWith(preparations: Record<string, Preparation>, failingDirs: string[] = []) {
  const served: string[] = []
  const lines: string[] = []
  const builds = createBuildSwitch({
    first: buildOf("first", "2030-01-01T00:00:00.000Z"),
    prepare: async (dir) => preparations[dir] ?? { ok: false, reason: `no finished build in ${dir}` },
    take(build) {
      served.push(`pages of ${build.dir}`)
      if (failingDirs.includes(build.dir)) throw new Error("the endpoint could not take it")
      served.push(`endpoint of ${build.dir}`)
    },
    log: (line) => lines.push(line),
    logError: (line) => lines.push(line),
  })
  return { builds, served, lines }
}

describe("the build switch", () => {
  it("takes a prepared build whole and says so", async () => {
    const { builds, served, lines } = switchWith({
      second: { ok: true, build: buildOf("second", "2030-01-02T00:00:00.000Z") },
    })
    expect(await builds.switchBuild("second", "SIGHUP")).toEqual({
      taken: true,
      dir: "second",
      builtAt: "2030-01-02T00:00:00.000Z",
    })
    expect(served).toEqual(["pages of second", "endpoint of second"])
    expect(builds.health()).toEqual({ builtAt: "2030-01-02T00:00:00.000Z" })
    expect(lines).toEqual(["SIGHUP: serving the build of 2030-01-02T00:00:00.000Z"])
  })

  it("refuses a build that cannot be prepared, changing nothing, and shows why until a build is taken", async () => {
    const { builds, served, lines } = switchWith({
      bad: { ok: false, reason: "server/content.json cannot be read" },
      good: { ok: true, build: buildOf("good", "2030-01-03T00:00:00.000Z") },
    })
    const outcome = await builds.switchBuild("bad", "publish")
    expect(outcome).toEqual({
      taken: false,
      reason: "server/content.json cannot be read",
      builtAt: "2030-01-01T00:00:00.000Z",
    })
    expect(served).toEqual([])
    expect(builds.health()).toEqual({
      builtAt: "2030-01-01T00:00:00.000Z",
      refused: { reason: "server/content.json cannot be read", at: expect.any(String), dir: "bad" },
    })
    expect(lines).toEqual([
      "publish: build refused, still serving the build of 2030-01-01T00:00:00.000Z: server/content.json cannot be read",
    ])
    await builds.switchBuild("good", "publish")
    expect(builds.health()).toEqual({ builtAt: "2030-01-03T00:00:00.000Z" })
  })

  it("takes the previous build again, whole, when taking a new one fails half-way", async () => {
    const { builds, served } = switchWith(
      {
        second: { ok: true, build: buildOf("second", "2030-01-02T00:00:00.000Z") },
        third: { ok: true, build: buildOf("third", "2030-01-04T00:00:00.000Z") },
      },
      ["third"],
    )
    await builds.switchBuild("second", "SIGHUP")
    served.length = 0
    const outcome = await builds.switchBuild("third", "SIGHUP")
    expect(outcome).toMatchObject({ taken: false, builtAt: "2030-01-02T00:00:00.000Z" })
    expect(served).toEqual(["pages of third", "pages of second", "endpoint of second"])
    expect(builds.current().dir).toBe("second")
    expect(builds.health().refused?.reason).toBe("taking the build failed: the endpoint could not take it")
  })

  it("runs switches one at a time, in the order asked", async () => {
    const order: string[] = []
    let release: () => void = () => {}
    const slow = new Promise<void>((resolve) => {
      release = resolve
    })
    const builds = createBuildSwitch({
      first: buildOf("first", "2030-01-01T00:00:00.000Z"),
      async prepare(dir) {
        order.push(`prepare ${dir}`)
        if (dir === "slow") await slow
        return { ok: true, build: buildOf(dir, `2030-01-0${dir === "slow" ? 2 : 3}T00:00:00.000Z`) }
      },
      take: (build) => order.push(`take ${build.dir}`),
      log: () => {},
    })
    const first = builds.switchBuild("slow", "publish")
    const second = builds.switchBuild("fast", "SIGHUP")
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(order).toEqual(["prepare slow"])
    release()
    await Promise.all([first, second])
    expect(order).toEqual(["prepare slow", "take slow", "prepare fast", "take fast"])
    expect(builds.current().dir).toBe("fast")
  })
})
