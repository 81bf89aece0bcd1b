import AxeBuilder from "@axe-core/playwright"
import type { Page } from "@playwright/test"

/** An axe scan of the page against the WCAG 2.2 A and AA rules every page is held to. */
export const wcagScan = (page: Page) => new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"])
