import { rm } from "node:fs/promises"

/** Removes the server's data folder that playwright.config.ts made for this run. */
export default async function globalTeardown() {
  const folder = process.env.E2E_DATA_DIR
  if (folder && process.env.E2E_DATA_DIR_IS_OWN === "1") await rm(folder, { recursive: true, force: true })
}
