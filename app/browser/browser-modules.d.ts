/** The addresses of the browser's own modules (scripts/lib/vite-browser-modules.ts). */
declare module "virtual:browser-modules" {
  import type { BrowserModuleName } from "../../scripts/lib/vite-browser-modules.ts"

  const urls: Record<BrowserModuleName, string>
  export default urls
}
