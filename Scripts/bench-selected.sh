#!/usr/bin/env bash
# Times the commands about one or two clones (`show`, `settings`, `diff`, `list <clone>`, `validate <clone>`,
# `release plan`) on generated workspaces, against one or more `brands` binaries run interleaved, so that a
# before and an after build see the same load. Prints the median wall time and peak memory of each.
#
#   Scripts/bench-selected.sh [--runs N] [--work DIR] [--sizes "1000 5000"] BINARY [BINARY…]
#
# The workspaces are DIR/clones-N (made with Scripts/make-bench-workspace.py when missing; default DIR
# /tmp/perf11). Needs GNU time (/usr/bin/time).
set -euo pipefail
cd "$(dirname "$0")/.."
runs=3
work=/tmp/perf11
sizes="1000 5000"
while [ $# -gt 0 ]; do
  case "$1" in
    --runs) runs="$2"; shift 2 ;;
    --work) work="$2"; shift 2 ;;
    --sizes) sizes="$2"; shift 2 ;;
    *) break ;;
  esac
done
if [ $# -eq 0 ]; then
  echo "usage: Scripts/bench-selected.sh [--runs N] [--work DIR] [--sizes \"1000 5000\"] BINARY [BINARY…]" >&2
  exit 64
fi
binaries=("$@")
commands=(
  "show B00001"
  "settings B00001"
  "diff B00001 B00002"
  "list B00001"
  "validate B00001"
  "release plan b00001/6.0.0/2"
)
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
for size in $sizes; do
  root="$work/clones-$size"
  if [ ! -d "$root" ]; then
    python3 Scripts/make-bench-workspace.py "$root" --clones "$size" >/dev/null
  fi
  for command in "${commands[@]}"; do
    for binary in "${binaries[@]}"; do
      : >"$scratch/times"
      for _ in $(seq "$runs"); do
        # Word splitting of $command is intended: it is the command's arguments.
        # shellcheck disable=SC2086
        /usr/bin/time -f "%e %M" -o "$scratch/one" "$binary" $command --root "$root" >/dev/null 2>&1 || true
        cat "$scratch/one" >>"$scratch/times"
      done
      sort -n "$scratch/times" | awk -v size="$size" -v command="$command" -v binary="$binary" '
        { wall[NR] = $1; memory[NR] = $2 }
        END {
          middle = int((NR + 1) / 2)
          printf "%6s clones  %-28s %8.2f s %7.0f MiB  %s\n", size, command, wall[middle], memory[middle] / 1024, binary
        }'
    done
  done
done
