import { existsSync, readFileSync } from "node:fs"
import type { Config } from "@react-router/dev/config"
import { GENERATED_CONTENT_FILE } from "./app/content/generated-content"
import { buildOutputDir } from "./config/environment.server.ts"

export default {
  ssr: true,
  // BUILD_DIR lets several builds live side by side (e.g. parallel test runs).
  buildDirectory: buildOutputDir(),
  // Every page is prerendered; the manifest ships with the page so `build/client` also works on a static host.
  routeDiscovery: { mode: "initial" },
  // The paths the content check (the build's first step) found: read here, they spare React Router's
  // build loading and checking all the content again before it starts.
  async prerender() {
    if (!existsSync(GENERATED_CONTENT_FILE))
      throw new Error(`${GENERATED_CONTENT_FILE} is missing: build with npm run build, which checks the content first`)
    return (JSON.parse(readFileSync(GENERATED_CONTENT_FILE, "utf8")) as { paths: string[] }).paths
  },
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config
