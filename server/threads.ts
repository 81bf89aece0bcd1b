import { Worker, type WorkerOptions } from "node:worker_threads"

/**
 * Starts one of the server's own threads. In a build it is the compiled `<name>.js` beside the bundle
 * (build/server/); when the server runs from its TypeScript sources (tests, `npm run dev`) it is the
 * source file, loaded through tsx.
 */
export function startServerThread(name: string, source: URL, options: WorkerOptions) {
  if (!import.meta.url.endsWith(".ts")) return new Worker(new URL(`./${name}.js`, import.meta.url), options)
  const boot = `import("tsx/esm/api").then(({ register }) => { register(); return import(${JSON.stringify(source.href)}) })`
  return new Worker(boot, { ...options, eval: true })
}
