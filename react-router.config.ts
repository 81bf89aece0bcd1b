import type { Config } from "@react-router/dev/config"
import { buildOutputDir } from "./app/config.server"
import { sourceContent } from "./scripts/lib/site-content"

export default {
  ssr: true,
  // BUILD_DIR lets several builds live side by side (e.g. parallel test runs).
  buildDirectory: buildOutputDir(),
  // Every page is prerendered; the manifest ships with the page so `build/client` also works on a static host.
  routeDiscovery: { mode: "initial" },
  async prerender() {
    return sourceContent().paths
  },
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config
