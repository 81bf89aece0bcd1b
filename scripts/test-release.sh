#!/usr/bin/env bash
# `npm run test:release`: what guards a release beyond `npm test`, on the build `npm test` made — the deployed
# site on Node 22 and 24, and the audit of one page per template (scores, bytes, layout shift, axe; timing
# budgets are enforced by `npm run audit` alone, on a quiet machine). CI runs it after `npm test`.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/steps.sh

[ -f "${BUILD_DIR:-build}/build-info.json" ] || step "build" npm run -s build
step "the deployed site on Node 22 and 24" npm run -s test:node-versions
step "audit, one page per template" npm run -s audit -- --templates --no-build
print_step_times
