/** What the server and its publish process say to each other over their IPC channel (service.ts, publish-process.ts). */
import type { PublishFailure, SwitchResult } from "./publisher"
import type { PublishState } from "./state"

export type ToPublishProcess =
  | { kind: "push"; delivery: string }
  /** `npm run publish -- now`. */
  | { kind: "now" }
  /** The server switched to this build itself (a rollback). */
  | { kind: "rolledBack"; buildDir: string }
  | { kind: "switched"; id: number; result: SwitchResult }
  | { kind: "stop" }

export type FromPublishProcess =
  | { kind: "state"; state: PublishState }
  | { kind: "switch"; id: number; buildDir: string }
  | { kind: "failure"; failure: PublishFailure }

/** A request of `npm run publish -- …` to the running service, one JSON line on the control socket. */
export type ControlRequest = { command: "now" | "rollback" | "status" }
export type ControlAnswer = { ok: boolean; message: string; state?: PublishState }
