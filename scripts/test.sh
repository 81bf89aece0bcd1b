#!/usr/bin/env bash
# `npm test`: everything, on a fresh machine — browser check, types, lint, unit tests, build,
# integration tests (the endpoint, the built site, the deploy path), chaos tests, browser tests, audit.
set -euo pipefail
cd "$(dirname "$0")/.."

# Debian tools the tests run: Chromium for the browser tests, nginx and Caddy in front of the server,
# systemd-analyze for the unit. As root they are installed when missing; otherwise the message says what to install.
chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
missing=()
[ -x "$chromium" ] || missing+=(chromium)
[ -x /usr/sbin/nginx ] || missing+=(nginx)
[ -x /usr/bin/caddy ] || missing+=(caddy)
[ -x /usr/bin/systemd-analyze ] || missing+=(systemd)
command -v openssl >/dev/null || missing+=(openssl)
if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    echo "Installing Debian's ${missing[*]} for the tests."
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  else
    echo "The tests need Debian's ${missing[*]} (as root: apt-get install ${missing[*]}); for Chromium elsewhere, set CHROMIUM_PATH." >&2
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
echo "== the deployed site on Node 22 and 24"; npm run test:node-versions
# The editor's test runs a development server and a whole build of its own: alone first, so it never
# competes with the other browser tests for the machine's cores.
echo "== browser tests: the content editor"; npx playwright test tests/e2e/editor.spec.ts --workers 1
echo "== browser tests"; npx playwright test --grep-invert "the content editor"
echo "== audit, one page per template (scores, bytes and layout shift; timing budgets: npm run audit)"
npm run audit -- --templates --no-build
