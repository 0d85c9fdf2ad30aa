#!/usr/bin/env bash
# Installs everything and starts the whole shop on the embedded platform (seeded on first run).
source "$(dirname "$0")/lib.sh"
setup
build

PLATFORM_PORT="${PLATFORM_PORT:-8000}" GATEWAY_PORT="${GATEWAY_PORT:-4000}" WEB_PORT="${WEB_PORT:-3000}"
export PLATFORM_PORT GATEWAY_PORT
export LOG_LEVEL="${LOG_LEVEL:-warn}"  # per-request logs are for operators who ask for them
# The services run their compiled output (built above) the way they run in production.
export NODE_ENV="${NODE_ENV:-production}"
export STORE_API_URL="${STORE_API_URL-http://127.0.0.1:$PLATFORM_PORT}"
export GATEWAY_URL="${GATEWAY_URL:-http://127.0.0.1:$GATEWAY_PORT}"
export STORE_HOST="${STORE_HOST:-http://localhost:$WEB_PORT}"
# The gateway on this machine forwards each shopper's address; the platform believes it from loopback only.
export PLATFORM_TRUST_PROXY="${PLATFORM_TRUST_PROXY:-loopback}"
# The demo's mailbox is a development tool, off by default under NODE_ENV=production (never in compose).
export PLATFORM_DEV_TOOLS="${PLATFORM_DEV_TOOLS:-1}"
# The payment simulator's links lead through the shop's origin (the web forwards /__platform/payment/ to the gateway).
export PLATFORM_PAYMENT_PUBLIC_URL="${PLATFORM_PAYMENT_PUBLIC_URL:-$STORE_HOST}"
# The web's page cache (web/server/pageCache.mjs): the platform purges it on catalogue and stock writes, the web
# purges the gateway's answers first; one secret per start shared by the three (docs/ARCHITECTURE.md, page cache).
export PAGE_CACHE_PURGE_SECRET="${PAGE_CACHE_PURGE_SECRET:-$(node -e 'process.stdout.write(require("node:crypto").randomBytes(24).toString("hex"))')}"
export PAGE_CACHE_PURGE_URL="${PAGE_CACHE_PURGE_URL:-http://127.0.0.1:$WEB_PORT/__page-cache/purge}"

pids=()
cleanup() { kill "${pids[@]}" 2>/dev/null || true; wait 2>/dev/null || true; }
trap cleanup EXIT INT TERM

# Waits until a URL answers at all (any HTTP status): the server is listening.
wait_for() { # url name
  for _ in $(seq 1 240); do
    [ "$(curl -s -o /dev/null -w '%{http_code}' "$1" 2>/dev/null)" != "000" ] && return 0; sleep 0.5
  done
  die "$2 did not come up at $1 (see the log above)"
}

cd "$ROOT"
if [ -z "${SKIP_PLATFORM:-}" ]; then
  log "Starting the embedded platform on :$PLATFORM_PORT"
  pnpm -s --filter @shop/platform start & pids+=($!)
  wait_for "http://127.0.0.1:$PLATFORM_PORT/store-api/context" "platform"
fi
log "Starting the gateway on :$GATEWAY_PORT"
pnpm -s --filter @shop/gateway start & pids+=($!)
wait_for "http://127.0.0.1:$GATEWAY_PORT/health" "gateway"
log "Starting the web shop on :$WEB_PORT"
PORT="$WEB_PORT" pnpm -s --filter @shop/web start & pids+=($!)
wait_for "http://127.0.0.1:$WEB_PORT/" "web"

cat <<MSG

  Shop       http://localhost:$WEB_PORT   (/it, /fr)
  GraphiQL   http://localhost:$GATEWAY_PORT/graphiql
MSG
if [ -z "${SKIP_PLATFORM:-}" ]; then
  cat <<MSG
  Platform   http://localhost:$PLATFORM_PORT/store-api
MSG
  if [ "$PLATFORM_DEV_TOOLS" = 1 ]; then
    echo "  Mailbox    http://localhost:$PLATFORM_PORT/__platform/mailbox   (mails the shop sends)"
  fi
  echo "  Demo login demo@apotheke-shop.test / Demo-Passwort-1"
else
  echo "  Upstream   $STORE_API_URL"
fi
printf '\n  Press Ctrl-C to stop.\n'
wait -n "${pids[@]}"
