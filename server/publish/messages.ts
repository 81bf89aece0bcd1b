/** What the server and its publish process say to each other over their IPC channel (service.ts, publish-process.ts). */
import { z } from "zod"
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
export const controlRequestSchema = z.strictObject({
  command: z.enum(["now", "rollback", "resume", "status"]),
  build: z.string().optional(),
})
export type ControlRequest = z.infer<typeof controlRequestSchema>
export const CONTROL_COMMANDS = controlRequestSchema.shape.command.options
/** `notice`: where the notice of the last failure stands. */
export type ControlAnswer = { ok: boolean; message: string; state?: PublishState; notice?: NoticeStatus }
/** A control answer as the command line reads it; its state is read field by field (publishStateFrom). */
export const controlAnswerSchema = z.object({
  ok: z.boolean(),
  message: z.string(),
  state: z.unknown().optional(),
  notice: z.object({ status: z.enum(["pending", "delivered", "failed"]), detail: z.string().optional() }).optional(),
})
