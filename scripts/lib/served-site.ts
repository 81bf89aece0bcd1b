/** Shared by the audit, screenshot and benchmark scripts: which pages to visit, and our server on a free port. */
import { spawn } from "node:child_process"
import { createServer } from "node:net"
import { join } from "node:path"
import type { RouteConfigEntry } from "@react-router/dev/routes"
import { href } from "react-router"
import { buildOutputDir } from "../../config/environment.server.ts"
import { pagePathsByRoute } from "./site-content.ts"

/**
 * One page of each page type: the first page of every route in app/routes.ts, so a new route is visited
 * without a change here. The thanks page is left out (callers that check it add it): a visitor reaches it
 * only by sending the quote form without JavaScript.
 */
export function templatePaths(routeTable?: RouteConfigEntry[]) {
  const thanksPage = href("/thanks")
  return pagePathsByRoute(routeTable).flatMap(({ paths: [first] }) => (first && first !== thanksPage ? [first] : []))
}

export const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer()
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })

export async function waitForAnswer(url: string) {
  for (let tries = 0; tries < 600; tries++) {
    if (
      await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
    )
      return
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`${url} did not answer`)
}

/** Starts the production server of the finished build on a free loopback port; stop it with `stop()`. */
export async function startSite(env: Record<string, string> = {}) {
  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  const child = spawn("node", [join(buildOutputDir(), "server", "main.js")], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", LOG_REQUESTS: "0", ...env },
    stdio: ["ignore", "ignore", "inherit"],
  })
  await waitForAnswer(`${origin}/`)
  return { origin, stop: () => child.kill("SIGTERM") }
}
