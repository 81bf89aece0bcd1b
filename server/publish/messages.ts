/** What the server and its publish process say to each other over their IPC channel (service.ts, publish-process.ts). */
import type { NoticeStatus } from "../delivery/notice-outbox"
import type { PublishFailure, SwitchResult } from "./publisher"
import type { PublishState } from "./state"

export type ToPublishProcess =
  | { kind: "push"; delivery: string }
  /** `npm run publish -- now`, or the editor's "Publish now" (`by`: who asked there). */
  | { kind: "now"; by?: string }
  /** The server switched to this build itself (a rollback), holding back the commits named. */
  | { kind: "rolledBack"; buildDir: string; heldCommits: string[] }
  /** `npm run publish -- resume`: follow the branch again. */
  | { kind: "resume" }
  /** Build this commit again with the server's settings (they changed since it went live). */
  | { kind: "rebuild"; commit: string }
  | { kind: "switched"; id: number; result: SwitchResult }
  | { kind: "stop" }

export type FromPublishProcess =
  | { kind: "state"; state: PublishState }
  | { kind: "switch"; id: number; buildDir: string; commit: string }
  | { kind: "failure"; failure: PublishFailure }
  /** Publishing cannot run here (no sandbox): the process stops, and is not started again. */
  | { kind: "unavailable"; reason: string }

/**
 * A request of `npm run publish -- …` to the running service, one JSON line on the control socket. `build`:
 * the kept build a rollback goes to (the one before the live build without it).
 */
export type ControlRequest = { command: "now" | "rollback" | "resume" | "status"; build?: string }
export const CONTROL_COMMANDS: readonly ControlRequest["command"][] = ["now", "rollback", "resume", "status"]
/** `notice`: where the notice of the last failure stands. */
export type ControlAnswer = { ok: boolean; message: string; state?: PublishState; notice?: NoticeStatus }
