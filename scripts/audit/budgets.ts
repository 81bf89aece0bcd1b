/** What every page must reach in the audit; the browser tests hold the layout-shift budget too. */
export const budgets = {
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcpMs: 1000,
  lcpMs: 1500,
  tbtMs: 50,
  cls: 0.01,
  scriptKiB: 120,
  homeTransferKiB: 500,
}
