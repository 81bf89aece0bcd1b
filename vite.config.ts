import { spawn } from "node:child_process"
import { readFileSync } from "node:fs"
import { join, resolve } from "node:path"
import mdx from "@mdx-js/rollup"
import { reactRouter } from "@react-router/dev/vite"
import { createRequest, sendResponse } from "@remix-run/node-fetch-server"
import yaml from "@rollup/plugin-yaml"
import tailwindcss from "@tailwindcss/vite"
import remarkFrontmatter from "remark-frontmatter"
import remarkGfm from "remark-gfm"
import { defineConfig, type Plugin } from "vite"
import { remarkHeadingIds } from "./app/lib/mdx/heading-ids.ts"
import { remarkArticleImages } from "./app/lib/mdx/remark-article-images.ts"
import { remarkKeepPhrasesTogether } from "./app/lib/unbreakable.ts"
import { buildConfig } from "./config/environment.server.ts"
import { browserModules } from "./scripts/lib/vite-browser-modules.ts"
import { buildGate } from "./scripts/lib/vite-build-gate.ts"

/**
 * `npm run dev` answers the quote form as the production server does: the same lead service (store,
 * outbox, .eml files or SMTP) mounted on /api/contact, loaded through Vite so its sources stay TypeScript.
 */
function leadEndpointInDevelopment(): Plugin {
  return {
    name: "catalysty:lead-endpoint",
    apply: "serve",
    async configureServer(server) {
      const config = (await server.ssrLoadModule(
        "/config/environment.server.ts",
      )) as typeof import("./config/environment.server.ts")
      const { startLeadService } = (await server.ssrLoadModule(
        "/server/contact/index.ts",
      )) as typeof import("./server/contact/index.ts")
      const leads = await startLeadService({ config: config.serverConfig(), build: config.buildConfig() })
      for (const line of [...leads.migrations, ...leads.channels]) server.config.logger.info(line)
      server.middlewares.use((req, res, next) => {
        if (req.url?.split("?")[0] === "/api/contact") void leads.handler(req, res)
        else next()
      })
      server.httpServer?.on("close", () => void leads.close())
    },
  }
}

/**
 * In `npm run dev`, the content editor at /keystatic in local mode: saving writes the files of this
 * checkout. Its page is editor/index.html with editor/main.tsx compiled on request; its API is
 * Keystatic's own, over this folder. It is never part of the site's build (docs/decisions/011).
 */
function editorInDevelopment(): Plugin {
  return {
    name: "catalysty:editor",
    apply: "serve",
    async configureServer(server) {
      const { makeGenericAPIRouteHandler } = await import("@keystatic/core/api/generic")
      const { makeKeystaticConfig } = (await server.ssrLoadModule(
        "/keystatic.config.tsx",
      )) as typeof import("./keystatic.config.tsx")
      const api = makeGenericAPIRouteHandler({
        config: makeKeystaticConfig({ kind: "local" }),
        localBaseDirectory: process.cwd(),
      })
      server.middlewares.use(async (req, res, next) => {
        const url = req.url ?? "/"
        try {
          if (/^\/api\/keystatic(\/|$)/.test(url)) {
            // No size limit here: in local mode a save carries the files themselves, pictures included.
            const answer = await api(createRequest(req, res))
            // Keystatic's bytes are typed as possibly shared memory; they never are.
            await sendResponse(res, new Response(answer.body as BodyInit | null, answer))
          } else if (/^\/keystatic(\/|\?|$)/.test(url) && req.method === "GET") {
            // React Router's refresh runtime first, as its own pages load it: the editor's components are
            // compiled with its React refresh, which stops a module that finds no runtime installed.
            const page = readFileSync("editor/index.html", "utf8").replace(
              '<script type="module" src="./main.tsx"></script>',
              '<script type="module" src="/@id/__x00__virtual:react-router/inject-hmr-runtime"></script>' +
                '<script type="module" src="/editor/main.tsx"></script>',
            )
            res.setHeader("Content-Type", "text/html; charset=utf-8")
            res.end(await server.transformIndexHtml(url, page))
          } else next()
        } catch (error) {
          next(error)
        }
      })
    },
  }
}

/**
 * In `npm run dev`, an edit under content/ checks the content again and rewrites
 * app/generated/content.json, which the site reads; Vite then reloads the pages that use it.
 */
function contentInDevelopment(): Plugin {
  return {
    name: "catalysty:content",
    apply: "serve",
    configureServer(server) {
      const contentDir = resolve("content")
      let isRunning = false
      let isWanted = false
      const check = () => {
        if (isRunning) {
          isWanted = true
          return
        }
        isRunning = true
        spawn("npx", ["--no-install", "tsx", "scripts/content-check.ts"], { stdio: "inherit" }).on("exit", () => {
          isRunning = false
          if (isWanted) {
            isWanted = false
            check()
          }
        })
      }
      server.watcher.add(contentDir)
      server.watcher.on("all", (_event, file) => {
        if (file.startsWith(contentDir) && !file.startsWith(join(contentDir, "images"))) check()
      })
    },
  }
}

export default defineConfig({
  // The build settings the pages are prerendered with, fixed into the server bundle (config/environment.server.ts).
  define: {
    __CATALYSTY_BUILD_CONFIG__: JSON.stringify(buildConfig()),
    // The editor in development always saves to this checkout.
    __EDITOR_STORAGE__: JSON.stringify({ kind: "local" }),
  },
  plugins: [
    buildGate(),
    leadEndpointInDevelopment(),
    editorInDevelopment(),
    contentInDevelopment(),
    tailwindcss(),
    yaml(),
    browserModules(),
    {
      enforce: "pre",
      ...mdx({
        remarkPlugins: [remarkFrontmatter, remarkGfm, remarkArticleImages, remarkHeadingIds, remarkKeepPhrasesTogether],
      }),
    },
    reactRouter(),
  ],
  // The post-build pass compresses every file for real (scripts/post-build.ts): Vite's own gzip report
  // would only repeat that work.
  build: { assetsInlineLimit: 0, reportCompressedSize: false },
})
