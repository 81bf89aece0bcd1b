import { expect, test } from "vitest"
import { deferHydration, inlineStylesheets } from "./optimize-html"

const page = `<html><head><link rel="modulepreload" href="/assets/a.js"/><link rel="stylesheet" href="/assets/root.css"/></head><body><script type="module" async="">import "/assets/manifest.js";
import * as route0 from "/assets/root.js";
import * as route1 from "/assets/home.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client.js");</script></body></html>`

test("the stylesheet is inlined and its link, kept for React, is never fetched", () => {
  const html = inlineStylesheets(page, () => "body{color:red}")
  expect(html).toContain("<style>body{color:red}</style>")
  expect(html).toContain('<link rel="stylesheet" href="/assets/root.css" disabled=""/>')
})

test("route modules load after the load event and the first frame on screen, with the same module map", () => {
  const html = deferHydration(page)
  expect(html).not.toContain("modulepreload")
  expect(html).not.toMatch(/^import /m)
  expect(html).toContain('import("/assets/manifest.js"),import("/assets/root.js"),import("/assets/home.js")')
  expect(html).toContain('window.__reactRouterRouteModules={"root":route0,"routes/home":route1}')
  expect(html).toContain('import("/assets/entry.client.js")')
  expect(html).toContain("addEventListener('load',done,{once:true})")
  expect(html).toContain("observe({type:'paint',buffered:true})")
  expect(html).toContain("requestAnimationFrame(()=>requestAnimationFrame(")
})

test("a route split into chunks is merged back before the module map uses it", () => {
  const split = page.replace(
    'import * as route1 from "/assets/home.js";',
    'import * as route1_clientLoader from "/assets/post.js";\nimport * as route1_main from "/assets/post-main.js";\nconst route1 = {...route1_clientLoader,...route1_main};',
  )
  const html = deferHydration(split)
  expect(html).toContain(
    "([,route0,route1_clientLoader,route1_main])=>{const route1 = {...route1_clientLoader,...route1_main};",
  )
  expect(html).toContain('window.__reactRouterRouteModules={"root":route0,"routes/home":route1}')
})

test("an unexpected boot script stops the build", () => {
  expect(() => deferHydration('<script type="module" async="">console.log(1)</script>')).toThrow(/unexpected shape/)
})
