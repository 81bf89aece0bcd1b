/**
 * `npm run build` (scripts/build.ts) starts React Router's build while it checks the content and makes
 * the pictures' manifest, icons and font, so Vite's start-up overlaps that work. With BUILD_GATE set,
 * this plugin holds the build before it reads a module until the build says on standard input that those
 * files are ready (a line "go"); if standard input ends first, the preparation failed and the build stops.
 */
import type { Plugin } from "vite"

export const BUILD_GATE = "CATALYSTY_BUILD_GATE"
export const BUILD_GATE_OPEN = "go\n"

let opened: Promise<void> | undefined

function gateOpened() {
  return new Promise<void>((resolve, reject) => {
    let input = ""
    process.stdin.setEncoding("utf8")
    process.stdin.on("data", (chunk: string) => {
      input += chunk
      if (input.includes(BUILD_GATE_OPEN)) {
        process.stdin.destroy()
        resolve()
      }
    })
    process.stdin.on("end", () => reject(new Error("the build stopped before its content and assets were ready")))
  })
}

export function buildGate(): Plugin {
  return {
    name: "catalysty:build-gate",
    apply: "build",
    // Every environment's build waits for the same word; the first one to start asks for it.
    buildStart() {
      if (!process.env[BUILD_GATE]) return
      opened ??= gateOpened()
      return opened
    },
  }
}
