/**
 * Rewrites a prerendered page so the first paint needs nothing but the HTML itself:
 * the stylesheet is inlined (its link stays, as a non-blocking print stylesheet, so React's
 * head matches), and the hydration scripts start loading only after the first frame is painted.
 */
const stylesheetLink = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"\/>/g
const modulePreload = /<link rel="modulepreload" href="[^"]+"\/>/g
const bootScript = /<script type="module" async="">([\s\S]*?)<\/script>/

export function inlineStylesheets(html: string, readAsset: (path: string) => string) {
  return html.replace(stylesheetLink, (_link, href: string) => {
    const css = readAsset(href).replace(/<\/style/gi, "<\\/style")
    return `<style>${css}</style><link rel="stylesheet" href="${href}" media="print"/>`
  })
}

/**
 * React Router's boot module imports every route module statically, so the browser fetches them
 * all while it is still trying to paint. The same imports, made dynamic and started after the
 * first frame, load in parallel once the page is on screen.
 */
export function deferHydration(html: string) {
  const match = bootScript.exec(html)
  if (!match) return html
  const source = match[1]!
  const sideEffects = [...source.matchAll(/^import "([^"]+)";$/gm)].map(([, path]) => path!)
  const namespaces = [...source.matchAll(/^import \* as (\w+) from "([^"]+)";$/gm)].map(([, name, path]) => ({
    name: name!,
    path: path!,
  }))
  // A route split into chunks (v8_splitRouteModules) is merged back: `const route2 = {...route2_clientLoader,...route2_main};`
  const merges = [...source.matchAll(/^const \w+ = \{[^;]*\};$/gm)].map(([line]) => line)
  const assignment = /window\.__reactRouterRouteModules = (\{[^;]*\});/.exec(source)?.[1]
  const entry = /^import\("([^"]+)"\);$/m.exec(source)?.[1]
  if (!assignment || !entry || namespaces.length === 0) {
    throw new Error(
      "optimize-html: React Router's boot script has an unexpected shape; update scripts/optimize-html.ts",
    )
  }
  const imports = [...sideEffects, ...namespaces.map((item) => item.path)].map(
    (path) => `import(${JSON.stringify(path)})`,
  )
  const names = [...sideEffects.map(() => ""), ...namespaces.map((item) => item.name)].join(",")
  const deferred = [
    "let started=false;",
    "const boot=()=>{if(started)return;started=true;",
    `Promise.all([${imports.join(",")}]).then(([${names}])=>{`,
    ...merges,
    `window.__reactRouterRouteModules=${assignment};`,
    `return import(${JSON.stringify(entry)})})};`,
    "requestAnimationFrame(()=>setTimeout(boot,0));setTimeout(boot,1500);",
  ].join("")
  return html.replace(modulePreload, "").replace(bootScript, `<script type="module" async="">${deferred}</script>`)
}
