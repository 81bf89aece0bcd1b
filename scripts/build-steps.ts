/** One phase of the build's steps (scripts/lib/build-phases.ts) in a process of its own: `dev` or `encode`. */
import { runPhase } from "./lib/build-phases.ts"

await runPhase(process.argv[2] ?? "")
