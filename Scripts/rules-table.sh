#!/usr/bin/env bash
# Prints the rule table of README.md ("Rules") from `brands rules --format json`, so the two never drift:
#   Scripts/rules-table.sh > /tmp/table.md   # then paste it between the markers in README.md
set -euo pipefail
cd "$(dirname "$0")/.."
swift run -q brands rules --format json | python3 -c '
import json, sys
print("| Rule | Default | Finds |")
print("| ---- | ------- | ----- |")
for rule in json.load(sys.stdin)["rules"]:
    cells = [rule["id"], rule["severity"], rule["summary"].replace("|", "\\|")]
    print("| `%s` | %s | %s |" % tuple(cells))
'
