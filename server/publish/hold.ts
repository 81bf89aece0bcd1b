/**
 * The server's record of a rollback's hold (R-B6), apart from the publish process's: the server makes the
 * switch, so it must refuse a held commit's build from the moment it rolls back, before the process has
 * heard of the rollback. Once the process has recorded the hold, its end (a new commit, `resume`) is the
 * process's to say.
 */
import type { PublishState } from "./state"

type Hold = NonNullable<PublishState["hold"]>

export function createHoldRecord(initial: PublishState["hold"]) {
  let hold: (Hold & { isKnown: boolean }) | undefined = initial ? { ...initial, isKnown: true } : undefined
  return {
    current: (): Hold | undefined => hold,
    /** A rollback begins: these commits are held back from now on. Returns what was held before, to restore. */
    begin(build: string, commits: string[], since = new Date().toISOString()) {
      const before = hold
      hold = { since, build, commits, isKnown: false }
      return () => {
        hold = before
      }
    },
    /** Why a switch to a build of `commit` is refused, or undefined when it is not held. */
    refusal: (commit: string) =>
      hold?.commits.includes(commit) ? `the rollback of ${hold.since} holds the live build` : undefined,
    /** The publish process's state arrived. */
    follow(state: PublishState) {
      if (!hold) return
      if (state.hold?.since === hold.since) hold = { ...state.hold, isKnown: true }
      else if (!state.hold && hold.isKnown) hold = undefined
    },
    /** `npm run publish -- resume`: whether anything was held. */
    end() {
      const wasHeld = hold !== undefined
      hold = undefined
      return wasHeld
    },
  }
}
