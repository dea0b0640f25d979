#!/usr/bin/env bash
# Times `brands validate` (release build) on a generated workspace of many clones, and reports peak memory.
#
#   Scripts/bench-validate.sh [CLONES]      # default 500 clones, copied from the sample's NWD
#
# Target: 500 clones (1,000 configurations) validate in under 5 s with under 500 MB of memory.
set -euo pipefail
cd "$(dirname "$0")/.."
count="${1:-500}"
swift build -c release --product brands >/dev/null
binary="$(swift build -c release --show-bin-path)/brands"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/Brands" "$work/Configs"
cp Configs/Base.xcconfig "$work/Configs/"
for i in $(seq 1 "$count"); do
  id="B$(printf '%05d' "$i")"
  cp -R Brands/NWD "$work/Brands/$id"
  sed -i.bak "s/\"NWD\"/\"$id\"/" "$work/Brands/$id/config.json" && rm "$work/Brands/$id/config.json.bak"
  sed -e "s/= NWD$/= $id/" -e "s/de.nordwestdaily.news.debug/com.example.b$i.debug/" Configs/NWD-Debug.xcconfig \
    >"$work/Configs/$id-Debug.xcconfig"
  sed -e "s/NWD-Debug/$id-Debug/" -e "s/de.nordwestdaily.news/com.example.b$i/" Configs/NWD-Release.xcconfig \
    >"$work/Configs/$id-Release.xcconfig"
done
echo "workspace: $count clones in $work"
if command -v /usr/bin/time >/dev/null 2>&1; then
  /usr/bin/time -f "validate: %e s elapsed, %M KB peak memory" "$binary" validate --root "$work" | tail -1
else
  time "$binary" validate --root "$work" | tail -1
fi
