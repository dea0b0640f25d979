#!/usr/bin/env bash
# Times `brands validate` (release build) on the sample, on generated workspaces of many clones and on a workspace
# with a large generated Xcode project, against baselines measured in the same run, and checks the targets of the
# performance issue (#11). Exits 1 when one is missed.
#
#   Scripts/bench-validate.sh [--runs N] [--sizes "100 1000 5000"] [--targets 200] [--work DIR] [--binary PATH]
#
# Folder workspaces (Scripts/make-bench-workspace.py): each clone a copy of the sample's NWD with its own id and
# bundle identifier; all validate clean. The project workspace (Scripts/make-bench-project.py): TARGETS targets,
# three in four of them apps with a shared scheme each (the clones), 10 file references per target, base xcconfig
# chains, an Info.plist per target, a manifest without schema (the clones have no config file); it validates clean. Baselines, run interleaved with `brands validate` so that they share the machine's load: a
# Foundation hello-world process (swiftc -O), a Python loader that parses the same files
# (Scripts/bench-load-workspace.py) and `cat` of every file. Times are medians of N runs (wall clock; CPU time,
# user + system, beside it), memory the largest peak resident size. The load average is printed before and after:
# on a shared machine, compare only figures of one run. `--binary` times another build (an older commit's).
#
# Targets: the sample's validate within 1.5x the hello-world process; 1,000 clones in 0.5 s, 2,000 in 1.0 s,
# 5,000 in 2.5 s and 200 MiB; at least 3x faster than the Python loader and within 3x of `cat` at every size;
# the time per clone at the largest size within 1.25x of that at 1,000 (linear).
set -euo pipefail
cd "$(dirname "$0")/.."
runs=5
sizes="100 1000 5000"
targets=200
work=""
binary=""
usage='usage: Scripts/bench-validate.sh [--runs N] [--sizes "100 1000 5000"] [--targets N] [--work DIR] [--binary PATH]'
while [ $# -gt 0 ]; do
  case "$1" in
    --runs) runs="$2"; shift 2 ;;
    --sizes) sizes="$2"; shift 2 ;;
    --targets) targets="$2"; shift 2 ;;
    --work) work="$2"; shift 2 ;;
    --binary) binary="$2"; shift 2 ;;
    *) echo "$usage" >&2; exit 64 ;;
  esac
done
if [ -z "$binary" ]; then
  binary="$(Scripts/build-release.sh)"
fi
if [ -z "$work" ]; then
  work="$(mktemp -d)"
  trap 'rm -rf "$work"' EXIT
fi
mkdir -p "$work"
# The hello-world baseline: a process that loads Foundation and prints one line.
if [ ! -x "$work/hello" ]; then
  printf 'import Foundation\nprint(String(format: "%%@ %%d", "hello", ProcessInfo.processInfo.processorCount))\n' \
    >"$work/hello.swift"
  swiftc -O "$work/hello.swift" -o "$work/hello" 2>/dev/null
fi
for size in $sizes; do
  if [ ! -d "$work/clones-$size" ]; then
    python3 Scripts/make-bench-workspace.py "$work/clones-$size" --clones "$size"
  fi
done
if [ "$targets" -gt 0 ] && [ ! -d "$work/project-$targets" ]; then
  project="$work/project-$targets"
  python3 Scripts/make-bench-project.py "$project" --targets "$targets" --files "$((targets * 10))" \
    --settings 20 >/dev/null
  # Each target's Info.plist names the settings the identity comes from; no schema, as the clones have no config.
  printf '{\n  "version": 1,\n  "schema": null\n}\n' >"$project/brands.json"
  for n in $(seq 0 $((targets - 1))); do
    folder="$project/Sources/$(printf 'Target%02d' "$n")"
    mkdir -p "$folder"
    cat >"$folder/Info.plist" <<'PLIST'
<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
	<key>CFBundleIdentifier</key>
	<string>$(PRODUCT_BUNDLE_IDENTIFIER)</string>
	<key>CFBundleName</key>
	<string>$(PRODUCT_NAME)</string>
	<key>CFBundleShortVersionString</key>
	<string>$(MARKETING_VERSION)</string>
	<key>CFBundleVersion</key>
	<string>1</string>
</dict>
</plist>
PLIST
  done
fi
for folder in "$work"/clones-* "$work"/project-*; do
  # `cat` is given the list of files; the list is made once, outside the timing.
  [ -d "$folder" ] && (cd "$folder" && find . -type f -print0 | LC_ALL=C sort -z) >"$folder.files"
done
python3 Scripts/bench-validate-run.py "$binary" "$work" "$runs" "$targets" $sizes
