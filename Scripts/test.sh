#!/usr/bin/env bash
# Runs the test suite exactly as CI does.
set -euo pipefail
cd "$(dirname "$0")/.."
exec swift test "$@"
