import { spawn } from "node:child_process"
import { join, resolve } from "node:path"
import mdx from "@mdx-js/rollup"
import { reactRouter } from "@react-router/dev/vite"
import tailwindcss from "@tailwindcss/vite"
import remarkFrontmatter from "remark-frontmatter"
import remarkGfm from "remark-gfm"
import { defineConfig, type Plugin } from "vite"
import { buildConfig } from "./app/config.server.ts"
import { remarkHeadingIds } from "./app/lib/mdx/heading-ids.ts"
import { remarkArticleImages } from "./app/lib/mdx/remark-article-images.ts"
import { browserModules } from "./scripts/lib/vite-browser-modules.ts"

/**
 * `npm run dev` answers the quote form as the production server does: the same lead service (store,
 * outbox, .eml files or SMTP) mounted on /api/contact, loaded through Vite so its sources stay TypeScript.
 */
function leadEndpointInDevelopment(): Plugin {
  return {
    name: "catalysty:lead-endpoint",
    apply: "serve",
    async configureServer(server) {
      const config = (await server.ssrLoadModule("/app/config.server.ts")) as typeof import("./app/config.server.ts")
      const { startLeadService } = (await server.ssrLoadModule(
        "/server/contact/index.ts",
      )) as typeof import("./server/contact/index.ts")
      const { siteUrl, form } = config.buildConfig()
      const leads = await startLeadService({ config: config.serverConfig(), siteUrl, accessKey: form.accessKey })
      for (const line of leads.channels) server.config.logger.info(line)
      server.middlewares.use((req, res, next) => {
        if (req.url?.split("?")[0] === "/api/contact") void leads.handler(req, res)
        else next()
      })
      server.httpServer?.on("close", () => void leads.close())
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
  // The build settings the pages are prerendered with, fixed into the server bundle (app/config.server.ts).
  define: { __CATALYSTY_BUILD_CONFIG__: JSON.stringify(buildConfig()) },
  plugins: [
    leadEndpointInDevelopment(),
    contentInDevelopment(),
    tailwindcss(),
    browserModules(),
    {
      enforce: "pre",
      ...mdx({ remarkPlugins: [remarkFrontmatter, remarkGfm, remarkArticleImages, remarkHeadingIds] }),
    },
    reactRouter(),
  ],
  build: { assetsInlineLimit: 0 },
})
