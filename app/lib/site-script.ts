/**
 * How a page loads the site's module (app/browser/site.ts): from a one-line inline script at the end of
 * the body that imports it once the page has loaded and a frame has been drawn, not from a
 * `<script type="module" src>`. A module named in the HTML is fetched at high priority and run as soon
 * as the document is parsed, before the first frame when the HTML comes at once; none of its work is
 * for the first screen (docs/decisions/015-each-page-laid-out-once.md, "The site's module after the
 * page has loaded"). A page with markup for a behaviour that must answer the first touch (the quote
 * form's early submit) has the module tag instead: post-build chooses (scripts/optimize-html.ts).
 *
 * The module's address is the script's `data-site-script` attribute, so the script's text, and with it
 * the hash that the Content-Security-Policy allows it by, is the same on every page and every build.
 */

/**
 * After `load`, once the first contentful paint is on the screen (its paint-timing entry is written when
 * the frame is presented, later than a `requestAnimationFrame` after `load` runs) and one frame more; or
 * three seconds after the page was read, whichever comes first, so a picture that never finishes, or a
 * browser without paint timing, does not keep the carousel's and the share buttons' script away. A
 * module imported twice is fetched and run once.
 */
export const siteScriptLoader = `{const src=document.currentScript.dataset.siteScript,load=()=>import(src);addEventListener("load",()=>new PerformanceObserver((list,observer)=>{if(list.getEntriesByName("first-contentful-paint")[0]){observer.disconnect();requestAnimationFrame(()=>setTimeout(load))}}).observe({type:"paint",buffered:!0}));setTimeout(load,3e3)}`
