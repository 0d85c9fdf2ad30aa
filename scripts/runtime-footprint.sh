#!/usr/bin/env bash
# Startup time and memory of the three services, TypeScript through tsx (how platform and gateway ran before
# issue 9) against the compiled output under NODE_ENV=production (how `npm start` and the compose file run them).
# Needs the build (`pnpm build`) and wrk. Prints a Markdown table for docs/PERFORMANCE.md.
#   bash scripts/runtime-footprint.sh            (RUNS=3 start cycles per mode, WARM_SECONDS=10 per page)
# Startup = spawn → first HTTP answer (platform /store-api/context, gateway /health, web /favicon.svg), plus the
# web's first server-rendered home page. RSS = the server's whole process tree (tsx runs a CLI parent + node child).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
RUNS="${RUNS:-3}" WARM_SECONDS="${WARM_SECONDS:-10}"
PP="${RT_PLATFORM_PORT:-8790}" GP="${RT_GATEWAY_PORT:-4790}" WP="${RT_WEB_PORT:-3790}"
KEY="SWSCAPOTHEKESHOPDEMOKEY012"
WORK="$(mktemp -d)"
pids=()
stop_all() { for p in "${pids[@]}"; do kill -TERM -- "-$p" 2>/dev/null || true; done; sleep 1; pids=(); }
trap 'stop_all; rm -rf "$WORK"' EXIT

now_ms() { echo $(( $(date +%s%N) / 1000000 )); }
# start <dir> <env...> -- <command...>: own process group, so the whole tree stops together
start() {
  local dir="$1"; shift; local envs=(); while [ "$1" != "--" ]; do envs+=("$1"); shift; done; shift
  (cd "$dir" && exec env "${envs[@]}" setsid "$@" >>"$WORK/log" 2>&1) & pids+=($!)
}
wait_answer() { # url [header] → ms spent since $T0
  for _ in $(seq 1 2400); do
    [ "$(curl -s -o /dev/null -w '%{http_code}' ${2:+-H "$2"} "$1" 2>/dev/null)" != "000" ] && { echo $(( $(now_ms) - T0 )); return; }
    sleep 0.025
  done
  echo "no answer from $1" >&2; cat "$WORK/log" >&2; exit 1
}
tree_rss_mb() { # pid → MB of the process and all its descendants
  local all=("$1") queue=("$1") kids
  while [ ${#queue[@]} -gt 0 ]; do
    kids=$(pgrep -P "${queue[0]}" || true); queue=("${queue[@]:1}")
    for k in $kids; do all+=("$k"); queue+=("$k"); done
  done
  local kb=0; for p in "${all[@]}"; do kb=$(( kb + $(awk '/^VmRSS/ {print $2}' "/proc/$p/status" 2>/dev/null || echo 0) )); done
  echo $(( kb / 1024 ))
}
median() { printf '%s\n' "$@" | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }

# One seeded database, copied for every run: seeding is a first-run cost, not a start cost.
start platform PLATFORM_PORT="$PP" PLATFORM_DB="$WORK/seed.sqlite" -- node dist/cli/serve.js
T0=$(now_ms); wait_answer "http://127.0.0.1:$PP/store-api/context" "sw-access-key: $KEY" >/dev/null; stop_all

declare -A R
for mode in tsx compiled; do
  for run in $(seq 1 "$RUNS"); do
    cp "$WORK/seed.sqlite" "$WORK/run.sqlite"
    if [ "$mode" = tsx ]; then
      plat=(node_modules/.bin/tsx src/cli/serve.ts)
      gate=(node_modules/.bin/tsx --conditions=development src/cli/serve.ts)
      nodeenv=(-u NODE_ENV)
    else
      plat=(node dist/cli/serve.js); gate=(node dist/cli/serve.js); nodeenv=(NODE_ENV=production)
    fi
    T0=$(now_ms); start platform "${nodeenv[@]}" PLATFORM_PORT="$PP" PLATFORM_DB="$WORK/run.sqlite" -- "${plat[@]}"
    R[$mode,plat_ms,$run]=$(wait_answer "http://127.0.0.1:$PP/store-api/context" "sw-access-key: $KEY"); ppid=${pids[-1]}
    T0=$(now_ms); start gateway "${nodeenv[@]}" GATEWAY_PORT="$GP" STORE_API_URL="http://127.0.0.1:$PP" LOG_LEVEL=warn -- "${gate[@]}"
    R[$mode,gw_ms,$run]=$(wait_answer "http://127.0.0.1:$GP/health"); gpid=${pids[-1]}
    T0=$(now_ms); start web NODE_ENV=production PORT="$WP" GATEWAY_URL="http://127.0.0.1:$GP" -- node node_modules/@react-router/serve/bin.js ./build/server/index.js
    R[$mode,web_ms,$run]=$(wait_answer "http://127.0.0.1:$WP/favicon.svg"); wpid=${pids[-1]}
    R[$mode,home_ms,$run]=$(wait_answer "http://127.0.0.1:$WP/")
    sleep 2 # let start-up garbage settle before reading RSS
    R[$mode,plat_rss,$run]=$(tree_rss_mb "$ppid"); R[$mode,gw_rss,$run]=$(tree_rss_mb "$gpid"); R[$mode,web_rss,$run]=$(tree_rss_mb "$wpid")
    if [ "$run" = "$RUNS" ]; then
      nav=$(curl -s -X POST -H 'content-type: application/json' -d '{"query":"{ navigation(depth: 1) { url external } products(limit: 1) { items { url } } }"}' "http://127.0.0.1:$GP/graphql")
      category=$(node -e 'const d=JSON.parse(process.argv[1]).data; console.log(d.navigation.find(n=>!n.external).url)' "$nav")
      product=$(node -e 'console.log(JSON.parse(process.argv[1]).data.products.items[0].url)' "$nav")
      for path in / "$category" "$product"; do wrk -t2 -c8 -d"${WARM_SECONDS}s" "http://127.0.0.1:$WP$path" >/dev/null; done
      sleep 2
      R[$mode,plat_warm]=$(tree_rss_mb "$ppid"); R[$mode,gw_warm]=$(tree_rss_mb "$gpid"); R[$mode,web_warm]=$(tree_rss_mb "$wpid")
    fi
    stop_all
  done
done

col() { local vals=(); for run in $(seq 1 "$RUNS"); do vals+=("${R[$1,$2,$run]}"); done; median "${vals[@]}"; }
echo "| service | runtime | start → first answer (ms, median of $RUNS) | RSS after start (MB) | RSS after warm-up (MB) |"
echo "|---|---|---:|---:|---:|"
for mode in tsx compiled; do
  label=$([ "$mode" = tsx ] && echo "tsx src/cli/serve.ts" || echo "node dist/cli/serve.js, NODE_ENV=production")
  echo "| platform | $label | $(col "$mode" plat_ms) | $(col "$mode" plat_rss) | ${R[$mode,plat_warm]} |"
  echo "| gateway | $label | $(col "$mode" gw_ms) | $(col "$mode" gw_rss) | ${R[$mode,gw_warm]} |"
done
for mode in tsx compiled; do
  echo "| web (with the $mode gateway) | react-router-serve, NODE_ENV=production | $(col "$mode" web_ms) (first home page $(col "$mode" home_ms)) | $(col "$mode" web_rss) | ${R[$mode,web_warm]} |"
done
