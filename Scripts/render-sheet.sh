#!/usr/bin/env bash
# Renders the sample workspace's brand sheet (`brands sheet`) in headless Chromium to a PNG, and checks on the way
# that the page is complete and quiet: the browser's DOM holds every clone's card, and the console shows nothing
# (the sheet's Content-Security-Policy turns any script or outside resource into a console message; host names do
# not resolve, so nothing can be fetched either).
#
# usage: Scripts/render-sheet.sh [--output PNG] [--width PX] [--height PX] [--keep DIR]
#   --output  where the PNG goes (default: Docs/sheet.png)
#   --width, --height  the window, which is also the part of the page captured (default: 1280 x 2600)
#   --keep    also copy the sheet, the DOM Chromium built and its log into DIR
# Environment: BRANDS, the brands executable (default: built with `swift build`); CHROMIUM, the browser (default:
# chromium, chromium-browser or google-chrome on PATH; `apt-get install chromium` on Debian).
# Exits 0 when rendered, 1 when a check fails, 2 when no Chromium is found, 64 for a usage error.
set -euo pipefail
cd "$(dirname "$0")/.."

output=Docs/sheet.png
width=1280
height=2600
keep=""
while [ $# -gt 0 ]; do
  case "$1" in
    --output) output="$2"; shift 2 ;;
    --width) width="$2"; shift 2 ;;
    --height) height="$2"; shift 2 ;;
    --keep) keep="$2"; shift 2 ;;
    *) echo "usage: Scripts/render-sheet.sh [--output PNG] [--width PX] [--height PX] [--keep DIR]" >&2; exit 64 ;;
  esac
done

chromium="${CHROMIUM:-}"
if [ -z "$chromium" ]; then
  for candidate in chromium chromium-browser google-chrome; do
    if command -v "$candidate" >/dev/null 2>&1; then chromium="$(command -v "$candidate")"; break; fi
  done
fi
if [ -z "$chromium" ]; then
  echo "render-sheet: no Chromium found; install it (apt-get install chromium) or set CHROMIUM" >&2
  exit 2
fi

brands="${BRANDS:-}"
if [ -z "$brands" ]; then
  swift build --product brands >&2
  brands="$(swift build --show-bin-path)/brands"
fi

scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
"$brands" sheet --root "$PWD" --output "$scratch/sheet.html"

browser=(
  "$chromium" --headless --disable-gpu --no-sandbox --hide-scrollbars --no-first-run --no-default-browser-check
  --user-data-dir="$scratch/profile" --host-resolver-rules="MAP * ~NOTFOUND" --enable-logging=stderr --v=0
)
mkdir -p "$(dirname "$output")"
"${browser[@]}" --dump-dom "file://$scratch/sheet.html" >"$scratch/dom.html" 2>"$scratch/chromium.log"
"${browser[@]}" --window-size="$width,$height" --screenshot="$scratch/sheet.png" "file://$scratch/sheet.html" \
  >/dev/null 2>>"$scratch/chromium.log"
if [ -n "$keep" ]; then
  mkdir -p "$keep"
  cp "$scratch/sheet.html" "$scratch/dom.html" "$scratch/chromium.log" "$keep/"
fi

status=0
if grep -E 'CONSOLE|Uncaught|net::ERR_' "$scratch/chromium.log" >&2; then
  echo "render-sheet: the page wrote to the console or tried the network (above)" >&2
  status=1
fi
expected="$(grep -o '<article class="card" id="clone-' "$scratch/sheet.html" | wc -l | tr -d ' ')"
rendered="$(grep -o '<article class="card" id="clone-' "$scratch/dom.html" | wc -l | tr -d ' ')"
if [ "$expected" -eq 0 ] || [ "$rendered" -ne "$expected" ] || ! grep -q '</footer>' "$scratch/dom.html"; then
  echo "render-sheet: the DOM holds $rendered of $expected cards, or stops before the footer" >&2
  status=1
fi
if [ ! -s "$scratch/sheet.png" ] || [ "$(head -c 8 "$scratch/sheet.png" | od -An -tx1 | tr -d ' \n')" != "89504e470d0a1a0a" ]; then
  echo "render-sheet: Chromium wrote no PNG" >&2
  status=1
fi
[ "$status" -eq 0 ] || exit "$status"
cp "$scratch/sheet.png" "$output"
echo "rendered $rendered clones to $output ($width x $height, $(wc -c <"$output" | tr -d ' ') bytes)"
