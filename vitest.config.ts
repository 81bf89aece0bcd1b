import { defineConfig } from "vitest/config"

/**
 * Five projects, each runnable alone (`npm run test:unit`, `test:integration`, `test:chaos`, `test:publish`,
 * `test:node-versions`):
 * - unit: pure code and in-process checks beside the code they test; no build needed, seconds;
 * - integration: real HTTP servers on 127.0.0.1 — the lead endpoint, and the built site (needs `npm run build`);
 * - chaos: kill -9, SIGTERM under load and load smoke tests against separate server processes;
 * - publish: the publish service with real builds from a local bare repository (minutes each);
 * - node-versions: the deployed site on another Node (`npm run test:node-versions` runs it on Node 22 and 24).
 */
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    setupFiles: ["tests/setup-unit.ts"],
    // Unit tests run beside the build (scripts/test.sh), and some start servers and threads of their own:
    // on a busy 2-core machine a few take many times their usual second or two.
    testTimeout: 60_000,
    // A hook that copies a build or starts a server waits for the disk and the CPU the other steps share.
    hookTimeout: 60_000,
    globalSetup: ["tests/global-setup.ts"],
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: [
            "app/**/*.test.ts",
            "config/**/*.test.ts",
            "editor/**/*.test.ts",
            "server/**/*.test.ts",
            "shared/**/*.test.ts",
            "scripts/**/*.test.ts",
            "tools/**/*.test.ts",
          ],
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          // Most of these files wait (on a build in a child process, an install, a server starting): three
          // at once keep both cores of a 2-core machine busy, where Vitest's default (cores − 1) runs one.
          maxWorkers: 3,
        },
      },
      { extends: true, test: { name: "chaos", include: ["tests/chaos/**/*.test.ts"], fileParallelism: false } },
      {
        extends: true,
        test: {
          name: "publish",
          include: ["tests/publish/**/*.test.ts"],
          // Real builds in the idle scheduling class, which run only on a core nothing else wants: a step of
          // their own (scripts/test.sh), the files side by side, each test given as long as a build may take.
          maxWorkers: 2,
          testTimeout: 15 * 60_000,
        },
      },
      { extends: true, test: { name: "node-versions", include: ["tests/node-versions/**/*.test.ts"] } },
    ],
  },
})
