#!/usr/bin/env bash
# Checks the house style without changing anything: `swift format lint --strict` with the committed
# .swift-format (which also requires a `///` summary on every public declaration), plus the same check for
# `package` declarations, which swift-format does not cover. Exits 1 on any finding.
set -euo pipefail
cd "$(dirname "$0")/.."
status=0
swift format lint --strict --recursive Sources Tests Fuzz Package.swift || status=1
# A `package` declaration must follow a `///` line (attributes such as @inlinable may stand between).
undocumented="$(find Sources -name '*.swift' -print0 | sort -z | xargs -0 awk '
  FNR == 1 { previous = "" }
  /^[[:space:]]*@[A-Za-z]/ { next }
  /^[[:space:]]*package[[:space:]]+([a-z]+[[:space:]]+)*(func|var|let|struct|enum|class|actor|protocol|init|typealias|subscript)[^A-Za-z0-9_]/ {
    if (previous !~ /^[[:space:]]*\/\/\//) print FILENAME ":" FNR ": error: [PackageDeclarationsHaveDocumentation] add a documentation comment for this package declaration"
  }
  { previous = $0 }
')"
if [ -n "$undocumented" ]; then
  echo "$undocumented" >&2
  status=1
fi
exit "$status"
