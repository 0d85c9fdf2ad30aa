#!/usr/bin/env bash
# Shared setup steps for start.sh and test.sh. Everything the project needs is installed here,
# so a fresh machine with only Node 20 and npm can run both README commands.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
PNPM_VERSION="10.34.9"
export PATH="$ROOT/.tools/node_modules/.bin:$PATH"
export NEXT_TELEMETRY_DISABLED=1 CI="${CI:-}"

log() { printf '\033[1;32m▸ %s\033[0m\n' "$*"; }
die() { printf '\033[1;31m✖ %s\033[0m\n' "$*" >&2; exit 1; }

check_node() {
  command -v node >/dev/null || die "Node.js 20.19+ is required (node not found)."
  node -e 'const [a,b]=process.versions.node.split(".").map(Number); process.exit(a>20||(a===20&&b>=19)?0:1)' \
    || die "Node.js 20.19+ is required (found $(node --version))."
}

# pnpm goes into the project's own .tools folder: no root rights and no global state needed.
ensure_pnpm() {
  if [ "$(pnpm --version 2>/dev/null || true)" != "$PNPM_VERSION" ]; then
    log "Installing pnpm $PNPM_VERSION into .tools/"
    npm install --prefix "$ROOT/.tools" --no-save --no-audit --no-fund --loglevel=error "pnpm@$PNPM_VERSION" >/dev/null
  fi
}

install_deps() {
  log "Installing dependencies (pnpm install --frozen-lockfile)"
  (cd "$ROOT" && pnpm install --frozen-lockfile --reporter=append-only | grep -vE '^\.\.\./|Progress' || true)
  (cd "$ROOT" && node -e 'require("better-sqlite3")' 2>/dev/null) || true
}

generate() {
  log "Generating GraphQL types (codegen.ts)"
  (cd "$ROOT" && pnpm -s codegen >/dev/null)
}

# The services run compiled JavaScript: rules, platform and gateway are emitted by tsc into their dist/ folders
# (the gateway also bundles its GraphiQL page), web is the React Router (vite) build. pnpm builds @shop/rules
# before the platform, gateway and web, which import it.
build() {
  log "Building rules, platform, gateway (server + GraphiQL) and web (SSR)"
  local out; out="$(mktemp)"
  # tsc reports errors on stdout: keep the output and show it when the build fails.
  (cd "$ROOT" && pnpm -s -r --filter ./rules --filter ./platform --filter ./gateway --filter ./web run build >"$out" 2>&1) \
    || { cat "$out"; rm -f "$out"; die "Build failed"; }
  rm -f "$out"
}

# Installs Debian packages (as root, or with password-less sudo) unless every named command is there.
# ensure_debian "<packages>" <command or absolute path>...
ensure_debian() {
  local packages="$1" command missing=""
  shift
  for command in "$@"; do command -v "$command" >/dev/null || missing="$missing $command"; done
  [ -z "$missing" ] && return 0
  local SUDO=""
  if [ "$(id -u)" != "0" ]; then
    command -v sudo >/dev/null && SUDO="sudo -n" || die "$missing missing and cannot be installed without root: apt-get install -y $packages"
  fi
  log "Installing Debian's $packages (apt-get install $packages)"
  $SUDO apt-get update -qq >/dev/null
  # shellcheck disable=SC2086 # a list of package names
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq $packages >/dev/null
  for command in "$@"; do command -v "$command" >/dev/null || die "$packages installation failed ($command missing)"; done
}

# End-to-end tests drive Debian's Chromium; browser downloads by test tools are not possible here.
ensure_chromium() { ensure_debian chromium /usr/bin/chromium; }

# The gateway's scale-out tests run a real redis-server (Debian package), like Chromium for e2e.
ensure_redis() { ensure_debian redis-server redis-server; }

# The invoice test (platform/test/qr-bill.test.ts) reads PDFs with poppler: pdftotext, and pdftoppm to
# rasterise the QR-bill before decoding it.
ensure_poppler() { ensure_debian poppler-utils pdftoppm pdftotext; }

# The TLS end-to-end suite (e2e/tls) runs the shop behind a real nginx with a self-signed certificate (openssl).
ensure_nginx() { ensure_debian "nginx-light openssl" nginx openssl; }

setup() {
  check_node
  ensure_pnpm
  install_deps
  generate
}
