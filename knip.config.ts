import type { KnipConfig } from "knip"

/**
 * Unused files, exports and packages fail `npm run lint`. Knip finds most entry points through its
 * plugins (React Router's routes, Vite, Vitest, Playwright, the tsx scripts of package.json); the
 * entries and ignores below are what it cannot read, each with where it is used.
 */
const config: KnipConfig = {
  workspaces: {
    ".": {
      entry: [
        // Bundled by scripts/build-server.ts (esbuild entry points), not imported.
        "server/main.ts",
        "server/contact/store-thread.ts",
        "server/delivery/delivery-thread.ts",
        "server/leads/cli.ts",
        "server/publish/publish-process.ts",
        "server/publish/cli.ts",
        // Bundled by tests/helpers/processes.ts for the durability tests and the benchmark.
        "server/contact/standalone.ts",
        // Bundled by scripts/lib/vite-browser-modules.ts (browserModuleEntries); each behaviour's MARKER and
        // NEEDED_AT_FIRST_TOUCH are imported by path by scripts/optimize-html.ts (behaviourExports).
        "app/browser/*.{ts,tsx}",
        // Run with `npx tsx` by tests/integration/static-hosting.test.ts.
        "scripts/form-target.ts",
      ],
      project: ["**/*.{ts,tsx,css,mdx}"],
      // The editor's own build (scripts/build-editor.ts) besides the site's.
      vite: { config: ["vite.config.ts", "editor/vite.config.ts"] },
      ignoreDependencies: [
        // Font files found with require.resolve and a computed path (scripts/build-font.ts, build-share-images.ts).
        "@fontsource/inter",
        // Icon files found with require.resolve and a computed path (scripts/build-icons.ts).
        "lucide-static",
      ],
    },
    "tools/art": {
      project: ["**/*.ts"],
      // Icon files found with require.resolve and a computed path (lib/icons.ts).
      ignoreDependencies: ["lucide-static"],
    },
    "tools/showcase": {
      project: ["**/*.ts"],
      // Served from node_modules to the sites' own CSS and HTML under /fonts/ (lib/server.ts).
      ignoreDependencies: [/^@fontsource-variable\//],
    },
  },
  // Programs from Debian packages, not npm: the schedulers (chrt, and taskset, which pins a benchmark's server
  // to its cores), the benchmark's load tool, the installer, openssl, PostgreSQL's backup program (the leads
  // CLI's backup on PostgreSQL), and util-linux's and coreutils' programs the publish tests make FIFOs, disks,
  // users and namespaces with.
  ignoreBinaries: [
    "chrt",
    "taskset",
    "wrk",
    "apt-get",
    "openssl",
    "pg_dump",
    "mkfifo",
    "mount",
    "umount",
    "setpriv",
    "unshare",
  ],
  // Route modules' types, written by `react-router typegen`; lint runs beside typecheck, which writes them.
  ignoreUnresolved: [/^\.\/\+types\//],
}

export default config
