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
    {
      enforce: "pre",
      ...mdx({ remarkPlugins: [remarkFrontmatter, remarkGfm, remarkArticleImages, remarkHeadingIds] }),
    },
    reactRouter(),
  ],
  build: { assetsInlineLimit: 0 },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // A first visit fetches few, larger files: every request costs headers and a round
            // trip, and one gzip stream compresses better than many small ones.
            codeSplitting: {
              groups: [
                // React Router's default client entry lives in node_modules too; it must stay the
                // entry chunk, which route modules never import (the boot script runs it last).
                {
                  name: "framework",
                  test: (id) => /[\\/]node_modules[\\/]/.test(id) && !/[\\/]entry\.client\.[jt]sx?$/.test(id),
                  priority: 2,
                },
                { name: "site", test: /[\\/]app[\\/](components|lib|content)[\\/]/, minShareCount: 3, priority: 1 },
              ],
            },
          },
        },
      },
    },
  },
})
