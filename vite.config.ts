import mdx from "@mdx-js/rollup"
import { reactRouter } from "@react-router/dev/vite"
import tailwindcss from "@tailwindcss/vite"
import remarkFrontmatter from "remark-frontmatter"
import remarkGfm from "remark-gfm"
import { defineConfig } from "vite"
import { remarkArticleImages } from "./app/lib/mdx/remark-article-images.ts"

export default defineConfig({
  plugins: [
    tailwindcss(),
    { enforce: "pre", ...mdx({ remarkPlugins: [remarkFrontmatter, remarkGfm, remarkArticleImages] }) },
    reactRouter(),
  ],
  build: { assetsInlineLimit: 0 },
})
