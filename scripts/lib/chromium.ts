/**
 * How every script and test starts Debian's Chromium: headless, and without the background services that
 * would reach for the network (this machine has none beyond the package registries).
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
]
