/**
 * Rewrites a prerendered page so the first paint needs nothing but the HTML itself: the stylesheet
 * is inlined, and the hydration scripts start loading only once the page is painted and loaded.
 */
const stylesheetLink = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"\/>/g
const modulePreload = /<link rel="modulepreload" href="[^"]+"\/>/g
const bootScript = /<script type="module" async="">([\s\S]*?)<\/script>/

export function inlineStylesheets(html: string, readAsset: (path: string) => string) {
  return html.replace(stylesheetLink, (_link, href: string) => {
    const css = readAsset(href).replace(/<\/style/gi, "<\\/style")
    // The link stays so that React's head matches the markup, but `disabled` keeps browsers from
    // fetching a second copy of the rules the page already has.
    return `<style>${css}</style><link rel="stylesheet" href="${href}" disabled=""/>`
  })
}

/**
 * React Router's boot module imports every route module statically, so the browser fetches them
 * all while it is still fetching the font and the opening picture, and runs them before it paints.
 * The same imports, made dynamic, start once the page has loaded, its first frame is on screen and
 * two more frames have been drawn, so the opening picture is shown too (or after three seconds, for
 * a tab in the background that never draws): everything that works without JavaScript (links, the
 * menu, accordions, the form) already works by then.
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
    // The fallback first, so that it stands even where what follows is not supported.
    "setTimeout(boot,3000);",
    // Both the load event and the first presented frame: a frame can be drawn well before the
    // browser puts it on screen, and the page is not on screen until then.
    "const loaded=document.readyState==='complete'?null:new Promise((done)=>addEventListener('load',done,{once:true}));",
    "const shown=PerformanceObserver.supportedEntryTypes.includes('paint')?new Promise((done)=>new PerformanceObserver((_list,observer)=>{observer.disconnect();done()}).observe({type:'paint',buffered:true})):null;",
    "Promise.all([loaded,shown]).then(()=>requestAnimationFrame(()=>requestAnimationFrame(()=>setTimeout(boot,0))));",
  ].join("")
  return html.replace(modulePreload, "").replace(bootScript, `<script type="module" async="">${deferred}</script>`)
}
