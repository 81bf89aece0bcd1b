/**
 * The few modules the browser runs (docs/decisions/012-scripts-only-where-a-page-needs-them.md), bundled
 * on their own with esbuild rather than through React Router's client build: each is one self-contained,
 * minified file named by its content, and nothing of the router's runtime comes with it. Pages import
 * their addresses from `virtual:browser-modules`.
 *
 * In `vite build` the client environment emits them as assets (so they land in build/client/assets and
 * their addresses are known before the server environment prerenders the pages) and writes
 * build/browser-modules.json: each module's address and the sources of ours it was made from (app/ and
 * shared/, not packages), which the post-build pass reads to keep the CSS those sources can add to a page.
 * In `vite dev` they are bundled on each request.
 */
import { createHash } from "node:crypto"
import { mkdirSync, writeFileSync } from "node:fs"
import { dirname, join, relative, resolve } from "node:path"
import { invariant } from "@epic-web/invariant"
import { type BuildOptions, build, type Plugin as EsbuildPlugin } from "esbuild"
import type { Plugin } from "vite"
import { z } from "zod"

/** Each browser module and its entry file. */
export const browserModuleEntries = {
  site: "app/browser/site.ts",
  "quote-form": "app/browser/quote-form.tsx",
} as const
export type BrowserModuleName = keyof typeof browserModuleEntries

/** What build/browser-modules.json holds for each module. */
/** What build/browser-modules.json holds for each module. */
export const browserModulesRecordSchema = z.record(
  z.string(),
  z.object({ url: z.string(), sources: z.array(z.string()) }),
)
export type BrowserModuleRecord = z.infer<typeof browserModulesRecordSchema>[string]
export const BROWSER_MODULES_RECORD = "browser-modules.json"

const VIRTUAL_ID = "virtual:browser-modules"
const RESOLVED_ID = `\0${VIRTUAL_ID}`
const DEV_PREFIX = "/@browser-modules/"

/** `import url from "./file?url"` as Vite reads it: the address the file is served at. */
function urlImports(addressOf: (file: string) => string): EsbuildPlugin {
  return {
    name: "url-imports",
    setup(bundler) {
      bundler.onResolve({ filter: /\?url$/ }, async (args) => {
        const found = await bundler.resolve(args.path.slice(0, -"?url".length), {
          kind: args.kind,
          resolveDir: args.resolveDir,
        })
        if (found.errors.length > 0) return { errors: found.errors }
        return { path: found.path, namespace: "url-import" }
      })
      bundler.onLoad({ filter: /.*/, namespace: "url-import" }, (args) => ({
        contents: `export default ${JSON.stringify(addressOf(args.path))}`,
        loader: "js",
      }))
    },
  }
}

async function bundle(name: BrowserModuleName, root: string, addressOf: (file: string) => string, isBuild: boolean) {
  const options = {
    entryPoints: [resolve(root, browserModuleEntries[name])],
    absWorkingDir: root,
    bundle: true,
    write: false,
    metafile: true,
    format: "esm",
    platform: "browser",
    target: ["chrome111", "safari16.4", "firefox128"],
    jsx: "automatic",
    minify: isBuild,
    sourcemap: isBuild ? false : "inline",
    legalComments: "none",
    define: { "process.env.NODE_ENV": JSON.stringify(isBuild ? "production" : "development") },
    logLevel: "warning",
    plugins: [urlImports(addressOf)],
  } satisfies BuildOptions
  const result = await build(options)
  const [output] = result.outputFiles
  invariant(output, `esbuild wrote no file for the browser module ${name}`)
  const code = output.text
  const sources = Object.keys(result.metafile.inputs)
    .map((input) => relative(root, resolve(root, input.replace(/^[\w-]+:/, ""))))
    .filter((input) => input.startsWith("app/") || input.startsWith("shared/"))
  return { code, sources }
}

export function browserModules(): Plugin {
  let root = process.cwd()
  let isBuild = false
  // Filled by the client environment's build, read by the server environment's, which Vite builds after it.
  const builtUrls = new Map<BrowserModuleName, string>()
  const names = Object.keys(browserModuleEntries) as BrowserModuleName[]

  return {
    name: "catalysty:browser-modules",
    configResolved(config) {
      root = config.root
      isBuild = config.command === "build"
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined
      // React Router's client build compiles the route modules too, though no page loads them (post-build
      // deletes them): there the addresses are not known yet and are not needed.
      const isPlaceholder = !isBuild || this.environment.name === "client"
      const urls = Object.fromEntries(
        names.map((name) => {
          if (isPlaceholder) return [name, `${DEV_PREFIX}${name}.js`]
          const url = builtUrls.get(name)
          if (!url) throw new Error(`browser-modules: ${name} is not built yet; the client environment builds first`)
          return [name, url]
        }),
      )
      return `export default ${JSON.stringify(urls)}`
    },
    async generateBundle(_options, output) {
      if (this.environment.name !== "client") return
      // Files the modules import with ?url get the addresses Vite gave them in this same build.
      const addressOf = (file: string) => {
        const path = relative(root, file)
        const asset = Object.values(output).find(
          (item) =>
            item.type === "asset" &&
            item.originalFileNames.some((name) => relative(root, resolve(root, name)) === path),
        )
        if (!asset) throw new Error(`browser-modules: ${path} is imported with ?url but is not in the client build`)
        return `/${asset.fileName}`
      }
      const record: Record<string, BrowserModuleRecord> = {}
      for (const name of names) {
        const { code, sources } = await bundle(name, root, addressOf, true)
        const hash = createHash("sha256").update(code).digest("base64url").slice(0, 8)
        const fileName = `assets/${name}-${hash}.js`
        this.emitFile({ type: "asset", fileName, source: code })
        builtUrls.set(name, `/${fileName}`)
        record[name] = { url: `/${fileName}`, sources }
      }
      const outDir = this.environment.config.build.outDir
      const recordFile = join(resolve(root, outDir), "..", BROWSER_MODULES_RECORD)
      mkdirSync(dirname(recordFile), { recursive: true })
      writeFileSync(recordFile, `${JSON.stringify(record, null, 2)}\n`)
    },
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        const url = req.url?.split("?")[0] ?? ""
        const name = url.startsWith(DEV_PREFIX)
          ? (url.slice(DEV_PREFIX.length, -".js".length) as BrowserModuleName)
          : null
        if (!name || !names.includes(name)) return next()
        try {
          const { code } = await bundle(name, root, (file) => `/${relative(root, file)}`, false)
          res.writeHead(200, { "Content-Type": "text/javascript; charset=utf-8", "Cache-Control": "no-cache" })
          res.end(code)
        } catch (error) {
          next(error)
        }
      })
    },
  }
}
