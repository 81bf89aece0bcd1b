#!/usr/bin/env bash
# `npm test`: everything, on a fresh machine — browser check, types, lint, unit tests, build,
# integration tests (the endpoint, the built site, the deploy path), chaos tests, browser tests, audit.
set -euo pipefail
cd "$(dirname "$0")/.."

chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ ! -x "$chromium" ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    echo "Chromium is missing: installing Debian's chromium package."
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    echo "The browser tests need Chromium at $chromium. Install it (as root: apt-get install chromium) or set CHROMIUM_PATH." >&2
    exit 1
  fi
fi

[ -d node_modules ] || npm install

echo "== typecheck"; npm run typecheck
echo "== lint"; npm run lint
echo "== unit tests"; npm run test:unit
echo "== build"; npm run build
echo "== integration tests"; npm run test:integration
echo "== chaos tests"; npm run test:chaos
echo "== browser tests"; npx playwright test
echo "== audit, one page per template (scores, bytes and layout shift; timing budgets: npm run audit)"
npm run audit -- --templates --no-build
