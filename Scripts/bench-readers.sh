#!/usr/bin/env bash
# Times the document readers on large generated inputs (50 MB JSON, 10 MB XML plist) in a release build.
set -euo pipefail
cd "$(dirname "$0")/.."
BRANDS_BENCH=1 exec swift test -c release --filter ReaderBenchmarks "$@"
