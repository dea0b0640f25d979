#!/usr/bin/env bash
# Runs every benchmark in turn (release builds; takes minutes): the xcconfig engine, the document readers,
# and `brands validate` on a generated workspace. Each still runs when an earlier one fails; exits 1 if any
# failed or missed its target. For one benchmark with its own options, run its script directly.
set -uo pipefail
cd "$(dirname "$0")/.."
failed=()
for bench in bench-xcconfig.sh bench-readers.sh bench-validate.sh; do
  echo "== Scripts/$bench"
  "Scripts/$bench" || failed+=("$bench")
done
if [ "${#failed[@]}" -gt 0 ]; then
  echo "failed: ${failed[*]}" >&2
  exit 1
fi
echo "all benchmarks passed"
