#!/usr/bin/env bash
# Times the xcconfig engine: parse + include loading + evaluation, without process start or disk reads.
#
# Compiles Benchmarks/XCConfigBench/main.swift together with Sources/XCConfig, on top of Sources/Support compiled as
# its module, with `swiftc -O` (a plain program, not a SwiftPM target, so `swift build` and `swift test` never build
# it) into .build/bench/, then
# runs it on inputs it generates in memory:
#   chain-5000            5,000 lines in 10 files, a 10-deep include chain (target: median under 20 ms)
#   doubling-60, mutual-12, ladder-20, references-5000, inherited-5000, nested-includes-1000, garbage-5MB
#                         pathological inputs, which must end quickly (with a diagnostic where the input is bad)
#   large-50MB            a 50 MB file
# and prints the median and fastest of N runs. Exits 1 when the target is missed.
#
#   Scripts/bench-xcconfig.sh                 # 21 runs of the main case
#   Scripts/bench-xcconfig.sh --runs 51
#   Scripts/bench-xcconfig.sh --only mutual-12
#   Scripts/bench-xcconfig.sh --typecheck     # type-check only (the test suite runs this so the benchmark cannot rot)
set -euo pipefail
cd "$(dirname "$0")/.."

out=.build/bench
if [ "${1:-}" = --typecheck ]; then
  out="$(mktemp -d "${TMPDIR:-/tmp}/brands-bench-typecheck.XXXXXX")"
  trap 'rm -rf "$out"' EXIT
fi
mkdir -p "$out"
support=()
while IFS= read -r file; do support+=("$PWD/$file"); done < <(find Sources/Support -name '*.swift' | sort)
sources=()
while IFS= read -r file; do sources+=("$PWD/$file"); done < <(find Sources/XCConfig -name '*.swift' | sort)
# Compiled inside the output folder: swiftc leaves module files in the current directory.
if [ "${1:-}" = --typecheck ]; then
  (cd "$out" && "${SWIFTC:-swiftc}" -wmo -parse-as-library -package-name brands -module-name Support \
      -emit-module -emit-module-path Support.swiftmodule -Xfrontend -experimental-skip-all-function-bodies \
      "${support[@]}")
  (cd "$out" && "${SWIFTC:-swiftc}" -typecheck -package-name brands -module-name XCConfigBench -I . \
      "$OLDPWD/Benchmarks/XCConfigBench/main.swift" "${sources[@]}")
  echo "typechecked XCConfigBench"
  exit 0
fi
(cd "$out" && swiftc -O -wmo -parse-as-library -package-name brands -module-name Support \
    -emit-module -emit-module-path Support.swiftmodule -c -o Support.o "${support[@]}")
(cd "$out" && swiftc -O -wmo -package-name brands -module-name XCConfigBench -I . \
    "$OLDPWD/Benchmarks/XCConfigBench/main.swift" "${sources[@]}" Support.o -o xcconfig-bench)
exec "$out/xcconfig-bench" "$@"
