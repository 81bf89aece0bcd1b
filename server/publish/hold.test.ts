import { expect, it } from "vitest"
import { createHoldRecord } from "./hold"
import type { PublishState } from "./state"

const state = (hold?: PublishState["hold"]): PublishState => ({
  state: "idle",
  isQueued: false,
  ...(hold ? { hold } : {}),
})
const [live, building, newer] = ["a", "b", "c"].map((letter) => letter.repeat(40)) as [string, string, string]

it("R-B6 refuses a held commit's build from the rollback on, before the publish process has heard of it", () => {
  const hold = createHoldRecord(undefined)
  hold.begin("20261206T100000Z-aaaaaaaaaaaa", [live, building], "2026-12-06T10:00:00.000Z")
  // A rollback during a publish: the process, still building, reports a state without the hold.
  hold.follow(state())
  expect(hold.refusal(building)).toBe("the rollback of 2026-12-06T10:00:00.000Z holds the live build")
  expect(hold.refusal(newer)).toBeUndefined()
  // It records the hold; later it ends it (a new commit arrived).
  hold.follow(state({ since: "2026-12-06T10:00:00.000Z", build: "x", commits: [live, building] }))
  hold.follow(state())
  expect(hold.refusal(building)).toBeUndefined()
})

it("puts back what was held when the rollback's switch is refused, and ends on resume", () => {
  const hold = createHoldRecord({ since: "2026-12-05T10:00:00.000Z", build: "y", commits: [live] })
  const restore = hold.begin("z", [building])
  restore()
  expect(hold.current()?.commits).toEqual([live])
  expect(hold.end()).toBe(true)
  expect(hold.end()).toBe(false)
  expect(hold.refusal(live)).toBeUndefined()
})
