#!/usr/bin/env bash
# Benchmarks xcconfig evaluation on synthetic worst cases.
#
# Stub: evaluation (Sources/XCConfig/Evaluation) landed before the parser and the CLI, so there is no
# command yet that reads an xcconfig file. This script already generates the inputs the benchmark should
# time; once a command that resolves a file exists, set BRANDS_XCCONFIG_CMD to it (the file path is
# appended) and the script times each input with a release build.
#
#   Scripts/bench-xcconfig.sh                  # generate inputs, time them if BRANDS_XCCONFIG_CMD is set
#   BRANDS_XCCONFIG_CMD="brands xcconfig resolve" Scripts/bench-xcconfig.sh
set -euo pipefail

out="${TMPDIR:-/tmp}/brands-bench-xcconfig"
mkdir -p "$out"

# A chain of 5,000 settings, each referencing the previous one.
{ echo "A0 = x"; for i in $(seq 1 5000); do echo "A$i = \$(A$((i - 1)))x"; done; } >"$out/chain.xcconfig"
# Values that double at each step: must stop at the 1 MiB bound with one error.
{ echo "D0 = x"; for i in $(seq 1 60); do echo "D$i = \$(D$((i - 1)))\$(D$((i - 1)))"; done; } >"$out/doubling.xcconfig"
# 5,000 appends to one setting through $(inherited), with conditions to filter.
{ echo "L = base"; for i in $(seq 1 5000); do echo "L[config=Debug] = \$(inherited) -f$i"; done; } >"$out/inherited.xcconfig"
# Twelve settings that all reference each other: must stop at the work bound.
{
    for i in $(seq 0 11); do
        line="S$i = "
        for j in $(seq 0 11); do line+="\$(S$j)"; done
        echo "${line}x"
    done
} >"$out/cycles.xcconfig"

if [[ -z "${BRANDS_XCCONFIG_CMD:-}" ]]; then
    echo "inputs written to $out; set BRANDS_XCCONFIG_CMD to time them (no xcconfig command exists yet)"
    exit 0
fi

swift build -c release >/dev/null
for input in "$out"/*.xcconfig; do
    start=$(date +%s.%N)
    # shellcheck disable=SC2086  # the command is meant to split into words
    $BRANDS_XCCONFIG_CMD "$input" >/dev/null || true
    end=$(date +%s.%N)
    printf '%-20s %6.3fs\n' "$(basename "$input")" "$(echo "$end - $start" | bc)"
done
