#!/usr/bin/env bash
# `npm test`: every check a change must pass, on a fresh machine — types, lint, unit tests and the build side
# by side, then the integration tests (the endpoint, the built site, the deploy path), the chaos tests and the
# browser tests. `npm run test:release` adds what guards a release: the deployed site on Node 22 and 24, and
# the audit of one page per template. Each step's time is printed as it ends and again at the end; the test
# runners' JSON reports go to reports/tests/ (`npm run test:times` writes them into docs/testing.md).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/steps.sh

# Debian tools the tests run: Chromium for the browser tests, nginx and Caddy in front of the server,
# systemd-analyze for the unit, PostgreSQL for the lead store's second engine (the tests start throw-away
# servers of their own; the package's cluster is not used), bubblewrap for the publish service's sandbox. As root they are installed when missing;
# otherwise the message says what to install.
chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
missing=()
[ -x "$chromium" ] || missing+=(chromium)
[ -x /usr/sbin/nginx ] || missing+=(nginx)
[ -x /usr/bin/caddy ] || missing+=(caddy)
[ -x /usr/bin/systemd-analyze ] || missing+=(systemd)
command -v openssl >/dev/null || missing+=(openssl)
compgen -G "/usr/lib/postgresql/*/bin/initdb" >/dev/null || missing+=(postgresql)
[ -x /usr/bin/bwrap ] || missing+=(bubblewrap)
if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    step "Debian's ${missing[*]}" bash -c 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null' _ "${missing[@]}"
  else
    echo "The tests need Debian's ${missing[*]} (as root: apt-get install ${missing[*]}); for Chromium elsewhere, set CHROMIUM_PATH." >&2
    exit 1
  fi
fi

[ -d node_modules ] || step "npm install" npm install --no-audit --no-fund
rm -rf reports/tests && mkdir -p reports/tests

# The build takes longest and does not need the checks; the checks need no build. Each one's output is
# printed whole, in this order (side_by_side, scripts/lib/steps.sh), so a failing check's own lines come
# last, above the table of times, not before the build's many lines.
step "typecheck, lint, unit tests and the build" side_by_side \
  build "npm run -s build" \
  typecheck "npm run -s typecheck" \
  lint "npm run -s lint" \
  unit "npm run -s test:unit -- --reporter=default --reporter=json --outputFile.json=reports/tests/unit.json"
step "integration tests" npm run -s test:integration -- \
  --reporter=default --reporter=json --outputFile.json=reports/tests/integration.json
# The chaos tests spend most of their time waiting (a server killed and started again, a paced outbox), and
# the editor's two browser tests, which build copies of the project (the editor's build, and the GitHub-mode
# build with its real publishes), fill that time, one after the other; they run apart from the other browser
# tests, which keep both cores busy.
step "chaos tests and the content editor's browser tests" side_by_side \
  chaos "npm run -s test:chaos -- --reporter=default --reporter=json --outputFile.json=reports/tests/chaos.json" \
  editor "PLAYWRIGHT_JSON_OUTPUT_NAME=reports/tests/e2e-editor.json npx playwright test tests/e2e/editor.spec.ts tests/e2e/publishing.spec.ts --workers 1"
# Real publishes: builds in the idle scheduling class, which a core runs only when nothing else wants it, so
# they get a step of their own rather than wait behind the other layers (beside the step above they took
# 426–548 s against 265 s alone, and the editor's tests slowed with them).
step "publish tests" npm run -s test:publish -- \
  --reporter=default --reporter=json --outputFile.json=reports/tests/publish.json
PLAYWRIGHT_JSON_OUTPUT_NAME=reports/tests/e2e.json \
  step "browser tests" npx playwright test --grep-invert "the content editor|publishing in the editor"
print_step_times
