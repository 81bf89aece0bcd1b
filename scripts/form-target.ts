/** Where the quote form of a build made now would post (scripts/lib/form-target.ts); `--require-hosted` as for a static build. */
import { checkFormTarget } from "./lib/form-target.ts"

if (!checkFormTarget({ requireHosted: process.argv.includes("--require-hosted") })) process.exit(1)
