#!/usr/bin/env bash
# Installs everything and runs every suite: typecheck, vitest (unit, integration, contract) and
# Playwright end-to-end tests in Debian's Chromium. Ends with one line "N passed, N failed".
source "$(dirname "$0")/lib.sh"
setup
ensure_chromium
ensure_redis
ensure_nginx
ensure_poppler
cd "$ROOT"
mkdir -p .reports
rm -f .reports/*.json .reports/*.failed

status=0
log "Typecheck (tsc, strict)"
if ! { pnpm -s -r run typecheck && pnpm -s exec tsc -p tsconfig.json; } > .reports/typecheck.log 2>&1; then
  cat .reports/typecheck.log; echo "typecheck failed" > .reports/typecheck.failed; status=1
fi

log "Test guard: no test without an assertion, no suite that can skip (scripts/check-tests.mjs)"
if ! node scripts/check-tests.mjs > .reports/check-tests.log 2>&1; then
  cat .reports/check-tests.log; echo "check-tests failed" > .reports/check-tests.failed; status=1
fi

build

log "Unit, integration and contract tests (vitest)"
pnpm -s exec vitest run --reporter=default --reporter=json --outputFile.json="$ROOT/.reports/vitest.json" || status=1

log "End-to-end tests (Playwright + Chromium)"
PLAYWRIGHT_JSON_OUTPUT_NAME="$ROOT/.reports/playwright.json" \
  pnpm -s exec playwright test -c e2e/playwright.config.ts --reporter=list,json || status=1

log "End-to-end tests over HTTPS behind nginx (Playwright + Chromium, e2e/tls)"
PLAYWRIGHT_JSON_OUTPUT_NAME="$ROOT/.reports/playwright-tls.json" \
  pnpm -s exec playwright test -c e2e/tls/playwright.config.ts --reporter=list,json || status=1

node scripts/summary.mjs || status=1
exit $status
