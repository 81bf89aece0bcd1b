/**
 * Whether the site's script has done its work on the page in the browser: it marks the document
 * `data-enhanced` once it has wired the page's behaviours. A page whose markup gives it nothing to do
 * loads no script (docs/decisions/012-scripts-only-where-a-page-needs-them.md), and is ready as it is.
 * For Playwright's `page.waitForFunction`, which runs it in the page, so the loader's attribute
 * (app/lib/site-script.ts) is written out here rather than imported.
 */
export const siteScriptHasRun = () =>
  document.documentElement.dataset.enhanced === "true" ||
  document.querySelector("script[data-site-script], script[type=module][src]") === null

/** Every element by which a page loads a script: one with a `src`, or the site script's loader (app/lib/site-script.ts). */
export const SCRIPT_LOADERS = "script[src], script[data-site-script]"
