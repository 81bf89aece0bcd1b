import AxeBuilder from "@axe-core/playwright"
import type { Page } from "@playwright/test"
import { animationsSettled } from "./fixtures"

/** An axe scan that starts once the page's animations have ended, so contrast is read from colours as drawn. */
class SettledAxeBuilder extends AxeBuilder {
  constructor(private readonly scannedPage: Page) {
    super({ page: scannedPage })
  }

  override async analyze() {
    await animationsSettled(this.scannedPage)
    return super.analyze()
  }
}

/** An axe scan of the page against the WCAG 2.2 A and AA rules every page is held to. */
export const wcagScan = (page: Page) =>
  new SettledAxeBuilder(page).withTags(["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"])
