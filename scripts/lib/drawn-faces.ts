import type { Page } from "@playwright/test"

/** The faces Chromium drew the first `selector`'s text with: its own record, not what the CSS asked for. */
export async function drawnFaces(page: Page, selector: string) {
  const session = await page.context().newCDPSession(page)
  await session.send("DOM.enable")
  await session.send("CSS.enable")
  const { root } = await session.send("DOM.getDocument", { depth: -1 })
  const { nodeId } = await session.send("DOM.querySelector", { nodeId: root.nodeId, selector })
  const { fonts } = await session.send("CSS.getPlatformFontsForNode", { nodeId })
  await session.detach()
  return fonts
}
