#!/usr/bin/env bash
# Builds the libFuzzer harness for the xcconfig parser and runs it.
#
#   Scripts/fuzz-xcconfig.sh [SECONDS]      (default 60)
#
# The harness (Fuzz/XCConfigParserFuzz/main.swift) is compiled with the XCConfig sources by swiftc with
# -sanitize=fuzzer,address, outside SwiftPM. The corpus grows in .build/fuzz/xcconfig-corpus (seeded from
# Fuzz/XCConfigParserFuzz/seeds); crashes are written to .build/fuzz/ as crash-*.
set -euo pipefail

seconds="${1:-60}"
root="$(cd "$(dirname "$0")/.." && pwd)"
out="$root/.build/fuzz"
corpus="$out/xcconfig-corpus"
mkdir -p "$out" "$corpus"

sources=()
while IFS= read -r -d '' file; do sources+=("$file"); done < <(
    find "$root/Sources/XCConfig" -name '*.swift' -print0 | sort -z
)

# The library sources are compiled into the harness module; `-parse-as-library` keeps main.swift from being
# treated as top-level code, since libFuzzer supplies main().
swiftc -O -g -sanitize=fuzzer,address -parse-as-library -module-name XCConfigParserFuzz \
    "${sources[@]}" "$root/Fuzz/XCConfigParserFuzz/main.swift" -o "$out/xcconfig-parser-fuzz"

if [ -d "$root/Fuzz/XCConfigParserFuzz/seeds" ]; then
    cp -n "$root/Fuzz/XCConfigParserFuzz/seeds/"* "$corpus/" 2>/dev/null || true
fi

cd "$out"
SWIFT_BACKTRACE=enable=no ./xcconfig-parser-fuzz "$corpus" \
    -max_total_time="$seconds" -max_len=4096 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1
